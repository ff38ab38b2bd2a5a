import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// The snippets of `dsreg query search` for long texts.
///
/// FTS5's `snippet()` scores a window at every match against every other match in the text,
/// so its time grows with the square of the matches: a 146 KB description took 22 s, a 1 MB
/// one over a minute (`highlight()` is no better: it copies its growing answer at each match).
/// So the search asks FTS5 for the snippet only of texts up to `shortText` characters; for a
/// longer one it leaves the cell NULL and `fill` makes the snippet here: the text is cut into
/// chunks of about `chunkLength` bytes at spaces, the chunks go into a scratch in-memory FTS5
/// table with the search index's own tokenizer, and `snippet()` runs on the first chunk that
/// holds one of the words with its two neighbours (title before body, as FTS5 prefers the
/// first column on a tie).
/// Matching, stemming and highlighting stay FTS5's, and the time grows with the text's length.
enum SearchSnippet {
    /// Title and body together, in characters. A text this long with every word a match costs
    /// `snippet()` about 5 ms; the search shows at most 50 rows.
    static let shortText = 2_000
    static let chunkLength = 1_000
    /// The tokenizer of `search_index` (Schema.v7Search); a test keeps the two the same.
    static let tokenize = "porter unicode61 remove_diacritics 2"
    /// How many rows the search shows; the hits are ranked once, in `hits`.
    static let rows = 50

    /// The search's hits, best first: both the question's SQL and `fill` read them, in the
    /// same order (the rowid breaks every tie).
    static let hits = """
        SELECT s.rowid AS entry, s.system_id AS system, c.name AS component, s.kind, s.title, s.rank
        FROM search_index s LEFT JOIN component c ON c.id = s.component_id
        WHERE search_index MATCH :text
        ORDER BY s.rank, s.system_id, c.name, s.rowid
        LIMIT \(rows)
        """

    /// The words of a search, each quoted when bound: the user's text is never FTS5 syntax.
    static func words(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Fills the `snippet` cells the question's SQL left NULL (long texts). `query` is the
    /// bound FTS5 query; the rows are the hits in `hits` order.
    static func fill(_ table: ResultTable, _ db: Database, query: String) throws -> ResultTable {
        guard let column = table.columns.firstIndex(of: "snippet"),
              table.rows.contains(where: { $0[column] == .null }) else { return table }
        let texts = try Row.fetchAll(db, sql: """
            WITH hit AS (\(hits))
            SELECT CASE WHEN length(s.title) + length(s.body) > \(shortText) THEN s.title END AS title,
                   CASE WHEN length(s.title) + length(s.body) > \(shortText) THEN s.body END AS body
            FROM hit JOIN search_index s ON s.rowid = hit.entry
            ORDER BY hit.rank, hit.system, hit.component, hit.entry
            """, arguments: ["text": query])
        guard texts.count == table.rows.count else { return table }
        let either = query.split(separator: " ").joined(separator: " OR ")
        var filled = table
        for (index, row) in texts.enumerated() where filled.rows[index][column] == .null {
            let title: String? = row["title"], body: String? = row["body"]
            filled.rows[index][column] = .text(try snippet([title ?? "", body ?? ""], matching: either))
        }
        return filled
    }

    /// FTS5's snippet of the first of `texts` that matches `query`, taken from the chunk of it
    /// that holds the first match; "…" marks text left out on either side.
    static func snippet(_ texts: [String], matching query: String) throws -> String {
        let scratch = try DatabaseQueue()
        return try scratch.write { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE chunk USING fts5(text, tokenize = '\(tokenize)')")
            for text in texts {
                let chunks = Self.chunks(text)
                try db.execute(sql: "DELETE FROM chunk")
                let insert = try db.makeStatement(sql: "INSERT INTO chunk (rowid, text) VALUES (?, ?)")
                // A batch of chunks at a time: the first match is often early in the text.
                var found: Int?
                for batch in stride(from: 0, to: chunks.count, by: 32) where found == nil {
                    for index in batch..<min(batch + 32, chunks.count) { try insert.execute(arguments: [index, chunks[index]]) }
                    found = try Int.fetchOne(db, sql: "SELECT rowid FROM chunk WHERE chunk MATCH ? ORDER BY rowid LIMIT 1",
                                             arguments: [query])
                }
                guard let index = found else { continue }
                // The chunk with the first match and its neighbours, so that the words around
                // a match near a chunk's edge are there to show.
                let window = max(index - 1, 0)...min(index + 1, chunks.count - 1)
                try db.execute(sql: "DELETE FROM chunk")
                try insert.execute(arguments: [0, chunks[window].joined()])
                var snippet = try String.fetchOne(db, sql: "SELECT snippet(chunk, 0, '[', ']', '…', 12) FROM chunk WHERE chunk MATCH ?",
                                                  arguments: [query]) ?? ""
                if window.lowerBound > 0, !snippet.hasPrefix("…") { snippet = "…" + snippet }
                if window.upperBound < chunks.count - 1, !snippet.hasSuffix("…") {
                    snippet = snippet.trimmingCharacters(in: .whitespacesAndNewlines) + "…"
                }
                return snippet
            }
            return ""
        }
    }

    /// `text` in pieces of about `chunkLength` bytes, each ending after a space or line break
    /// when one is near (so no word is cut; the last one before the limit, else the first
    /// after it), else at a character boundary.
    static func chunks(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var chunks: [String] = []
        var start = 0
        while start < bytes.count {
            var end = min(start + chunkLength, bytes.count)
            if end < bytes.count {
                let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
                if let space = bytes[(end - chunkLength / 4)..<end].lastIndex(where: isSpace) {
                    end = space + 1
                } else if let space = bytes[end..<min(end + chunkLength / 4, bytes.count)].firstIndex(where: isSpace) {
                    end = space + 1
                } else {
                    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                }
            }
            chunks.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end
        }
        return chunks
    }
}
