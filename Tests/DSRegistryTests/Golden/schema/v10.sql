-- index seed_fact_path on seed_fact
CREATE INDEX seed_fact_path ON seed_fact(path);

-- index sqlite_autoindex_seed_file_cache_1 on seed_file_cache
-- (made by SQLite for a constraint)

-- table seed_fact on seed_fact
CREATE TABLE seed_fact (
  path TEXT NOT NULL REFERENCES seed_file_cache(path) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('key','system','name','family','reference')),
  value TEXT NOT NULL,
  line INTEGER NOT NULL,
  col INTEGER NOT NULL
) STRICT;

-- table seed_file_cache on seed_file_cache
CREATE TABLE seed_file_cache (
  path TEXT PRIMARY KEY NOT NULL REFERENCES seed_file(path) ON DELETE CASCADE,
  identity TEXT              -- "inode size mtime ctime" (nanoseconds); NULL: hash it next
                             -- time (it changed within two seconds of being read)
) STRICT;
