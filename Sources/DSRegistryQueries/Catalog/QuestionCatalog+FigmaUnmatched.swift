import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// What matched nothing on either side of an imported Figma library (issue 38): Figma
    /// component sets and standalone components no registry component matches, and live
    /// registry components of a system with an imported library that no Figma component matches.
    package static let figmaUnmatched = Question(
        name: "figma-unmatched",
        summary: "What matched nothing between an imported Figma library and the registry: Figma components with no registry component, and the reverse.",
        discussion: """
            Matching is figma-evidence's: a Figma component set or standalone component \
            matches a registry component by node id first (an assessment's design node, in the \
            same system), then by any of the component's current or former names, ignoring \
            case, spaces and punctuation. `side` is figma for a Figma component no registry \
            component matches (with its node id, page and file), registry for a live component \
            no Figma component of its system's imported files matches. Only systems with an \
            imported library are read: a system nobody imported a file for has nothing to \
            compare. A name that differs only in words (Figma "Header / Section", registry \
            "Section Header") is listed on both sides: rename one, or record the design node \
            in the assessment.
            """,
        parameters: [systemFilter],
        sql: """
            WITH imported AS (
              SELECT DISTINCT system_id FROM figma_file WHERE :system IS NULL OR system_id = :system)
            SELECT 'figma' AS side, m.system_id AS system, m.name, m.node_id,
                   fc.page, 'figma file ' || f.name AS source
            FROM figma_match m JOIN figma_component fc ON fc.id = m.figma_component_id
            JOIN figma_file f ON f.id = m.file_id
            WHERE m.component_id IS NULL AND m.system_id IN (SELECT system_id FROM imported)
            UNION ALL
            SELECT 'registry', c.system_id, c.name, NULL, NULL, 'registry'
            FROM component c
            WHERE c.system_id IN (SELECT system_id FROM imported) AND c.status NOT IN ('merged', 'retired')
              AND NOT EXISTS (SELECT 1 FROM figma_match m WHERE m.component_id = c.id)
            ORDER BY side, system, name COLLATE NOCASE
            """,
        phrasings: [
            "what [is] unmatched [in] figma",
            "which figma components match nothing",
            "what is [missing] in figma but not in the registry",
        ],
        emptyMessage: "everything matched[ in {system}], or no Figma library is imported; import one with: dsreg figma import FILE.json --system S",
        examples: [[:]]
    )
}
