import GRDB
import DSRegistryCore

/// A versioned evaluation of one component.
package struct Assessment: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "assessment"
    package var id: Int64?
    package var componentId: Int64
    package var version: String
    package var versionMajor: Int
    package var versionMinor: Int
    package var versionPatch: Int
    package var date: String
    package var kind: AssessmentKind
    package var title: String
    package var designNode: String?
    package var status: AssessmentStatus
    package var verdict: Verdict
    package var verdictNote: String?
    package var verdictStatus: TrackedItemStatus?
    package var overallStatus: CriterionStatus?
    package var headline: String?
    package var summary: String?
    /// The fingerprint of the assessment's content as seeded (see `AssessmentSeed.fingerprint`).
    package var contentHash: String?
    /// How many properties and variants the component had when this version was first seeded.
    package var propertyCount: Int?
    package var variantCount: Int?

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

    package enum Columns {
        package static let id = Column("id")
        package static let componentId = Column("component_id")
        package static let versionMajor = Column("version_major")
        package static let versionMinor = Column("version_minor")
        package static let versionPatch = Column("version_patch")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One DS Health dimension's status in an assessment.
package struct HealthCheck: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "health_check"
    package var assessmentId: Int64
    package var dimension: HealthDimension
    package var status: HealthStatus
    package var note: String?

    package init(assessmentId: Int64, dimension: HealthDimension, status: HealthStatus, note: String? = nil) {
        self.assessmentId = assessmentId
        self.dimension = dimension
        self.status = status
        self.note = note
    }
}

/// One criterion's status in an assessment's scorecard.
package struct CriterionScore: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "criterion_score"
    package var assessmentId: Int64
    /// C1–C7, or an id of the system's own set (v14).
    package var criterionId: String
    package var status: CriterionStatus
    package var note: String?

    package init(assessmentId: Int64, criterionId: String, status: CriterionStatus, note: String? = nil) {
        self.assessmentId = assessmentId
        self.criterionId = criterionId
        self.status = status
        self.note = note
    }
}

/// A problem found in a component, tagged with the criterion it fails.
package struct Issue: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "issue"
    package var id: Int64?
    package var componentId: Int64
    package var key: String
    package var criterionId: String?
    package var title: String
    package var detail: String?
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, key: String, criterionId: String? = nil, title: String, detail: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.key = key
        self.criterionId = criterionId
        self.title = title
        self.detail = detail
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

package struct Recommendation: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "recommendation"
    package var id: Int64?
    package var componentId: Int64
    package var key: String
    package var kind: RecommendationKind
    package var title: String
    package var detail: String?
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, key: String, kind: RecommendationKind, title: String, detail: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.key = key
        self.kind = kind
        self.title = title
        self.detail = detail
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

package struct AssessmentIssue: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "assessment_issue"
    package var assessmentId: Int64
    package var issueId: Int64
    package var status: IssueStatus

    package init(assessmentId: Int64, issueId: Int64, status: IssueStatus) {
        self.assessmentId = assessmentId
        self.issueId = issueId
        self.status = status
    }
}

package struct AssessmentRecommendation: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord,
    PersistableRecord
{
    package static let databaseTableName = "assessment_recommendation"
    package var assessmentId: Int64
    package var recommendationId: Int64
    package var status: RecommendationStatus

    package init(assessmentId: Int64, recommendationId: Int64, status: RecommendationStatus) {
        self.assessmentId = assessmentId
        self.recommendationId = recommendationId
        self.status = status
    }
}

/// A work item the assessment tracks, with tags (a criterion or a theme such as "Family").
package struct TrackedItem: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "tracked_item"
    package var id: Int64?
    package var assessmentId: Int64
    package var title: String
    package var detail: String?
    package var status: TrackedItemStatus
    package var ordinal: Int

    package init(id: Int64? = nil, assessmentId: Int64, title: String, detail: String? = nil, status: TrackedItemStatus, ordinal: Int) {
        self.id = id
        self.assessmentId = assessmentId
        self.title = title
        self.detail = detail
        self.status = status
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

package struct TrackedItemTag: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "tracked_item_tag"
    package var itemId: Int64
    package var tag: String

    package init(itemId: Int64, tag: String) {
        self.itemId = itemId
        self.tag = tag
    }
}
