-- name: ready-lacking-focus
-- description: Components whose latest verdict is ready but that lack focused state on a platform: a CI gate.
-- param: platform device-platform default=ios The platform to check (ios or android).
-- phrase: which ready components lack focus [on] [{platform}]
-- phrase: which ready components lack focused state [on] [{platform}]
-- concepts: ready, focus, focused, gate
-- values: verdict=ready, state=focused
-- empty: every ready component has focused state on {platform}
-- example: --platform android
SELECT c.system_id AS system, c.name AS component, la.version,
       ifnull(CASE :platform WHEN 'ios' THEN m.ios WHEN 'android' THEN m.android END, 'not-assessed') AS focused
FROM latest_assessment la
JOIN component c ON c.id = la.component_id
LEFT JOIN state_coverage_matrix m ON m.component_id = c.id AND m.state = 'focused'
WHERE la.verdict = 'ready' AND c.status NOT IN ('merged', 'retired')
  AND ifnull(CASE :platform WHEN 'ios' THEN m.ios WHEN 'android' THEN m.android END, 'not-assessed') <> 'supported'
ORDER BY c.system_id, c.name
