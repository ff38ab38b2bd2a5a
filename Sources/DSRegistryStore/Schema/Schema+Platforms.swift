import GRDB
import DSRegistryCore

extension Schema {
    /// `v13-platforms` (issue 33): a system declares the platforms it ships on, with a display
    /// name, the language its API is written in, and its own words for states (Spectrum's
    /// `down` is pressed; a UIKit extension's `highlighted` may mean hover). A system that
    /// declares none ships on iOS, Android and Figma, as before: `declared_platform` lists
    /// those for it (`declared` 0).
    ///
    /// The three tables whose `platform` column was a closed list (`state_support`,
    /// `availability`, `accessibility_requirement`) are rebuilt with a slug CHECK instead, the
    /// way SQLite's guidance says (a new table, the rows copied, the old one dropped; their
    /// indexes and triggers made again from their recorded SQL). No `ALTER TABLE … RENAME`:
    /// SQLite would rewrite or refuse the views that name the table.
    ///
    /// `state_coverage_matrix` reads the declared list: a platform the component's system does
    /// not declare is not applicable. `state_coverage_cell` holds the same answers one row a
    /// platform, for any declared platform. Frozen as shipped.
    static func v13Platforms(_ db: Database) throws {
        try db.execute(sql: v13Tables)
        try db.execute(sql: "DROP VIEW state_coverage_matrix")
        for (table, definition) in v13Rebuilt {
            let recreate = try String.fetchAll(db, sql: """
                SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL
                ORDER BY type, name
                """, arguments: [table])
            try db.execute(sql: """
                CREATE TABLE v13_copy AS SELECT * FROM \(table);
                DROP TABLE \(table);
                \(definition)
                INSERT INTO \(table) SELECT * FROM v13_copy;
                DROP TABLE v13_copy;
                """)
            for sql in recreate { try db.execute(sql: sql) }
        }
        try db.execute(sql: v13Views)
    }

    static let v13Tables = """
        CREATE TABLE system_platform (
          system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
          platform_id TEXT NOT NULL CHECK (platform_id GLOB '[a-z]*' AND platform_id NOT GLOB '*[^a-z0-9-]*'),
          name TEXT NOT NULL CHECK (name <> ''),   -- display name ("Web")
          language TEXT,                           -- its API's language ("React/TypeScript")
          ordinal INTEGER NOT NULL,
          PRIMARY KEY (system_id, platform_id)
        ) STRICT;

        -- A platform's own word for a state ("down" → pressed); the built-in synonyms are the
        -- default of every platform, a declared word overrides them.
        CREATE TABLE platform_state_word (
          system_id TEXT NOT NULL,
          platform_id TEXT NOT NULL,
          word TEXT NOT NULL CHECK (word <> ''),
          state TEXT NOT NULL CHECK (state IN ('default','hover','pressed','focused','disabled',
            'selected','deselected','dragged','error','loading','expanded','collapsed','read-only')),
          PRIMARY KEY (system_id, platform_id, word),
          FOREIGN KEY (system_id, platform_id) REFERENCES system_platform(system_id, platform_id) ON DELETE CASCADE
        ) STRICT;
        """

    static let v13Rebuilt: [(String, String)] = [
        ("state_support", """
            CREATE TABLE state_support (
              coverage_id INTEGER NOT NULL REFERENCES state_coverage(id) ON DELETE CASCADE,
              platform TEXT NOT NULL CHECK (platform GLOB '[a-z]*' AND platform NOT GLOB '*[^a-z0-9-]*'),
              support TEXT NOT NULL
                CHECK (support IN ('supported','not-supported','not-applicable','not-modeled')),
              PRIMARY KEY (coverage_id, platform)
            ) STRICT;
            """),
        ("availability", """
            CREATE TABLE availability (
              component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
              platform TEXT NOT NULL CHECK (platform GLOB '[a-z]*' AND platform NOT GLOB '*[^a-z0-9-]*'),
              min_os TEXT,
              PRIMARY KEY (component_id, platform)
            ) STRICT;
            """),
        ("accessibility_requirement", """
            CREATE TABLE accessibility_requirement (
              id INTEGER PRIMARY KEY,
              component_id INTEGER NOT NULL REFERENCES component(id) ON DELETE CASCADE,
              topic TEXT NOT NULL CHECK (topic <> ''),
              platform TEXT CHECK (platform GLOB '[a-z]*' AND platform NOT GLOB '*[^a-z0-9-]*'), -- NULL: every platform
              kind TEXT NOT NULL CHECK (kind IN ('requirement','configuration','best-practice')),
              text TEXT NOT NULL CHECK (text <> ''),
              value_type TEXT,
              ordinal INTEGER NOT NULL
            ) STRICT;
            """),
    ]

    static let v13Views = """
        CREATE VIEW declared_platform AS
        WITH builtin(platform, name, language, ordinal) AS (
          VALUES ('ios', 'iOS', 'SwiftUI', 1), ('android', 'Android', 'Compose', 2), ('figma', 'Figma', 'Figma', 3))
        SELECT system_id, platform_id AS platform, name, language, ordinal, 1 AS declared FROM system_platform
        UNION ALL
        SELECT d.id, b.platform, b.name, b.language, b.ordinal, 0
        FROM design_system d CROSS JOIN builtin b
        WHERE NOT EXISTS (SELECT 1 FROM system_platform sp WHERE sp.system_id = d.id);

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
          GROUP BY sc.component_id, sc.state, p.platform)
        SELECT cell.component_id, c.system_id AS system, c.name AS component, cell.state, cell.platform,
               CASE WHEN NOT ships THEN 'not-applicable' WHEN rank = 0 THEN 'supported'
                    WHEN rank = 1 THEN 'not-supported' WHEN rank = 2 THEN 'not-modeled'
                    WHEN rank = 5 THEN 'not-applicable' ELSE 'not-recorded' END AS support,
               cell.ordinal
        FROM cell JOIN component c ON c.id = cell.component_id;

        CREATE VIEW state_coverage_matrix AS
        SELECT a.component_id, a.system, a.component, a.state,
               ifnull(MAX(CASE a.platform WHEN 'ios' THEN a.support END), 'not-applicable') AS ios,
               ifnull(MAX(CASE a.platform WHEN 'android' THEN a.support END), 'not-applicable') AS android,
               ifnull(MAX(CASE a.platform WHEN 'figma' THEN a.support END), 'not-applicable') AS figma
        FROM state_coverage_cell a
        GROUP BY a.component_id, a.state;

        PRAGMA user_version = 13;
        """
}
