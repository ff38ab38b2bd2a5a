import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// Dependencies are the `uses` links plus the components a slot accepts
    /// (`component_dependency`). Both walks keep the shortest path to each component and
    /// never revisit one, so a cycle ends the walk instead of looping.
    package static let dependents = Question(
        name: "dependents",
        summary: "Components that depend on a component, transitively, with depth and path.",
        discussion: "Depth 1 uses COMPONENT directly (a `uses` link or a slot that accepts it); depth 2 uses one of those; and so on.",
        parameters: walkParameters,
        sql: walk(from: "target_id", to: "component_id", path: "c.name || ' → ' || w.path"),
        phrasings: [
            "what depends on {component}",
            "which components depend on {component}",
            "who uses {component}",
            "what uses {component}",
            "which components use {component}",
            "what is using {component}",
            "what needs {component}",
            "where is {component} used",
            "which components contain {component}",
        ],
        emptyMessage: "nothing depends on {component}",
        examples: [["component": "Avatar"], ["component": "Avatar", "system": "backbase"]]
    )

    package static let dependencies = Question(
        name: "dependencies",
        summary: "Components a component depends on, transitively, with depth and path.",
        parameters: walkParameters,
        sql: walk(from: "component_id", to: "target_id", path: "w.path || ' → ' || c.name"),
        phrasings: [
            "what does {component} depend on",
            "what does {component} use",
            "which components does {component} use",
            "what does {component} contain",
            "what is inside {component}",
            "which {component} dependencies",
        ],
        emptyMessage: "{component} depends on no other component",
        examples: [["component": "Section Header"]]
    )

    private static let walkParameters = [
        QuestionParameter("component", .component, positional: true, help: "The component (any of its names)."),
        QuestionParameter("system", .system, help: "The design system, when several have a component of that name."),
    ]

    /// The walk along `component_dependency` edges from `from` to `to` (dependents walk the
    /// edges backwards); `path` spells the way back to the start.
    private static func walk(from: String, to: String, path: String) -> String {
        """
        WITH RECURSIVE walk(component_id, depth, path, via, visited) AS (
          SELECT id, 0, name, NULL, ',' || id || ',' FROM component WHERE id = :component
          UNION ALL
          SELECT d.\(to), w.depth + 1, \(path), d.via, w.visited || d.\(to) || ','
          FROM walk w
          JOIN component_dependency d ON d.\(from) = w.component_id
          JOIN component c ON c.id = d.\(to)
          WHERE instr(w.visited, ',' || d.\(to) || ',') = 0 AND w.depth < 32)
        SELECT c.system_id AS system, c.name AS component, min(w.depth) AS depth, w.via, w.path
        FROM walk w JOIN component c ON c.id = w.component_id
        WHERE w.depth > 0
        GROUP BY w.component_id
        ORDER BY depth, c.system_id, c.name COLLATE NOCASE
        """
    }

    package static let family = Question(
        name: "family",
        summary: "The components of a family, with status and latest verdict.",
        parameters: [
            QuestionParameter("family", .family, positional: true, help: "The family's name or key."),
            QuestionParameter("system", .system, help: "The design system, when several have a family of that name."),
        ],
        sql: """
            SELECT o.system, o.component, o.status, o.version, o.date, o.verdict,
                   (SELECT group_concat(n.name, ', ') FROM component_name n
                    WHERE n.component_id = o.component_id AND n.kind = 'former') AS former_names
            FROM component_overview o JOIN component c ON c.id = o.component_id
            WHERE c.family_id = :family
            ORDER BY o.status <> 'active', o.component COLLATE NOCASE
            """,
        phrasings: [
            "what is in [the] {family} family",
            "which components are in [the] {family} family",
            "list [the] {family} family",
            "show [the] {family} family",
            "which [is] [in] {family} family",
            "which components [is] [in] {family} family",
        ],
        emptyMessage: "the family {family} has no components",
        examples: [["family": "header"]]
    )

    /// Full text over what a page shows, properties, variants, slots and states too since v14 (FTS5 with
    /// Porter stemming, so "pressed" finds "press"). Every word must match; best matches first.
    package static let search = Question(
        name: "search",
        summary: "Full-text search over everything a component's page shows (names and former names, descriptions, properties and their options, variants, slots, states and their notes, issues, recommendations, guidelines, accessibility, specs, strings) and tokens, ranked, with the matching snippet.",
        discussion: "Every word must appear (stemmed: \"mapping\" finds \"mapped\"). Matches are in [brackets]. At most 50 rows, best first.",
        parameters: [QuestionParameter("text", .search, positional: true, help: "The words to find.")],
        // The 50 best hits first, then a snippet for each of them only. snippet() is quadratic
        // in a text's matches, so a long text's snippet is left NULL here and made by
        // `SearchSnippet.fill` (sqlite3 running `--print-sql` shows it NULL).
        sql: """
            WITH hit AS (
              \(SearchSnippet.hits.replacing("\n", with: "\n  ")))
            SELECT hit.system, hit.component, hit.kind, hit.title,
                   CASE WHEN length(s.title) + length(s.body) <= \(SearchSnippet.shortText)
                        THEN snippet(search_index, -1, '[', ']', '…', 12) END AS snippet
            FROM hit CROSS JOIN search_index s ON s.rowid = hit.entry
            WHERE search_index MATCH :text
            ORDER BY hit.rank, hit.system, hit.component, hit.entry
            """,
        phrasings: ["search [for] {text}", "find {text}", "where is {text} mentioned"],
        emptyMessage: "nothing mentions {text}",
        fillsLongSnippets: true,
        examples: [["text": "pressed state"]]
    )
}
