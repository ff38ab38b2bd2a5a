import GRDB

/// A versioned evaluation of one component.
public struct Assessment: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "assessment"
    public var id: Int64?
    public var componentId: Int64
    public var version: String
    public var versionMajor: Int
    public var versionMinor: Int
    public var versionPatch: Int
    public var date: String
    public var kind: AssessmentKind
    public var title: String
    public var designNode: String?
    public var status: AssessmentStatus
    public var verdict: Verdict
    public var verdictNote: String?
    public var verdictStatus: TrackedItemStatus?
    public var overallStatus: CriterionStatus?
    public var headline: String?
    public var summary: String?
    /// The fingerprint of the assessment's content as seeded (see `AssessmentSeed.fingerprint`).
    public var contentHash: String?
    /// How many properties and variants the component had when this version was first seeded.
    public var propertyCount: Int?
    public var variantCount: Int?

    public enum Columns {
        public static let id = Column("id")
        public static let componentId = Column("component_id")
        public static let versionMajor = Column("version_major")
        public static let versionMinor = Column("version_minor")
        public static let versionPatch = Column("version_patch")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One DS Health dimension's status in an assessment.
public struct HealthCheck: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "health_check"
    public var assessmentId: Int64
    public var dimension: HealthDimension
    public var status: HealthStatus
    public var note: String?
}

/// One criterion's status in an assessment's scorecard.
public struct CriterionScore: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "criterion_score"
    public var assessmentId: Int64
    public var criterionId: Criterion
    public var status: CriterionStatus
    public var note: String?
}

/// A problem found in a component, tagged with the criterion it fails.
public struct Issue: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "issue"
    public var id: Int64?
    public var componentId: Int64
    public var key: String
    public var criterionId: Criterion?
    public var title: String
    public var detail: String?
    public var ordinal: Int

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct Recommendation: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "recommendation"
    public var id: Int64?
    public var componentId: Int64
    public var key: String
    public var kind: RecommendationKind
    public var title: String
    public var detail: String?
    public var ordinal: Int

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct AssessmentIssue: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "assessment_issue"
    public var assessmentId: Int64
    public var issueId: Int64
    public var status: IssueStatus
}

public struct AssessmentRecommendation: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord,
    PersistableRecord
{
    public static let databaseTableName = "assessment_recommendation"
    public var assessmentId: Int64
    public var recommendationId: Int64
    public var status: RecommendationStatus
}

/// A work item the assessment tracks, with tags (a criterion or a theme such as "Family").
public struct TrackedItem: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "tracked_item"
    public var id: Int64?
    public var assessmentId: Int64
    public var title: String
    public var detail: String?
    public var status: TrackedItemStatus
    public var ordinal: Int

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct TrackedItemTag: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "tracked_item_tag"
    public var itemId: Int64
    public var tag: String
}
