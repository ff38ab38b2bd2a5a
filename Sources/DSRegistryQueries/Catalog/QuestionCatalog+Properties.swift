import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// Property explosion: n booleans allow 2^n combinations, of which only some are built.
    package static let booleanProperties = Question(
        name: "boolean-props",
        summary: "Property explosion: each component's boolean properties, the 2^n combinations they allow, and the variants built.",
        parameters: [QuestionParameter("min", .integer, defaultValue: "1", help: "Only components with at least this many booleans (default 1)."), systemFilter],
        sql: """
            SELECT c.system_id AS system, c.name AS component, count(*) AS booleans,
                   1 << count(*) AS combinations,
                   (SELECT count(*) FROM variant v WHERE v.component_id = c.id) AS variants
            FROM property p JOIN component c ON c.id = p.component_id
            WHERE p.kind = 'boolean' AND \(live) AND (:system IS NULL OR c.system_id = :system)
            GROUP BY c.id
            HAVING count(*) >= :min
            ORDER BY booleans DESC, c.system_id, c.name COLLATE NOCASE
            """,
        phrasings: [
            "which components have [a] boolean explosion",
            "which components have too many booleans",
            "which components have at least {min} booleans",
            "which components have property explosion",
        ],
        emptyMessage: "no components[ in {system}] have {min} or more boolean properties",
        examples: [["min": "2"]]
    )

    /// Code Connect links a Figma component to code through each property's signature; a
    /// component is linkable when its C7 score is ready and every property has one.
    package static let unmapped = Question(
        name: "unmapped",
        summary: "Components not linkable for Code Connect, and why: properties without a SwiftUI or Compose signature, and the C7 note.",
        discussion: """
            `code_connect` is the latest C7 (Code Connect Linkability) status, or "not assessed". \
            `properties` lists each property without a signature and the platforms it lacks, \
            counting only the platforms the component ships on (its availability, else its \
            system's platforms); on iOS a UIKit signature counts as one. \
            Listed: every live component with properties or a C7 score that is not ready or \
            has an unmapped property.
            """,
        parameters: [QuestionParameter("platform", .codePlatform, help: "Only this code platform (swiftui or compose)."), systemFilter],
        sql: """
            WITH platform(name, os) AS (VALUES ('swiftui', 'ios'), ('compose', 'android')),
            \(ships),
            gap AS (
              -- Only on the platforms the component ships on; on iOS a UIKit signature maps it too.
              SELECT p.component_id, p.name AS property, p.ordinal, pl.name AS platform
              FROM property p CROSS JOIN platform pl
              JOIN ships sh ON sh.component_id = p.component_id AND sh.platform = pl.os
              WHERE (:platform IS NULL OR pl.name = :platform)
                AND NOT EXISTS (SELECT 1 FROM property_signature s
                                WHERE s.property_id = p.id
                                  AND (s.platform = pl.name OR (pl.os = 'ios' AND s.platform = 'uikit')))),
            missing AS (
              SELECT component_id, ordinal, property || ' (' || group_concat(platform, ', ') || ')' AS text
              FROM gap GROUP BY component_id, property
              ORDER BY component_id, ordinal),
            per_component AS (
              SELECT component_id, count(*) AS unmapped, group_concat(text, ', ') AS properties
              FROM missing GROUP BY component_id),
            candidate AS (
              SELECT component_id FROM property
              UNION SELECT component_id FROM latest_criterion_score WHERE criterion_id = 'C7')
            SELECT c.system_id AS system, c.name AS component,
                   ifnull(c7.status, 'not assessed') AS code_connect,
                   ifnull(m.unmapped, 0) AS unmapped, m.properties,
                   ifnull(c7.note, CASE WHEN m.unmapped > 0
                          THEN m.unmapped || CASE m.unmapped WHEN 1 THEN ' property has' ELSE ' properties have' END
                               || ' no code signature'
                          ELSE 'every property has a code signature; C7 is not assessed' END) AS why
            FROM candidate k JOIN component c ON c.id = k.component_id
            LEFT JOIN latest_criterion_score c7 ON c7.component_id = c.id AND c7.criterion_id = 'C7'
            LEFT JOIN per_component m ON m.component_id = c.id
            WHERE \(live) AND (c7.status IS NOT 'ready' OR m.unmapped > 0) AND (:system IS NULL OR c.system_id = :system)
            ORDER BY c.system_id, c.name COLLATE NOCASE
            """,
        phrasings: [
            "which components are not linkable [for] [code] [connect]",
            "what is not linkable [for] [code] [connect]",
            "which properties are unmapped [on] [{platform}]",
            "which properties have no {platform} signature",
            "which components lack code connect",
            "what blocks linking [for] [code] [connect]",
        ],
        emptyMessage: "every component[ in {system}] with properties is linkable for Code Connect[ on {platform}]",
        examples: [["platform": "swiftui"]]
    )
}
