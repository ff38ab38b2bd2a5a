import Foundation
import DSRegistryCore
import DSRegistryStore

/// Writes a synthetic registry in the seed format, for benchmarks: the same seed always gives
/// the same files, byte for byte. Shapes follow the source documents: per component about 8
/// properties, 16 variants, 4 states × 3 platforms, 10–20 token bindings, 5 issues,
/// 6 recommendations and 2–3 assessments of 7 scores and 4 health checks; components spread
/// over design systems of 10 families each, every system with a DTCG token file of 200
/// tokens whose aliases form chains up to 4 long.
public struct SyntheticRegistry: Sendable {
    package var components: Int
    package var systems: Int
    package var seed: UInt64

    /// A registry of `components` components spread over `systems` design systems.
    /// - Parameters:
    ///   - components: how many components to write.
    ///   - systems: how many design systems; clamped to between 1 and `components`.
    ///   - seed: the random seed; the same seed writes the same files.
    public init(components: Int, systems: Int = 20, seed: UInt64 = 42) {
        self.components = components
        self.systems = max(1, min(systems, components))
        self.seed = seed
    }

    static let families = ["header", "button", "card", "list", "input", "badge", "tab", "dialog", "menu", "banner"]
    static let states = ["default", "hover", "pressed", "focused", "disabled", "selected"]
    static let support = ["supported", "supported", "supported", "not-supported", "not-modeled", "not-applicable"]
    static let criterionStatuses = ["ready", "needs-refinement", "requires-rework", "not-mapped"]
    static let healthStatuses = ["pass", "partial", "warn", "fail"]
    static let recommendationKinds = ["rename", "property", "composition", "family", "token", "state", "accessibility", "documentation"]

    /// Writes `Seeds/`, `Migrations/` (one family restructure on the first system) and
    /// `Tokens/` under `folder`; returns the number of files written.
    /// - Parameter folder: where to write; folders are made as needed, files overwritten.
    /// - Throws: a file-system error when a folder or file cannot be written.
    @discardableResult
    public func write(to folder: URL) throws -> Int {
        var random = SplitMix64(seed: seed)
        let manager = FileManager.default
        var written = 0
        func save(_ text: String, _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            written += 1
        }
        for system in 0..<systems {
            try save(systemFile(system, &random), "Seeds/sys\(system)/system.yaml")
            try save(tokenFile(system, &random), "Tokens/sys\(system).tokens.json")
        }
        for index in 0..<components {
            try save(componentFile(index, &random), "Seeds/sys\(index % systems)/c\(index).yaml")
        }
        try save(restructure(), "Migrations/0001-family-restructure.yaml")
        return written
    }

    // MARK: Files

    private func systemFile(_ system: Int, _ random: inout SplitMix64) -> String {
        var text = "id: sys\(system)\nname: \(q("Synthetic System \(system)"))\nplatforms: iOS, Android\nfamilies:\n"
        for family in Self.families {
            text += "  - {id: \(family), name: \(q(family.capitalized))}\n"
        }
        text += "tokens:\n"
        // 40 base colors, 40 semantic aliases of them, 20 aliases of aliases: the roles bind these.
        for index in 0..<40 {
            text += "  - {path: color/base/\(index), type: color, value: \(q(hex(&random)))}\n"
        }
        for index in 0..<40 {
            text += "  - {path: color/role/\(index), type: color, alias: \(q("{color/base/\(random.next(40))}"))}\n"
        }
        for index in 0..<20 {
            text += "  - {path: color/component/\(index), type: color, alias: \(q("{color/role/\(random.next(40))}"))}\n"
        }
        return text
    }

    /// 200 DTCG tokens: 80 values, then three layers of aliases (chains up to 4 long).
    private func tokenFile(_ system: Int, _ random: inout SplitMix64) -> String {
        var base: [String] = [], layer1: [String] = [], layer2: [String] = [], layer3: [String] = []
        for index in 0..<80 { base.append("\"\(index)\": {\"$value\": \(q(hex(&random)))}") }
        for index in 0..<60 { layer1.append("\"\(index)\": {\"$value\": \"{palette.base.\(random.next(80))}\"}") }
        for index in 0..<40 { layer2.append("\"\(index)\": {\"$value\": \"{palette.semantic.\(random.next(60))}\"}") }
        for index in 0..<20 { layer3.append("\"\(index)\": {\"$value\": \"{palette.component.\(random.next(40))}\", \"$description\": \"Synthetic \(system)\"}") }
        return """
            {
              "palette": {
                "$type": "color",
                "base": {\(base.joined(separator: ", "))},
                "semantic": {\(layer1.joined(separator: ", "))},
                "component": {\(layer2.joined(separator: ", "))},
                "state": {\(layer3.joined(separator: ", "))}
              }
            }

            """
    }

    private func componentFile(_ index: Int, _ random: inout SplitMix64) -> String {
        let system = index % systems
        let family = Self.families[(index / systems) % Self.families.count]
        var text = """
            id: c\(index)
            system: sys\(system)
            name: \(q(name(index)))
            role: \(q("\(family) role \(index % 7)"))
            family: \(family)
            status: active
            description: \(q("Synthetic component \(index) of the \(family) family."))
            properties:
              - {name: size, kind: variant, values: [small, medium, large, xlarge], default: medium, signatures: {swiftui: "size: Size", compose: "size: Size"}}
              - {name: tone, kind: variant, values: [neutral, brand, danger, success], default: neutral}
              - {name: icon, kind: boolean, default: "false"}
              - {name: label, kind: boolean, default: "true"}
              - {name: badge, kind: boolean, default: "false"}
              - {name: divider, kind: boolean, default: "false"}
              - {name: loading, kind: boolean, default: "false"}
              - {name: title, kind: text, default: "Title"}
            variants:

            """
        for size in ["small", "medium", "large", "xlarge"] {
            for tone in ["neutral", "brand", "danger", "success"] {
                text += "  - {name: \(q("\(size.capitalized) \(tone)")), values: {size: \(size), tone: \(tone)}}\n"
            }
        }
        text += "states:\n"
        for state in Self.states.prefix(4) {
            text += "  - {state: \(state), ios: \(pick(Self.support, &random)), android: \(pick(Self.support, &random)), figma: \(pick(Self.support, &random))}\n"
        }
        text += "bindings:\n"
        let roles = 10 + random.next(11)
        for group in 0..<2 {
            text += "  - title: \(q(group == 0 ? "Colors" : "States"))\n    roles:\n"
            for role in stride(from: group, to: roles, by: 2) {
                let token = random.next(3) == 0 ? "color/component/\(random.next(20))" : "color/role/\(random.next(40))"
                text += "      - {role: role\(role), label: \(q("Role \(role)")), token: \(token), value: \(q(hex(&random)))}\n"
            }
        }
        text += "assessments:\n"
        let versions = 2 + random.next(2)
        for version in 0..<versions {
            let published = version < versions - 1 || random.next(2) == 0
            text += """
                  - version: 1.\(version).0
                    date: \(2024 + version)-\(String(format: "%02d", 1 + random.next(12)))
                    kind: \(version == 0 ? "major" : "minor")
                    title: \(q(version == 0 ? "Initial Assessment" : "Review \(version)"))
                    status: \(published ? "published" : "draft")
                    verdict: \(pick(["ready", "refine", "rework", "restructure"], &random))
                    scores:

                """
            for criterion in 1...7 {
                text += "      C\(criterion): {status: \(pick(Self.criterionStatuses, &random)), note: \(q("Note \(criterion)."))}\n"
            }
            text += "    health:\n"
            for check in ["reusable", "self-contained", "consistent", "composable"] {
                text += "      \(check): {status: \(pick(Self.healthStatuses, &random))}\n"
            }
            text += "    issues:\n"
            for issue in 0..<5 {
                let status = version == 0 ? "open" : pick(["open", "in-progress", "resolved"], &random)
                text += version == 0
                    ? "      - {id: i\(issue), criterion: C\(1 + issue), status: open, title: \(q("Issue \(issue) of \(index)."))}\n"
                    : "      - {id: i\(issue), status: \(status)}\n"
            }
            text += "    recommendations:\n"
            for recommendation in 0..<6 {
                text += version == 0
                    ? "      - {id: r\(recommendation), kind: \(Self.recommendationKinds[recommendation]), status: proposed, title: \(q("Recommendation \(recommendation)."))}\n"
                    : "      - {id: r\(recommendation), status: \(pick(["proposed", "accepted", "in-progress", "done"], &random))}\n"
            }
        }
        return text
    }

    /// A family restructure on the first system: two renames, a move to another family and a
    /// deprecation. It touches four components whatever the registry's size.
    private func restructure() -> String {
        let first = 0, second = systems, third = 2 * systems, fourth = 3 * systems
        let target = min(fourth, components - 1)
        return """
            id: 0001-family-restructure
            title: Synthetic family restructure
            system: sys0
            operations:
              - {op: rename, component: \(q(name(first))), to: \(q(name(first) + " Renamed"))}
              - {op: rename, component: \(q(name(min(second, components - 1)))), to: \(q(name(min(second, components - 1)) + " Renamed"))}
              - {op: rehome, component: \(q(name(min(third, components - 1)))), family: banner}
              - {op: deprecate, component: \(q(name(target))), note: Superseded in the synthetic plan.}

            """
    }

    // MARK: Helpers

    private func name(_ index: Int) -> String {
        let family = Self.families[(index / systems) % Self.families.count]
        return "\(family.capitalized) \(index)"
    }

    private func pick(_ values: [String], _ random: inout SplitMix64) -> String {
        values[random.next(values.count)]
    }

    private func hex(_ random: inout SplitMix64) -> String {
        String(format: "#%06X", random.next(0x1000000))
    }

    /// A YAML (and JSON) double-quoted string.
    private func q(_ text: String) -> String {
        JSONText.string(text)
    }
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same seed gives
/// the same registry on every machine, which the system generator does not promise.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
