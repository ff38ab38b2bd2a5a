import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// What changed in an imported Figma library between one observation and the next
    /// (issue 38): `figma_change`, which `dsreg figma import` fills when it replaces a file.
    package static let figmaHistory = Question(
        name: "figma-history",
        summary: "What changed in an imported Figma library from one import to the next: components, properties, options, variants.",
        discussion: """
            Importing a newer response of a file already imported replaces its observation \
            and keeps each difference: a component set added, removed or renamed (same node \
            id, new name), a property added, removed or of another kind, a variant option or \
            a built variant added or removed, each with the versions and lastModified dates of \
            both responses. A change belongs to the registry component its set matches (the \
            set's node id as an assessment's design node, then its name, or its former name \
            when renamed, through the one lookup); `component` is empty when none does. The \
            first import of a file records no changes.
            """,
        parameters: [
            QuestionParameter("component", .component, positional: true, required: false, help: "Only this component (any of its names)."),
            systemFilter,
        ],
        sql: """
            WITH change AS (
              SELECT fc.*, ifnull(
                       (SELECT a.component_id FROM assessment a JOIN component c ON c.id = a.component_id
                        WHERE a.design_node = fc.node_id AND c.system_id = fc.system_id
                        ORDER BY a.version_major DESC, a.version_minor DESC, a.version_patch DESC LIMIT 1),
                       ifnull((SELECT n.component_id FROM component_name n WHERE n.system_id = fc.system_id AND n.lookup_key = fc.lookup_key),
                              (SELECT n.component_id FROM component_name n
                               WHERE n.system_id = fc.system_id AND n.lookup_key = fc.former_lookup_key))) AS component_id
              FROM figma_change fc WHERE :system IS NULL OR fc.system_id = :system)
            SELECT h.system_id AS system, c.name AS component, h.figma_component, replace(h.change, '-', ' ') AS change,
                   h.subject AS detail, h.before, h.after,
                   ifnull('version ' || h.old_version || ', ', '') || ifnull(h.old_last_modified, '') AS from_version,
                   ifnull('version ' || h.new_version || ', ', '') || ifnull(h.new_last_modified, '') AS to_version,
                   'figma file ' || h.file_name AS source
            FROM change h LEFT JOIN component c ON c.id = h.component_id
            WHERE :component IS NULL OR h.component_id = :component
            ORDER BY h.ordinal
            """,
        phrasings: [
            "what changed in figma [for] [{component}]",
            "how did [the] figma [library] change [for] [{component}]",
            "which figma changes [is] [there] [for] [{component}]",
            "figma history [of] [{component}]",
        ],
        emptyMessage: "no changes between two imports of a Figma library[ for {component}][ in {system}]; import a newer response of the same file with: dsreg figma import FILE.json --system S",
        examples: [["component": "Header"]]
    )

}
