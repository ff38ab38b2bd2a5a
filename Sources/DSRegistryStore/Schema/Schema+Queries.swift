import Foundation
import GRDB
import DSRegistryCore

extension Schema {
    /// What the query catalog needs beyond the facts: spec facets, the views people use from
    /// `sqlite3` or Datasette to get the CLI's answers, and the full-text index.
    static func v3Queries(_ db: Database) throws {
        try db.execute(sql: v3Facets)
        // Registries seeded before v3 have specs without facets; the seed skips unchanged files,
        // so fill them here once.
        // The facets are read by this migration's own frozen copy of the parser, never by
        // `SpecFacet`, which may change later.
        let specs = try Row.fetchAll(db, sql: "SELECT id, section, value FROM spec")
        for spec in specs {
            for (aspect, value) in V3SpecFacets.parse(spec["value"], section: spec["section"]) {
                try db.execute(sql: "INSERT INTO spec_facet (spec_id, aspect, value) VALUES (?, ?, ?)",
                    arguments: [spec["id"], aspect, value])
            }
        }
        try db.execute(sql: v3Views)
        try db.execute(sql: v3Search)
    }

    static let v3Facets = """
        CREATE TABLE spec_facet (
          spec_id INTEGER NOT NULL REFERENCES spec(id) ON DELETE CASCADE,
          aspect TEXT NOT NULL CHECK (aspect IN ('style','font','size','color','token')),
          value TEXT NOT NULL CHECK (value <> ''),
          PRIMARY KEY (spec_id, aspect)
        ) STRICT;
        -- token-usage finds the specs that name a token.
        CREATE INDEX spec_token ON spec(token_path);
        """

    static let v3Views = """
        -- The newest assessment of each component, by semantic version (1.10.0 after 1.9.0).
        CREATE VIEW latest_assessment AS
        SELECT a.* FROM assessment a
        WHERE NOT EXISTS (
          SELECT 1 FROM assessment b
          WHERE b.component_id = a.component_id
            AND (b.version_major, b.version_minor, b.version_patch)
              > (a.version_major, a.version_minor, a.version_patch));

        -- A component with its system, family and latest assessment: what `dsreg list` shows.
        CREATE VIEW component_overview AS
        SELECT c.id AS component_id, c.system_id AS system, c.name AS component, c.status,
               f.name AS family, la.version, la.date, la.verdict, la.status AS assessment_status,
               la.overall_status
        FROM component c
        LEFT JOIN family f ON f.id = c.family_id
        LEFT JOIN latest_assessment la ON la.component_id = c.id;

        -- Each criterion's score in the latest assessment.
        CREATE VIEW latest_criterion_score AS
        SELECT la.component_id, cs.criterion_id, cs.status, cs.note, la.version
        FROM latest_assessment la JOIN criterion_score cs ON cs.assessment_id = la.id;

        -- An issue with its status at the latest assessment; resolved once a restructure did it.
        CREATE VIEW issue_status AS
        SELECT i.id AS issue_id, i.component_id, i.key, i.criterion_id, i.title, i.detail,
               CASE WHEN i.resolved_by IS NOT NULL THEN 'resolved' ELSE ifnull(ai.status, 'open') END AS status,
               i.resolved_by, i.ordinal
        FROM issue i
        LEFT JOIN latest_assessment la ON la.component_id = i.component_id
        LEFT JOIN assessment_issue ai ON ai.assessment_id = la.id AND ai.issue_id = i.id;

        -- A recommendation with its status at the latest assessment; done once a restructure did it.
        CREATE VIEW recommendation_status AS
        SELECT r.id AS recommendation_id, r.component_id, r.key, r.kind, r.title, r.detail,
               CASE WHEN r.done_by IS NOT NULL THEN 'done' ELSE ifnull(ar.status, 'proposed') END AS status,
               r.done_by, r.ordinal
        FROM recommendation r
        LEFT JOIN latest_assessment la ON la.component_id = r.component_id
        LEFT JOIN assessment_recommendation ar ON ar.assessment_id = la.id AND ar.recommendation_id = r.id;

        -- One row per component and recorded state: each platform's answer, the most supportive
        -- across scopes, or 'not assessed' when the registry has no row for that platform.
        CREATE VIEW state_coverage_matrix AS
        SELECT sc.component_id, c.system_id AS system, c.name AS component, sc.state,
               ifnull(MIN(CASE WHEN ss.platform = 'ios' THEN ss.support END), 'not-assessed') AS ios,
               ifnull(MIN(CASE WHEN ss.platform = 'android' THEN ss.support END), 'not-assessed') AS android,
               ifnull(MIN(CASE WHEN ss.platform = 'figma' THEN ss.support END), 'not-assessed') AS figma
        FROM state_coverage sc
        JOIN component c ON c.id = sc.component_id
        LEFT JOIN state_support ss ON ss.coverage_id = sc.id
        GROUP BY sc.component_id, sc.state;

        -- Every token with its alias chain followed to the end, within its system and mode:
        -- `resolved_value` is the last token's value, `dangling` names a missing target, and a
        -- chain longer than 64 steps is reported as a cycle.
        CREATE VIEW resolved_token AS
        WITH RECURSIVE chain(token_id, next_path, value, depth, trail) AS (
          SELECT id, alias_of, value, 0, path FROM token
          UNION ALL
          SELECT chain.token_id, t.alias_of, t.value, chain.depth + 1, chain.trail || ' → ' || t.path
          FROM chain
          JOIN token origin ON origin.id = chain.token_id
          JOIN token t ON t.system_id = origin.system_id AND t.path = chain.next_path AND t.mode = origin.mode
          WHERE chain.next_path IS NOT NULL AND chain.depth < 64),
        ends AS (
          SELECT token_id, next_path, value, depth, trail,
                 ROW_NUMBER() OVER (PARTITION BY token_id ORDER BY depth DESC) AS position
          FROM chain)
        SELECT t.id AS token_id, t.system_id AS system, t.path, t.mode, t.type, t.alias_of,
               CASE WHEN e.next_path IS NULL THEN e.value END AS resolved_value,
               e.depth,
               CASE WHEN e.next_path IS NOT NULL AND e.depth < 64 THEN e.next_path END AS dangling,
               e.depth >= 64 AS cyclic,
               CASE WHEN e.next_path IS NOT NULL THEN e.trail || ' → ' || e.next_path ELSE e.trail END AS chain
        FROM token t JOIN ends e ON e.token_id = t.id AND e.position = 1;

        -- What a component depends on: components it uses, and components its slots accept.
        CREATE VIEW component_dependency AS
        SELECT component_id, target_id, 'uses' AS via FROM relationship WHERE kind = 'uses'
        UNION
        SELECT s.component_id, sa.component_id, 'slot ' || s.name
        FROM slot_accept sa JOIN slot s ON s.id = sa.slot_id
        WHERE sa.component_id IS NOT NULL AND sa.component_id <> s.component_id;
        """

    /// Full-text search over names, descriptions, issues, recommendations and guidelines. A row's
    /// rowid is its source row id times 4 plus the kind, so triggers update it without a scan.
    static let v3Search = """
        CREATE VIRTUAL TABLE search_index USING fts5(
          kind UNINDEXED, component_id UNINDEXED, title, body,
          tokenize = 'porter unicode61 remove_diacritics 2');

        CREATE TRIGGER search_component_insert AFTER INSERT ON component BEGIN
          INSERT INTO search_index (rowid, kind, component_id, title, body)
          VALUES (NEW.id * 4, 'component', NEW.id, NEW.name,
                  trim(ifnull(NEW.role, '') || ' ' || ifnull(NEW.description, '') || ' ' || ifnull(NEW.in_context, '')));
        END;
        CREATE TRIGGER search_component_update AFTER UPDATE ON component BEGIN
          DELETE FROM search_index WHERE rowid = OLD.id * 4;
          INSERT INTO search_index (rowid, kind, component_id, title, body)
          VALUES (NEW.id * 4, 'component', NEW.id, NEW.name,
                  trim(ifnull(NEW.role, '') || ' ' || ifnull(NEW.description, '') || ' ' || ifnull(NEW.in_context, '')));
        END;
        CREATE TRIGGER search_component_delete AFTER DELETE ON component BEGIN
          DELETE FROM search_index WHERE rowid = OLD.id * 4;
        END;

        CREATE TRIGGER search_issue_insert AFTER INSERT ON issue BEGIN
          INSERT INTO search_index (rowid, kind, component_id, title, body)
          VALUES (NEW.id * 4 + 1, 'issue', NEW.component_id, NEW.title, ifnull(NEW.detail, ''));
        END;
        CREATE TRIGGER search_issue_update AFTER UPDATE ON issue BEGIN
          DELETE FROM search_index WHERE rowid = OLD.id * 4 + 1;
          INSERT INTO search_index (rowid, kind, component_id, title, body)
          VALUES (NEW.id * 4 + 1, 'issue', NEW.component_id, NEW.title, ifnull(NEW.detail, ''));
        END;
        CREATE TRIGGER search_issue_delete AFTER DELETE ON issue BEGIN
          DELETE FROM search_index WHERE rowid = OLD.id * 4 + 1;
        END;

        CREATE TRIGGER search_recommendation_insert AFTER INSERT ON recommendation BEGIN
          INSERT INTO search_index (rowid, kind, component_id, title, body)
          VALUES (NEW.id * 4 + 2, 'recommendation', NEW.component_id, NEW.title, ifnull(NEW.detail, ''));
        END;
        CREATE TRIGGER search_recommendation_update AFTER UPDATE ON recommendation BEGIN
          DELETE FROM search_index WHERE rowid = OLD.id * 4 + 2;
          INSERT INTO search_index (rowid, kind, component_id, title, body)
          VALUES (NEW.id * 4 + 2, 'recommendation', NEW.component_id, NEW.title, ifnull(NEW.detail, ''));
        END;
        CREATE TRIGGER search_recommendation_delete AFTER DELETE ON recommendation BEGIN
          DELETE FROM search_index WHERE rowid = OLD.id * 4 + 2;
        END;

        CREATE TRIGGER search_guideline_insert AFTER INSERT ON guideline BEGIN
          INSERT INTO search_index (rowid, kind, component_id, title, body)
          VALUES (NEW.id * 4 + 3, 'guideline', NEW.component_id, ifnull(NEW.section, ''), NEW.text);
        END;
        CREATE TRIGGER search_guideline_update AFTER UPDATE ON guideline BEGIN
          DELETE FROM search_index WHERE rowid = OLD.id * 4 + 3;
          INSERT INTO search_index (rowid, kind, component_id, title, body)
          VALUES (NEW.id * 4 + 3, 'guideline', NEW.component_id, ifnull(NEW.section, ''), NEW.text);
        END;
        CREATE TRIGGER search_guideline_delete AFTER DELETE ON guideline BEGIN
          DELETE FROM search_index WHERE rowid = OLD.id * 4 + 3;
        END;

        INSERT INTO search_index (rowid, kind, component_id, title, body)
        SELECT id * 4, 'component', id, name,
               trim(ifnull(role, '') || ' ' || ifnull(description, '') || ' ' || ifnull(in_context, ''))
        FROM component;
        INSERT INTO search_index (rowid, kind, component_id, title, body)
        SELECT id * 4 + 1, 'issue', component_id, title, ifnull(detail, '') FROM issue;
        INSERT INTO search_index (rowid, kind, component_id, title, body)
        SELECT id * 4 + 2, 'recommendation', component_id, title, ifnull(detail, '') FROM recommendation;
        INSERT INTO search_index (rowid, kind, component_id, title, body)
        SELECT id * 4 + 3, 'guideline', component_id, ifnull(section, ''), text FROM guideline;
        """
}

/// FROZEN: never edit. The spec-facet parser exactly as `v3-queries` shipped it (a copy of
/// `SpecFacet.parse` as of that migration), so that the migration fills `spec_facet` the same
/// way whatever later becomes of `SpecFacet`. It names sections and aspects by their SQL
/// strings, not by Swift enums, for the same reason. `SchemaSnapshotTests` proves it agrees
/// with `SpecFacet.parse` on every spec value of Seeds/. When `SpecFacet` later changes on
/// purpose, this copy stays as it is: narrow that test to what still agrees, and add a new
/// migration that refills `spec_facet` if registries made before must follow.
enum V3SpecFacets {
    /// The facets of one spec value, in a fixed aspect order (style, font, size, color, token).
    static func parse(_ value: String, section: String) -> [(aspect: String, value: String)] {
        var facets: [String: String] = [:]
        func keep(_ aspect: String, _ text: String) {
            let text = text.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty, facets[aspect] == nil { facets[aspect] = text }
        }
        let typography = section == "typography"
        for segment in segments(of: value) {
            if let hex = hexColor(in: segment) {
                keep("color", hex)
            } else if isTokenPath(segment) {
                keep("token", segment)
            } else if let (size, rest) = typeSize(in: segment) {
                keep("size", size)
                if typography, !rest.isEmpty { keep(rest.contains("/") ? "style" : "font", rest) }
            } else if typography {
                keep(segment.contains("/") ? "style" : "font", segment)
            }
        }
        return ["style", "font", "size", "color", "token"].compactMap { aspect in
            facets[aspect].map { (aspect, $0) }
        }
    }

    private static func segments(of value: String) -> [String] {
        var parts = [value]
        for separator in [" · ", " — ", " – "] {
            parts = parts.flatMap { $0.components(separatedBy: separator) }
        }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func hexColor(in segment: String) -> String? {
        guard segment.first == "#" else { return nil }
        let digits = segment.dropFirst()
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        return segment.uppercased()
    }

    private static func isTokenPath(_ segment: String) -> Bool {
        let parts = segment.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && part.first?.isLetter == true
        }
    }

    private static func typeSize(in segment: String) -> (size: String, rest: String)? {
        let characters = Array(segment)
        var index = 0
        while index < characters.count {
            guard characters[index].isNumber, index == 0 || !characters[index - 1].isNumber else { index += 1; continue }
            var end = index
            while end < characters.count, characters[end].isNumber { end += 1 }
            let first = String(characters[index..<end])
            var cursor = end
            while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
            guard cursor < characters.count, characters[cursor] == "/" else { index = end; continue }
            cursor += 1
            while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
            var secondEnd = cursor
            while secondEnd < characters.count, characters[secondEnd].isNumber { secondEnd += 1 }
            guard secondEnd > cursor else { index = end; continue }
            let size = first + "/" + String(characters[cursor..<secondEnd])
            let rest = (String(characters[..<index]) + String(characters[secondEnd...]))
                .trimmingCharacters(in: .whitespaces)
            return (size, rest)
        }
        return nil
    }
}
