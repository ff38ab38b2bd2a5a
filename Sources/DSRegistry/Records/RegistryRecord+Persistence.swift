import GRDB

// The rows a seed writes most (per component: 32 variant values, 17 scores, 15 bindings, 15
// recommendation statuses, 12 state supports, 12 issue statuses, 10 health checks) encode
// their columns by hand: GRDB's `Encodable` path builds each container through an encoder,
// a measurable part of a large seed. The column names are the schema's, written out.

extension VariantValue {
    public func encode(to container: inout PersistenceContainer) throws {
        container["variant_id"] = variantId
        container["property_id"] = propertyId
        container["value"] = value
    }
}

extension CriterionScore {
    public func encode(to container: inout PersistenceContainer) throws {
        container["assessment_id"] = assessmentId
        container["criterion_id"] = criterionId
        container["status"] = status
        container["note"] = note
    }
}

extension HealthCheck {
    public func encode(to container: inout PersistenceContainer) throws {
        container["assessment_id"] = assessmentId
        container["dimension"] = dimension
        container["status"] = status
        container["note"] = note
    }
}

extension AssessmentIssue {
    public func encode(to container: inout PersistenceContainer) throws {
        container["assessment_id"] = assessmentId
        container["issue_id"] = issueId
        container["status"] = status
    }
}

extension AssessmentRecommendation {
    public func encode(to container: inout PersistenceContainer) throws {
        container["assessment_id"] = assessmentId
        container["recommendation_id"] = recommendationId
        container["status"] = status
    }
}

extension StateSupportRow {
    public func encode(to container: inout PersistenceContainer) throws {
        container["coverage_id"] = coverageId
        container["platform"] = platform
        container["support"] = support
    }
}

extension PropertyValue {
    public func encode(to container: inout PersistenceContainer) throws {
        container["property_id"] = propertyId
        container["value"] = value
        container["ordinal"] = ordinal
    }
}

extension TokenBinding {
    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["group_id"] = groupId
        container["role"] = role
        container["label"] = label
        container["token_path"] = tokenPath
        container["raw_value"] = rawValue
        container["ordinal"] = ordinal
    }
}
