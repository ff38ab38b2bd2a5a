import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// Where an imported Figma library and the registry disagree about a matched component:
    /// a property one has and the other lacks, a property of another kind, a different count
    /// of variants (issue 38's stretch).
    package static let figmaDrift = Question(
        name: "figma-drift",
        summary: "Where an imported Figma library and the registry disagree: names, properties only one has, kinds and options that differ, variant counts, states.",
        discussion: """
            Components match as in figma-evidence (design node, then any name); a set matched \
            by its node id whose name is not the component's current name is a `name` \
            difference (renamed on one side only). Properties \
            compare by name ignoring case, spaces, hyphens and underscores; the registry's \
            implicit properties (no Figma property) are left out. Figma's instance-swap is the \
            registry's instance. A variant property both have compares its options the same \
            way: an `option` only one side has is listed. Variants compare the count the registry records with the \
            variants the set has built, when the registry records any. A state differs when the \
            registry's Figma column says supported and the set's State (or Interaction) \
            property lacks it, or the column says not modeled or not supported and the \
            property has it (the same synonyms as lacking-state); the registry's entry is \
            what lacking-state shows, the file's only fills a blank Figma cell.
            """,
        parameters: [
            QuestionParameter("component", .component, positional: true, required: false, help: "Only this component (any of its names)."),
            systemFilter,
        ],
        sql: """
            WITH \(figmaMatches),
            linked AS (SELECT * FROM matched WHERE component_id IS NOT NULL AND (:component IS NULL OR component_id = :component)),
            figma AS (
              SELECT l.id AS fid, p.id AS pid, p.name, p.name_key AS key, CASE p.kind WHEN 'instance-swap' THEN 'instance' ELSE p.kind END AS kind,
                     p.ordinal
              FROM linked l JOIN figma_property p ON p.figma_component_id = l.id),
            registry AS (
              SELECT l.id AS fid, p.id AS pid, p.name, p.kind, p.ordinal,
                     lower(replace(replace(replace(replace(p.name, ' ', ''), '-', ''), '_', ''), '/', '')) AS key
              FROM linked l JOIN property p ON p.component_id = l.component_id WHERE NOT p.implicit),
            options AS (
              -- A variant property both sides have, with its options keyed alike on both sides.
              SELECT r.fid, r.name, r.ordinal, f.pid AS figma_pid, r.pid AS registry_pid
              FROM registry r JOIN figma f ON f.fid = r.fid AND f.key = r.key WHERE r.kind = 'variant' AND f.kind = 'variant'),
            registry_option AS (
              -- The registry's options of those properties, keyed as the registry's property names are.
              SELECT rv.property_id, rv.value, rv.ordinal,
                     lower(replace(replace(replace(replace(rv.value, ' ', ''), '-', ''), '_', ''), '/', '')) AS key
              FROM property_value rv WHERE rv.property_id IN (SELECT registry_pid FROM options)),
            drift(fid, aspect, registry, figma, ordinal) AS (
              -- A set matched by its node id whose Figma name is not the component's name.
              SELECT l.id, 'name', n.name, l.name, -1 FROM linked l
              JOIN component_name n ON n.component_id = l.component_id AND n.kind = 'current'
              WHERE l.matched_by LIKE 'node %' AND n.lookup_key <> l.lookup_key
              UNION ALL
              -- Options of such a property on one side only (ordered after its property rows).
              SELECT o.fid, 'option ' || o.name || '=' || v.value, 'missing', 'option', 500 + o.ordinal / 100.0 + v.ordinal / 100000.0
              FROM options o JOIN figma_property_value v ON v.property_id = o.figma_pid
              WHERE NOT EXISTS (SELECT 1 FROM registry_option rv WHERE rv.property_id = o.registry_pid AND rv.key = v.value_key)
              UNION ALL
              SELECT o.fid, 'option ' || o.name || '=' || rv.value, 'option', 'missing', 500 + o.ordinal / 100.0 + rv.ordinal / 100000.0
              FROM options o JOIN registry_option rv ON rv.property_id = o.registry_pid
              WHERE NOT EXISTS (SELECT 1 FROM figma_property_value v WHERE v.property_id = o.figma_pid
                                AND v.value_key = rv.key)
              UNION ALL
              SELECT f.fid, 'property ' || f.name, 'missing', f.kind, 100 + f.ordinal FROM figma f
              WHERE NOT EXISTS (SELECT 1 FROM registry r WHERE r.fid = f.fid AND r.key = f.key)
              UNION ALL
              SELECT r.fid, 'property ' || r.name, r.kind, 'missing', r.ordinal FROM registry r
              WHERE NOT EXISTS (SELECT 1 FROM figma f WHERE f.fid = r.fid AND f.key = r.key)
              UNION ALL
              SELECT r.fid, 'property ' || r.name, r.kind, f.kind, r.ordinal FROM registry r
              JOIN figma f ON f.fid = r.fid AND f.key = r.key WHERE f.kind <> r.kind
              UNION ALL
              SELECT l.id, 'variants', v.recorded, v.built, 1000 FROM linked l
              JOIN (SELECT l2.id, (SELECT count(*) FROM variant WHERE component_id = l2.component_id) AS recorded,
                           (SELECT count(*) FROM figma_variant WHERE figma_component_id = l2.id) AS built
                    FROM linked l2) v ON v.id = l.id
              WHERE v.recorded > 0 AND v.recorded <> v.built
              UNION ALL
              -- A state the registry's Figma column and the file's State property disagree on.
              SELECT l.id, 'state ' || o.state, CASE r.rank WHEN 0 THEN 'supported' WHEN 1 THEN 'not supported' ELSE 'not modeled' END,
                     replace(o.support, '-', ' '), 2000 + r.ordinal
              FROM linked l JOIN figma_state_support o ON o.figma_component_id = l.id
              JOIN (SELECT sc.component_id, sc.state, MIN(sc.ordinal) AS ordinal,
                           MIN(CASE ss.support WHEN 'supported' THEN 0 WHEN 'not-supported' THEN 1 ELSE 2 END) AS rank
                    FROM state_coverage sc JOIN state_support ss ON ss.coverage_id = sc.id
                    WHERE ss.platform = 'figma' AND ss.support <> 'not-applicable'
                    GROUP BY sc.component_id, sc.state) r ON r.component_id = l.component_id AND r.state = o.state
              WHERE (r.rank = 0) <> (o.support = 'supported'))
            SELECT c.system_id AS system, c.name AS component, l.name AS figma_component, d.aspect,
                   CAST(d.registry AS TEXT) AS registry, CAST(d.figma AS TEXT) AS figma,
                   'figma file ' || l.file_name || ifnull(', lastModified ' || l.last_modified, '') AS source
            FROM drift d JOIN linked l ON l.id = d.fid JOIN component c ON c.id = l.component_id
            ORDER BY c.system_id, c.name COLLATE NOCASE, l.file_name, l.name, d.ordinal
            """,
        phrasings: [
            "where does figma disagree with the registry",
            "where [does] figma [and] [the] registry disagree [on] [{component}]",
        ],
        emptyMessage: "no imported Figma library disagrees with the registry[ about {component}][ in {system}]",
        examples: [["component": "Header"]]
    )
}
