/// What changed about one component that both sides hold (by its stable key): its name,
/// status and family (with the migration that changed them), its assessments, states,
/// properties, variants, slots, signatures and Code Connect status.
struct ComponentComparison {
    let base: ComponentSnapshot
    let head: ComponentSnapshot

    /// The restructure changes the head records that the base does not: this change's migrations.
    var newEvents: [ComponentSnapshot.Event] {
        let old = Set(base.events)
        return head.events.filter { !old.contains($0) }
    }

    func migration(_ operation: String) -> String? {
        newEvents.first { $0.operation == operation }?.migration
    }

    func finding(_ area: String, _ change: String, _ item: String, before: String? = nil, after: String? = nil,
                 by: String? = nil) -> ReviewFinding {
        ReviewFinding(system: head.system, subject: head.name, area: area, change: change, item: item,
                      before: before, after: after, by: by)
    }

    func findings() -> [ReviewFinding] {
        var findings = identityFindings()
        // A merged component lives on in the one it merged into: its own facts moved there.
        guard head.status != "merged" || base.status == "merged" else { return findings }
        findings += AssessmentComparison(component: self).findings()
        findings += stateFindings() + propertyFindings() + setFindings()
        if base.codeConnect != head.codeConnect {
            findings.append(finding("code-connect", "changed", "Code Connect", before: base.codeConnect ?? "not checked",
                                    after: head.codeConnect ?? "not checked"))
        }
        return findings
    }

    func identityFindings() -> [ReviewFinding] {
        var findings: [ReviewFinding] = []
        if base.name != head.name {
            let by = head.formerNames.first { $0.name == base.name }?.renamedBy ?? migration("rename")
            findings.append(finding("component", "renamed", head.name, before: base.name, after: head.name, by: by))
        }
        if base.status != head.status {
            switch head.status {
            case "merged":
                findings.append(finding("component", "merged", head.name, before: base.status, after: head.mergedInto,
                                        by: migration("merge")))
            case "deprecated":
                findings.append(finding("component", "deprecated", head.name, before: base.status, after: head.status,
                                        by: migration("deprecate")))
            default:
                findings.append(finding("component", "status", head.name, before: base.status, after: head.status))
            }
        }
        if base.family != head.family {
            findings.append(finding("component", "moved", head.name, before: base.family ?? "no family",
                                    after: head.family ?? "no family", by: migration("rehome")))
        }
        if base.role != head.role {
            findings.append(finding("component", "changed", "role", before: base.role ?? "none", after: head.role ?? "none"))
        }
        return findings
    }

    /// States gained or lost per platform: "supported" on one side and not the other.
    func stateFindings() -> [ReviewFinding] {
        var findings: [ReviewFinding] = []
        for state in Set(base.states.keys).union(head.states.keys).sorted() {
            let old = base.states[state] ?? [:], new = head.states[state] ?? [:]
            for platform in Set(old.keys).union(new.keys).sorted() {
                let before = old[platform] ?? "not recorded", after = new[platform] ?? "not recorded"
                guard before != after else { continue }
                var found = finding("state", "changed", "\(state) on \(platform)", before: before, after: after)
                if after == "supported" { found.change = "gained" }
                if before == "supported" {
                    found.change = "lost"
                    found.regression = true
                }
                findings.append(found)
            }
        }
        return findings
    }

    func propertyFindings() -> [ReviewFinding] {
        var findings: [ReviewFinding] = []
        let by = migration("collapse-properties") ?? migration("add-property") ?? migration("merge")
        for name in Set(base.properties.keys).union(head.properties.keys).sorted() {
            switch (base.properties[name], head.properties[name]) {
            case (nil, let new?):
                findings.append(finding("property", "added", name, after: Self.describe(new), by: by))
            case (let old?, nil):
                var removed = finding("property", "removed", name, before: Self.describe(old), by: by)
                removed.removal = true
                findings.append(removed)
            case (let old?, let new?):
                if old.kind != new.kind || old.values != new.values || old.required != new.required {
                    findings.append(finding("property", "retyped", name, before: Self.describe(old), after: Self.describe(new), by: by))
                }
                for platform in Set(old.signatures.keys).union(new.signatures.keys).sorted()
                where old.signatures[platform] != new.signatures[platform] {
                    findings.append(finding("signature", "changed", "\(name) (\(platform))", before: old.signatures[platform] ?? "none",
                                            after: new.signatures[platform] ?? "none", by: by))
                }
            default: break
            }
        }
        return findings
    }

    static func describe(_ property: ComponentSnapshot.Property) -> String {
        property.kind + (property.values.isEmpty ? "" : " " + property.values.joined(separator: " | "))
            + (property.required ? ", required" : "")
    }

    /// Variants and slots added and removed, by name.
    func setFindings() -> [ReviewFinding] {
        var findings: [ReviewFinding] = []
        let by = migration("collapse-properties") ?? migration("merge") ?? migration("split")
        for name in head.variants.subtracting(base.variants).sorted() {
            findings.append(finding("variant", "added", name, by: by))
        }
        for name in base.variants.subtracting(head.variants).sorted() {
            var removed = finding("variant", "removed", name, by: by)
            removed.removal = true
            findings.append(removed)
        }
        let slotBy = migration("add-slot") ?? migration("collapse-properties") ?? migration("promote")
        for name in Set(base.slots.keys).union(head.slots.keys).sorted() {
            switch (base.slots[name], head.slots[name]) {
            case (nil, let new?): findings.append(finding("slot", "added", name, after: new, by: slotBy))
            case (let old?, nil):
                var removed = finding("slot", "removed", name, before: old, by: slotBy)
                removed.removal = true
                findings.append(removed)
            case (let old?, let new?) where old != new:
                findings.append(finding("slot", "changed", name, before: old, after: new, by: slotBy))
            default: break
            }
        }
        return findings
    }
}
