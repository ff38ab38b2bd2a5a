-- index figma_change_file on figma_change
CREATE INDEX figma_change_file ON figma_change(system_id, file_key);

-- index figma_change_lookup on figma_change
CREATE INDEX figma_change_lookup ON figma_change(lookup_key);

-- table figma_change on figma_change
CREATE TABLE figma_change (
  id INTEGER PRIMARY KEY,
  system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
  file_key TEXT NOT NULL CHECK (file_key <> ''),
  file_name TEXT NOT NULL CHECK (file_name <> ''),
  node_id TEXT NOT NULL CHECK (node_id <> ''),   -- the component set's (or component's)
  figma_component TEXT NOT NULL CHECK (figma_component <> ''), -- its name (the new one when renamed)
  lookup_key TEXT NOT NULL,                      -- NameKey of that name
  former_lookup_key TEXT,                        -- NameKey of the old name, when renamed
  change TEXT NOT NULL CHECK (change IN ('component-added','component-removed','component-renamed',
    'property-added','property-removed','property-kind-changed','option-added','option-removed',
    'variant-added','variant-removed')),
  subject TEXT,              -- the property, "property=option" or the variant's name
  before TEXT,               -- the old name or kind
  after TEXT,                -- the new name or kind
  old_version TEXT,
  old_last_modified TEXT,
  new_version TEXT,
  new_last_modified TEXT,
  imported_at TEXT NOT NULL,
  ordinal INTEGER NOT NULL
) STRICT;

-- view figma_match on figma_match
CREATE VIEW figma_match AS
SELECT fc.id AS figma_component_id, fc.file_id, f.system_id, fc.node_id, fc.name,
       ifnull(
         (SELECT a.component_id FROM assessment a JOIN component c ON c.id = a.component_id
          WHERE a.design_node = fc.node_id AND c.system_id = f.system_id
          ORDER BY a.version_major DESC, a.version_minor DESC, a.version_patch DESC LIMIT 1),
         (SELECT n.component_id FROM component_name n
          WHERE n.system_id = f.system_id AND n.lookup_key = fc.lookup_key)) AS component_id,
       CASE WHEN EXISTS (SELECT 1 FROM assessment a JOIN component c ON c.id = a.component_id
                         WHERE a.design_node = fc.node_id AND c.system_id = f.system_id)
            THEN 'node ' || fc.node_id ELSE 'name' END AS matched_by
FROM figma_component fc JOIN figma_file f ON f.id = fc.file_id;

-- view figma_state_support on figma_state_support
CREATE VIEW figma_state_support AS
WITH state_property AS (
  SELECT m.figma_component_id, m.component_id, m.name AS figma_component, p.id AS property_id,
         'figma file ' || f.name || ifnull(', ' || substr(f.last_modified, 1, 10), '') AS source
  FROM figma_match m JOIN figma_file f ON f.id = m.file_id
  JOIN figma_property p ON p.figma_component_id = m.figma_component_id
  WHERE m.component_id IS NOT NULL AND p.kind = 'variant'
    AND p.name_key IN ('state', 'states', 'interaction', 'interactions', 'interactionstate')),
state(state) AS (SELECT DISTINCT state FROM figma_state_word)
SELECT sp.figma_component_id, sp.component_id, sp.figma_component, s.state,
       CASE WHEN MAX(EXISTS (SELECT 1 FROM figma_property_value v JOIN figma_state_word w ON w.key = v.value_key
                             WHERE v.property_id = sp.property_id AND w.state = s.state))
            THEN 'supported' ELSE 'not-modeled' END AS support,
       sp.source
FROM state_property sp CROSS JOIN state s
GROUP BY sp.figma_component_id, s.state;

-- view figma_state_word on figma_state_word
CREATE VIEW figma_state_word(key, state) AS
VALUES ('active', 'pressed'), ('busy', 'loading'), ('checked', 'selected'), ('closed', 'collapsed'),
       ('collapsed', 'collapsed'), ('default', 'default'), ('deselected', 'deselected'),
       ('disabled', 'disabled'), ('down', 'pressed'), ('dragged', 'dragged'), ('dragging', 'dragged'),
       ('enabled', 'default'), ('error', 'error'), ('expanded', 'expanded'), ('focus', 'focused'),
       ('focused', 'focused'), ('focusedaccessibility', 'focused'), ('highlighted', 'pressed'),
       ('hover', 'hover'), ('hovered', 'hover'), ('invalid', 'error'), ('loading', 'loading'),
       ('normal', 'default'), ('on', 'selected'), ('open', 'expanded'), ('pressed', 'pressed'),
       ('readonly', 'read-only'), ('rest', 'default'), ('selected', 'selected'), ('tapped', 'pressed'),
       ('unselected', 'deselected');

-- view state_coverage_cell on state_coverage_cell
CREATE VIEW state_coverage_cell AS
WITH ships(component_id, platform) AS (
  SELECT c.id, pl.platform
  FROM component c JOIN design_system d ON d.id = c.system_id
  JOIN declared_platform pl ON pl.system_id = c.system_id
  WHERE CASE
    WHEN pl.platform <> 'figma' AND EXISTS (SELECT 1 FROM availability a
                                            WHERE a.component_id = c.id AND a.platform <> 'figma')
      THEN EXISTS (SELECT 1 FROM availability a WHERE a.component_id = c.id AND a.platform = pl.platform)
    WHEN pl.declared THEN 1
    WHEN ifnull(d.platforms, '') <> '' THEN instr(lower(d.platforms), pl.platform) > 0
    ELSE 1 END),
cell AS (
  SELECT sc.component_id, sc.state, p.platform, p.ordinal, sh.component_id IS NOT NULL AS ships,
         MIN(CASE ss.support WHEN 'supported' THEN 0 WHEN 'not-supported' THEN 1
             WHEN 'not-modeled' THEN 2 WHEN 'not-applicable' THEN 5 END) AS rank
  FROM state_coverage sc JOIN component c ON c.id = sc.component_id
  JOIN declared_platform p ON p.system_id = c.system_id
  LEFT JOIN state_support ss ON ss.coverage_id = sc.id AND ss.platform = p.platform
  LEFT JOIN ships sh ON sh.component_id = sc.component_id AND sh.platform = p.platform
  GROUP BY sc.component_id, sc.state, p.platform),
observed AS (
  SELECT component_id, state, MIN(CASE support WHEN 'supported' THEN 0 ELSE 2 END) AS rank
  FROM figma_state_support GROUP BY component_id, state)
SELECT cell.component_id, c.system_id AS system, c.name AS component, cell.state, cell.platform,
       CASE WHEN NOT cell.ships THEN 'not-applicable' WHEN ifnull(cell.rank, o.rank) = 0 THEN 'supported'
            WHEN cell.rank = 1 THEN 'not-supported' WHEN ifnull(cell.rank, o.rank) = 2 THEN 'not-modeled'
            WHEN cell.rank = 5 THEN 'not-applicable' ELSE 'not-recorded' END AS support,
       cell.ordinal
FROM cell JOIN component c ON c.id = cell.component_id
LEFT JOIN observed o ON cell.platform = 'figma' AND o.component_id = cell.component_id AND o.state = cell.state;
