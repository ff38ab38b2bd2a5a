-- name: Broken Name
-- descriptin: misspelled key
-- param: platform plattform The platform.
-- param: state state The state.
-- phrase: which components lack {state} on {device}
SELECT 1
