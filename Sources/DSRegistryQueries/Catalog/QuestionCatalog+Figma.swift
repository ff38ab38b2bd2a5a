import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// What an imported Figma library (`dsreg figma import`) says about each registry component
    /// it matches: the facts an assessment reads off the file (issue 38).
    package static let figmaEvidence = Question(
        name: "figma-evidence",
        summary: "What an imported Figma library shows per component: booleans, theoretical combinations, variants built, interaction states.",
        discussion: """
            Reads the observations `dsreg figma import` stored. A Figma component set or \
            standalone component matches a registry component by node id first (an \
            assessment's design node, in the same system), then by name (any of the \
            component's current or former names, ignoring case, spaces and punctuation); \
            unmatched ones are not listed. `theoretical` is the product over its properties of \
            each one's values: 2 for a boolean, the options of a variant property; text and \
            instance-swap properties do not multiply. `built` counts the set's variants (its \
            COMPONENT children). `states` lists each variant property named State or \
            Interaction with the values that are interaction states (the same synonyms as \
            lacking-state: Active is pressed, Focus is focused).
            """,
        parameters: [
            QuestionParameter("component", .component, positional: true, required: false, help: "Only this component (any of its names)."),
            systemFilter,
        ],
        sql: """
            WITH state_name(key, state) AS (VALUES \(stateNames)),
            \(figmaMatches),
            factor AS (
              SELECT p.figma_component_id AS fid, p.ordinal,
                     CASE p.kind WHEN 'boolean' THEN 2
                       WHEN 'variant' THEN max(1, (SELECT count(*) FROM figma_property_value v WHERE v.property_id = p.id))
                       ELSE 1 END AS f
              FROM figma_property p WHERE p.figma_component_id IN (SELECT id FROM observed)),
            product(fid, ordinal, value) AS (
              SELECT id, -1, 1 FROM observed
              UNION ALL
              SELECT pr.fid, fa.ordinal, pr.value * fa.f FROM product pr JOIN factor fa ON fa.fid = pr.fid AND fa.ordinal = pr.ordinal + 1),
            state_value AS (
              -- In the order Figma lists the options.
              SELECT p.id, p.figma_component_id AS fid, p.ordinal, p.name, s.state
              FROM figma_property p JOIN figma_property_value v ON v.property_id = p.id
              JOIN state_name s ON s.key = v.value_key
              WHERE p.kind = 'variant' AND p.name_key IN ('state', 'states', 'interaction', 'interactions', 'interactionstate')
              ORDER BY p.id, v.ordinal),
            states AS (
              SELECT fid, ordinal, name || ': ' || group_concat(state, ', ') AS text
              FROM state_value GROUP BY id ORDER BY fid, ordinal)
            SELECT c.system_id AS system, c.name AS component, m.name AS figma_component, m.matched_by,
                   (SELECT count(*) FROM figma_property p WHERE p.figma_component_id = m.id AND p.kind = 'boolean') AS booleans,
                   (SELECT value FROM product WHERE fid = m.id ORDER BY ordinal DESC LIMIT 1) AS theoretical,
                   (SELECT count(*) FROM figma_variant v WHERE v.figma_component_id = m.id) AS built,
                   (SELECT group_concat(text, '; ') FROM states WHERE fid = m.id) AS states,
                   'figma file ' || m.file_name || ifnull(', lastModified ' || m.last_modified, '') AS source
            FROM matched m JOIN component c ON c.id = m.component_id
            WHERE :component IS NULL OR c.id = :component
            ORDER BY c.system_id, c.name COLLATE NOCASE, m.file_name, m.name
            """,
        phrasings: [
            "what does figma say about {component}",
            "what does [the] figma [library] show [for] [{component}]",
            "which figma evidence [is] [there] [for] [{component}]",
        ],
        emptyMessage: "no imported Figma library matches[ {component}][ in {system}]; import one with: dsreg figma import FILE.json --system S",
        examples: [["component": "Header"]]
    )

    /// The Figma components observed (in `:system`, when given), each with the registry
    /// component it matches: `observed`, then `matched` (its `component_id`, NULL when none, and
    /// `matched_by`), by v16's `figma_match`: node id first (the latest assessment whose design
    /// node it is, in the same system), then the one lookup's key space (current and former
    /// names), which `figma_component.lookup_key` was keyed for.
    static let figmaMatches = """
        observed AS (
          SELECT fc.id, fc.node_id, fc.name, fc.lookup_key, f.system_id, f.name AS file_name, f.last_modified
          FROM figma_component fc JOIN figma_file f ON f.id = fc.file_id
          WHERE :system IS NULL OR f.system_id = :system),
        matched AS (
          SELECT o.*, m.component_id, m.matched_by FROM observed o JOIN figma_match m ON m.figma_component_id = o.id)
        """

    /// Every name of an interaction state, as `NameKey` keys it, paired with the canonical
    /// state: the canonical names and the platform synonyms `lacking-state` accepts (v16's
    /// `figma_state_word` holds the same pairs, written out; `SchemaTests` keeps them equal).
    static let stateNames: String = {
        var pairs = InteractionState.allCases.map { (NameKey.of($0.rawValue), $0.rawValue) }
        pairs += InteractionState.synonyms.map { ($0.key, $0.value.rawValue) }
        var seen = Set<String>()
        return pairs.sorted { $0.0 < $1.0 }.filter { seen.insert($0.0).inserted }
            .map { "('\($0.0)', '\($0.1)')" }.joined(separator: ", ")
    }()
}
