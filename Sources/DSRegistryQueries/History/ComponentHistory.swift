import GRDB
import DSRegistryCore
import DSRegistryStore

/// `dsreg history COMPONENT`: the component's timeline, oldest first. Each assessment with its
/// one-line scorecard (✓ ready, ~ needs refinement, ✗ requires rework, – not mapped), each
/// issue or recommendation as it was opened and closed between versions, and each change an
/// applied restructure made to the component (renamed, merged, rehomed, carried out), including
/// the merges into it and the split it came out of.
package enum ComponentHistory {
    package static let sql = """
        WITH version AS (
          SELECT a.*, ROW_NUMBER() OVER (ORDER BY version_major, version_minor, version_patch) AS position
          FROM assessment a WHERE a.component_id = :component),
        issue_step AS (
          SELECT v.position, v.version, v.date, i.key, i.title, ai.status,
                 LAG(ai.status) OVER (PARTITION BY i.id ORDER BY v.position) AS before
          FROM assessment_issue ai JOIN version v ON v.id = ai.assessment_id JOIN issue i ON i.id = ai.issue_id),
        recommendation_step AS (
          SELECT v.position, v.version, v.date, r.key, r.title, ar.status,
                 LAG(ar.status) OVER (PARTITION BY r.id ORDER BY v.position) AS before
          FROM assessment_recommendation ar JOIN version v ON v.id = ar.assessment_id
          JOIN recommendation r ON r.id = ar.recommendation_id),
        event(date, version, event, detail, step) AS (
          SELECT v.date, v.version, 'assessed',
                 v.kind || ' · ' || v.title || ' · ' || v.status || ' · verdict ' || v.verdict || ' · ' ||
                 ifnull((SELECT group_concat(card, ' ') FROM (
                   SELECT cs.criterion_id || ' ' || CASE cs.status WHEN 'ready' THEN '✓'
                          WHEN 'needs-refinement' THEN '~' WHEN 'requires-rework' THEN '✗' ELSE '–' END AS card
                   FROM criterion_score cs JOIN criterion c ON c.id = cs.criterion_id
                   WHERE cs.assessment_id = v.id ORDER BY c.ordinal)), 'no scores'),
                 v.position * 10
          FROM version v
          UNION ALL
          SELECT date, version, 'issue opened', key || ': ' || title, position * 10 + 1
          FROM issue_step WHERE before IS NULL AND status NOT IN ('resolved', 'wont-fix')
          UNION ALL
          SELECT date, version, 'issue ' || replace(status, '-', ' '), key || ': ' || title, position * 10 + 2
          FROM issue_step
          WHERE status IN ('resolved', 'wont-fix') AND ifnull(before, '') NOT IN ('resolved', 'wont-fix')
          UNION ALL
          SELECT date, version, 'recommendation ' || status, key || ': ' || title, position * 10 + 3
          FROM recommendation_step
          WHERE (before IS NULL AND status NOT IN ('done', 'rejected'))
             OR (status IN ('done', 'rejected') AND ifnull(before, '') NOT IN ('done', 'rejected'))
          UNION ALL
          SELECT substr(r.applied_at, 1, 10), NULL, rc.operation, rc.summary || ' (' || r.id || ')',
                 1000000 + r.number * 1000 + rc.ordinal
          FROM restructure_change rc JOIN restructure r ON r.id = rc.restructure_id
          WHERE rc.operation <> 'counts' AND (
            rc.component_id = :component
            -- Components merged into this one (their 'replaced-by' link names it).
            OR (rc.operation = 'merge' AND rc.component_id IN (
                  SELECT component_id FROM relationship WHERE kind = 'replaced-by' AND target_id = :component))
            -- The split this component came out of (the applier links it to its origin).
            OR (rc.operation = 'split' AND EXISTS (
                  SELECT 1 FROM relationship o WHERE o.component_id = :component AND o.kind = 'related'
                    AND o.target_id = rc.component_id AND o.note LIKE 'split from % by ' || rc.restructure_id))))
        SELECT date, version, event, detail FROM event ORDER BY date, step
        """
}
