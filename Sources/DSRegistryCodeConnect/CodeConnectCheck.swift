import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// `dsreg codeconnect check DIR`: the Code Connect files of a codebase against the registry.
/// Every component of the systems checked is connected or not; drift is a property or enum
/// value on one side only; a file whose node is no component's, and a file that cannot be read
/// (with its line), are findings too, and the check goes on.
///
/// ```swift
/// let check = try registry.checkCodeConnect(folder: URL(fileURLWithPath: "ios/App"), shown: "ios/App", system: "eb")
/// print("\(check.files) files, \(check.problems.count) problems")
/// ```
public struct CodeConnectCheck: Sendable, Equatable {
    /// What a finding says; its raw value is the `finding` column (`not-connected`, `kind-differs` …).
    public enum Kind: String, Vocabulary {
        /// A component with a Code Connect file, or without one.
        case connected, notConnected = "not-connected"
        /// A property on one side only.
        case propertyNotInRegistry = "property-not-in-registry", propertyNotInCode = "property-not-in-code"
        /// A property whose kind (boolean, variant, text, instance) is not the registry's.
        case kindDiffers = "kind-differs"
        /// An enum value on one side only.
        case valueNotInRegistry = "value-not-in-registry", valueNotInCode = "value-not-in-code"
        /// A file whose Figma node is no component's, and a file that cannot be read.
        case unknownNode = "unknown-node", unreadable
    }

    /// One row of the check: a component connected or not, a drift, an unknown node or an
    /// unreadable file.
    public struct Finding: Sendable, Equatable {
        /// What was found.
        public var kind: Kind
        /// The design system's id; nil for a file that matches no system's component.
        public var system: String?
        /// The component's stable key (its seed file's `id:`); nil when no component is involved.
        public var componentKey: String?
        package var component: String?
        package var platform: CodeConnectPlatform?
        package var property: String?
        package var value: String?
        package var file: String?
        package var line: Int?
        package var detail: String?

        package init(kind: Kind, system: String? = nil, componentKey: String? = nil, component: String? = nil,
                    platform: CodeConnectPlatform? = nil, property: String? = nil, value: String? = nil,
                    file: String? = nil, line: Int? = nil, detail: String? = nil) {
            self.kind = kind; self.system = system; self.componentKey = componentKey; self.component = component
            self.platform = platform; self.property = property; self.value = value; self.file = file
            self.line = line; self.detail = detail
        }
    }

    package var checkedAt: String
    package var folder: String
    package var system: String?
    /// Code Connect files read (files naming `FigmaConnect`), unreadable ones included.
    public var files: Int
    /// Every finding, `connected` ones included, in a stable order.
    public var findings: [Finding]

    /// Findings that are not `connected`: what `--fail-if-any` fails on.
    public var problems: [Finding] { findings.filter { $0.kind != .connected } }

    /// The findings as `dsreg codeconnect check` prints them: `system`, `component`, `finding`,
    /// `platform`, `property`, `value`, `file`, `line`, `detail`.
    public var table: ResultTable {
        ResultTable(
            columns: ["system", "component", "finding", "platform", "property", "value", "file", "line", "detail"],
            rows: findings.map { f in
                [cell(f.system), cell(f.component), .text(f.kind.rawValue), cell(f.platform?.rawValue), cell(f.property),
                 cell(f.value), cell(f.file), f.line.map { .integer($0) } ?? .null, cell(f.detail)]
            },
            emptyMessage: "no components and no Code Connect files to check")
    }

    private func cell(_ text: String?) -> ResultTable.Cell { text.map { .text($0) } ?? .null }

    /// The largest file read; a Code Connect file is a page of code.
    static let largestFile = 4 * 1024 * 1024
}
