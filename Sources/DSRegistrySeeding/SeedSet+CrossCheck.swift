import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

// MARK: - Cross-file checks

/// What no single file can say: duplicate systems, ids and names across files, components of a
/// system no file defines, families a system lacks, references to components no file names.
extension SeedSet {
    private mutating func error(_ location: SourceLocation, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.error, file: location.file, line: location.line, column: location.column, message: message, suggestion: suggestion))
    }

    private mutating func warning(_ location: SourceLocation, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.warning, file: location.file, line: location.line, column: location.column, message: message, suggestion: suggestion))
    }

    mutating func crossCheck(unchanged: (File) -> Bool, currentName: (File) -> String?,
                             registryNames: [String: [String: String]]) {
        var systemsByID: [String: SystemSeed] = [:]
        for (_, system) in systems {
            if let first = systemsByID[system.id] {
                error(system.location, "duplicate system id '\(system.id)'; already defined in \(first.file)")
            } else {
                systemsByID[system.id] = system
            }
        }
        // A criterion's id is the registry's key for it: two systems' own sets cannot share one.
        var criterionOwners: [String: String] = [:]
        for (_, system) in systems {
            for criterion in system.criteria {
                if let owner = criterionOwners[criterion.id], owner != system.id {
                    error(criterion.location, "criterion id '\(criterion.id)' is system '\(owner)''s already; ids are unique across systems")
                } else {
                    criterionOwners[criterion.id] = system.id
                }
            }
        }
        // Dangling aliases are kept and flagged, never fatal: real token files have them.
        for system in systemsByID.values {
            let paths = Set(system.tokens.map(\.path))
            for token in system.tokens {
                if let alias = token.alias, !paths.contains(alias) {
                    warning(token.location, "token '\(token.path)' aliases '\(alias)', which system '\(system.id)' does not define; kept as a dangling alias")
                }
            }
        }
        var keys: [String: SourceLocation] = [:]
        var names: [String: (String, SourceLocation, File)] = [:]
        keys.reserveCapacity(self.unchanged.count + components.count)
        names.reserveCapacity(self.unchanged.count + components.count)
        // Every component file, parsed now or known from the last run; files already in the
        // registry as they are come first: they own their ids and names. Those are the files
        // not read again (`self.unchanged`, kept because their hash is the recorded one), then
        // the parsed files whose hash is. Read in place: at 10,000 files, copying them into one
        // ordered array was a third of these checks.
        for known in self.unchanged {
            checkNames(known.file, known.facts, systemsByID: systemsByID, keys: &keys, names: &names, currentName: currentName)
        }
        let parsedIsUnchanged = components.map { unchanged($0.file) }
        for first in [true, false] {
            for (index, parsed) in components.enumerated() where parsedIsUnchanged[index] == first {
                checkNames(parsed.file, parsed.facts, systemsByID: systemsByID, keys: &keys, names: &names, currentName: currentName)
            }
        }
        // Tokens nothing defines, found as each file was parsed (`ComponentContext`).
        for warnings in tokenWarnings { diagnostics.append(contentsOf: DiagnosticList(warnings)) }
        // Component references resolve by name within the system (case and punctuation aside).
        var paths: Set<String>?
        for known in self.unchanged {
            checkReferences(known.facts, names: names, registryNames: registryNames, paths: &paths)
        }
        for parsed in components {
            checkReferences(parsed.facts, names: names, registryNames: registryNames, paths: &paths)
        }
        for errors in selfRelationships { diagnostics.append(contentsOf: DiagnosticList(errors)) }
    }

    /// A component's references: each a name of this run's files, or a name the registry knows
    /// (current or former) of one of them. `paths`, this run's files, is gathered at the first
    /// reference that needs it.
    private mutating func checkReferences(_ component: ComponentFacts, names: [String: (String, SourceLocation, File)],
                                          registryNames: [String: [String: String]], paths: inout Set<String>?) {
        let system = component.system.value
        for ref in component.references where names["\(system)/\(ComponentName.lookupKey(for: ref.value))"] == nil {
            if let owner = registryNames[system]?[ComponentName.lookupKey(for: ref.value)] {
                if paths == nil { paths = Set(unchanged.map(\.file.relativePath) + components.map(\.file.relativePath)) }
                if paths?.contains(owner) == true { continue }
            }
            // The candidates are gathered only for a broken reference: once per component would be quadratic.
            let candidates = (unchanged.map(\.facts) + components.map(\.facts)).filter { $0.system.value == system }.map(\.name.value)
            error(ref.location, "component '\(ref.value)' is not in system '\(system)'",
                suggestion: Suggestion.didYouMean(ref.value, in: candidates).map { $0 + " Otherwise add a file for it" }
                    ?? "add a seed file for it (a component the documents only mention gets a file marked not assessed); if a migration introduces the name, apply it first: dsreg migrate")
        }
    }

    /// One component file's system, id, name and family against the files before it.
    private mutating func checkNames(_ file: File, _ component: ComponentFacts, systemsByID: [String: SystemSeed],
                                     keys: inout [String: SourceLocation], names: inout [String: (String, SourceLocation, File)],
                                     currentName: (File) -> String?) {
        let system = component.system.value
        guard let systemSeed = systemsByID[system] else {
            error(component.system.location, "component '\(component.name.value)' names system '\(system)', which no system.yaml defines",
                suggestion: Suggestion.missingSystem(system, close: Suggestion.closest(to: system, in: systemsByID.keys.sorted()), otherwise: nil))
            return
        }
        let keyID = "\(system)/\(component.key.value)"
        if let first = keys[keyID] {
            error(component.key.location, "duplicate component id '\(component.key.value)' in system '\(system)'; first in \(first.file)")
        } else {
            keys[keyID] = component.key.location
        }
        let nameID = "\(system)/\(ComponentName.lookupKey(for: component.name.value))"
        if let (other, first, ownerFile) = names[nameID] {
            if let now = currentName(ownerFile), NameKey.of(now) != NameKey.of(other) {
                error(component.name.location, "component name '\(component.name.value)' is a former name of '\(now)' (\(first.file) still names it '\(other)'); a former name stays reserved so that old references keep resolving",
                    suggestion: "choose another name")
            } else {
                error(component.name.location, "component name '\(component.name.value)' is already taken by '\(other)' in \(first.file); names are compared ignoring case, spaces and punctuation",
                    suggestion: "choose another name")
            }
        } else {
            names[nameID] = (component.name.value, component.name.location, file)
        }
        if let family = component.family, !systemSeed.families.contains(where: { $0.key == family.value }) {
            error(family.location, "family '\(family.value)' is not a family of system '\(system)'",
                suggestion: SeedTemplate.familyFix(family.value, system: systemSeed))
        }
    }
}
