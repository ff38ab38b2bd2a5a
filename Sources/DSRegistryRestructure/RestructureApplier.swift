import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// One line of what a restructure changed ("renamed Header → Section Header").
package struct RestructureChange: Sendable, Equatable {
    /// What a change line can be about: an operation, a carried-out item, or the counts.
    package static let operations = RestructureOperation.names + ["carry-out", "counts"]

    package var operation: String
    package var componentID: Int64?
    package var summary: String
}

/// Applies one restructure inside the caller's transaction: records it, installs the undo log,
/// runs each operation against the registry as the earlier ones left it, and marks what it
/// carries out. Every problem is collected; if there is any, it throws them all and the caller
/// rolls the transaction back, so nothing of the restructure remains.
struct RestructureApplier {
    let db: Database
    let restructure: Restructure
    private(set) var diagnostics = DiagnosticList()
    private(set) var changes: [RestructureChange] = []
    /// The system the file's names resolve in.
    private(set) var systemID = ""
    /// Counts of each touched component before its first change, for "variants 16 → 7".
    private var countsBefore: [Int64: ComponentCounts] = [:]
    private var touchedOrder: [Int64] = []

    init(db: Database, restructure: Restructure) {
        self.db = db
        self.restructure = restructure
    }

    /// - Throws: `InputErrors` with every problem found; database errors as they come.
    mutating func apply(appliedAt: String) throws -> [RestructureChange] {
        try db.execute(sql: """
            INSERT INTO restructure (id, number, title, path, checksum, applied_at) VALUES (?, ?, ?, ?, ?, ?)
            """, arguments: [restructure.id, restructure.number, restructure.title, restructure.path,
                             restructure.checksum, appliedAt])
        try UndoLog.install(db, restructureID: restructure.id)
        guard let system = try resolveSystem() else { throw InputErrors(diagnostics.sorted) }
        systemID = system
        for operation in restructure.operations {
            try run(operation)
        }
        for carryOut in restructure.carriesOut {
            try self.carryOut(carryOut)
        }
        try recordCounts()
        if diagnostics.hasErrors { throw InputErrors(diagnostics.sorted) }
        try UndoLog.uninstall(db)
        for (ordinal, change) in changes.enumerated() {
            try db.execute(sql: """
                INSERT INTO restructure_change (restructure_id, ordinal, operation, component_id, summary)
                VALUES (?, ?, ?, ?, ?)
                """, arguments: [restructure.id, ordinal, change.operation, change.componentID, change.summary])
        }
        return changes
    }

    private mutating func run(_ operation: Located<RestructureOperation>) throws {
        switch operation.value {
        case .rename(let o): try rename(o)
        case .merge(let o): try merge(o, at: operation.location)
        case .rehome(let o): try rehome(o)
        case .split(let o): try split(o, at: operation.location)
        case .collapseProperties(let o): try collapse(o, at: operation.location)
        case .promote(let o): try promote(o)
        case .addSlot(let o): try addSlot(o)
        case .addProperty(let o): try addProperty(o, at: operation.location)
        case .deprecate(let o): try deprecate(o)
        }
    }

    // MARK: Diagnostics

    /// "Migrations/0001-x.yaml:12:7: error: rename: 'Title Bar' is already taken by …"
    mutating func error(at location: SourceLocation, _ operation: String, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.error, file: location.file, line: location.line, column: location.column,
            message: "\(operation): \(message)", suggestion: suggestion))
    }

    mutating func record(_ operation: String, _ componentID: Int64?, _ summary: String) {
        changes.append(RestructureChange(operation: operation, componentID: componentID, summary: summary))
    }

    // MARK: Names

    /// A component of the file's system as the file names it: by its current name or a former one.
    struct ComponentRef {
        var id: Int64
        var key: String
        var name: String
        var status: String
        var familyID: Int64?
        var role: String?
    }

    private mutating func resolveSystem() throws -> String? {
        let written = restructure.system
        let lookup = NameLookup(db)
        if let id = try lookup.systemIfKnown(written.value) { return id }
        let missing = try lookup.systemNotFound(written.value)
        let known = try String.fetchAll(db, sql: "SELECT id FROM design_system ORDER BY id")
        error(at: written.location, "system", "no design system '\(written.value)' in the registry; known: \(known.joined(separator: ", "))",
            suggestion: Suggestion.missingSystem(written.value, close: missing.suggestions,
                                                 otherwise: "seed it first: dsreg seed", then: ", then dsreg seed"))
        return nil
    }

    /// Resolves a name; reports an unknown one (with the closest names) and, unless
    /// `allowMerged`, a component that was merged away (name its target instead).
    mutating func component(_ name: Located<String>, _ operation: String, role: String = "component",
                            allowMerged: Bool = false) throws -> ComponentRef? {
        // The same resolution as every command's (current or former name, any spelling).
        let resolved: ResolvedComponent
        do {
            resolved = try NameLookup(db).component(name.value, system: systemID)
        } catch let missing as LookupError {
            error(at: name.location, operation, "no \(role) named '\(name.value)' in \(systemID)",
                suggestion: Suggestion.didYouMean(missing.suggestions) ?? "list the components with: dsreg list --system \(systemID)")
            return nil
        }
        guard let row = try Row.fetchOne(db, sql: "SELECT id, key, name, status, family_id, role FROM component WHERE id = ?",
            arguments: [resolved.id])
        else { return nil }
        let ref = ComponentRef(id: row["id"], key: row["key"], name: row["name"], status: row["status"],
            familyID: row["family_id"], role: row["role"])
        if ref.status == LifecycleStatus.merged.rawValue, !allowMerged {
            let target = try Registry.replacementName(db, of: ref.id)
            error(at: name.location, operation, "'\(ref.name)' was merged\(target.map { " into \($0)" } ?? "") and is only a record now",
                suggestion: target.map { "name '\($0)' instead" })
            return nil
        }
        return ref
    }

    /// A family of the system, by key or name.
    mutating func family(_ written: Located<String>, _ operation: String) throws -> (id: Int64, name: String)? {
        do {
            let family = try NameLookup(db).family(written.value, system: systemID)
            return (family.id, family.name)
        } catch is LookupError {
            let keys = try String.fetchAll(db, sql: "SELECT key FROM family WHERE system_id = ? ORDER BY key", arguments: [systemID])
            error(at: written.location, operation, "no family '\(written.value)' in \(systemID); families: \(keys.joined(separator: ", "))",
                suggestion: Suggestion.didYouMean(written.value, in: keys))
            return nil
        }
    }

    /// Snapshots a component's counts before the first operation that changes it.
    mutating func touch(_ componentID: Int64) throws {
        guard countsBefore[componentID] == nil else { return }
        countsBefore[componentID] = try ComponentCounts.fetch(db, componentID)
        touchedOrder.append(componentID)
    }

    /// "Section Header: properties 9 → 5, variants 16 → 7, slots 0 → 2" for each touched component.
    private mutating func recordCounts() throws {
        for id in touchedOrder {
            guard let before = countsBefore[id], let name = try String.fetchOne(db, sql: "SELECT name FROM component WHERE id = ?", arguments: [id])
            else { continue }
            let after = try ComponentCounts.fetch(db, id)
            let differences = before.differences(to: after)
            if !differences.isEmpty {
                record("counts", id, "\(name): " + differences.joined(separator: ", "))
            }
        }
    }

    // MARK: Carrying out an assessment's plan

    private mutating func carryOut(_ c: CarryOut) throws {
        guard let component = try component(c.component, "carries_out", allowMerged: true) else { return }
        for key in c.recommendations {
            try markDone(table: "recommendation", column: "done_by", key: key, of: component, what: "recommendation", verb: "done")
        }
        for key in c.issues {
            try markDone(table: "issue", column: "resolved_by", key: key, of: component, what: "issue", verb: "resolved")
        }
        for title in c.trackedItems {
            let items = try Row.fetchAll(db, sql: """
                SELECT t.id, t.title, t.done_by FROM tracked_item t JOIN assessment a ON a.id = t.assessment_id
                WHERE a.component_id = ?
                ORDER BY a.version_major DESC, a.version_minor DESC, a.version_patch DESC, t.ordinal
                """, arguments: [component.id])
            guard let item = items.first(where: { ($0["title"] as String) == title.value }) else {
                error(at: title.location, "carries_out", "\(component.name) has no tracked item titled '\(title.value)'",
                    suggestion: Suggestion.didYouMean(title.value, in: items.map { $0["title"] }))
                continue
            }
            try mark(table: "tracked_item", column: "done_by", id: item["id"], doneBy: item["done_by"], at: title.location,
                "tracked item '\(title.value)' of \(component.name)", verb: "done", component)
        }
    }

    private mutating func markDone(table: String, column: String, key: Located<String>, of component: ComponentRef,
                                   what: String, verb: String) throws {
        let row = try Row.fetchOne(db, sql: "SELECT id, \(column) AS done FROM \(table) WHERE component_id = ? AND key = ?",
            arguments: [component.id, key.value])
        guard let row else {
            let keys = try String.fetchAll(db, sql: "SELECT key FROM \(table) WHERE component_id = ? ORDER BY ordinal", arguments: [component.id])
            error(at: key.location, "carries_out", "\(component.name) has no \(what) '\(key.value)'; its \(what)s are: \(keys.joined(separator: ", "))",
                suggestion: Suggestion.didYouMean(key.value, in: keys))
            return
        }
        try mark(table: table, column: column, id: row["id"], doneBy: row["done"], at: key.location,
            "\(what) '\(key.value)' of \(component.name)", verb: verb, component)
    }

    /// Links a carried-out row to this restructure, unless another one already carried it out.
    private mutating func mark(table: String, column: String, id: Int64, doneBy: String?, at location: SourceLocation,
                               _ label: String, verb: String, _ component: ComponentRef) throws {
        if let doneBy {
            error(at: location, "carries_out", "\(label) is already \(verb) by \(doneBy)")
            return
        }
        try db.execute(sql: "UPDATE \(table) SET \(column) = ? WHERE id = ?", arguments: [restructure.id, id])
        record("carry-out", component.id, "\(label): \(verb)")
    }
}

/// The sizes of a component that a restructure reports before → after.
struct ComponentCounts {
    var values: [(String, Int)]

    static let sql = """
        SELECT
          (SELECT count(*) FROM property WHERE component_id = :id) AS properties,
          (SELECT count(*) FROM variant WHERE component_id = :id) AS variants,
          (SELECT count(*) FROM slot WHERE component_id = :id) AS slots,
          (SELECT count(*) FROM state_coverage WHERE component_id = :id) AS states,
          (SELECT count(*) FROM binding_group WHERE component_id = :id) AS "binding groups",
          (SELECT count(*) FROM relationship WHERE component_id = :id) AS relationships
        """

    static func fetch(_ db: Database, _ id: Int64) throws -> ComponentCounts {
        guard let row = try Row.fetchOne(db, sql: sql, arguments: ["id": id]) else { return ComponentCounts(values: []) }
        return ComponentCounts(values: row.columnNames.map { ($0, row[$0] as Int? ?? 0) })
    }

    func differences(to after: ComponentCounts) -> [String] {
        zip(values, after.values).compactMap { old, new in
            old.1 == new.1 ? nil : "\(old.0) \(old.1) → \(new.1)"
        }
    }
}
