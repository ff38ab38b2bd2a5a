import GRDB
import DSRegistryCore

/// The registry's schema, as one `DatabaseMigrator`.
///
/// Rules, as in GRDB's own guidance: a migration is never edited once shipped (add a new one);
/// migrations name tables with strings, not with record types, and call no application code
/// (v3 carries its own frozen facet parser; the live table lists sit in Schema+Tables.swift), so
/// that later code changes cannot alter what an old migration does; enumerated columns carry
/// CHECK constraints written out literally here (`SchemaTests` keeps each list equal to its
/// Swift `Vocabulary`). `SchemaSnapshotTests` and `SchemaUpgradeTests` hold these rules.
package enum Schema {
    package static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-registry") { db in
            try db.execute(sql: v1Registry)
            try db.execute(sql: v1Criteria)
        }
        migrator.registerMigration("v2-restructures") { db in
            try db.execute(sql: v2Restructures)
        }
        migrator.registerMigration("v3-queries") { db in
            try v3Queries(db)
        }
        migrator.registerMigration("v4-history") { db in
            try db.execute(sql: v4History)
        }
        migrator.registerMigration("v5-tokens") { db in
            try db.execute(sql: v5Tokens)
        }
        migrator.registerMigration("v6-status-views") { db in
            try db.execute(sql: v6StatusViews)
        }
        migrator.registerMigration("v7-search") { db in
            try v7Search(db)
        }
        migrator.registerMigration("v8-merged-variants") { db in
            try db.execute(sql: v8MergedVariants)
        }
        migrator.registerMigration("v9-codeconnect") { db in
            try db.execute(sql: v9CodeConnect)
        }
        migrator.registerMigration("v10-seed-cache") { db in
            try db.execute(sql: v10SeedCache)
        }
        // The file's header says "a dsreg registry at schema 11": `dsreg sql` checks these two
        // numbers without making SQLite load the schema (1.6 ms of a start-up). Every later
        // migration sets user_version to its own number, and `stamp` follows it.
        migrator.registerMigration("v11-registry-stamp") { db in
            try db.execute(sql: "PRAGMA application_id = 1685287527")
            try db.execute(sql: "PRAGMA user_version = 11")
        }
        migrator.registerMigration("v12-coverage-matrix") { db in
            try db.execute(sql: v12CoverageMatrix)
        }
        migrator.registerMigration("v13-platforms") { db in
            try v13Platforms(db)
        }
        migrator.registerMigration("v14-open-kinds") { db in
            try v14OpenKinds(db)
        }
        migrator.registerMigration("v15-figma") { db in
            try db.execute(sql: v15Figma)
        }
        migrator.registerMigration("v16-figma-states") { db in
            try db.execute(sql: v16FigmaStates)
        }
        return migrator
    }

    /// What the header of a registry at today's schema holds: `application_id` ('dsrg' as four
    /// bytes) and `user_version` (the number of the last migration). `SchemaTests` keeps them
    /// equal to what the migrations write.
    static let stamp = (applicationID: Int32(1_685_287_527), version: Int32(16))

    static let v1Criteria = """
        INSERT INTO criterion (id, name, ordinal) VALUES
          ('C1', 'Layer Structure & Naming', 1),
          ('C2', 'Variant & Property Naming', 2),
          ('C3', 'Token Coverage', 3),
          ('C4', 'Native Mappability', 4),
          ('C5', 'Interaction State Coverage', 5),
          ('C6', 'Asset & Icon Quality', 6),
          ('C7', 'Code Connect Linkability', 7);
        """

    static let v1Registry = """
        -- Systems, families, components ----------------------------------------------------

        CREATE TABLE design_system (
          id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),   -- stable key from the seed ("eb")
          name TEXT NOT NULL UNIQUE CHECK (name <> ''),
          code_prefix TEXT,
          platforms TEXT,
          description TEXT,
          source TEXT
        ) STRICT;

        CREATE TABLE family (
          id INTEGER PRIMARY KEY,
          system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
          key TEXT NOT NULL CHECK (key <> ''),
          name TEXT NOT NULL CHECK (name <> ''),
          description TEXT,
          UNIQUE (system_id, key)
        ) STRICT;

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
        CREATE INDEX component_family ON component(family_id);

        -- Every name a component has had. One lookup key space per system holds live names and
        -- former names alike, so no new name can collide with an alias of another component.
        CREATE TABLE component_name (
          id INTEGER PRIMARY KEY,
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
          name TEXT NOT NULL CHECK (name <> ''),
          lookup_key TEXT NOT NULL CHECK (lookup_key <> ''), -- lowercase letters and digits only
          kind TEXT NOT NULL CHECK (kind IN ('current','former')),
          UNIQUE (system_id, lookup_key)
        ) STRICT;
        CREATE INDEX component_name_lookup ON component_name(lookup_key);
        CREATE INDEX component_name_component ON component_name(component_id);

        -- Properties and variants --------------------------------------------------------------

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

        CREATE TABLE property_value (
          property_id INTEGER NOT NULL REFERENCES property(id) ON DELETE CASCADE,
          value TEXT NOT NULL,
          ordinal INTEGER NOT NULL,
          PRIMARY KEY (property_id, value)
        ) STRICT;

        CREATE TABLE property_signature (
          property_id INTEGER NOT NULL REFERENCES property(id) ON DELETE CASCADE,
          platform TEXT NOT NULL CHECK (platform IN ('swiftui','compose','uikit')),
          signature TEXT NOT NULL CHECK (signature <> ''),
          PRIMARY KEY (property_id, platform)
        ) STRICT;

        CREATE TABLE variant_group (
          id INTEGER PRIMARY KEY,
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          name TEXT NOT NULL CHECK (name <> ''),
          stated_count INTEGER CHECK (stated_count >= 0),
          slots_enabled TEXT,
          ordinal INTEGER NOT NULL,
          UNIQUE (component_id, name)
        ) STRICT;

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
        CREATE INDEX variant_group_id ON variant(group_id);

        CREATE TABLE variant_value (
          variant_id INTEGER NOT NULL REFERENCES variant(id) ON DELETE CASCADE,
          property_id INTEGER NOT NULL REFERENCES property(id) ON DELETE CASCADE,
          value TEXT NOT NULL,
          PRIMARY KEY (variant_id, property_id)
        ) STRICT;
        CREATE INDEX variant_value_property ON variant_value(property_id);

        -- Anatomy, slots, states -------------------------------------------------------------

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
        CREATE UNIQUE INDEX slot_name ON slot(component_id, ifnull(anatomy_part_id, 0), name);
        CREATE INDEX slot_part ON slot(anatomy_part_id);

        -- What a slot may hold: another component, or something that is not one ("custom composable").
        CREATE TABLE slot_accept (
          id INTEGER PRIMARY KEY,
          slot_id INTEGER NOT NULL REFERENCES slot(id) ON DELETE CASCADE,
          component_id INTEGER REFERENCES component(id) ON DELETE CASCADE,
          other TEXT,
          note TEXT,
          ordinal INTEGER NOT NULL,
          CHECK ((component_id IS NULL) <> (other IS NULL))
        ) STRICT;
        CREATE INDEX slot_accept_slot ON slot_accept(slot_id);
        CREATE INDEX slot_accept_component ON slot_accept(component_id);

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
        CREATE INDEX state_coverage_state ON state_coverage(state);

        CREATE TABLE state_support (
          coverage_id INTEGER NOT NULL REFERENCES state_coverage(id) ON DELETE CASCADE,
          platform TEXT NOT NULL CHECK (platform IN ('ios','android','figma','web')),
          support TEXT NOT NULL
            CHECK (support IN ('supported','not-supported','not-applicable','not-modeled')),
          PRIMARY KEY (coverage_id, platform)
        ) STRICT;

        -- Tokens, bindings, specs --------------------------------------------------------------

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
          label TEXT,                 -- its name in that table ("Background")
          CHECK (value IS NULL OR alias_of IS NULL),
          UNIQUE (system_id, path, mode)
        ) STRICT;
        CREATE INDEX token_path ON token(path);
        CREATE INDEX token_alias ON token(system_id, alias_of);

        CREATE TABLE binding_group (
          id INTEGER PRIMARY KEY,
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          variant_id INTEGER REFERENCES variant(id) ON DELETE CASCADE,
          title TEXT NOT NULL CHECK (title <> ''),
          note TEXT,
          ordinal INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX binding_group_component ON binding_group(component_id);
        CREATE INDEX binding_group_variant ON binding_group(variant_id);

        -- A role of the component tied to a token; the token is looked up by path within the
        -- component's system, so a token imported later binds without rewriting the binding.
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
        CREATE INDEX token_binding_group ON token_binding(group_id);
        CREATE INDEX token_binding_token ON token_binding(token_path);

        -- A documented style's colors, typography and layout, as written.
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
        ) STRICT;
        CREATE INDEX spec_component ON spec(component_id, role);
        CREATE INDEX spec_variant ON spec(variant_id);

        -- Platform API (Backbase-style references) ---------------------------------------------

        CREATE TABLE api_type (
          id INTEGER PRIMARY KEY,
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          name TEXT NOT NULL CHECK (name <> ''),
          kind TEXT NOT NULL CHECK (kind IN ('class','struct','enum','protocol')),
          description TEXT,
          ordinal INTEGER NOT NULL,
          UNIQUE (component_id, name)
        ) STRICT;

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

        CREATE TABLE availability (
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          platform TEXT NOT NULL CHECK (platform IN ('ios','android','figma','web')),
          min_os TEXT,
          PRIMARY KEY (component_id, platform)
        ) STRICT;

        -- Accessibility and guidance -----------------------------------------------------------

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
        CREATE INDEX accessibility_component ON accessibility_requirement(component_id, platform);

        CREATE TABLE localized_string (
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          key TEXT NOT NULL CHECK (key <> ''),
          default_value TEXT NOT NULL,
          ordinal INTEGER NOT NULL,
          PRIMARY KEY (component_id, key)
        ) STRICT;

        CREATE TABLE guideline (
          id INTEGER PRIMARY KEY,
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('do','dont','consider')),
          text TEXT NOT NULL CHECK (text <> ''),
          section TEXT,
          illustration TEXT,          -- caption of the example image, when the rule is shown
          ordinal INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX guideline_component ON guideline(component_id);

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

        CREATE TABLE feature (
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          ordinal INTEGER NOT NULL,
          text TEXT NOT NULL CHECK (text <> ''),
          PRIMARY KEY (component_id, ordinal)
        ) STRICT;

        CREATE TABLE example (
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          ordinal INTEGER NOT NULL,
          title TEXT NOT NULL CHECK (title <> ''),
          code TEXT NOT NULL,
          PRIMARY KEY (component_id, ordinal)
        ) STRICT;

        CREATE TABLE resource (
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          ordinal INTEGER NOT NULL,
          label TEXT NOT NULL CHECK (label <> ''),
          title TEXT NOT NULL CHECK (title <> ''),
          url TEXT,
          PRIMARY KEY (component_id, ordinal)
        ) STRICT;

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
        CREATE INDEX relationship_target ON relationship(target_id, kind);

        -- Assessments --------------------------------------------------------------------------

        CREATE TABLE criterion (
          id TEXT PRIMARY KEY NOT NULL CHECK (id IN ('C1','C2','C3','C4','C5','C6','C7')),
          name TEXT NOT NULL UNIQUE,
          ordinal INTEGER NOT NULL UNIQUE
        ) STRICT;

        -- Issues and recommendations belong to the component and keep a stable key, so every
        -- assessment version can say what state each was in (assessment_issue and
        -- assessment_recommendation) and two versions compare without guessing.
        CREATE TABLE issue (
          id INTEGER PRIMARY KEY,
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          key TEXT NOT NULL CHECK (key <> ''),
          criterion_id TEXT REFERENCES criterion(id),
          title TEXT NOT NULL CHECK (title <> ''),
          detail TEXT,
          ordinal INTEGER NOT NULL,
          UNIQUE (component_id, key)
        ) STRICT;
        CREATE INDEX issue_criterion ON issue(criterion_id);

        CREATE TABLE recommendation (
          id INTEGER PRIMARY KEY,
          component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
          key TEXT NOT NULL CHECK (key <> ''),
          kind TEXT NOT NULL CHECK (kind IN ('rename','property','composition','family','token',
            'state','accessibility','documentation')),
          title TEXT NOT NULL CHECK (title <> ''),
          detail TEXT,
          ordinal INTEGER NOT NULL,
          UNIQUE (component_id, key)
        ) STRICT;
        CREATE INDEX recommendation_kind ON recommendation(kind);

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
          summary TEXT,
          UNIQUE (component_id, version)
        ) STRICT;
        CREATE INDEX assessment_order
          ON assessment(component_id, version_major, version_minor, version_patch);

        CREATE TABLE health_check (
          assessment_id INTEGER NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
          dimension TEXT NOT NULL
            CHECK (dimension IN ('reusable','self-contained','consistent','composable')),
          status TEXT NOT NULL CHECK (status IN ('pass','partial','warn','fail')),
          note TEXT,
          PRIMARY KEY (assessment_id, dimension)
        ) STRICT;

        CREATE TABLE criterion_score (
          assessment_id INTEGER NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
          criterion_id TEXT NOT NULL REFERENCES criterion(id),
          status TEXT NOT NULL
            CHECK (status IN ('ready','needs-refinement','requires-rework','not-mapped')),
          note TEXT,
          PRIMARY KEY (assessment_id, criterion_id)
        ) STRICT;
        CREATE INDEX criterion_score_criterion ON criterion_score(criterion_id, status);

        CREATE TABLE assessment_issue (
          assessment_id INTEGER NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
          issue_id INTEGER NOT NULL REFERENCES issue(id) ON DELETE CASCADE,
          status TEXT NOT NULL CHECK (status IN ('open','in-progress','resolved','wont-fix')),
          PRIMARY KEY (assessment_id, issue_id)
        ) STRICT;
        CREATE INDEX assessment_issue_issue ON assessment_issue(issue_id);

        CREATE TABLE assessment_recommendation (
          assessment_id INTEGER NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
          recommendation_id INTEGER NOT NULL REFERENCES recommendation(id) ON DELETE CASCADE,
          status TEXT NOT NULL
            CHECK (status IN ('proposed','accepted','in-progress','done','rejected')),
          PRIMARY KEY (assessment_id, recommendation_id)
        ) STRICT;
        CREATE INDEX assessment_recommendation_rec ON assessment_recommendation(recommendation_id);

        CREATE TABLE tracked_item (
          id INTEGER PRIMARY KEY,
          assessment_id INTEGER NOT NULL REFERENCES assessment(id) ON DELETE CASCADE,
          title TEXT NOT NULL CHECK (title <> ''),
          detail TEXT,
          status TEXT NOT NULL CHECK (status IN ('open','in-progress','done','blocked')),
          ordinal INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX tracked_item_assessment ON tracked_item(assessment_id);

        CREATE TABLE tracked_item_tag (
          item_id INTEGER NOT NULL REFERENCES tracked_item(id) ON DELETE CASCADE,
          tag TEXT NOT NULL CHECK (tag <> ''),
          PRIMARY KEY (item_id, tag)
        ) STRICT;

        -- Seeding bookkeeping: a file whose content hash is unchanged is not rewritten, which
        -- makes a second seed change nothing.
        CREATE TABLE seed_file (
          path TEXT PRIMARY KEY NOT NULL,      -- relative to the seed folder
          content_hash TEXT NOT NULL,
          system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
          component_id INTEGER REFERENCES component(id) ON DELETE CASCADE
        ) STRICT;
        """
}
