import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens


/// What an assessment page says, read from the team's docs-site template (`dsreg import page`):
/// every value with the page line it was read from, so the seed written from it can say where
/// each value came from, and every line the reader did not place kept as a note.
package struct AssessmentPage: Sendable {
    /// A text and the 1-based page line it was read from.
    package struct Value: Sendable, Equatable {
        package var text: String
        package var line: Int
    }

    /// A line of the page that gives no seed value: template text with no key (the preview's
    /// sample words), or a line the reader could not place (`unread`, reported as a warning).
    package struct Note: Sendable, Equatable {
        package var section: PageSection
        package var line: Int
        package var text: String
        package var unread: Bool
        /// Why the line was not read, for the warning.
        package var reason: String = ""
    }

    package struct Health: Sendable { var dimension: HealthDimension; var status: HealthStatus; var note: String?; var line: Int; var lastLine: Int }
    package struct StateRow: Sendable {
        var state: InteractionState; var scope: String?; var label: String
        var support: [(platform: Platform, support: StateSupport?)]
        var figmaProperty: String?; var note: String?; var line: Int
    }
    package struct Issue: Sendable { var title: String; var detail: String?; var criterion: Criterion?; var line: Int }
    package struct Recommendation: Sendable { var title: String; var detail: String?; var kind: RecommendationKind?; var line: Int }
    package struct MappingRow: Sendable { var figma: String; var swiftui: String; var compose: String; var line: Int }
    package struct AccessibilityRow: Sendable { var topic: String; var texts: [(platform: Platform, text: String)]; var line: Int }
    package struct Score: Sendable { var criterion: Criterion; var status: CriterionStatus; var note: String?; var line: Int }
    package struct Group: Sendable { var name: String; var count: Int?; var slots: String?; var line: Int }
    package struct Tracked: Sendable { var title: String; var detail: String?; var status: TrackedItemStatus; var tags: [String]; var line: Int }
    package struct Version: Sendable {
        var version: SemanticVersion; var date: String; var dateText: String; var kind: AssessmentKind; var line: Int
        var title: String?; var designNode: String?; var titleLine: Int?
        var items: [Tracked] = []
        /// The "Verdict: Restructure — …" tracked item, which states the version's verdict.
        var verdictItem: (verdict: Verdict, item: Tracked)? {
            for item in items where item.title.lowercased().hasPrefix("verdict:") {
                let word = item.title.dropFirst("verdict:".count).trimmingCharacters(in: .whitespaces)
                if let verdict = Verdict(lenient: word) { return (verdict, item) }
            }
            return nil
        }
    }

    package var file: String
    var verdict: (verdict: Verdict, overall: CriterionStatus?, line: Int)?
    var name: Value
    var linkLabel: String?
    var description: Value?
    var headline: Value?
    var summary: Value?
    var inContext: Value?
    var health: [Health] = []
    var states: [StateRow] = []
    var issues: [Issue] = []
    var recommendations: [Recommendation] = []
    var styles: [Style] = []
    var mappings: [MappingRow] = []
    var accessibility: [AccessibilityRow] = []
    var scores: [Score] = []
    /// The inventory's "Today: 8 independent boolean properties — preamble, …" names.
    var booleans: [String] = []
    var booleansLine: Int?
    var groups: [Group] = []
    var versions: [Version] = []
    package var notes: [Note] = []

    package var warnings: [Note] { notes.filter(\.unread) }

    /// The newest version of the log: the one the page's body (health, scores, issues) states.
    var latest: Version? { versions.max { $0.version < $1.version } }
}

/// A documented style: heading, DES/DEV marks, description, property values, specs and token
/// tables.
package struct Style: Sendable {
    struct Spec: Sendable { var label: String; var value: String; var line: Int }
    struct Binding: Sendable { var label: String; var token: String?; var value: String?; var line: Int }
    struct BindingTable: Sendable { var title: String; var note: String?; var rows: [Binding]; var line: Int; var noteLine: Int? = nil }

    var heading: String
    var line: Int
    var marksLine: Int?
    var inDesign: Bool?
    var inDevelopment: Bool?
    var description: AssessmentPage.Value?
    var values: [Spec] = []
    /// "colors", "typography", "layout", in page order.
    var specs: [(section: String, rows: [Spec])] = []
    var bindings: [BindingTable] = []

    /// The variant's name: the heading without a trailing parenthetical ("Title only").
    var variantName: String {
        guard heading.hasSuffix(")"), let open = heading.lastIndex(of: "("), open > heading.startIndex else { return heading }
        let name = heading[..<open].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? heading : name
    }
}

/// The sections of the template, in page order.
package enum PageSection: String, Sendable, CaseIterable {
    case banner = "verdict banner"
    case inContext = "In Context"
    case livePreview = "Live Preview"
    case health = "DS Health"
    case behavior = "Behavior"
    case issues = "Open Issues"
    case recommendations = "Design Recommendations"
    case styles = "Styles"
    case mapping = "Property Mapping"
    case accessibility = "Accessibility"
    case scorecard = "Criteria Scorecard"
    case inventory = "Variants Inventory"
    case versions = "version log"

    /// Sections a page in the template always has; the others may be left out.
    static let required: [PageSection] = [.banner, .health, .scorecard, .versions]

    /// The heading line that opens the section; nil for the banner and the version log, which
    /// are recognised by their shape.
    var heading: String? {
        switch self {
        case .banner, .versions: nil
        default: rawValue
        }
    }
}
