-- description: Shadows a built-in question.
SELECT 1
