-- index criterion_system on criterion
CREATE INDEX criterion_system ON criterion(system_id, ordinal);

-- table criterion on criterion
CREATE TABLE "criterion" (
  id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
  system_id TEXT REFERENCES design_system(id) ON DELETE CASCADE, -- NULL: the default set
  name TEXT NOT NULL CHECK (name <> ''),
  meaning TEXT,               -- what the criterion measures
  ordinal INTEGER NOT NULL,
  UNIQUE (system_id, name),
  UNIQUE (system_id, ordinal)
) STRICT;

-- table guideline on guideline
CREATE TABLE "guideline" (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  kind TEXT CHECK (kind IN ('do','dont','consider')),   -- NULL: plain headed guidance
  text TEXT NOT NULL CHECK (text <> ''),
  section TEXT,
  illustration TEXT,          -- caption of the example image, when the rule is shown
  ordinal INTEGER NOT NULL
) STRICT;

-- table property on property
CREATE TABLE "property" (
  id INTEGER PRIMARY KEY,
  component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (name <> ''),
  kind TEXT NOT NULL CHECK (kind IN ('boolean','variant','text','instance','color','number','dimension')),
  default_value TEXT,
  required INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0,1)),
  implicit INTEGER NOT NULL DEFAULT 0 CHECK (implicit IN (0,1)), -- no Figma property
  figma_name TEXT,
  description TEXT,
  ordinal INTEGER NOT NULL,
  unit TEXT CHECK (unit IN ('px','pt','dp','rem','em','%')),       -- a dimension's
  UNIQUE (component_id, name),
  CHECK (unit IS NULL OR kind = 'dimension')
) STRICT;

-- trigger search_option_delete on property_value
CREATE TRIGGER search_option_delete AFTER DELETE ON property_value BEGIN
  DELETE FROM search_index WHERE rowid = OLD.rowid * 16 + 10;
END;

-- trigger search_option_insert on property_value
CREATE TRIGGER search_option_insert AFTER INSERT ON property_value BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.rowid * 16 + 10, 'option', (SELECT component_id FROM property WHERE id = NEW.property_id), (SELECT c.system_id FROM property p JOIN component c ON c.id = p.component_id WHERE p.id = NEW.property_id),
         NEW.value, 'option of ' || (SELECT name FROM property WHERE id = NEW.property_id)
  WHERE 1;
END;

-- trigger search_option_update on property_value
CREATE TRIGGER search_option_update AFTER UPDATE ON property_value BEGIN
  DELETE FROM search_index WHERE rowid = OLD.rowid * 16 + 10;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.rowid * 16 + 10, 'option', (SELECT component_id FROM property WHERE id = NEW.property_id), (SELECT c.system_id FROM property p JOIN component c ON c.id = p.component_id WHERE p.id = NEW.property_id),
         NEW.value, 'option of ' || (SELECT name FROM property WHERE id = NEW.property_id)
  WHERE 1;
END;

-- trigger search_property_delete on property
CREATE TRIGGER search_property_delete AFTER DELETE ON property BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 9;
END;

-- trigger search_property_insert on property
CREATE TRIGGER search_property_insert AFTER INSERT ON property BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 9, 'property', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.name, NEW.kind || ifnull(' ' || NEW.unit, '') || ifnull(' ' || NEW.figma_name, '') || ifnull(' ' || NEW.default_value, '') || ifnull(' ' || NEW.description, '')
  WHERE 1;
END;

-- trigger search_property_update on property
CREATE TRIGGER search_property_update AFTER UPDATE ON property BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 9;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 9, 'property', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.name, NEW.kind || ifnull(' ' || NEW.unit, '') || ifnull(' ' || NEW.figma_name, '') || ifnull(' ' || NEW.default_value, '') || ifnull(' ' || NEW.description, '')
  WHERE 1;
END;

-- trigger search_slot_delete on slot
CREATE TRIGGER search_slot_delete AFTER DELETE ON slot BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 13;
END;

-- trigger search_slot_insert on slot
CREATE TRIGGER search_slot_insert AFTER INSERT ON slot BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 13, 'slot', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.name, trim(ifnull(NEW.label, '') || ifnull(' ' || NEW.description, ''))
  WHERE 1;
END;

-- trigger search_slot_update on slot
CREATE TRIGGER search_slot_update AFTER UPDATE ON slot BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 13;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 13, 'slot', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.name, trim(ifnull(NEW.label, '') || ifnull(' ' || NEW.description, ''))
  WHERE 1;
END;

-- trigger search_state_delete on state_coverage
CREATE TRIGGER search_state_delete AFTER DELETE ON state_coverage BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 11;
END;

-- trigger search_state_insert on state_coverage
CREATE TRIGGER search_state_insert AFTER INSERT ON state_coverage BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 11, 'state', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         ifnull(NEW.label, NEW.state), trim(NEW.state || ' ' || NEW.scope) || ifnull(' ' || NEW.property, '') || ifnull(' ' || NEW.note, '')
  WHERE 1;
END;

-- trigger search_state_update on state_coverage
CREATE TRIGGER search_state_update AFTER UPDATE ON state_coverage BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 11;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 11, 'state', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         ifnull(NEW.label, NEW.state), trim(NEW.state || ' ' || NEW.scope) || ifnull(' ' || NEW.property, '') || ifnull(' ' || NEW.note, '')
  WHERE 1;
END;

-- trigger search_variant_delete on variant
CREATE TRIGGER search_variant_delete AFTER DELETE ON variant BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 12;
END;

-- trigger search_variant_insert on variant
CREATE TRIGGER search_variant_insert AFTER INSERT ON variant BEGIN
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 12, 'variant', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.name, trim(ifnull(NEW.style, '') || ifnull(' ' || NEW.description, '') || ifnull(' ' || NEW.as_written, ''))
  WHERE 1;
END;

-- trigger search_variant_update on variant
CREATE TRIGGER search_variant_update AFTER UPDATE ON variant BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 16 + 12;
  INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
  SELECT NEW.id * 16 + 12, 'variant', NEW.component_id, (SELECT system_id FROM component WHERE id = NEW.component_id),
         NEW.name, trim(ifnull(NEW.style, '') || ifnull(' ' || NEW.description, '') || ifnull(' ' || NEW.as_written, ''))
  WHERE 1;
END;
