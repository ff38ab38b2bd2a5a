import DSRegistryCore

extension Schema {
    /// What a seed run remembers of each file it read, so that the next run reads again only
    /// the files that changed. The daily loop is "edit one file, seed": before v10 every run
    /// parsed every file, because the cross-file checks (names, ids, families, references)
    /// read the whole parsed set.
    ///
    /// Both tables are a cache of the seed folder, not registry facts: they are neither dumped
    /// nor recorded by a restructure's undo log, and deleting any row only makes the next run
    /// read that file again.
    static let v10SeedCache = """
        -- A seed file as the last run saw it on disk. A file whose identity is unchanged is
        -- taken as unchanged without being read; any other file is hashed.
        CREATE TABLE seed_file_cache (
          path TEXT PRIMARY KEY NOT NULL REFERENCES seed_file(path) ON DELETE CASCADE,
          identity TEXT              -- "inode size mtime ctime" (nanoseconds); NULL: hash it next
                                     -- time (it changed within two seconds of being read)
        ) STRICT;

        -- What the cross-file checks need of a component file, as its last run parsed it, with
        -- where it stands in the file: the file's component id (`key`), the system and family
        -- it names, its name, and the components it refers to (slots and relationships).
        CREATE TABLE seed_fact (
          path TEXT NOT NULL REFERENCES seed_file_cache(path) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('key','system','name','family','reference')),
          value TEXT NOT NULL,
          line INTEGER NOT NULL,
          col INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX seed_fact_path ON seed_fact(path);
        """
}
