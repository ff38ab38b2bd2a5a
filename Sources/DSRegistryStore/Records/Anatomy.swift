import GRDB
import DSRegistryCore

/// A named part of a component's anatomy ("C. Main Header (Optional)").
public struct AnatomyPart: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "anatomy_part"
    public var id: Int64?
    public var componentId: Int64
    public var label: String?
    public var name: String
    public var description: String?
    public var optional: Bool
    public var maxRows: Int?
    public var ordinal: Int

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

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A place that holds content or another component.
public struct Slot: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "slot"
    public var id: Int64?
    public var componentId: Int64
    public var anatomyPartId: Int64?
    public var label: String?
    public var name: String
    public var description: String?
    public var minCount: Int
    public var maxCount: Int?
    public var ordinal: Int

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

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// What a slot accepts: a component, or something that is not one (`other`).
public struct SlotAccept: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "slot_accept"
    public var id: Int64?
    public var slotId: Int64
    public var componentId: Int64?
    public var other: String?
    public var note: String?
    public var ordinal: Int

    package init(id: Int64? = nil, slotId: Int64, componentId: Int64? = nil, other: String? = nil, note: String? = nil, ordinal: Int) {
        self.id = id
        self.slotId = slotId
        self.componentId = componentId
        self.other = other
        self.note = note
        self.ordinal = ordinal
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A state the component documents, with per-platform `StateSupport` rows.
public struct StateCoverage: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "state_coverage"
    public var id: Int64?
    public var componentId: Int64
    public var state: InteractionState
    public var scope: String
    public var label: String?
    public var property: String?
    public var note: String?
    public var ordinal: Int

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

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct StateSupportRow: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "state_support"
    public var coverageId: Int64
    public var platform: Platform
    public var support: StateSupport

    package init(coverageId: Int64, platform: Platform, support: StateSupport) {
        self.coverageId = coverageId
        self.platform = platform
        self.support = support
    }
}
