-- view issue_status on issue_status
CREATE VIEW issue_status AS
SELECT i.id AS issue_id, i.component_id, i.key, i.criterion_id, i.title, i.detail,
       CASE WHEN i.resolved_by IS NOT NULL THEN 'resolved' ELSE ifnull((
         SELECT ai.status FROM assessment_issue ai JOIN assessment a ON a.id = ai.assessment_id
         WHERE ai.issue_id = i.id
         ORDER BY a.version_major DESC, a.version_minor DESC, a.version_patch DESC LIMIT 1), 'open') END AS status,
       i.resolved_by, i.ordinal
FROM issue i;

-- view recommendation_status on recommendation_status
CREATE VIEW recommendation_status AS
SELECT r.id AS recommendation_id, r.component_id, r.key, r.kind, r.title, r.detail,
       CASE WHEN r.done_by IS NOT NULL THEN 'done' ELSE ifnull((
         SELECT ar.status FROM assessment_recommendation ar JOIN assessment a ON a.id = ar.assessment_id
         WHERE ar.recommendation_id = r.id
         ORDER BY a.version_major DESC, a.version_minor DESC, a.version_patch DESC LIMIT 1), 'proposed') END AS status,
       r.done_by, r.ordinal
FROM recommendation r;
