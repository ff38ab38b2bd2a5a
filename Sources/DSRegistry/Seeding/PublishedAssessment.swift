import Foundation
import GRDB

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

extension AssessmentSeed {
    /// A fingerprint of everything the assessment says, not of how it is written: reformatting,
    /// comments and moving it within the file keep it; any changed value changes it.
    func computedFingerprint() -> String {
        var text = ""
        Self.describe(self, into: &text)
        return ContentHash.of(Data(text.utf8))
    }

    /// Every stored field, recursively, in declaration order, without source locations.
    private static func describe(_ value: Any, into text: inout String) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .tuple, .class:
            for child in mirror.children where child.label != "location" && child.label != "fingerprint" {
                text += (child.label ?? "_") + "="
                describe(child.value, into: &text)
                text += ";"
            }
        case .collection:
            text += "["
            for child in mirror.children { describe(child.value, into: &text); text += "," }
            text += "]"
        case .optional:
            if let child = mirror.children.first { describe(child.value, into: &text) } else { text += "nil" }
        default:
            text += String(reflecting: value)
        }
    }
}
