import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// References a seed makes to a component by a name the registry knows only after the
/// applied migrations are replayed ("Section Header", which 0001 introduces): resolved then,
/// through the one lookup, or reported with their place in the file.
final class DeferredReferences {
    enum Reference {
        case relationship(componentID: Int64, RelationshipSeed, ordinal: Int)
        case accept(rowID: Int64, Located<String>)
    }
    private(set) var references: [(system: String, reference: Reference)] = []

    func append(_ reference: Reference, system: String) { references.append((system, reference)) }

    /// Resolves every reference through current and former names; unresolved ones are errors.
    func resolve(_ db: Database) throws {
        var problems: [Diagnostic] = []
        let lookup = NameLookup(db)
        for (system, reference) in references {
            let name: Located<String>
            switch reference {
            case .relationship(_, let seed, _): name = seed.component
            case .accept(_, let written): name = written
            }
            guard let target = try? lookup.component(name.value, system: system) else {
                let names = try String.fetchAll(db, sql: "SELECT name FROM component WHERE system_id = ? ORDER BY name", arguments: [system])
                problems.append(Diagnostic(.error, file: name.location.file, line: name.location.line, column: name.location.column,
                    message: "component '\(name.value)' is not in system '\(system)', by its current or a former name",
                    suggestion: Suggestion.didYouMean(name.value, in: names) ?? "add a seed file for it, or check the migrations that rename it"))
                continue
            }
            switch reference {
            case .relationship(let componentID, let seed, let ordinal):
                var row = Relationship(componentId: componentID, kind: seed.kind, targetId: target.id, note: seed.note, ordinal: ordinal)
                try row.insert(db)
            case .accept(let rowID, _):
                try db.execute(sql: "UPDATE slot_accept SET component_id = ? WHERE id = ?", arguments: [target.id, rowID])
            }
        }
        references = []
        if !problems.isEmpty { throw InputErrors(problems) }
    }
}
