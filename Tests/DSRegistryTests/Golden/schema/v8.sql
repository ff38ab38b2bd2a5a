-- index binding_group_merged_variant on binding_group
CREATE INDEX binding_group_merged_variant ON binding_group(merged_variant_id);

-- index merged_variant_variant on merged_variant
CREATE INDEX merged_variant_variant ON merged_variant(variant_id);

-- index spec_merged_variant on spec
CREATE INDEX spec_merged_variant ON spec(merged_variant_id);

-- table binding_group on binding_group
CREATE TABLE binding_group (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  variant_id INTEGER REFERENCES variant(id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (title <> ''),
  note TEXT,
  ordinal INTEGER NOT NULL
, merged_variant_id INTEGER REFERENCES merged_variant(id) ON DELETE SET NULL) STRICT;

-- table merged_variant on merged_variant
CREATE TABLE merged_variant (
  id INTEGER PRIMARY KEY,
  variant_id INTEGER NOT NULL REFERENCES variant(id) ON DELETE CASCADE,  -- the variant it is part of
  name TEXT NOT NULL CHECK (name <> ''),   -- its name when it was merged ("Full stack")
  style TEXT,                              -- the documented style's heading, if any
  description TEXT,
  in_design INTEGER CHECK (in_design IN (0,1)),
  in_development INTEGER CHECK (in_development IN (0,1)),
  as_written TEXT,
  ordinal INTEGER NOT NULL,                -- its place among the variants before the merge
  merged_by TEXT NOT NULL REFERENCES restructure(id)
) STRICT;

-- table spec on spec
CREATE TABLE spec (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  variant_id INTEGER REFERENCES variant(id) ON DELETE CASCADE,
  section TEXT NOT NULL CHECK (section IN ('colors','typography','layout')),
  role TEXT NOT NULL CHECK (role <> ''),
  label TEXT NOT NULL CHECK (label <> ''),
  value TEXT NOT NULL,
  token_path TEXT,
  ordinal INTEGER NOT NULL
, merged_variant_id INTEGER REFERENCES merged_variant(id) ON DELETE SET NULL) STRICT;
