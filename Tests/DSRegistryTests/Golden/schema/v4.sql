-- table assessment on assessment
CREATE TABLE assessment (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  version TEXT NOT NULL CHECK (version GLOB '[0-9]*.[0-9]*.[0-9]*'),
  version_major INTEGER NOT NULL CHECK (version_major >= 0),
  version_minor INTEGER NOT NULL CHECK (version_minor >= 0),
  version_patch INTEGER NOT NULL CHECK (version_patch >= 0),
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]*'),
  kind TEXT NOT NULL CHECK (kind IN ('major','minor','patch')),
  title TEXT NOT NULL CHECK (title <> ''),
  design_node TEXT,
  status TEXT NOT NULL CHECK (status IN ('draft','published')),
  verdict TEXT NOT NULL CHECK (verdict IN ('ready','refine','rework','restructure','deprecate')),
  verdict_note TEXT,
  verdict_status TEXT CHECK (verdict_status IN ('open','in-progress','done','blocked')),
  overall_status TEXT CHECK (overall_status IN ('ready','needs-refinement','requires-rework','not-mapped')),
  headline TEXT,
  summary TEXT, content_hash TEXT, property_count INTEGER CHECK (property_count >= 0), variant_count INTEGER CHECK (variant_count >= 0),
  UNIQUE (component_id, version)
) STRICT;
