-- index restructure_change_component on restructure_change
CREATE INDEX restructure_change_component ON restructure_change(component_id);

-- index restructure_undo_restructure on restructure_undo
CREATE INDEX restructure_undo_restructure ON restructure_undo(restructure_id, id);

-- index sqlite_autoindex_restructure_1 on restructure
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_restructure_2 on restructure
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_restructure_change_1 on restructure_change
-- (made by SQLite for a constraint)

-- table component_name on component_name
CREATE TABLE component_name (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (name <> ''),
  lookup_key TEXT NOT NULL CHECK (lookup_key <> ''), -- lowercase letters and digits only
  kind TEXT NOT NULL CHECK (kind IN ('current','former')), renamed_by TEXT REFERENCES restructure(id),
  UNIQUE (system_id, lookup_key)
) STRICT;

-- table issue on issue
CREATE TABLE issue (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  key TEXT NOT NULL CHECK (key <> ''),
  criterion_id TEXT REFERENCES criterion(id),
  title TEXT NOT NULL CHECK (title <> ''),
  detail TEXT,
  ordinal INTEGER NOT NULL, resolved_by TEXT REFERENCES restructure(id),
  UNIQUE (component_id, key)
) STRICT;

-- table recommendation on recommendation
CREATE TABLE recommendation (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  key TEXT NOT NULL CHECK (key <> ''),
  kind TEXT NOT NULL CHECK (kind IN ('rename','property','composition','family','token',
    'state','accessibility','documentation')),
  title TEXT NOT NULL CHECK (title <> ''),
  detail TEXT,
  ordinal INTEGER NOT NULL, done_by TEXT REFERENCES restructure(id),
  UNIQUE (component_id, key)
) STRICT;

-- table restructure on restructure
CREATE TABLE restructure (
  id TEXT PRIMARY KEY NOT NULL CHECK (id GLOB '[0-9][0-9][0-9][0-9]-*'), -- the file's stem
  number INTEGER NOT NULL UNIQUE CHECK (number > 0),
  title TEXT NOT NULL CHECK (title <> ''),
  path TEXT NOT NULL CHECK (path <> ''),        -- as given when it was applied
  checksum TEXT NOT NULL CHECK (checksum <> ''), -- of the file's bytes; drift is refused
  applied_at TEXT NOT NULL                       -- ISO 8601, UTC
) STRICT;

-- table restructure_change on restructure_change
CREATE TABLE restructure_change (
  restructure_id TEXT NOT NULL REFERENCES restructure(id) ON DELETE CASCADE,
  ordinal INTEGER NOT NULL,
  operation TEXT NOT NULL CHECK (operation IN ('rename','merge','rehome','split',
    'collapse-properties','promote','add-slot','add-property','deprecate','carry-out','counts')),
  component_id INTEGER REFERENCES component(id) ON DELETE SET NULL,
  summary TEXT NOT NULL CHECK (summary <> ''),
  PRIMARY KEY (restructure_id, ordinal)
) STRICT;

-- table restructure_undo on restructure_undo
CREATE TABLE restructure_undo (
  id INTEGER PRIMARY KEY,
  restructure_id TEXT NOT NULL REFERENCES restructure(id) ON DELETE CASCADE,
  statement TEXT NOT NULL CHECK (statement <> '')
) STRICT;

-- table tracked_item on tracked_item
CREATE TABLE tracked_item (
  id INTEGER PRIMARY KEY,
  assessment_id INTEGER NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (title <> ''),
  detail TEXT,
  status TEXT NOT NULL CHECK (status IN ('open','in-progress','done','blocked')),
  ordinal INTEGER NOT NULL
, done_by TEXT REFERENCES restructure(id)) STRICT;
