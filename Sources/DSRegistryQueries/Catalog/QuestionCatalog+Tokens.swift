import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// Where a token is used, directly or through aliases: the recursive part walks from the
    /// token to every token that aliases it (in each system), then finds the bindings and specs
    /// that name any of them. A token that is only an alias target, missing from the registry,
    /// still has users: that is how a dangling alias is found to matter.
    package static let tokenUsage = Question(
        name: "token-usage",
        summary: "Every component and variant role that uses a token, directly or through an alias chain.",
        discussion: """
            `bound_to` is the token the role names; `depth` is how many aliases lie between it \
            and TOKEN (0: the role names TOKEN itself); `chain` spells the aliases out.
            """,
        parameters: [QuestionParameter("token", .token, positional: true, help: "The token's path.")],
        sql: """
            WITH RECURSIVE alias(system_id, path, depth, chain) AS (
              SELECT id, :token, 0, :token FROM design_system
              UNION
              SELECT t.system_id, t.path, a.depth + 1, t.path || ' → ' || a.chain
              FROM alias a JOIN token t ON t.system_id = a.system_id
                AND t.alias_of IN \(TokenPath.sqlSpellings("a.path"))
              WHERE a.depth < 64),
            use AS (
              SELECT c.system_id, c.name AS component, v.name AS variant, tb.role, tb.label,
                     'binding' AS source, tb.token_path, a.depth, a.chain, g.ordinal * 1000 + tb.ordinal AS ordinal
              FROM alias a
              JOIN token_binding tb ON tb.token_path IN \(TokenPath.sqlSpellings("a.path"))
              JOIN binding_group g ON g.id = tb.group_id
              JOIN component c ON c.id = g.component_id AND c.system_id = a.system_id
              LEFT JOIN variant v ON v.id = g.variant_id
              UNION ALL
              SELECT c.system_id, c.name, v.name, s.role, s.label, 'spec ' || s.section, s.token_path,
                     a.depth, a.chain, 1000000 + s.ordinal
              FROM alias a
              JOIN spec s ON s.token_path IN \(TokenPath.sqlSpellings("a.path"))
              JOIN component c ON c.id = s.component_id AND c.system_id = a.system_id
              LEFT JOIN variant v ON v.id = s.variant_id)
            SELECT system_id AS system, component, variant, role, label, source,
                   token_path AS bound_to, depth, chain
            FROM use
            ORDER BY system_id, component COLLATE NOCASE, depth, ordinal
            """,
        phrasings: [
            "where is [token] {token} used",
            "which components use [token] {token}",
            "what uses [token] {token}",
            "who uses [token] {token}",
            "what is using [token] {token}",
        ],
        emptyMessage: "no component uses {token}",
        examples: [["token": "text/accent/link"]]
    )

    /// Reads the resolution `TokenResolver` stored: a token is listed where its own alias, or
    /// a reference inside its value, names a token the registry does not have (looked up in
    /// its mode, then `default`). Tokens that merely alias a dangling one are not repeated.
    package static let danglingAliases = Question(
        name: "dangling-aliases",
        summary: "Tokens that alias (or refer to) a token the registry does not have, and how many roles are bound to them.",
        parameters: [systemFilter],
        sql: """
            SELECT t.system_id AS system, t.path AS token, t.mode, t.dangling AS missing_target,
                   (SELECT count(*) FROM token_binding tb
                    JOIN binding_group g ON g.id = tb.group_id
                    JOIN component c ON c.id = g.component_id
                    WHERE tb.token_path IN \(TokenPath.sqlSpellings("t.path")) AND c.system_id = t.system_id) AS bindings,
                   CASE WHEN t.alias_of IS NULL THEN 'reference in value' ELSE 'alias' END AS kind
            FROM token t
            WHERE t.dangling IS NOT NULL AND t.alias_depth <= 1 AND (:system IS NULL OR t.system_id = :system)
            ORDER BY t.system_id, t.path, t.mode
            """,
        phrasings: [
            "which aliases are dangling",
            "which tokens are dangling",
            "which aliases point nowhere",
            "what are the dangling aliases",
            "which dangling aliases [is] [there]",
        ],
        emptyMessage: "no dangling aliases[ in {system}]",
        examples: [[:]]
    )

    /// A binding keeps its token path and raw value whether or not the token exists: the
    /// token may be imported later. Until then the binding is listed here.
    package static let missingTokens = Question(
        name: "missing-tokens",
        summary: "Component roles bound to a token the registry does not have (kept with their raw value).",
        parameters: componentFilters,
        sql: """
            SELECT c.system_id AS system, c.name AS component, v.name AS variant, tb.role, tb.label,
                   tb.token_path AS token, tb.raw_value
            FROM token_binding tb
            JOIN binding_group g ON g.id = tb.group_id
            JOIN component c ON c.id = g.component_id
            LEFT JOIN variant v ON v.id = g.variant_id
            WHERE tb.token_path IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM token t WHERE t.system_id = c.system_id
                              AND t.path IN \(TokenPath.sqlSpellings("tb.token_path")))
              AND (:component IS NULL OR c.id = :component)
              AND (:system IS NULL OR c.system_id = :system) AND \(live)
            ORDER BY c.system_id, c.name COLLATE NOCASE, g.ordinal, tb.ordinal
            """,
        phrasings: [
            "which bindings have no token",
            "which tokens are missing [in] [{component}]",
            "which roles are bound to missing tokens",
        ],
        emptyMessage: "every bound token is in the registry[ for {component}][ in {system}]",
        examples: [[:]]
    )

    /// A spec value written without a token: a color (unless a binding of the same component
    /// gives that color as the default of a token), a layout size, or a font. `same_value_as`
    /// names tokens of the system that hold the same color, the likely fix.
    package static let rawValues = Question(
        name: "raw-values",
        summary: "Colors, sizes and fonts written as raw values with no token bound.",
        discussion: """
            A color counts as bound when a token binding of the same component has it as its \
            default (the page's "Role Token Default" table). Sizes are layout values with a \
            number; fonts are font names in a typography spec without a token.
            """,
        parameters: [
            QuestionParameter("kind", .rawKind, help: "Only colors, sizes or fonts."),
        ] + componentFilters,
        sql: """
            WITH raw AS (
              SELECT s.*, 'color' AS kind, f.value AS raw
              FROM spec s JOIN spec_facet f ON f.spec_id = s.id AND f.aspect = 'color'
              WHERE s.token_path IS NULL
                AND NOT EXISTS (
                  SELECT 1 FROM binding_group g JOIN token_binding tb ON tb.group_id = g.id
                  WHERE g.component_id = s.component_id AND tb.token_path IS NOT NULL
                    AND upper(tb.raw_value) = f.value)
              UNION ALL
              SELECT s.*, 'font', f.value
              FROM spec s JOIN spec_facet f ON f.spec_id = s.id AND f.aspect = 'font'
              WHERE s.token_path IS NULL
              UNION ALL
              SELECT s.*, 'size', s.value
              FROM spec s
              WHERE s.token_path IS NULL AND s.section = 'layout' AND s.value GLOB '*[0-9]*')
            SELECT c.system_id AS system, c.name AS component, v.name AS variant, r.section, r.role,
                   r.label, r.kind, r.raw AS value,
                   (SELECT group_concat(t.path, ', ') FROM token t
                    WHERE r.kind = 'color' AND t.system_id = c.system_id AND upper(t.value) = r.raw) AS same_value_as
            FROM raw r
            JOIN component c ON c.id = r.component_id
            LEFT JOIN variant v ON v.id = r.variant_id
            WHERE (:kind IS NULL OR r.kind = :kind)
              AND (:component IS NULL OR r.component_id = :component)
              AND (:system IS NULL OR c.system_id = :system) AND \(live)
            ORDER BY c.system_id, c.name COLLATE NOCASE, r.kind, v.ordinal, r.ordinal
            """,
        phrasings: [
            "which {kind} are raw",
            "which {kind} are hardcoded",
            "which values are raw",
            "which values are hardcoded",
            "where are raw {kind}",
            "what is not tokenized",
            "which components have raw {kind}",
            "which components have raw values",
            "which raw {kind} [is] [there]",
            "which raw values [is] [there]",
        ],
        emptyMessage: "no raw values[ of kind {kind}][ in {component}][ in {system}]",
        examples: [["kind": "color"]]
    )

    /// One role described with different values for the same aspect (size, font, style, color,
    /// token) across a component's variants or spec sections. A row per conflicting value, with
    /// where it is written, so each side of the contradiction can be found and fixed: the
    /// documented style (the page's block) or, with none, the variant; a spec of a variant a
    /// collapse merged into another still names that variant's style.
    package static let specConflicts = Question(
        name: "spec-conflicts",
        summary: "Roles whose specs contradict each other across a component's variants or sections (Header's title: 18/24 vs 22/26).",
        discussion: """
            Spec values are read into aspects when seeded: "Heading/L — BarkAda 18/24" is the \
            style Heading/L, the font BarkAda and the size 18/24. A conflict is one role with \
            two or more values of one aspect; each value is a row, with the documented styles \
            (or, where a variant has none, the variants) and sections that state it.
            """,
        parameters: componentFilters,
        sql: """
            WITH facet AS (
              SELECT s.component_id, s.role, f.aspect, f.value, s.section,
                     CASE WHEN m.id IS NOT NULL THEN ifnull(m.style, m.name)
                          ELSE coalesce(v.style, v.name, 'all variants') END AS variant,
                     coalesce(m.ordinal, v.ordinal, -1) AS variant_ordinal, s.ordinal
              FROM spec_facet f
              JOIN spec s ON s.id = f.spec_id
              LEFT JOIN variant v ON v.id = s.variant_id
              LEFT JOIN merged_variant m ON m.id = s.merged_variant_id
              WHERE (:component IS NULL OR s.component_id = :component)),
            conflict AS (
              SELECT component_id, role, aspect FROM facet
              GROUP BY component_id, role, aspect HAVING count(DISTINCT value) > 1),
            place AS (
              SELECT DISTINCT f.component_id, f.role, f.aspect, f.value,
                     f.variant || ' (' || f.section || ')' AS place, f.variant_ordinal, f.section
              FROM facet f JOIN conflict k USING (component_id, role, aspect)
              ORDER BY f.variant_ordinal, f.section)
            SELECT c.system_id AS system, c.name AS component, p.role, p.aspect, p.value,
                   group_concat(p.place, '; ') AS stated_in
            FROM place p JOIN component c ON c.id = p.component_id
            WHERE (:system IS NULL OR c.system_id = :system) AND \(live)
            GROUP BY p.component_id, p.role, p.aspect, p.value
            ORDER BY c.system_id, c.name COLLATE NOCASE, p.role, p.aspect, min(p.variant_ordinal), p.value
            """,
        phrasings: [
            "which specs contradict each other",
            "which specs conflict",
            "where do specs conflict",
            "which specs contradict [each] [other] [in] [{component}]",
        ],
        emptyMessage: "no spec conflicts[ in {component}][ in {system}]",
        examples: [["component": "Section Header"]]
    )
}
