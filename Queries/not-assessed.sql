-- name: not-assessed
-- description: Live components that no assessment covers yet, with their family.
-- param: system system Only this design system.
-- phrase: which components are not assessed [in] [{system}]
-- phrase: which components have no assessment
-- concepts: unassessed, assessment, assessed, never, uncovered
-- empty: every live component has an assessment
-- example: --system eb
SELECT c.system_id AS system, c.name AS component, f.name AS family
FROM component c
LEFT JOIN family f ON f.id = c.family_id
WHERE NOT EXISTS (SELECT 1 FROM assessment a WHERE a.component_id = c.id)
  AND c.status NOT IN ('merged', 'retired')
  AND (:system IS NULL OR c.system_id = :system)
ORDER BY c.system_id, c.name COLLATE NOCASE
