import DSRegistryCore

extension Schema {
    /// What token import needs: the files tokens came from (a content hash each, so
    /// re-importing an unchanged file writes nothing), what each new version changed, and each
    /// token's alias chain resolved and stored, so that queries read a column instead of
    /// walking chains. `resolved_token` keeps its columns and now reads the stored resolution.
    static let v5Tokens = """
        CREATE TABLE token_file (
          id INTEGER PRIMARY KEY,
          system_id TEXT NOT NULL REFERENCES design_system(id) ON DELETE CASCADE,
          path TEXT NOT NULL CHECK (path <> ''),   -- the import root's name and the path below it
          format TEXT NOT NULL CHECK (format IN ('dtcg','style-dictionary','spectrum','plain')),
          content_hash TEXT NOT NULL,
          imported_at TEXT NOT NULL,
          UNIQUE (system_id, path)
        ) STRICT;

        -- NULL file_id: the token comes from the system's seed file.
        ALTER TABLE token ADD COLUMN file_id INTEGER REFERENCES token_file(id) ON DELETE CASCADE;
        ALTER TABLE token ADD COLUMN line INTEGER;
        ALTER TABLE token ADD COLUMN declared_type TEXT;   -- as written, when it is not the stored type
        ALTER TABLE token ADD COLUMN group_type TEXT;      -- the nearest group's $type, as written
        ALTER TABLE token ADD COLUMN value_json TEXT;      -- the value exactly, for export
        ALTER TABLE token ADD COLUMN deprecation TEXT;     -- why, or what replaces it
        ALTER TABLE token ADD COLUMN extensions TEXT;      -- $extensions as JSON, kept, not interpreted
        -- The resolution (TokenResolver): the value at the end of the chain with references
        -- substituted, how many aliases lie between, the missing target if the chain breaks,
        -- and the chain spelled out. `mode_dependent`: the target exists only in other modes.
        ALTER TABLE token ADD COLUMN resolved_value TEXT;
        ALTER TABLE token ADD COLUMN alias_depth INTEGER NOT NULL DEFAULT 0 CHECK (alias_depth >= 0);
        ALTER TABLE token ADD COLUMN dangling TEXT;
        ALTER TABLE token ADD COLUMN mode_dependent INTEGER NOT NULL DEFAULT 0 CHECK (mode_dependent IN (0,1));
        ALTER TABLE token ADD COLUMN alias_chain TEXT;
        CREATE INDEX token_file_tokens ON token(file_id);
        CREATE INDEX token_system_path ON token(system_id, path, mode);
        CREATE INDEX token_dangling ON token(system_id) WHERE dangling IS NOT NULL;

        -- What each new version of an imported file changed.
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
        CREATE INDEX token_change_path ON token_change(system_id, path);

        -- Tokens already seeded are resolved by the view being replaced (same answers: seeds
        -- have one mode), in SQL, so this migration never depends on later Swift code.
        UPDATE token SET
          resolved_value = (SELECT r.resolved_value FROM resolved_token r WHERE r.token_id = token.id),
          alias_depth = (SELECT r.depth FROM resolved_token r WHERE r.token_id = token.id),
          dangling = (SELECT r.dangling FROM resolved_token r WHERE r.token_id = token.id),
          alias_chain = (SELECT CASE WHEN r.depth > 0 OR r.dangling IS NOT NULL THEN r.chain END
                         FROM resolved_token r WHERE r.token_id = token.id),
          declared_type = type;
        DROP VIEW resolved_token;
        CREATE VIEW resolved_token AS
        SELECT id AS token_id, system_id AS system, path, mode, type, alias_of, resolved_value,
               alias_depth AS depth, dangling, 0 AS cyclic, ifnull(alias_chain, path) AS chain
        FROM token;
        """
}
