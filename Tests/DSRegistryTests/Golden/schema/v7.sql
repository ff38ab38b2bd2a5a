-- table search_index on search_index
CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED, component_id UNINDEXED, system_id UNINDEXED, title, body,
  tokenize = 'porter unicode61 remove_diacritics 2');

-- table search_index_content on search_index_content
CREATE TABLE 'search_index_content'(id INTEGER PRIMARY KEY, c0, c1, c2, c3, c4);

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
