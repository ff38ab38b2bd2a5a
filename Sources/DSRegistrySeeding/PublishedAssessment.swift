import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// A published assessment as the registry holds it, for the immutability check: a published
/// version is a judgement at a point in time, so a seed may repeat it but never change or drop
/// it. A draft is replaced on every seed.
struct PublishedAssessment: Sendable {
    var version: String
    var contentHash: String?
    var properties: Int?
    var variants: Int?

    static func fetch(_ db: Database, componentID: Int64) throws -> [String: PublishedAssessment] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT version, content_hash, property_count, variant_count FROM assessment
            WHERE component_id = ? AND status = 'published'
            """), arguments: [componentID])
        return Dictionary(rows.map { row in
            (row["version"], PublishedAssessment(version: row["version"], contentHash: row["content_hash"],
                                                 properties: row["property_count"], variants: row["variant_count"]))
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Every published version the seed changed or dropped. A version stored before
    /// fingerprints existed (no hash) is accepted once and fingerprinted.
    static func check(_ published: [String: PublishedAssessment], against seed: ComponentSeed, file: String) -> DiagnosticList {
        var diagnostics = DiagnosticList()
        let byVersion = Dictionary(seed.assessments.map { ($0.version.description, $0) }, uniquingKeysWith: { first, _ in first })
        for (version, stored) in published.sorted(by: { $0.key < $1.key }) {
            guard let assessment = byVersion[version] else {
                diagnostics.append(Diagnostic(.error, file: seed.file, line: 1, column: 1,
                    message: "published assessment \(version) of '\(seed.name)' is missing from the file",
                    suggestion: "a published assessment is never removed; restore it, and record a change as a new version"))
                continue
            }
            guard let hash = stored.contentHash, hash != assessment.fingerprint else { continue }
            let next = SemanticVersion("\(assessment.version.major).\(assessment.version.minor).\(assessment.version.patch + 1)")
            diagnostics.append(Diagnostic(.error, file: assessment.location.file, line: assessment.location.line,
                column: assessment.location.column,
                message: "assessment \(version) of '\(seed.name)' is published and its content changed",
                suggestion: "a published assessment is immutable; restore it and add a new version (for example \(next?.description ?? "a later one")) with the new content"))
        }
        return diagnostics
    }
}

extension PublishedAssessment {
    /// Every published version the registry holds, as "component id/version": the versions a
    /// seed run must leave as they were recorded.
    static func recorded(_ db: Database) throws -> Set<String> {
        Set(try Row.fetchAll(db, sql: "SELECT component_id, version FROM assessment WHERE status = 'published'")
            .map { "\($0["component_id"] as Int64)/\($0["version"] as String)" })
    }

    /// A version records the structure its component had when the version was first recorded,
    /// after the applied migrations: the seed writer counts the seed's properties and variants,
    /// which a replayed restructure then changes (Header's 9 and 16 become Section Header's 5
    /// and 7). Once the replay is done, every version not in `published` (new versions and
    /// drafts, which every run rewrites) takes the counts its component has now.
    static func recordStructure(_ db: Database, sparing published: Set<String>) throws {
        let update = try db.cachedStatement(sql: """
            UPDATE assessment SET
              property_count = (SELECT count(*) FROM property WHERE component_id = assessment.component_id),
              variant_count = (SELECT count(*) FROM variant WHERE component_id = assessment.component_id)
            WHERE id = ?
            """)
        for row in try Row.fetchAll(db, sql: "SELECT id, component_id, version FROM assessment ORDER BY id")
        where !published.contains("\(row["component_id"] as Int64)/\(row["version"] as String)") {
            try update.execute(arguments: [row["id"] as Int64])
        }
    }
}

extension AssessmentSeed {
    /// A fingerprint of everything the assessment says, not of how it is written: reformatting,
    /// comments and moving it within the file keep it; any changed value changes it.
    ///
    /// The text hashed is every stored field but locations, in declaration order, as
    /// `label=value;`, lists as `[value,…,]`, leaves as `String(reflecting:)`: the walk a
    /// `Mirror` makes, written out because reflection was an eighth of a 10,000-component
    /// seed. Fingerprints are stored, so the text must never change; a test compares it with
    /// the reflective walk for every seed, and fails when a field is added here but not there.
    /// A criterion as the fingerprint has always written it: C1–C7 as the `Criterion` term
    /// (a published assessment's fingerprint never changes), a system's own id as text.
    static func term(_ criterion: String) -> Any {
        Criterion(rawValue: criterion).map { $0 as Any } ?? criterion
    }

    func computedFingerprint() -> String {
        var text = FingerprintText()
        text.record("version") { text in
            text.field("major", version.major); text.field("minor", version.minor); text.field("patch", version.patch)
        }
        text.field("date", date); text.field("kind", kind); text.field("title", title)
        text.field("designNode", designNode); text.field("status", status); text.field("verdict", verdict)
        text.field("verdictNote", verdictNote); text.field("verdictStatus", verdictStatus)
        text.field("overallStatus", overallStatus); text.field("headline", headline); text.field("summary", summary)
        text.list("health", health) { text, check in
            text.field("dimension", check.dimension); text.field("status", check.status); text.field("note", check.note)
        }
        text.list("scores", scores) { text, score in
            text.field("criterion", Self.term(score.criterion)); text.field("status", score.status); text.field("note", score.note)
        }
        text.list("issues", issues) { text, issue in
            text.field("key", issue.key); text.field("criterion", issue.criterion.map(Self.term)); text.field("title", issue.title)
            text.field("detail", issue.detail); text.field("status", issue.status)
        }
        text.list("recommendations", recommendations) { text, recommendation in
            text.field("key", recommendation.key); text.field("kind", recommendation.kind)
            text.field("title", recommendation.title); text.field("detail", recommendation.detail)
            text.field("status", recommendation.status)
        }
        text.list("trackedItems", trackedItems) { text, item in
            text.field("title", item.title); text.field("detail", item.detail); text.field("status", item.status)
            text.list("tags", item.tags) { text, tag in text.leaf(tag) }
        }
        return ContentHash.of(Data(text.text.utf8))
    }
}

extension Vocabulary {
    /// `String(reflecting: self)` ("DSRegistry.CriterionStatus.notMapped"), worked out once
    /// per case.
    var reflectedName: String {
        reflectedNames.value(for: ReflectedNameKey(type: ObjectIdentifier(Self.self), rawValue: rawValue)) { _ in
            String(reflecting: self)
        }
    }
}

private struct ReflectedNameKey: Hashable, Sendable {
    var type: ObjectIdentifier
    var rawValue: String
}

private let reflectedNames = ComputedOnce<ReflectedNameKey, String>()

/// The text `computedFingerprint()` hashes, built field by field.
struct FingerprintText {
    var text = ""

    /// `String(reflecting:)` of `value`, without its dynamic casts and `Mirror` walk for the
    /// leaves an assessment holds (texts, numbers, vocabulary cases): the specialised walk
    /// folds these casts away, and reflection was a tenth of the CPU a seed spends parsing.
    mutating func leaf<Value>(_ value: Value) {
        switch value {
        case let text as String: self.text += text.debugDescription
        case let number as Int: text += String(number)
        case let term as any Vocabulary: text += term.reflectedName
        default: text += String(reflecting: value)
        }
    }

    mutating func field(_ label: String, _ value: some Any) {
        text += label + "="; leaf(value); text += ";"
    }

    mutating func field(_ label: String, _ value: (some Any)?) {
        text += label + "="
        if let value { leaf(value) } else { text += "nil" }
        text += ";"
    }

    mutating func record(_ label: String, _ body: (inout FingerprintText) -> Void) {
        text += label + "="; body(&self); text += ";"
    }

    mutating func list<Element>(_ label: String, _ elements: [Element], _ body: (inout FingerprintText, Element) -> Void) {
        text += label + "=["
        for element in elements { body(&self, element); text += "," }
        text += "];"
    }
}
