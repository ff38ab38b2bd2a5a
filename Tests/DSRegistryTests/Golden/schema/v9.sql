-- index codeconnect_finding_check on codeconnect_finding
CREATE INDEX codeconnect_finding_check ON codeconnect_finding(check_id, kind);

-- index codeconnect_finding_component on codeconnect_finding
CREATE INDEX codeconnect_finding_component ON codeconnect_finding(system_id, component_key);

-- table codeconnect_check on codeconnect_check
CREATE TABLE codeconnect_check (
  id INTEGER PRIMARY KEY,
  checked_at TEXT NOT NULL CHECK (checked_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-*'),
  folder TEXT NOT NULL CHECK (folder <> ''),
  system_id TEXT CHECK (system_id <> ''),
  files INTEGER NOT NULL CHECK (files >= 0)
) STRICT;

-- table codeconnect_finding on codeconnect_finding
CREATE TABLE codeconnect_finding (
  id INTEGER PRIMARY KEY,
  check_id INTEGER NOT NULL REFERENCES codeconnect_check(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('connected','not-connected','property-not-in-registry',
    'property-not-in-code','kind-differs','value-not-in-registry','value-not-in-code','unknown-node',
    'unreadable')),
  system_id TEXT,                 -- the component's system and key, when it is about one
  component_key TEXT,
  component TEXT,                 -- its name at the time of the check
  platform TEXT CHECK (platform IN ('swiftui','compose')),
  property TEXT,                  -- the Figma property name
  value TEXT,                     -- the enum value
  file TEXT,                      -- relative to the folder
  line INTEGER CHECK (line > 0),
  detail TEXT,
  ordinal INTEGER NOT NULL,
  CHECK ((system_id IS NULL) = (component_key IS NULL))
) STRICT;

-- table design_system on design_system
CREATE TABLE design_system (
  id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),   -- stable key from the seed ("eb")
  name TEXT NOT NULL UNIQUE CHECK (name <> ''),
  code_prefix TEXT,
  platforms TEXT,
  description TEXT,
  source TEXT
, figma_file_url TEXT CHECK (figma_file_url <> '')) STRICT;
