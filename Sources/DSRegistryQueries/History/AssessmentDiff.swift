import GRDB
import DSRegistryCore
import DSRegistryStore

/// `dsreg diff COMPONENT V1 V2`: what changed between two assessment versions. One row per
/// fact: the verdict, each criterion (improved, regressed, unchanged), each DS Health
/// dimension, each issue opened or closed, each recommendation carried out or changed, and
/// the property and variant counts each version was made against.
package enum AssessmentDiff {
    static let sql = """
        WITH criterion_rank(status, value) AS (
          VALUES ('not-mapped', 0), ('requires-rework', 1), ('needs-refinement', 2), ('ready', 3)),
        health_rank(status, value) AS (VALUES ('fail', 0), ('warn', 1), ('partial', 2), ('pass', 3)),
        dimension(name, ordinal) AS (
          VALUES ('reusable', 1), ('self-contained', 2), ('consistent', 3), ('composable', 4)),
        old AS (SELECT * FROM assessment WHERE id = :from),
        new AS (SELECT * FROM assessment WHERE id = :to),
        -- An issue's or recommendation's status at a version is the one the newest assessment
        -- up to that version recorded: a later version may leave a closed issue out.
        issue_step AS (
          SELECT ai.issue_id, ai.status, a.version_major AS major, a.version_minor AS minor, a.version_patch AS patch
          FROM assessment_issue ai JOIN assessment a ON a.id = ai.assessment_id
          WHERE a.component_id = :component),
        issue_at AS (
          SELECT i.key, i.title, i.ordinal,
                 (SELECT s.status FROM issue_step s, old WHERE s.issue_id = i.id
                    AND (s.major, s.minor, s.patch) <= (old.version_major, old.version_minor, old.version_patch)
                  ORDER BY s.major DESC, s.minor DESC, s.patch DESC LIMIT 1) AS before,
                 (SELECT s.status FROM issue_step s, new WHERE s.issue_id = i.id
                    AND (s.major, s.minor, s.patch) <= (new.version_major, new.version_minor, new.version_patch)
                  ORDER BY s.major DESC, s.minor DESC, s.patch DESC LIMIT 1) AS after
          FROM issue i WHERE i.component_id = :component),
        recommendation_step AS (
          SELECT ar.recommendation_id, ar.status, a.version_major AS major, a.version_minor AS minor, a.version_patch AS patch
          FROM assessment_recommendation ar JOIN assessment a ON a.id = ar.assessment_id
          WHERE a.component_id = :component),
        recommendation_at AS (
          SELECT r.key, r.title, r.ordinal,
                 (SELECT s.status FROM recommendation_step s, old WHERE s.recommendation_id = r.id
                    AND (s.major, s.minor, s.patch) <= (old.version_major, old.version_minor, old.version_patch)
                  ORDER BY s.major DESC, s.minor DESC, s.patch DESC LIMIT 1) AS before,
                 (SELECT s.status FROM recommendation_step s, new WHERE s.recommendation_id = r.id
                    AND (s.major, s.minor, s.patch) <= (new.version_major, new.version_minor, new.version_patch)
                  ORDER BY s.major DESC, s.minor DESC, s.patch DESC LIMIT 1) AS after
          FROM recommendation r WHERE r.component_id = :component),
        row(aspect, item, before, after, change, ordinal) AS (
          SELECT 'verdict', 'verdict', old.verdict, new.verdict,
                 CASE WHEN old.verdict = new.verdict THEN 'unchanged' ELSE 'changed' END, 0
          FROM old, new
          UNION ALL
          SELECT 'criterion', c.id || ' ' || c.name, x.status, y.status,
                 CASE WHEN x.status IS y.status THEN 'unchanged' WHEN x.status IS NULL THEN 'scored'
                      WHEN y.status IS NULL THEN 'not scored' WHEN ry.value > rx.value THEN 'improved'
                      ELSE 'regressed' END,
                 10 + c.ordinal
          FROM criterion c
          LEFT JOIN criterion_score x ON x.assessment_id = :from AND x.criterion_id = c.id
          LEFT JOIN criterion_score y ON y.assessment_id = :to AND y.criterion_id = c.id
          LEFT JOIN criterion_rank rx ON rx.status = x.status
          LEFT JOIN criterion_rank ry ON ry.status = y.status
          WHERE x.status IS NOT NULL OR y.status IS NOT NULL
          UNION ALL
          SELECT 'health', d.name, x.status, y.status,
                 CASE WHEN x.status IS y.status THEN 'unchanged' WHEN x.status IS NULL THEN 'checked'
                      WHEN y.status IS NULL THEN 'not checked' WHEN ry.value > rx.value THEN 'improved'
                      ELSE 'regressed' END,
                 20 + d.ordinal
          FROM dimension d
          LEFT JOIN health_check x ON x.assessment_id = :from AND x.dimension = d.name
          LEFT JOIN health_check y ON y.assessment_id = :to AND y.dimension = d.name
          LEFT JOIN health_rank rx ON rx.status = x.status
          LEFT JOIN health_rank ry ON ry.status = y.status
          WHERE x.status IS NOT NULL OR y.status IS NOT NULL
          UNION ALL
          SELECT 'issue', key || ': ' || title, before, after,
                 CASE WHEN before IS NULL AND after NOT IN ('resolved', 'wont-fix') THEN 'opened'
                      WHEN after IN ('resolved', 'wont-fix') AND ifnull(before, '') NOT IN ('resolved', 'wont-fix') THEN 'resolved'
                      WHEN before IN ('resolved', 'wont-fix') AND after NOT IN ('resolved', 'wont-fix') THEN 'reopened'
                      ELSE 'changed' END,
                 100 + ordinal
          FROM issue_at WHERE after IS NOT NULL AND before IS NOT after
          UNION ALL
          SELECT 'recommendation', key || ': ' || title, before, after,
                 CASE WHEN after = 'done' THEN 'carried out' WHEN before IS NULL THEN 'proposed' ELSE 'changed' END,
                 200 + ordinal
          FROM recommendation_at WHERE after IS NOT NULL AND before IS NOT after
          UNION ALL
          SELECT 'count', 'properties', old.property_count, new.property_count,
                 CASE WHEN old.property_count IS new.property_count THEN 'unchanged'
                      WHEN new.property_count > old.property_count THEN 'more' ELSE 'fewer' END, 300
          FROM old, new
          UNION ALL
          SELECT 'count', 'variants', old.variant_count, new.variant_count,
                 CASE WHEN old.variant_count IS new.variant_count THEN 'unchanged'
                      WHEN new.variant_count > old.variant_count THEN 'more' ELSE 'fewer' END, 301
          FROM old, new)
        SELECT aspect, item, before, after, change FROM row ORDER BY ordinal
        """
}
