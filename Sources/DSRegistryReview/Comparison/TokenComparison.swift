/// Tokens added, removed, deprecated and re-valued (old → new resolved value, per mode), each
/// with the component roles bound to it on either side: what a re-valued token reaches.
enum TokenComparison {
    static func findings(base: RegistrySnapshot, head: RegistrySnapshot) -> [ReviewFinding] {
        var findings: [ReviewFinding] = []
        let changed = Set(base.tokens.keys).union(head.tokens.keys).filter { base.tokens[$0] != head.tokens[$0] }
        guard !changed.isEmpty else { return [] }
        let bound = bindings(base, head)
        for id in changed.sorted() {
            let old = base.tokens[id], new = head.tokens[id]
            guard let token = new ?? old else { continue }
            let item = token.mode == "default" ? token.path : "\(token.path) (\(token.mode))"
            var found = ReviewFinding(system: token.system, subject: "tokens", area: "token", change: "", item: item,
                                      impact: bound["\(token.system)/\(token.path)"] ?? [])
            switch (old, new) {
            case (nil, let new?):
                found.change = "added"
                found.after = new.value
            case (let old?, nil):
                found.change = "removed"
                found.before = old.value
                found.removal = true
            case (let old?, let new?) where !old.deprecated && new.deprecated:
                found.change = "deprecated"
                found.before = old.value
                found.after = new.value
            case (let old?, let new?) where old.value != new.value || old.aliasOf != new.aliasOf:
                found.change = "revalued"
                found.before = old.aliasOf.map { "{\($0)} \(old.value ?? "")" } ?? old.value
                found.after = new.aliasOf.map { "{\($0)} \(new.value ?? "")" } ?? new.value
            default:
                continue
            }
            findings.append(found)
        }
        return findings
    }

    /// "Component: role" for every role bound to each path ("system/path"), on either side.
    static func bindings(_ base: RegistrySnapshot, _ head: RegistrySnapshot) -> [String: [String]] {
        var roles: [String: Set<String>] = [:]
        for side in [head, base] {
            for component in side.components.values where component.status != "merged" {
                for (path, bound) in component.boundTokens { roles["\(component.system)/\(path)", default: []].formUnion(bound) }
            }
        }
        return roles.mapValues { $0.sorted() }
    }
}
