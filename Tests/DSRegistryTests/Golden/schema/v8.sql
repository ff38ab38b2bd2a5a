-- index accessibility_component on accessibility_requirement
CREATE INDEX accessibility_component ON accessibility_requirement(component_id, platform);

-- index assessment_issue_issue on assessment_issue
CREATE INDEX assessment_issue_issue ON assessment_issue(issue_id);

-- index assessment_order on assessment
CREATE INDEX assessment_order
  ON assessment(component_id, version_major, version_minor, version_patch);

-- index assessment_recommendation_rec on assessment_recommendation
CREATE INDEX assessment_recommendation_rec ON assessment_recommendation(recommendation_id);

-- index binding_group_component on binding_group
CREATE INDEX binding_group_component ON binding_group(component_id);

-- index binding_group_merged_variant on binding_group
CREATE INDEX binding_group_merged_variant ON binding_group(merged_variant_id);

-- index binding_group_variant on binding_group
CREATE INDEX binding_group_variant ON binding_group(variant_id);

-- index component_family on component
CREATE INDEX component_family ON component(family_id);

-- index component_name_component on component_name
CREATE INDEX component_name_component ON component_name(component_id);

-- index component_name_lookup on component_name
CREATE INDEX component_name_lookup ON component_name(lookup_key);

-- index criterion_score_criterion on criterion_score
CREATE INDEX criterion_score_criterion ON criterion_score(criterion_id, status);

-- index guideline_component on guideline
CREATE INDEX guideline_component ON guideline(component_id);

-- index issue_criterion on issue
CREATE INDEX issue_criterion ON issue(criterion_id);

-- index merged_variant_variant on merged_variant
CREATE INDEX merged_variant_variant ON merged_variant(variant_id);

-- index recommendation_kind on recommendation
CREATE INDEX recommendation_kind ON recommendation(kind);

-- index relationship_target on relationship
CREATE INDEX relationship_target ON relationship(target_id, kind);

-- index restructure_change_component on restructure_change
CREATE INDEX restructure_change_component ON restructure_change(component_id);

-- index restructure_undo_restructure on restructure_undo
CREATE INDEX restructure_undo_restructure ON restructure_undo(restructure_id, id);

-- index slot_accept_component on slot_accept
CREATE INDEX slot_accept_component ON slot_accept(component_id);

-- index slot_accept_slot on slot_accept
CREATE INDEX slot_accept_slot ON slot_accept(slot_id);

-- index slot_name on slot
CREATE UNIQUE INDEX slot_name ON slot(component_id, ifnull(anatomy_part_id, 0), name);

-- index slot_part on slot
CREATE INDEX slot_part ON slot(anatomy_part_id);

-- index spec_component on spec
CREATE INDEX spec_component ON spec(component_id, role);

-- index spec_merged_variant on spec
CREATE INDEX spec_merged_variant ON spec(merged_variant_id);

-- index spec_token on spec
CREATE INDEX spec_token ON spec(token_path);

-- index spec_variant on spec
CREATE INDEX spec_variant ON spec(variant_id);

-- index sqlite_autoindex_anatomy_part_1 on anatomy_part
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_api_member_1 on api_member
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_api_parameter_1 on api_parameter
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_api_type_1 on api_type
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_assessment_1 on assessment
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_assessment_issue_1 on assessment_issue
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_assessment_recommendation_1 on assessment_recommendation
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_availability_1 on availability
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_behavior_1 on behavior
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_component_1 on component
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_component_name_1 on component_name
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_criterion_1 on criterion
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_criterion_2 on criterion
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_criterion_3 on criterion
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_criterion_score_1 on criterion_score
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_design_system_1 on design_system
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_design_system_2 on design_system
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_example_1 on example
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_family_1 on family
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_feature_1 on feature
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_grdb_migrations_1 on grdb_migrations
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_health_check_1 on health_check
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_issue_1 on issue
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_localized_string_1 on localized_string
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_property_1 on property
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_property_signature_1 on property_signature
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_property_value_1 on property_value
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_recommendation_1 on recommendation
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_relationship_1 on relationship
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_resource_1 on resource
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_restructure_1 on restructure
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_restructure_2 on restructure
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_restructure_change_1 on restructure_change
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_seed_file_1 on seed_file
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_spec_facet_1 on spec_facet
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_state_coverage_1 on state_coverage
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_state_support_1 on state_support
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_token_1 on token
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_token_file_1 on token_file
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_tracked_item_tag_1 on tracked_item_tag
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_variant_1 on variant
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_variant_group_1 on variant_group
-- (made by SQLite for a constraint)

-- index sqlite_autoindex_variant_value_1 on variant_value
-- (made by SQLite for a constraint)

-- index state_coverage_state on state_coverage
CREATE INDEX state_coverage_state ON state_coverage(state);

-- index token_alias on token
CREATE INDEX token_alias ON token(system_id, alias_of);

-- index token_binding_group on token_binding
CREATE INDEX token_binding_group ON token_binding(group_id);

-- index token_binding_token on token_binding
CREATE INDEX token_binding_token ON token_binding(token_path);

-- index token_change_path on token_change
CREATE INDEX token_change_path ON token_change(system_id, path);

-- index token_dangling on token
CREATE INDEX token_dangling ON token(system_id) WHERE dangling IS NOT NULL;

-- index token_file_tokens on token
CREATE INDEX token_file_tokens ON token(file_id);

-- index token_path on token
CREATE INDEX token_path ON token(path);

-- index token_system_path on token
CREATE INDEX token_system_path ON token(system_id, path, mode);

-- index tracked_item_assessment on tracked_item
CREATE INDEX tracked_item_assessment ON tracked_item(assessment_id);

-- index variant_group_id on variant
CREATE INDEX variant_group_id ON variant(group_id);

-- index variant_value_property on variant_value
CREATE INDEX variant_value_property ON variant_value(property_id);

-- table accessibility_requirement on accessibility_requirement
CREATE TABLE accessibility_requirement (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  topic TEXT NOT NULL CHECK (topic <> ''),
  platform TEXT CHECK (platform IN ('ios','android','figma','web')), -- NULL: every platform
  kind TEXT NOT NULL CHECK (kind IN ('requirement','configuration','best-practice')),
  text TEXT NOT NULL CHECK (text <> ''),
  value_type TEXT,
  ordinal INTEGER NOT NULL
) STRICT;

-- table anatomy_part on anatomy_part
CREATE TABLE anatomy_part (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  label TEXT,                 -- the letter on the anatomy drawing ("A")
  name TEXT NOT NULL CHECK (name <> ''),
  description TEXT,
  optional INTEGER NOT NULL DEFAULT 0 CHECK (optional IN (0,1)),
  max_rows INTEGER CHECK (max_rows > 0),
  ordinal INTEGER NOT NULL,
  UNIQUE (component_id, name)
) STRICT;

-- table api_member on api_member
CREATE TABLE api_member (
  id INTEGER PRIMARY KEY,
  type_id INTEGER NOT NULL REFERENCES api_type(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('property','initializer','method','case')),
  name TEXT NOT NULL CHECK (name <> ''),
  type TEXT,
  default_value TEXT,
  description TEXT,
  ordinal INTEGER NOT NULL,
  UNIQUE (type_id, kind, name)
) STRICT;

-- table api_parameter on api_parameter
CREATE TABLE api_parameter (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES api_member(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (name <> ''),
  type TEXT NOT NULL,
  default_value TEXT,
  required INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0,1)),
  description TEXT,
  ordinal INTEGER NOT NULL,
  UNIQUE (member_id, name)
) STRICT;

-- table api_type on api_type
CREATE TABLE api_type (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (name <> ''),
  kind TEXT NOT NULL CHECK (kind IN ('class','struct','enum','protocol')),
  description TEXT,
  ordinal INTEGER NOT NULL,
  UNIQUE (component_id, name)
) STRICT;

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

-- table assessment_issue on assessment_issue
CREATE TABLE assessment_issue (
  assessment_id INTEGER NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
  issue_id INTEGER NOT NULL REFERENCES issue(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('open','in-progress','resolved','wont-fix')),
  PRIMARY KEY (assessment_id, issue_id)
) STRICT;

-- table assessment_recommendation on assessment_recommendation
CREATE TABLE assessment_recommendation (
  assessment_id INTEGER NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
  recommendation_id INTEGER NOT NULL REFERENCES recommendation(id) ON DELETE CASCADE,
  status TEXT NOT NULL
    CHECK (status IN ('proposed','accepted','in-progress','done','rejected')),
  PRIMARY KEY (assessment_id, recommendation_id)
) STRICT;

-- table availability on availability
CREATE TABLE availability (
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  platform TEXT NOT NULL CHECK (platform IN ('ios','android','figma','web')),
  min_os TEXT,
  PRIMARY KEY (component_id, platform)
) STRICT;

-- table behavior on behavior
CREATE TABLE behavior (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  anatomy_part_id INTEGER REFERENCES anatomy_part(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('row-configuration','interaction')),
  name TEXT NOT NULL CHECK (name <> ''),
  description TEXT NOT NULL,
  ordinal INTEGER NOT NULL,
  UNIQUE (component_id, kind, name)
) STRICT;

-- table binding_group on binding_group
CREATE TABLE binding_group (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  variant_id INTEGER REFERENCES variant(id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (title <> ''),
  note TEXT,
  ordinal INTEGER NOT NULL
, merged_variant_id INTEGER REFERENCES merged_variant(id) ON DELETE SET NULL) STRICT;

-- table component on component
CREATE TABLE component (
  id INTEGER PRIMARY KEY,
  system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
  key TEXT NOT NULL CHECK (key <> ''),             -- stable: renames never change it
  name TEXT NOT NULL CHECK (name <> ''),           -- the current name
  role TEXT,
  family_id INTEGER REFERENCES family(id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'active'
    CHECK (status IN ('proposed','active','deprecated','merged','retired')),
  description TEXT,
  in_context TEXT,
  import_statement TEXT,
  external_dependencies TEXT,
  since_version TEXT,
  source TEXT,
  UNIQUE (system_id, key)
) STRICT;

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

-- table criterion on criterion
CREATE TABLE criterion (
  id TEXT PRIMARY KEY NOT NULL CHECK (id IN ('C1','C2','C3','C4','C5','C6','C7')),
  name TEXT NOT NULL UNIQUE,
  ordinal INTEGER NOT NULL UNIQUE
) STRICT;

-- table criterion_score on criterion_score
CREATE TABLE criterion_score (
  assessment_id INTEGER NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
  criterion_id TEXT NOT NULL REFERENCES criterion(id),
  status TEXT NOT NULL
    CHECK (status IN ('ready','needs-refinement','requires-rework','not-mapped')),
  note TEXT,
  PRIMARY KEY (assessment_id, criterion_id)
) STRICT;

-- table design_system on design_system
CREATE TABLE design_system (
  id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),   -- stable key from the seed ("eb")
  name TEXT NOT NULL UNIQUE CHECK (name <> ''),
  code_prefix TEXT,
  platforms TEXT,
  description TEXT,
  source TEXT
) STRICT;

-- table example on example
CREATE TABLE example (
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  ordinal INTEGER NOT NULL,
  title TEXT NOT NULL CHECK (title <> ''),
  code TEXT NOT NULL,
  PRIMARY KEY (component_id, ordinal)
) STRICT;

-- table family on family
CREATE TABLE family (
  id INTEGER PRIMARY KEY,
  system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
  key TEXT NOT NULL CHECK (key <> ''),
  name TEXT NOT NULL CHECK (name <> ''),
  description TEXT,
  UNIQUE (system_id, key)
) STRICT;

-- table feature on feature
CREATE TABLE feature (
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  ordinal INTEGER NOT NULL,
  text TEXT NOT NULL CHECK (text <> ''),
  PRIMARY KEY (component_id, ordinal)
) STRICT;

-- table grdb_migrations on grdb_migrations
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);

-- table guideline on guideline
CREATE TABLE guideline (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('do','dont','consider')),
  text TEXT NOT NULL CHECK (text <> ''),
  section TEXT,
  illustration TEXT,          -- caption of the example image, when the rule is shown
  ordinal INTEGER NOT NULL
) STRICT;

-- table health_check on health_check
CREATE TABLE health_check (
  assessment_id INTEGER NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
  dimension TEXT NOT NULL
    CHECK (dimension IN ('reusable','self-contained','consistent','composable')),
  status TEXT NOT NULL CHECK (status IN ('pass','partial','warn','fail')),
  note TEXT,
  PRIMARY KEY (assessment_id, dimension)
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

-- table localized_string on localized_string
CREATE TABLE localized_string (
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  key TEXT NOT NULL CHECK (key <> ''),
  default_value TEXT NOT NULL,
  ordinal INTEGER NOT NULL,
  PRIMARY KEY (component_id, key)
) STRICT;

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

-- table property on property
CREATE TABLE property (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (name <> ''),
  kind TEXT NOT NULL CHECK (kind IN ('boolean','variant','text','instance')),
  default_value TEXT,
  required INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0,1)),
  implicit INTEGER NOT NULL DEFAULT 0 CHECK (implicit IN (0,1)), -- no Figma property
  figma_name TEXT,
  description TEXT,
  ordinal INTEGER NOT NULL,
  UNIQUE (component_id, name)
) STRICT;

-- table property_signature on property_signature
CREATE TABLE property_signature (
  property_id INTEGER NOT NULL REFERENCES property(id) ON DELETE CASCADE,
  platform TEXT NOT NULL CHECK (platform IN ('swiftui','compose','uikit')),
  signature TEXT NOT NULL CHECK (signature <> ''),
  PRIMARY KEY (property_id, platform)
) STRICT;

-- table property_value on property_value
CREATE TABLE property_value (
  property_id INTEGER NOT NULL REFERENCES property(id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  ordinal INTEGER NOT NULL,
  PRIMARY KEY (property_id, value)
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

-- table relationship on relationship
CREATE TABLE relationship (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('uses','related','sibling','replaced-by')),
  target_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  note TEXT,
  ordinal INTEGER NOT NULL,
  UNIQUE (component_id, kind, target_id),
  CHECK (component_id <> target_id)
) STRICT;

-- table resource on resource
CREATE TABLE resource (
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  ordinal INTEGER NOT NULL,
  label TEXT NOT NULL CHECK (label <> ''),
  title TEXT NOT NULL CHECK (title <> ''),
  url TEXT,
  PRIMARY KEY (component_id, ordinal)
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

-- table search_index on search_index
CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED, component_id UNINDEXED, system_id UNINDEXED, title, body,
  tokenize = 'porter unicode61 remove_diacritics 2');

-- table search_index_config on search_index_config
CREATE TABLE 'search_index_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table search_index_content on search_index_content
CREATE TABLE 'search_index_content'(id INTEGER PRIMARY KEY, c0, c1, c2, c3, c4);

-- table search_index_data on search_index_data
CREATE TABLE 'search_index_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table search_index_docsize on search_index_docsize
CREATE TABLE 'search_index_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table search_index_idx on search_index_idx
CREATE TABLE 'search_index_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table seed_file on seed_file
CREATE TABLE seed_file (
  path TEXT PRIMARY KEY NOT NULL,      -- relative to the seed folder
  content_hash TEXT NOT NULL,
  system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
  component_id INTEGER REFERENCES component(id) ON DELETE CASCADE
) STRICT;

-- table slot on slot
CREATE TABLE slot (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  anatomy_part_id INTEGER REFERENCES anatomy_part(id) ON DELETE CASCADE,
  label TEXT,
  name TEXT NOT NULL CHECK (name <> ''),
  description TEXT,
  min_count INTEGER NOT NULL DEFAULT 0 CHECK (min_count >= 0),
  max_count INTEGER CHECK (max_count >= min_count),
  ordinal INTEGER NOT NULL
) STRICT;

-- table slot_accept on slot_accept
CREATE TABLE slot_accept (
  id INTEGER PRIMARY KEY,
  slot_id INTEGER NOT NULL REFERENCES slot(id) ON DELETE CASCADE,
  component_id INTEGER REFERENCES component(id) ON DELETE CASCADE,
  other TEXT,
  note TEXT,
  ordinal INTEGER NOT NULL,
  CHECK ((component_id IS NULL) <> (other IS NULL))
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

-- table spec_facet on spec_facet
CREATE TABLE spec_facet (
  spec_id INTEGER NOT NULL REFERENCES spec(id) ON DELETE CASCADE,
  aspect TEXT NOT NULL CHECK (aspect IN ('style','font','size','color','token')),
  value TEXT NOT NULL CHECK (value <> ''),
  PRIMARY KEY (spec_id, aspect)
) STRICT;

-- table state_coverage on state_coverage
CREATE TABLE state_coverage (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('default','hover','pressed','focused','disabled',
    'selected','deselected','dragged','error','loading','expanded','collapsed','read-only')),
  scope TEXT NOT NULL DEFAULT '',   -- part of the component the row is about ('' = whole)
  label TEXT,                       -- the state as the page names it
  property TEXT,                    -- the (Figma) property that models it, as written
  note TEXT,
  ordinal INTEGER NOT NULL,
  UNIQUE (component_id, state, scope)
) STRICT;

-- table state_support on state_support
CREATE TABLE state_support (
  coverage_id INTEGER NOT NULL REFERENCES state_coverage(id) ON DELETE CASCADE,
  platform TEXT NOT NULL CHECK (platform IN ('ios','android','figma','web')),
  support TEXT NOT NULL
    CHECK (support IN ('supported','not-supported','not-applicable','not-modeled')),
  PRIMARY KEY (coverage_id, platform)
) STRICT;

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

-- table token_binding on token_binding
CREATE TABLE token_binding (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES binding_group(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role <> ''),    -- normalized role ("title")
  label TEXT NOT NULL CHECK (label <> ''),  -- as written ("Heading")
  token_path TEXT,
  raw_value TEXT,                           -- the default the page shows beside it
  ordinal INTEGER NOT NULL,
  CHECK (token_path IS NOT NULL OR raw_value IS NOT NULL)
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

-- table tracked_item on tracked_item
CREATE TABLE tracked_item (
  id INTEGER PRIMARY KEY,
  assessment_id INTEGER NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (title <> ''),
  detail TEXT,
  status TEXT NOT NULL CHECK (status IN ('open','in-progress','done','blocked')),
  ordinal INTEGER NOT NULL
, done_by TEXT REFERENCES restructure(id)) STRICT;

-- table tracked_item_tag on tracked_item_tag
CREATE TABLE tracked_item_tag (
  item_id INTEGER NOT NULL REFERENCES tracked_item(id) ON DELETE CASCADE,
  tag TEXT NOT NULL CHECK (tag <> ''),
  PRIMARY KEY (item_id, tag)
) STRICT;

-- table variant on variant
CREATE TABLE variant (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (name <> ''),
  group_id INTEGER REFERENCES variant_group(id) ON DELETE SET NULL,
  style TEXT,                 -- the documented style's heading, when the page shows one
  description TEXT,
  in_design INTEGER CHECK (in_design IN (0,1)),
  in_development INTEGER CHECK (in_development IN (0,1)),
  as_written TEXT,            -- property values as the page wrote them
  ordinal INTEGER NOT NULL,
  UNIQUE (component_id, name)
) STRICT;

-- table variant_group on variant_group
CREATE TABLE variant_group (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (name <> ''),
  stated_count INTEGER CHECK (stated_count >= 0),
  slots_enabled TEXT,
  ordinal INTEGER NOT NULL,
  UNIQUE (component_id, name)
) STRICT;

-- table variant_value on variant_value
CREATE TABLE variant_value (
  variant_id INTEGER NOT NULL REFERENCES variant(id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL REFERENCES property(id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  PRIMARY KEY (variant_id, property_id)
) STRICT;

-- trigger search_accessibility_delete on accessibility_requirement
CREATE TRIGGER search_accessibility_delete AFTER DELETE ON accessibility_requirement BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 4;
END;

-- trigger search_accessibility_insert on accessibility_requirement
CREATE TRIGGER search_accessibility_insert AFTER INSERT ON accessibility_requirement BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 4, 'accessibility', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.topic, trim(NEW.text || ' ' || ifnull(NEW.platform, '') || ' ' || NEW.kind)
  WHERE 1;
END;

-- trigger search_accessibility_update on accessibility_requirement
CREATE TRIGGER search_accessibility_update AFTER UPDATE ON accessibility_requirement BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 4;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 4, 'accessibility', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.topic, trim(NEW.text || ' ' || ifnull(NEW.platform, '') || ' ' || NEW.kind)
  WHERE 1;
END;

-- trigger search_component_delete on component
CREATE TRIGGER search_component_delete AFTER DELETE ON component BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 0;
END;

-- trigger search_component_insert on component
CREATE TRIGGER search_component_insert AFTER INSERT ON component BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 0, 'component', NEW.id, NEW.system_id,
         NEW.name, trim(ifnull(NEW.role, '') || ' ' || ifnull(NEW.description, '') || ' ' || ifnull(NEW.in_context, ''))
  WHERE 1;
END;

-- trigger search_component_update on component
CREATE TRIGGER search_component_update AFTER UPDATE ON component BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 0;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 0, 'component', NEW.id, NEW.system_id,
         NEW.name, trim(ifnull(NEW.role, '') || ' ' || ifnull(NEW.description, '') || ' ' || ifnull(NEW.in_context, ''))
  WHERE 1;
END;

-- trigger search_former_name_delete on component_name
CREATE TRIGGER search_former_name_delete AFTER DELETE ON component_name BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 8;
END;

-- trigger search_former_name_insert on component_name
CREATE TRIGGER search_former_name_insert AFTER INSERT ON component_name BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 8, 'former_name', NEW.component_id, NEW.system_id,
         NEW.name, 'former name'
  WHERE NEW.kind = 'former';
END;

-- trigger search_former_name_update on component_name
CREATE TRIGGER search_former_name_update AFTER UPDATE ON component_name BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 8;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 8, 'former_name', NEW.component_id, NEW.system_id,
         NEW.name, 'former name'
  WHERE NEW.kind = 'former';
END;

-- trigger search_guideline_delete on guideline
CREATE TRIGGER search_guideline_delete AFTER DELETE ON guideline BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 3;
END;

-- trigger search_guideline_insert on guideline
CREATE TRIGGER search_guideline_insert AFTER INSERT ON guideline BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 3, 'guideline', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         ifnull(NEW.section, ''), NEW.text
  WHERE 1;
END;

-- trigger search_guideline_update on guideline
CREATE TRIGGER search_guideline_update AFTER UPDATE ON guideline BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 3;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 3, 'guideline', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         ifnull(NEW.section, ''), NEW.text
  WHERE 1;
END;

-- trigger search_issue_delete on issue
CREATE TRIGGER search_issue_delete AFTER DELETE ON issue BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 1;
END;

-- trigger search_issue_insert on issue
CREATE TRIGGER search_issue_insert AFTER INSERT ON issue BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 1, 'issue', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.title, ifnull(NEW.detail, '')
  WHERE 1;
END;

-- trigger search_issue_update on issue
CREATE TRIGGER search_issue_update AFTER UPDATE ON issue BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 1;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 1, 'issue', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.title, ifnull(NEW.detail, '')
  WHERE 1;
END;

-- trigger search_recommendation_delete on recommendation
CREATE TRIGGER search_recommendation_delete AFTER DELETE ON recommendation BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 2;
END;

-- trigger search_recommendation_insert on recommendation
CREATE TRIGGER search_recommendation_insert AFTER INSERT ON recommendation BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 2, 'recommendation', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.title, ifnull(NEW.detail, '')
  WHERE 1;
END;

-- trigger search_recommendation_update on recommendation
CREATE TRIGGER search_recommendation_update AFTER UPDATE ON recommendation BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 2;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 2, 'recommendation', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.title, ifnull(NEW.detail, '')
  WHERE 1;
END;

-- trigger search_spec_delete on spec
CREATE TRIGGER search_spec_delete AFTER DELETE ON spec BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 5;
END;

-- trigger search_spec_insert on spec
CREATE TRIGGER search_spec_insert AFTER INSERT ON spec BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 5, 'spec', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.label, trim(NEW.section || ' ' || NEW.role || ' ' || NEW.value || ' ' || ifnull(NEW.token_path, ''))
  WHERE 1;
END;

-- trigger search_spec_update on spec
CREATE TRIGGER search_spec_update AFTER UPDATE ON spec BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 5;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 5, 'spec', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.label, trim(NEW.section || ' ' || NEW.role || ' ' || NEW.value || ' ' || ifnull(NEW.token_path, ''))
  WHERE 1;
END;

-- trigger search_string_delete on localized_string
CREATE TRIGGER search_string_delete AFTER DELETE ON localized_string BEGIN
  DELETE FROM search_index WHERE rowid = OLD.rowid * 16 + 6;
END;

-- trigger search_string_insert on localized_string
CREATE TRIGGER search_string_insert AFTER INSERT ON localized_string BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.rowid * 16 + 6, 'string', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.key, NEW.default_value
  WHERE 1;
END;

-- trigger search_string_update on localized_string
CREATE TRIGGER search_string_update AFTER UPDATE ON localized_string BEGIN
  DELETE FROM search_index WHERE rowid = OLD.rowid * 16 + 6;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.rowid * 16 + 6, 'string', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.key, NEW.default_value
  WHERE 1;
END;

-- trigger search_token_delete on token
CREATE TRIGGER search_token_delete AFTER DELETE ON token BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 7;
END;

-- trigger search_token_insert on token
CREATE TRIGGER search_token_insert AFTER INSERT ON token BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 7, 'token', NULL, NEW.system_id,
         NEW.path, trim(ifnull(NEW.description, '') || ' ' || ifnull(NEW.value, '') || ' ' || ifnull(NEW.alias_of, ''))
  WHERE NEW.mode = 'default';
END;

-- trigger search_token_update on token
CREATE TRIGGER search_token_update AFTER UPDATE ON token BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 7;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 7, 'token', NULL, NEW.system_id,
         NEW.path, trim(ifnull(NEW.description, '') || ' ' || ifnull(NEW.value, '') || ' ' || ifnull(NEW.alias_of, ''))
  WHERE NEW.mode = 'default';
END;

-- view component_dependency on component_dependency
CREATE VIEW component_dependency AS
SELECT component_id, target_id, 'uses' AS via FROM relationship WHERE kind = 'uses'
UNION
SELECT s.component_id, sa.component_id, 'slot ' || s.name
FROM slot_accept sa JOIN slot s ON s.id = sa.slot_id
WHERE sa.component_id IS NOT NULL AND sa.component_id <> s.component_id;

-- view component_overview on component_overview
CREATE VIEW component_overview AS
SELECT c.id AS component_id, c.system_id AS system, c.name AS component, c.status,
       f.name AS family, la.version, la.date, la.verdict, la.status AS assessment_status,
       la.overall_status
FROM component c
LEFT JOIN family f ON f.id = c.family_id
LEFT JOIN latest_assessment la ON la.component_id = c.id;

-- view issue_status on issue_status
CREATE VIEW issue_status AS
SELECT i.id AS issue_id, i.component_id, i.key, i.criterion_id, i.title, i.detail,
       CASE WHEN i.resolved_by IS NOT NULL THEN 'resolved' ELSE ifnull((
         SELECT ai.status FROM assessment_issue ai JOIN assessment a ON a.id = ai.assessment_id
         WHERE ai.issue_id = i.id
         ORDER BY a.version_major DESC, a.version_minor DESC, a.version_patch DESC LIMIT 1), 'open') END AS status,
       i.resolved_by, i.ordinal
FROM issue i;

-- view latest_assessment on latest_assessment
CREATE VIEW latest_assessment AS
SELECT a.* FROM assessment a
WHERE NOT EXISTS (
  SELECT 1 FROM assessment b
  WHERE b.component_id = a.component_id
    AND (b.version_major, b.version_minor, b.version_patch)
      > (a.version_major, a.version_minor, a.version_patch));

-- view latest_criterion_score on latest_criterion_score
CREATE VIEW latest_criterion_score AS
SELECT la.component_id, cs.criterion_id, cs.status, cs.note, la.version
FROM latest_assessment la JOIN criterion_score cs ON cs.assessment_id = la.id;

-- view recommendation_status on recommendation_status
CREATE VIEW recommendation_status AS
SELECT r.id AS recommendation_id, r.component_id, r.key, r.kind, r.title, r.detail,
       CASE WHEN r.done_by IS NOT NULL THEN 'done' ELSE ifnull((
         SELECT ar.status FROM assessment_recommendation ar JOIN assessment a ON a.id = ar.assessment_id
         WHERE ar.recommendation_id = r.id
         ORDER BY a.version_major DESC, a.version_minor DESC, a.version_patch DESC LIMIT 1), 'proposed') END AS status,
       r.done_by, r.ordinal
FROM recommendation r;

-- view resolved_token on resolved_token
CREATE VIEW resolved_token AS
SELECT id AS token_id, system_id AS system, path, mode, type, alias_of, resolved_value,
       alias_depth AS depth, dangling, 0 AS cyclic, ifnull(alias_chain, path) AS chain
FROM token;

-- view state_coverage_matrix on state_coverage_matrix
CREATE VIEW state_coverage_matrix AS
SELECT sc.component_id, c.system_id AS system, c.name AS component, sc.state,
       ifnull(MIN(CASE WHEN ss.platform = 'ios' THEN ss.support END), 'not-assessed') AS ios,
       ifnull(MIN(CASE WHEN ss.platform = 'android' THEN ss.support END), 'not-assessed') AS android,
       ifnull(MIN(CASE WHEN ss.platform = 'figma' THEN ss.support END), 'not-assessed') AS figma
FROM state_coverage sc
JOIN component c ON c.id = sc.component_id
LEFT JOIN state_support ss ON ss.coverage_id = sc.id
GROUP BY sc.component_id, sc.state;
