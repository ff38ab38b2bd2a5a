import GRDB
import DSRegistryCore

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

    package init(id: Int64? = nil, componentId: Int64, version: String, versionMajor: Int, versionMinor: Int, versionPatch: Int, date: String, kind: AssessmentKind, title: String, designNode: String? = nil, status: AssessmentStatus, verdict: Verdict, verdictNote: String? = nil, verdictStatus: TrackedItemStatus? = nil, overallStatus: CriterionStatus? = nil, headline: String? = nil, summary: String? = nil, contentHash: String? = nil, propertyCount: Int? = nil, variantCount: Int? = nil) {
        self.id = id
        self.componentId = componentId
        self.version = version
        self.versionMajor = versionMajor
        self.versionMinor = versionMinor
        self.versionPatch = versionPatch
        self.date = date
        self.kind = kind
        self.title = title
        self.designNode = designNode
        self.status = status
        self.verdict = verdict
        self.verdictNote = verdictNote
        self.verdictStatus = verdictStatus
        self.overallStatus = overallStatus
        self.headline = headline
        self.summary = summary
        self.contentHash = contentHash
        self.propertyCount = propertyCount
        self.variantCount = variantCount
    }

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

    package init(assessmentId: Int64, dimension: HealthDimension, status: HealthStatus, note: String? = nil) {
        self.assessmentId = assessmentId
        self.dimension = dimension
        self.status = status
        self.note = note
    }
}

/// One criterion's status in an assessment's scorecard.
public struct CriterionScore: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "criterion_score"
    public var assessmentId: Int64
    public var criterionId: Criterion
    public var status: CriterionStatus
    public var note: String?

    package init(assessmentId: Int64, criterionId: Criterion, status: CriterionStatus, note: String? = nil) {
        self.assessmentId = assessmentId
        self.criterionId = criterionId
        self.status = status
        self.note = note
    }
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

    package init(id: Int64? = nil, componentId: Int64, key: String, criterionId: Criterion? = nil, title: String, detail: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.key = key
        self.criterionId = criterionId
        self.title = title
        self.detail = detail
        self.ordinal = ordinal
    }

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

    package init(id: Int64? = nil, componentId: Int64, key: String, kind: RecommendationKind, title: String, detail: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.key = key
        self.kind = kind
        self.title = title
        self.detail = detail
        self.ordinal = ordinal
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct AssessmentIssue: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "assessment_issue"
    public var assessmentId: Int64
    public var issueId: Int64
    public var status: IssueStatus

    package init(assessmentId: Int64, issueId: Int64, status: IssueStatus) {
        self.assessmentId = assessmentId
        self.issueId = issueId
        self.status = status
    }
}

public struct AssessmentRecommendation: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord,
    PersistableRecord
{
    public static let databaseTableName = "assessment_recommendation"
    public var assessmentId: Int64
    public var recommendationId: Int64
    public var status: RecommendationStatus

    package init(assessmentId: Int64, recommendationId: Int64, status: RecommendationStatus) {
        self.assessmentId = assessmentId
        self.recommendationId = recommendationId
        self.status = status
    }
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

    package init(id: Int64? = nil, assessmentId: Int64, title: String, detail: String? = nil, status: TrackedItemStatus, ordinal: Int) {
        self.id = id
        self.assessmentId = assessmentId
        self.title = title
        self.detail = detail
        self.status = status
        self.ordinal = ordinal
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct TrackedItemTag: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "tracked_item_tag"
    public var itemId: Int64
    public var tag: String

    package init(itemId: Int64, tag: String) {
        self.itemId = itemId
        self.tag = tag
    }
}
