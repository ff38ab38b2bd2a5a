import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// Where an imported Figma library and the registry disagree about a matched component:
    /// a property one has and the other lacks, a property of another kind, a different count
    /// of variants (issue 38's stretch).
    package static let figmaDrift = Question(
        name: "figma-drift",
        summary: "Where an imported Figma library and the registry disagree: properties only one has, kinds that differ, variant counts, states.",
        discussion: """
            Components match as in figma-evidence (design node, then any name). Properties \
            compare by name ignoring case, spaces, hyphens and underscores; the registry's \
            implicit properties (no Figma property) are left out. Figma's instance-swap is the \
            registry's instance. Variants compare the count the registry records with the \
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
              SELECT l.id AS fid, p.name, p.name_key AS key, CASE p.kind WHEN 'instance-swap' THEN 'instance' ELSE p.kind END AS kind,
                     p.ordinal
              FROM linked l JOIN figma_property p ON p.figma_component_id = l.id),
            registry AS (
              SELECT l.id AS fid, p.name, p.kind, p.ordinal,
                     lower(replace(replace(replace(replace(p.name, ' ', ''), '-', ''), '_', ''), '/', '')) AS key
              FROM linked l JOIN property p ON p.component_id = l.component_id WHERE NOT p.implicit),
            drift(fid, aspect, registry, figma, ordinal) AS (
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
