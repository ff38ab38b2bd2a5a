-- index figma_component_lookup on figma_component
CREATE INDEX figma_component_lookup ON figma_component(lookup_key);

-- index figma_component_node on figma_component
CREATE INDEX figma_component_node ON figma_component(node_id);

-- index sqlite_autoindex_figma_component_1 on figma_component
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_figma_file_1 on figma_file
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_figma_property_1 on figma_property
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_figma_property_value_1 on figma_property_value
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_figma_variant_1 on figma_variant
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_figma_variant_value_1 on figma_variant_value
-- (made by SQLite for a constraint)

-- table figma_component on figma_component
CREATE TABLE figma_component (
  id INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL REFERENCES figma_file(id) ON DELETE CASCADE,
  node_id TEXT NOT NULL CHECK (node_id <> ''),
  kind TEXT NOT NULL CHECK (kind IN ('component-set','component')),
  name TEXT NOT NULL CHECK (name <> ''),
  lookup_key TEXT NOT NULL,         -- NameKey of the name: lowercase letters and digits
  description TEXT,
  page TEXT,                        -- the CANVAS it sits under
  ordinal INTEGER NOT NULL,
  UNIQUE (file_id, node_id)
) STRICT;

-- table figma_file on figma_file
CREATE TABLE figma_file (
  id INTEGER PRIMARY KEY,
  system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
  file_key TEXT NOT NULL CHECK (file_key <> ''),
  name TEXT NOT NULL CHECK (name <> ''),
  version TEXT,
  last_modified TEXT,
  source_path TEXT NOT NULL,        -- the file as given to dsreg figma import
  imported_at TEXT NOT NULL,
  UNIQUE (system_id, file_key)
) STRICT;

-- table figma_property on figma_property
CREATE TABLE figma_property (
  id INTEGER PRIMARY KEY,
  figma_component_id INTEGER NOT NULL REFERENCES figma_component(id) ON DELETE CASCADE,
  raw_key TEXT NOT NULL CHECK (raw_key <> ''),  -- as Figma keys it ("preamble#123:4")
  name TEXT NOT NULL CHECK (name <> ''),        -- without the "#…" suffix
  name_key TEXT NOT NULL,                       -- NameKey of the name ("interactionstate")
  kind TEXT NOT NULL CHECK (kind IN ('boolean','text','instance-swap','variant')),
  default_value TEXT,
  ordinal INTEGER NOT NULL,
  UNIQUE (figma_component_id, raw_key)
) STRICT;

-- table figma_property_value on figma_property_value
CREATE TABLE figma_property_value (
  property_id INTEGER NOT NULL REFERENCES figma_property(id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  value_key TEXT NOT NULL,          -- NameKey of the value, matched against state names
  ordinal INTEGER NOT NULL,
  PRIMARY KEY (property_id, ordinal)
) STRICT;

-- table figma_variant on figma_variant
CREATE TABLE figma_variant (
  id INTEGER PRIMARY KEY,
  figma_component_id INTEGER NOT NULL REFERENCES figma_component(id) ON DELETE CASCADE,
  node_id TEXT NOT NULL CHECK (node_id <> ''),
  name TEXT NOT NULL CHECK (name <> ''),
  ordinal INTEGER NOT NULL,
  UNIQUE (figma_component_id, node_id)
) STRICT;

-- table figma_variant_value on figma_variant_value
CREATE TABLE figma_variant_value (
  variant_id INTEGER NOT NULL REFERENCES figma_variant(id) ON DELETE CASCADE,
  property TEXT NOT NULL CHECK (property <> ''),
  value TEXT NOT NULL,
  PRIMARY KEY (variant_id, property)
) STRICT;
