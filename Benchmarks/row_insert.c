/* The floor of a seed's write through SQLite's own row path: every row of a seeded registry
 * (SRC) inserted into an empty registry of the same schema (DST) by prepared 256-row INSERTs,
 * values bound straight from the source rows, table by table, foreign keys on, in one
 * transaction. Unlike `INSERT INTO t SELECT * FROM src.t` with foreign keys off (run.sh's
 * first floor), SQLite cannot copy the records whole here: it checks every NOT NULL, CHECK,
 * unique and foreign key, and fires the search-index triggers, as any program that builds
 * rows must. Used by Benchmarks/run.sh.
 *
 * With `first-seed` as a third argument it writes as dsreg writes a first seed (into a registry
 * nothing was seeded into): foreign keys off while inserting, then one `PRAGMA
 * foreign_key_check` over everything before COMMIT, failing on any dangling row.
 *
 *   cc -O2 -o row_insert Benchmarks/row_insert.c -lsqlite3 && ./row_insert src.sqlite dst.sqlite [first-seed]
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BATCH 256

static void fail(sqlite3 *db, const char *what) {
    fprintf(stderr, "row_insert: %s: %s\n", what, sqlite3_errmsg(db));
    exit(1);
}

/* "INSERT OR IGNORE INTO "t" VALUES (?,…),(?,…)…" for `rows` rows of `columns` values. */
static char *insert_sql(const char *table, int columns, int rows) {
    size_t size = strlen(table) + 64 + (size_t)rows * ((size_t)columns * 2 + 3);
    char *sql = malloc(size), *p = sql;
    if (!sql) exit(1);
    p += sprintf(p, "INSERT OR IGNORE INTO main.\"%s\" VALUES ", table);
    for (int r = 0; r < rows; r++) {
        *p++ = r ? ',' : ' ';
        *p++ = '(';
        for (int c = 0; c < columns; c++) { if (c) *p++ = ','; *p++ = '?'; }
        *p++ = ')';
    }
    *p = 0;
    return sql;
}

int main(int argc, char **argv) {
    int first_seed = argc == 4 && strcmp(argv[3], "first-seed") == 0;
    if (argc != 3 && !first_seed) { fprintf(stderr, "usage: row_insert SRC DST [first-seed]\n"); return 64; }
    sqlite3 *db;
    if (sqlite3_open(argv[2], &db) != SQLITE_OK) fail(db, "open");
    char *attach = sqlite3_mprintf("ATTACH %Q AS src", argv[1]);
    if (sqlite3_exec(db, first_seed ? "PRAGMA foreign_keys = OFF; PRAGMA temp_store = MEMORY"
                                    : "PRAGMA foreign_keys = ON; PRAGMA temp_store = MEMORY", 0, 0, 0) != SQLITE_OK
        || sqlite3_exec(db, attach, 0, 0, 0) != SQLITE_OK || sqlite3_exec(db, "BEGIN", 0, 0, 0) != SQLITE_OK)
        fail(db, "setup");
    sqlite3_free(attach);
    sqlite3_stmt *tables;
    if (sqlite3_prepare_v2(db, "SELECT name FROM src.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                               "AND name NOT LIKE 'search_index%' AND name <> 'grdb_migrations' ORDER BY rowid",
                           -1, &tables, 0) != SQLITE_OK) fail(db, "tables");
    while (sqlite3_step(tables) == SQLITE_ROW) {
        const char *table = (const char *)sqlite3_column_text(tables, 0);
        char *select = sqlite3_mprintf("SELECT * FROM src.\"%w\"", table);
        sqlite3_stmt *rows, *batch, *tail = 0;
        if (sqlite3_prepare_v2(db, select, -1, &rows, 0) != SQLITE_OK) fail(db, select);
        sqlite3_free(select);
        int columns = sqlite3_column_count(rows);
        char *sql = insert_sql(table, columns, BATCH);
        if (sqlite3_prepare_v2(db, sql, -1, &batch, 0) != SQLITE_OK) fail(db, sql);
        free(sql);
        /* Each batch's values, copied from the source rows, bound when the batch is full. */
        sqlite3_value **values = calloc((size_t)BATCH * columns, sizeof *values);
        if (!values) exit(1);
        int pending = 0, code;
        while ((code = sqlite3_step(rows)) == SQLITE_ROW) {
            for (int c = 0; c < columns; c++) values[pending * columns + c] = sqlite3_value_dup(sqlite3_column_value(rows, c));
            if (++pending == BATCH) {
                for (int i = 0; i < BATCH * columns; i++) { sqlite3_bind_value(batch, i + 1, values[i]); sqlite3_value_free(values[i]); }
                if (sqlite3_step(batch) != SQLITE_DONE) fail(db, table);
                sqlite3_reset(batch);
                pending = 0;
            }
        }
        if (code != SQLITE_DONE) fail(db, table);
        if (pending) {
            sql = insert_sql(table, columns, pending);
            if (sqlite3_prepare_v2(db, sql, -1, &tail, 0) != SQLITE_OK) fail(db, sql);
            free(sql);
            for (int i = 0; i < pending * columns; i++) { sqlite3_bind_value(tail, i + 1, values[i]); sqlite3_value_free(values[i]); }
            if (sqlite3_step(tail) != SQLITE_DONE) fail(db, table);
            sqlite3_finalize(tail);
        }
        free(values);
        sqlite3_finalize(batch);
        sqlite3_finalize(rows);
    }
    sqlite3_finalize(tables);
    if (first_seed) {
        sqlite3_stmt *check;
        if (sqlite3_prepare_v2(db, "PRAGMA main.foreign_key_check", -1, &check, 0) != SQLITE_OK) fail(db, "foreign_key_check");
        if (sqlite3_step(check) == SQLITE_ROW) { fprintf(stderr, "row_insert: a dangling row in %s\n", sqlite3_column_text(check, 0)); return 1; }
        sqlite3_finalize(check);
    }
    if (sqlite3_exec(db, "COMMIT", 0, 0, 0) != SQLITE_OK) fail(db, "commit");
    sqlite3_close(db);
    return 0;
}
