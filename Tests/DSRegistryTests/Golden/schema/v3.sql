-- index spec_token on spec
CREATE INDEX spec_token ON spec(token_path);

-- index sqlite_autoindex_spec_facet_1 on spec_facet
-- (made by SQLite for a constraint)

-- table search_index on search_index
CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED, component_id UNINDEXED, title, body,
  tokenize = 'porter unicode61 remove_diacritics 2');

-- table search_index_config on search_index_config
CREATE TABLE 'search_index_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table search_index_content on search_index_content
CREATE TABLE 'search_index_content'(id INTEGER PRIMARY KEY, c0, c1, c2, c3);

-- table search_index_data on search_index_data
CREATE TABLE 'search_index_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table search_index_docsize on search_index_docsize
CREATE TABLE 'search_index_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table search_index_idx on search_index_idx
CREATE TABLE 'search_index_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table spec_facet on spec_facet
CREATE TABLE spec_facet (
  spec_id INTEGER NOT NULL REFERENCES spec(id) ON DELETE CASCADE,
  aspect TEXT NOT NULL CHECK (aspect IN ('style','font','size','color','token')),
  value TEXT NOT NULL CHECK (value <> ''),
  PRIMARY KEY (spec_id, aspect)
) STRICT;

-- trigger search_component_delete on component
CREATE TRIGGER search_component_delete AFTER DELETE ON component BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 4;
END;

-- trigger search_component_insert on component
CREATE TRIGGER search_component_insert AFTER INSERT ON component BEGIN
  INSERT INTO search_index (rowid, kind, component_id, title, body)
  VALUES (NEW.id * 4, 'component', NEW.id, NEW.name,
          trim(ifnull(NEW.role, '') || ' ' || ifnull(NEW.description, '') || ' ' || ifnull(NEW.in_context, '')));
END;

-- trigger search_component_update on component
CREATE TRIGGER search_component_update AFTER UPDATE ON component BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 4;
  INSERT INTO search_index (rowid, kind, component_id, title, body)
  VALUES (NEW.id * 4, 'component', NEW.id, NEW.name,
          trim(ifnull(NEW.role, '') || ' ' || ifnull(NEW.description, '') || ' ' || ifnull(NEW.in_context, '')));
END;

-- trigger search_guideline_delete on guideline
CREATE TRIGGER search_guideline_delete AFTER DELETE ON guideline BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 4 + 3;
END;

-- trigger search_guideline_insert on guideline
CREATE TRIGGER search_guideline_insert AFTER INSERT ON guideline BEGIN
  INSERT INTO search_index (rowid, kind, component_id, title, body)
  VALUES (NEW.id * 4 + 3, 'guideline', NEW.component_id, ifnull(NEW.section, ''), NEW.text);
END;

-- trigger search_guideline_update on guideline
CREATE TRIGGER search_guideline_update AFTER UPDATE ON guideline BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 4 + 3;
  INSERT INTO search_index (rowid, kind, component_id, title, body)
  VALUES (NEW.id * 4 + 3, 'guideline', NEW.component_id, ifnull(NEW.section, ''), NEW.text);
END;

-- trigger search_issue_delete on issue
CREATE TRIGGER search_issue_delete AFTER DELETE ON issue BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 4 + 1;
END;

-- trigger search_issue_insert on issue
CREATE TRIGGER search_issue_insert AFTER INSERT ON issue BEGIN
  INSERT INTO search_index (rowid, kind, component_id, title, body)
  VALUES (NEW.id * 4 + 1, 'issue', NEW.component_id, NEW.title, ifnull(NEW.detail, ''));
END;

-- trigger search_issue_update on issue
CREATE TRIGGER search_issue_update AFTER UPDATE ON issue BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 4 + 1;
  INSERT INTO search_index (rowid, kind, component_id, title, body)
  VALUES (NEW.id * 4 + 1, 'issue', NEW.component_id, NEW.title, ifnull(NEW.detail, ''));
END;

-- trigger search_recommendation_delete on recommendation
CREATE TRIGGER search_recommendation_delete AFTER DELETE ON recommendation BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 4 + 2;
END;

-- trigger search_recommendation_insert on recommendation
CREATE TRIGGER search_recommendation_insert AFTER INSERT ON recommendation BEGIN
  INSERT INTO search_index (rowid, kind, component_id, title, body)
  VALUES (NEW.id * 4 + 2, 'recommendation', NEW.component_id, NEW.title, ifnull(NEW.detail, ''));
END;

-- trigger search_recommendation_update on recommendation
CREATE TRIGGER search_recommendation_update AFTER UPDATE ON recommendation BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 4 + 2;
  INSERT INTO search_index (rowid, kind, component_id, title, body)
  VALUES (NEW.id * 4 + 2, 'recommendation', NEW.component_id, NEW.title, ifnull(NEW.detail, ''));
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
       CASE WHEN i.resolved_by IS NOT NULL THEN 'resolved' ELSE ifnull(ai.status, 'open') END AS status,
       i.resolved_by, i.ordinal
FROM issue i
LEFT JOIN latest_assessment la ON la.component_id = i.component_id
LEFT JOIN assessment_issue ai ON ai.assessment_id = la.id AND ai.issue_id = i.id;

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
       CASE WHEN r.done_by IS NOT NULL THEN 'done' ELSE ifnull(ar.status, 'proposed') END AS status,
       r.done_by, r.ordinal
FROM recommendation r
LEFT JOIN latest_assessment la ON la.component_id = r.component_id
LEFT JOIN assessment_recommendation ar ON ar.assessment_id = la.id AND ar.recommendation_id = r.id;

-- view resolved_token on resolved_token
CREATE VIEW resolved_token AS
WITH RECURSIVE chain(token_id, next_path, value, depth, trail) AS (
  SELECT id, alias_of, value, 0, path FROM token
  UNION ALL
  SELECT chain.token_id, t.alias_of, t.value, chain.depth + 1, chain.trail || ' → ' || t.path
  FROM chain
  JOIN token origin ON origin.id = chain.token_id
  JOIN token t ON t.system_id = origin.system_id AND t.path = chain.next_path AND t.mode = origin.mode
  WHERE chain.next_path IS NOT NULL AND chain.depth < 64),
ends AS (
  SELECT token_id, next_path, value, depth, trail,
         ROW_NUMBER() OVER (PARTITION BY token_id ORDER BY depth DESC) AS position
  FROM chain)
SELECT t.id AS token_id, t.system_id AS system, t.path, t.mode, t.type, t.alias_of,
       CASE WHEN e.next_path IS NULL THEN e.value END AS resolved_value,
       e.depth,
       CASE WHEN e.next_path IS NOT NULL AND e.depth < 64 THEN e.next_path END AS dangling,
       e.depth >= 64 AS cyclic,
       CASE WHEN e.next_path IS NOT NULL THEN e.trail || ' → ' || e.next_path ELSE e.trail END AS chain
FROM token t JOIN ends e ON e.token_id = t.id AND e.position = 1;

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
