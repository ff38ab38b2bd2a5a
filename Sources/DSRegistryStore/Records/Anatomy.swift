import GRDB
import DSRegistryCore

/// A named part of a component's anatomy ("C. Main Header (Optional)").
package struct AnatomyPart: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "anatomy_part"
    package var id: Int64?
    package var componentId: Int64
    package var label: String?
    package var name: String
    package var description: String?
    package var optional: Bool
    package var maxRows: Int?
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, label: String? = nil, name: String, description: String? = nil, optional: Bool, maxRows: Int? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.label = label
        self.name = name
        self.description = description
        self.optional = optional
        self.maxRows = maxRows
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A place that holds content or another component.
package struct Slot: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "slot"
    package var id: Int64?
    package var componentId: Int64
    package var anatomyPartId: Int64?
    package var label: String?
    package var name: String
    package var description: String?
    package var minCount: Int
    package var maxCount: Int?
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, anatomyPartId: Int64? = nil, label: String? = nil, name: String, description: String? = nil, minCount: Int, maxCount: Int? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.anatomyPartId = anatomyPartId
        self.label = label
        self.name = name
        self.description = description
        self.minCount = minCount
        self.maxCount = maxCount
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// What a slot accepts: a component, or something that is not one (`other`).
package struct SlotAccept: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "slot_accept"
    package var id: Int64?
    package var slotId: Int64
    package var componentId: Int64?
    package var other: String?
    package var note: String?
    package var ordinal: Int

    package init(id: Int64? = nil, slotId: Int64, componentId: Int64? = nil, other: String? = nil, note: String? = nil, ordinal: Int) {
        self.id = id
        self.slotId = slotId
        self.componentId = componentId
        self.other = other
        self.note = note
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A state the component documents, with per-platform `StateSupport` rows.
package struct StateCoverage: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "state_coverage"
    package var id: Int64?
    package var componentId: Int64
    package var state: InteractionState
    package var scope: String
    package var label: String?
    package var property: String?
    package var note: String?
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, state: InteractionState, scope: String, label: String? = nil, property: String? = nil, note: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.state = state
        self.scope = scope
        self.label = label
        self.property = property
        self.note = note
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

package struct StateSupportRow: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "state_support"
    package var coverageId: Int64
    package var platform: Platform
    package var support: StateSupport

    package init(coverageId: Int64, platform: Platform, support: StateSupport) {
        self.coverageId = coverageId
        self.platform = platform
        self.support = support
    }
}
