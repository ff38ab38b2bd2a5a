-- index sqlite_autoindex_token_file_1 on token_file
-- (made by SQLite for a constraint)

-- index token_change_path on token_change
CREATE INDEX token_change_path ON token_change(system_id, path);

-- index token_dangling on token
CREATE INDEX token_dangling ON token(system_id) WHERE dangling IS NOT NULL;

-- index token_file_tokens on token
CREATE INDEX token_file_tokens ON token(file_id);

-- index token_system_path on token
CREATE INDEX token_system_path ON token(system_id, path, mode);

-- table token on token
CREATE TABLE token (
  id INTEGER PRIMARY KEY,
  system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
  path TEXT NOT NULL CHECK (path <> ''),
  mode TEXT NOT NULL DEFAULT 'default' CHECK (mode <> ''),
  type TEXT CHECK (type IN ('color','dimension','fontFamily','fontWeight','duration',
    'cubicBezier','number','strokeStyle','border','transition','shadow','gradient',
    'typography','string','other')),
  value TEXT,
  alias_of TEXT,              -- the aliased token's path; it may be missing (dangling)
  description TEXT,
  deprecated INTEGER NOT NULL DEFAULT 0 CHECK (deprecated IN (0,1)),
  group_name TEXT,            -- the table the source lists it in ("Selected state tokens")
  label TEXT, file_id INTEGER REFERENCES token_file(id) ON DELETE CASCADE, line INTEGER, declared_type TEXT, group_type TEXT, value_json TEXT, deprecation TEXT, extensions TEXT, resolved_value TEXT, alias_depth INTEGER NOT NULL DEFAULT 0 CHECK (alias_depth >= 0), dangling TEXT, mode_dependent INTEGER NOT NULL DEFAULT 0 CHECK (mode_dependent IN (0,1)), alias_chain TEXT,                 -- its name in that table ("Background")
  CHECK (value IS NULL OR alias_of IS NULL),
  UNIQUE (system_id, path, mode)
) STRICT;

-- table token_change on token_change
CREATE TABLE token_change (
  id INTEGER PRIMARY KEY,
  system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
  file TEXT NOT NULL,
  path TEXT NOT NULL,
  mode TEXT NOT NULL,
  change TEXT NOT NULL CHECK (change IN ('added','changed','removed')),
  old_value TEXT,
  new_value TEXT,
  imported_at TEXT NOT NULL
) STRICT;

-- table token_file on token_file
CREATE TABLE token_file (
  id INTEGER PRIMARY KEY,
  system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
  path TEXT NOT NULL CHECK (path <> ''),   -- the import root's name and the path below it
  format TEXT NOT NULL CHECK (format IN ('dtcg','style-dictionary','spectrum','plain')),
  content_hash TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  UNIQUE (system_id, path)
) STRICT;

-- view resolved_token on resolved_token
CREATE VIEW resolved_token AS
SELECT id AS token_id, system_id AS system, path, mode, type, alias_of, resolved_value,
       alias_depth AS depth, dangling, 0 AS cyclic, ifnull(alias_chain, path) AS chain
FROM token;
