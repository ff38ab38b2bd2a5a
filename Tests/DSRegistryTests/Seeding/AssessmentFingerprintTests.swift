import Foundation
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// Published assessments are compared by a stored fingerprint, so the text it hashes must stay
/// what it was when the fingerprint was first written: the reflective walk it began as.
@Suite struct AssessmentFingerprintTests {
    /// The original definition, kept here as the oracle for the hand-written walk.
    static func reflectedFingerprint(_ assessment: AssessmentSeed) -> String {
        var text = ""
        describe(assessment, into: &text)
        return ContentHash.of(Data(text.utf8))
    }

    private static func describe(_ value: Any, into text: inout String) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .tuple, .class:
            // v14 made a criterion a String (a system may name its own) and added the refs the
            // check reads: the oracle sees C1–C7 as the `Criterion` it was, and no refs.
            for child in mirror.children where !["location", "fingerprint", "criterionRefs"].contains(child.label) {
                text += (child.label ?? "_") + "="
                describe(child.label == "criterion" ? asDefined(child.value) : child.value, into: &text)
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

    private static func asDefined(_ value: Any) -> Any {
        if let id = value as? String, let criterion = Criterion(rawValue: id) { return criterion }
        if let id = value as? String?, let id, let criterion = Criterion(rawValue: id) { return Optional(criterion) as Any }
        return value
    }

    @Test(arguments: ["Seeds", "History/stage1", "History/stage2", "History/stage3", "History/edited", "synthetic"])
    func theHandWrittenWalkHashesWhatReflectionHashed(_ folder: String) throws {
        let generated = try TemporaryFolder()
        let url: URL
        switch folder {
        case "Seeds": url = TestPaths.shippedSeeds
        case "synthetic":
            // Every field the generator fills: issues, recommendations, health, 2–3 versions.
            try SyntheticRegistry(components: 20, systems: 2).write(to: generated.url)
            url = generated.url.appendingPathComponent("Seeds")
        default: url = TestPaths.fixtures.appendingPathComponent(folder)
        }
        let set = SeedSet.load(folder: url, displayPrefix: folder)
        let assessments = try set.components.flatMap { try set.fullSeed($0.file).assessments }
        #expect(assessments.count >= (folder == "synthetic" ? 40 : 1))
        for assessment in assessments {
            #expect(assessment.fingerprint == Self.reflectedFingerprint(assessment), "\(assessment.location.file) \(assessment.version)")
        }
    }

    /// The walk covers tracked items and their tags, which no seed file above uses.
    @Test func trackedItemsAndTagsAreFingerprintedAsReflectionDid() throws {
        let set = SeedSet.load(folder: TestPaths.fixtures.appendingPathComponent("History/stage1"), displayPrefix: "stage1")
        let seed = try set.fullSeed(try #require(set.components.first?.file))
        var assessment = try #require(seed.assessments.first)
        assessment.trackedItems = [TrackedItemSeed(title: "Split \"title\"", detail: nil, status: .inProgress, tags: ["ios", "a11y"])]
        assessment.issues[0].title = nil
        #expect(assessment.computedFingerprint() == Self.reflectedFingerprint(assessment))
        #expect(assessment.computedFingerprint() != Self.reflectedFingerprint(seed.assessments[0]))
    }
}
