import Foundation
import DSRegistryCore
import DSRegistryStore

/// A question's parameter: its name, whether it is positional, and the kind of value it takes.
public struct QuestionParameter: Sendable, Equatable {
    /// The name in SQL (`:state`), in `--name` options and in `{name}` phrasings.
    public var name: String
    package var kind: Kind
    /// True for a value typed without `--name`, in order after the question's name.
    public var positional: Bool
    package var required: Bool
    package var defaultValue: String?
    package var help: String

    package init(_ name: String, _ kind: Kind, positional: Bool = false, required: Bool? = nil,
                defaultValue: String? = nil, help: String) {
        self.name = name
        self.kind = kind
        self.positional = positional
        self.required = required ?? positional
        self.defaultValue = defaultValue
        self.help = help
    }

    /// The name in SQL (`:older_than` for `--older-than`).
    package var sqlName: String { name.replacing("-", with: "_") }

    /// `STATE`, `[--platform P]`.
    package var usage: String {
        let placeholder = name.uppercased()
        if positional { return required ? placeholder : "[\(placeholder)]" }
        if kind == .flag { return required ? "--\(name)" : "[--\(name)]" }
        let option = "--\(name) \(kind.placeholder)"
        return required ? option : "[\(option)]"
    }

    /// The kinds of value a parameter takes. Each closed kind lists its values, accepts them
    /// as people write them ("Not Mapped", "c7", "highlighted") and binds the canonical one.
    /// Saved queries name these kinds in their header (`-- param: state state …`).
    package enum Kind: String, Sendable, CaseIterable {
        case state, platform, devicePlatform = "device-platform", codePlatform = "code-platform", criterion,
            criterionStatus = "criterion-status", issueStatus = "issue-status",
            recommendationKind = "recommendation-kind", recommendationStatus = "recommendation-status",
            verdict, component, system, family, token, integer, text, search, aspect,
            rawKind = "raw-kind", date, duration,
            /// An option that takes no value (`--include-unassessed`): bound as 1 when given,
            /// NULL when not; a value given (`--include-unassessed=no`) reads yes/no, 1/0.
            flag

        /// The values of a closed kind, in their canonical spelling; nil for open kinds.
        package var values: [String]? {
            switch self {
            case .state: InteractionState.rawValues
            case .platform: Platform.recorded.map(\.rawValue)
            case .devicePlatform: [Platform.ios, .android].map(\.rawValue)
            case .codePlatform: [SignaturePlatform.swiftui, .compose].map(\.rawValue)
            case .criterion: Criterion.rawValues
            case .criterionStatus: CriterionStatus.rawValues
            case .issueStatus: IssueStatus.rawValues
            case .recommendationKind: RecommendationKind.rawValues
            case .recommendationStatus: RecommendationStatus.rawValues
            case .verdict: Verdict.rawValues
            case .aspect: SpecAspect.rawValues
            case .rawKind: ["color", "size", "font"]
            case .component, .system, .family, .token, .integer, .text, .search, .date, .duration, .flag: nil
            }
        }

        /// What a platform kind accepts, said in words: its values are the registry's declared
        /// platforms (issue 33), not a closed list; nil for every other kind.
        package var declaredNote: String? {
            switch self {
            case .platform: "Any platform a system of the registry declares (`ios`, `android`, `figma` for a system that declares none; `web`, `react-native` … when declared)."
            case .devicePlatform: "Any code platform a system of the registry declares (`ios`, `android` for a system that declares none; `web` … when declared)."
            default: nil
            }
        }

        /// "6m", "1y", "90d" (rounded up to whole months): registry dates have month precision.
        static func months(in text: String) -> Int? {
            guard let unit = text.last, let count = Int(text.dropLast()), count >= 0 else { return nil }
            switch unit {
            case "m": return count
            case "y": return count * 12
            case "d": return (count + 29) / 30
            default: return nil
            }
        }

        var placeholder: String {
            switch self {
            case .codePlatform, .platform, .devicePlatform: "P"
            case .integer: "N"
            default: rawValue.split(separator: "-").last.map { String($0).uppercased() } ?? "VALUE"
            }
        }

        /// The canonical value of a closed kind, or nil when `text` is none of its values.
        func canonical(_ text: String) -> String? {
            switch self {
            case .state: InteractionState(anyName: text)?.rawValue
            case .platform: Platform(lenient: text).flatMap { Platform.recorded.contains($0) ? $0.rawValue : nil }
            case .devicePlatform: Platform(lenient: text).flatMap { [.ios, .android].contains($0) ? $0.rawValue : nil }
            case .codePlatform: SignaturePlatform(lenient: text).flatMap { $0 == .uikit ? nil : $0.rawValue }
            case .criterion: Criterion(lenient: text)?.rawValue
            case .criterionStatus: CriterionStatus(lenient: text)?.rawValue
            case .issueStatus: IssueStatus(lenient: text)?.rawValue
            case .recommendationKind: RecommendationKind(lenient: text)?.rawValue
            case .recommendationStatus: RecommendationStatus(lenient: text)?.rawValue
            case .verdict: Verdict(lenient: text)?.rawValue
            case .aspect: SpecAspect(lenient: text)?.rawValue
            // "colors" as well as "color", and "colour(s)".
            case .rawKind: values?.first { [$0, $0 + "s"].contains(NameKey.of(text).replacingOccurrences(of: "colour", with: "color")) }
            case .integer: Int(text).map(String.init)
            // "today" is the current UTC date, so `stale` and `issue-age` default to now.
            case .date: text == "today" ? AssessmentDate.today() : AssessmentDate.parse(text)
            case .duration: Self.months(in: text).map(String.init)
            case .flag: ["1", "true", "yes", "on"].contains(text.lowercased()) ? "1"
                : ["0", "false", "no", "off"].contains(text.lowercased()) ? "0" : nil
            case .component, .system, .family, .token, .text, .search: text.isEmpty ? nil : text
            }
        }
    }
}

extension Platform {
    /// The platforms the registry records state coverage and accessibility for.
    package static let recorded: [Platform] = [.ios, .android, .figma]
}
