import GRDB
import DSRegistryCore

extension Schema {
    /// `v14-open-kinds` (issue 33): what a system other than the seeds' own needs.
    /// - `property.kind` gains `color`, `number` and `dimension` (Spectrum's `selectedTextColor`
    ///   was typed text), and a dimension property its `unit`.
    /// - `guideline.kind` may be NULL: plain headed guidance, neither do, don't nor consider.
    /// - `criterion` says what each criterion measures (`meaning`) and whose set it is in
    ///   (`system_id`; NULL for the default C1–C7), so a system can declare criteria of its own;
    ///   its `id` is no longer limited to C1–C7.
    /// - the search index also holds properties, their options, state rows, variants and slots.
    ///
    /// SQLite cannot change a CHECK: the three tables are rebuilt (create, copy, drop, rename;
    /// the migrator runs with foreign keys off and checks them after). Frozen once shipped.
    static func v14OpenKinds(_ db: Database) throws {
        try db.execute(sql: v14Tables)
        try db.execute(sql: v14CriterionMeanings)
        // Dropping guideline dropped its search triggers: the same ones again (v7's, frozen).
        for source in v7SearchSources where source.table == "guideline" {
            try db.execute(sql: source.triggers)
        }
        for source in v14SearchSources {
            try db.execute(sql: source.triggers)
            try db.execute(sql: "INSERT INTO search_index (rowid, kind, component_id, system_id, title, body) \(source.select)")
        }
        try db.execute(sql: "PRAGMA user_version = 14")
    }

    static let v14Tables = """
        CREATE TABLE property_v14 (
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
        INSERT INTO property_v14 (id, component_id, name, kind, default_value, required, implicit, figma_name, description, ordinal)
          SELECT id, component_id, name, kind, default_value, required, implicit, figma_name, description, ordinal FROM property;
        DROP TABLE property;
        ALTER TABLE property_v14 RENAME TO property;

        CREATE TABLE guideline_v14 (
          id INTEGER PRIMARY KEY,
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          kind TEXT CHECK (kind IN ('do','dont','consider')),   -- NULL: plain headed guidance
          text TEXT NOT NULL CHECK (text <> ''),
          section TEXT,
          illustration TEXT,          -- caption of the example image, when the rule is shown
          ordinal INTEGER NOT NULL
        ) STRICT;
        INSERT INTO guideline_v14 (id, component_id, kind, text, section, illustration, ordinal)
          SELECT id, component_id, kind, text, section, illustration, ordinal FROM guideline;
        DROP TABLE guideline;
        ALTER TABLE guideline_v14 RENAME TO guideline;
        CREATE INDEX guideline_component ON guideline(component_id);

        CREATE TABLE criterion_v14 (
          id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
          system_id TEXT REFERENCES design_system(id) ON DELETE CASCADE, -- NULL: the default set
          name TEXT NOT NULL CHECK (name <> ''),
          meaning TEXT,               -- what the criterion measures
          ordinal INTEGER NOT NULL,
          UNIQUE (system_id, name),
          UNIQUE (system_id, ordinal)
        ) STRICT;
        INSERT INTO criterion_v14 (id, system_id, name, ordinal) SELECT id, NULL, name, ordinal FROM criterion;
        DROP TABLE criterion;
        ALTER TABLE criterion_v14 RENAME TO criterion;
        CREATE INDEX criterion_system ON criterion(system_id, ordinal);
        """

    /// What C1–C7 measure, in words of no one platform.
    static let v14CriterionMeanings = """
        UPDATE criterion SET meaning = CASE id
          WHEN 'C1' THEN 'The design component''s layers are structured and named so that each part is found by its name and matches a named part of the code component.'
          WHEN 'C2' THEN 'Variants and properties have consistent, meaningful names and values that a code API can take over as they are.'
          WHEN 'C3' THEN 'Every colour, type, spacing, size and radius the component uses is bound to a design token, not written as a raw value.'
          WHEN 'C4' THEN 'Each design property, variant and slot has a direct counterpart in the code API on every platform the system ships on (a parameter, an enumeration case, a child or slot), with no workaround.'
          WHEN 'C5' THEN 'Every interaction state the component needs (pressed, hovered, focused, disabled, selected …) is drawn in design and built on every platform it ships on.'
          WHEN 'C6' THEN 'Icons and images are instances of the system''s own assets: vector, sized on the grid and named, not flattened or detached.'
          WHEN 'C7' THEN 'The design component can be linked to its implementation on each platform (Figma Code Connect or a like design-to-code link), every design property mapped to a code parameter.'
          END
        WHERE system_id IS NULL;
        """

    /// The component's system, for a row that belongs to a component (as v7 writes it).
    private static let systemOfOwner = "(SELECT system_id FROM component WHERE id = X.component_id)"

    /// What v14 adds to the index (slots 9–13; v7 used 0–8).
    static let v14SearchSources: [SearchSource] = [
        SearchSource(kind: "property", slot: 9, table: "property", component: "X.component_id", system: systemOfOwner,
                     title: "X.name",
                     body: "X.kind || ifnull(' ' || X.unit, '') || ifnull(' ' || X.figma_name, '') "
                        + "|| ifnull(' ' || X.default_value, '') || ifnull(' ' || X.description, '')"),
        SearchSource(kind: "option", slot: 10, table: "property_value",
                     component: "(SELECT component_id FROM property WHERE id = X.property_id)",
                     system: "(SELECT c.system_id FROM property p JOIN component c ON c.id = p.component_id WHERE p.id = X.property_id)",
                     title: "X.value", body: "'option of ' || (SELECT name FROM property WHERE id = X.property_id)", id: "X.rowid"),
        SearchSource(kind: "state", slot: 11, table: "state_coverage", component: "X.component_id", system: systemOfOwner,
                     title: "ifnull(X.label, X.state)",
                     body: "trim(X.state || ' ' || X.scope) || ifnull(' ' || X.property, '') || ifnull(' ' || X.note, '')"),
        SearchSource(kind: "variant", slot: 12, table: "variant", component: "X.component_id", system: systemOfOwner,
                     title: "X.name",
                     body: "trim(ifnull(X.style, '') || ifnull(' ' || X.description, '') || ifnull(' ' || X.as_written, ''))"),
        SearchSource(kind: "slot", slot: 13, table: "slot", component: "X.component_id", system: systemOfOwner,
                     title: "X.name", body: "trim(ifnull(X.label, '') || ifnull(' ' || X.description, ''))"),
    ]
}
