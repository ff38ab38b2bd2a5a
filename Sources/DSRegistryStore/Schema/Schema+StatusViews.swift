import DSRegistryCore

extension Schema {
    /// `issue_status` and `recommendation_status` as assessment history needs them: the status
    /// the newest assessment that mentions an issue recorded, since a later version may leave a
    /// closed issue out. `v3-queries` shipped them reading the latest assessment only; the
    /// change was first made by editing v3 in place, which left every registry that already
    /// had v3 with the old views. This migration replaces them wherever they are, so a
    /// registry made by any version ends with the same views.
    static let v6StatusViews = """
        DROP VIEW issue_status;
        DROP VIEW recommendation_status;

        -- An issue with the status the newest assessment that mentions it recorded (a later
        -- version may leave a closed issue out); resolved once a restructure did it.
        CREATE VIEW issue_status AS
        SELECT i.id AS issue_id, i.component_id, i.key, i.criterion_id, i.title, i.detail,
               CASE WHEN i.resolved_by IS NOT NULL THEN 'resolved' ELSE ifnull((
                 SELECT ai.status FROM assessment_issue ai JOIN assessment a ON a.id = ai.assessment_id
                 WHERE ai.issue_id = i.id
                 ORDER BY a.version_major DESC, a.version_minor DESC, a.version_patch DESC LIMIT 1), 'open') END AS status,
               i.resolved_by, i.ordinal
        FROM issue i;

        -- A recommendation with the status the newest assessment that mentions it recorded;
        -- done once a restructure did it.
        CREATE VIEW recommendation_status AS
        SELECT r.id AS recommendation_id, r.component_id, r.key, r.kind, r.title, r.detail,
               CASE WHEN r.done_by IS NOT NULL THEN 'done' ELSE ifnull((
                 SELECT ar.status FROM assessment_recommendation ar JOIN assessment a ON a.id = ar.assessment_id
                 WHERE ar.recommendation_id = r.id
                 ORDER BY a.version_major DESC, a.version_minor DESC, a.version_patch DESC LIMIT 1), 'proposed') END AS status,
               r.done_by, r.ordinal
        FROM recommendation r;
        """
}
