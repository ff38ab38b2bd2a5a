import GRDB
import DSRegistryCore
import DSRegistryStore

/// Every assessment of the registry with its judgements, in six statements. The fingerprint
/// is what the seed wrote for a version (not what migrations did since: `resolved_by` and
/// `done_by` are left out), so an edited published version shows.
struct AssessmentReader {
    let db: Database

    static let recorded = ["version", "date", "kind", "title", "design_node", "status", "verdict", "verdict_note",
                           "verdict_status", "overall_status", "headline", "summary"]

    func read(into components: inout [Int64: ComponentSnapshot]) throws {
        var assessments: [Int64: (component: Int64, value: AssessmentSnapshot)] = [:]
        var order: [Int64] = []
        for row in try Row.fetchAll(db, sql: """
            SELECT * FROM assessment ORDER BY component_id, version_major, version_minor, version_patch
            """) {
            let fields = Self.recorded.map { (row[$0] as String?) ?? "" }
            assessments[row["id"]] = (row["component_id"], AssessmentSnapshot(
                version: row["version"], status: row["status"], verdict: row["verdict"], fingerprint: fields.joined(separator: "\u{1F}")))
            order.append(row["id"])
        }
        func add(_ sql: String, _ body: (Row, inout AssessmentSnapshot) -> [String?]) throws {
            for row in try Row.fetchAll(db, sql: sql) {
                let id: Int64 = row["assessment_id"]
                guard var value = assessments[id]?.value else { continue }
                value.fingerprint += "\u{1E}" + body(row, &value).map { $0 ?? "" }.joined(separator: "\u{1F}")
                assessments[id]?.value = value
            }
        }
        try add("""
            SELECT s.assessment_id, s.criterion_id, c.name, s.status, s.note FROM criterion_score s
            JOIN criterion c ON c.id = s.criterion_id ORDER BY s.assessment_id, c.ordinal
            """) { row, value in
            value.scores[row["criterion_id"]] = .init(name: row["name"], status: row["status"])
            return [row["criterion_id"], row["status"], row["note"]]
        }
        try add("SELECT assessment_id, dimension, status, note FROM health_check ORDER BY assessment_id, dimension") { row, value in
            value.health[row["dimension"]] = row["status"] as String
            return [row["dimension"], row["status"], row["note"]]
        }
        try add("""
            SELECT ai.assessment_id, i.key, i.title, i.criterion_id, i.detail, i.resolved_by, ai.status FROM assessment_issue ai
            JOIN issue i ON i.id = ai.issue_id ORDER BY ai.assessment_id, i.ordinal
            """) { row, value in
            value.issues[row["key"]] = .init(title: row["title"], status: row["status"], criterion: row["criterion_id"],
                                             resolvedBy: row["resolved_by"])
            return [row["key"], row["status"], row["title"], row["criterion_id"], row["detail"]]
        }
        try add("""
            SELECT ar.assessment_id, r.key, r.kind, r.title, r.detail, r.done_by, ar.status FROM assessment_recommendation ar
            JOIN recommendation r ON r.id = ar.recommendation_id ORDER BY ar.assessment_id, r.ordinal
            """) { row, value in
            value.recommendations[row["key"]] = .init(title: row["title"], status: row["status"], doneBy: row["done_by"])
            return [row["key"], row["status"], row["kind"], row["title"], row["detail"]]
        }
        try add("SELECT assessment_id, title, status, detail FROM tracked_item ORDER BY assessment_id, ordinal") { row, _ in
            [row["title"], row["status"], row["detail"]]
        }
        for id in order {
            guard let (component, value) = assessments[id] else { continue }
            components[component]?.assessments.append(value)
        }
    }
}
