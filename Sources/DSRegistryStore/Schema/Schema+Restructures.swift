import DSRegistryCore

extension Schema {
    /// Restructures (`Migrations/*.yaml`) applied to the registry. Named "restructure" in SQL so
    /// that they never read as the schema's own migrations (`grdb_migrations`).
    static let v2Restructures = """
        CREATE TABLE restructure (
          id TEXT PRIMARY KEY NOT NULL CHECK (id GLOB '[0-9][0-9][0-9][0-9]-*'), -- the file's stem
          number INTEGER NOT NULL UNIQUE CHECK (number > 0),
          title TEXT NOT NULL CHECK (title <> ''),
          path TEXT NOT NULL CHECK (path <> ''),        -- as given when it was applied
          checksum TEXT NOT NULL CHECK (checksum <> ''), -- of the file's bytes; drift is refused
          applied_at TEXT NOT NULL                       -- ISO 8601, UTC
        ) STRICT;

        -- What a restructure changed, a line per effect, for `migrate --plan`, `migrate status`
        -- and the history a component keeps ("renamed from Header by 0001-section-header").
        CREATE TABLE restructure_change (
          restructure_id TEXT NOT NULL REFERENCES restructure(id) ON DELETE CASCADE,
          ordinal INTEGER NOT NULL,
          operation TEXT NOT NULL CHECK (operation IN ('rename','merge','rehome','split',
            'collapse-properties','promote','add-slot','add-property','deprecate','carry-out','counts')),
          component_id INTEGER REFERENCES component(id) ON DELETE SET NULL,
          summary TEXT NOT NULL CHECK (summary <> ''),
          PRIMARY KEY (restructure_id, ordinal)
        ) STRICT;
        CREATE INDEX restructure_change_component ON restructure_change(component_id);

        -- The inverse of every row change a restructure made, as SQL, recorded by temporary
        -- triggers while it ran. Reverting replays them newest first, which restores every row,
        -- rowid included: the database ends exactly as it was before.
        CREATE TABLE restructure_undo (
          id INTEGER PRIMARY KEY,
          restructure_id TEXT NOT NULL REFERENCES restructure(id) ON DELETE CASCADE,
          statement TEXT NOT NULL CHECK (statement <> '')
        ) STRICT;
        CREATE INDEX restructure_undo_restructure ON restructure_undo(restructure_id, id);

        -- A former name records the restructure that retired it.
        ALTER TABLE component_name ADD COLUMN renamed_by TEXT REFERENCES restructure(id);
        -- What a restructure carried out of an assessment: the assessment keeps the status it
        -- recorded at the time (published assessments do not change); these say what happened since.
        ALTER TABLE recommendation ADD COLUMN done_by TEXT REFERENCES restructure(id);
        ALTER TABLE issue ADD COLUMN resolved_by TEXT REFERENCES restructure(id);
        ALTER TABLE tracked_item ADD COLUMN done_by TEXT REFERENCES restructure(id);
        """
}
