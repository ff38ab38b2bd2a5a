-- name: fixed-values
-- description: Values declared badly: a kind that is not closed, a value not of its kind, no '='.
-- values: component=Badge, verdict=redy, state
SELECT 1
