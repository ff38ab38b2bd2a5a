import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// One component's state in the last `dsreg codeconnect check` (bound `:id`): no row when
    /// the check did not cover its system or none was run. What `dsreg show` writes beside C7.
    static let codeConnectStatus = """
        WITH last AS (SELECT id, checked_at, system_id FROM codeconnect_check ORDER BY id DESC LIMIT 1)
        SELECT last.checked_at,
               (SELECT group_concat(platform, ', ') FROM (SELECT DISTINCT f.platform FROM codeconnect_finding f
                 WHERE f.check_id = last.id AND f.system_id = c.system_id AND f.component_key = c.key
                   AND f.kind = 'connected' ORDER BY f.platform)) AS connected,
               (SELECT count(*) FROM codeconnect_finding f
                 WHERE f.check_id = last.id AND f.system_id = c.system_id AND f.component_key = c.key
                   AND f.kind NOT IN ('connected', 'not-connected')) AS problems
        FROM component c JOIN last ON last.system_id IS NULL OR last.system_id = c.system_id
        WHERE c.id = :id
        """

    /// C7 measured: how many live components the last `dsreg codeconnect check` found
    /// connected, per system, and which are not connected or drifted.
    package static let codeConnectCoverage = Question(
        name: "codeconnect-coverage",
        summary: "Code Connect coverage per system from the last `dsreg codeconnect check`: connected / total, what is not connected, what drifted.",
        discussion: """
            Reads the stored result of the last `dsreg codeconnect check DIR` (each check \
            replaces the one before). `total` counts live components (not merged or retired); \
            `connected` those a Code Connect file links to, on either platform (`swiftui` and \
            `compose` count each), and is empty for a system the last check did not cover \
            (`checked_at` empty too). `drifted` \
            names components whose files map a property or enum value the registry does not \
            have, or miss one it has. `problems` counts the check's findings about the system \
            other than connected and not-connected.
            """,
        parameters: [QuestionParameter("system", .system, help: "Only this design system.")],
        sql: """
            WITH last AS (SELECT id, checked_at, folder, system_id FROM codeconnect_check ORDER BY id DESC LIMIT 1),
            state AS (
              SELECT c.system_id, c.name,
                     EXISTS (SELECT 1 FROM last WHERE last.system_id IS NULL OR last.system_id = c.system_id) AS checked,
                     EXISTS (SELECT 1 FROM codeconnect_finding f JOIN last ON f.check_id = last.id
                             WHERE f.system_id = c.system_id AND f.component_key = c.key AND f.kind = 'connected') AS connected,
                     EXISTS (SELECT 1 FROM codeconnect_finding f JOIN last ON f.check_id = last.id
                             WHERE f.system_id = c.system_id AND f.component_key = c.key AND f.kind = 'connected'
                               AND f.platform = 'swiftui') AS swiftui,
                     EXISTS (SELECT 1 FROM codeconnect_finding f JOIN last ON f.check_id = last.id
                             WHERE f.system_id = c.system_id AND f.component_key = c.key AND f.kind = 'connected'
                               AND f.platform = 'compose') AS compose,
                     (SELECT count(*) FROM codeconnect_finding f JOIN last ON f.check_id = last.id
                      WHERE f.system_id = c.system_id AND f.component_key = c.key
                        AND f.kind NOT IN ('connected', 'not-connected')) AS problems
              FROM component c
              WHERE \(live) AND (:system IS NULL OR c.system_id = :system)
              ORDER BY c.system_id, c.name COLLATE NOCASE)
            SELECT s.system_id AS system,
                   CASE WHEN max(s.checked) THEN sum(s.connected) END AS connected,
                   count(*) AS total,
                   CASE WHEN max(s.checked) THEN sum(s.swiftui) END AS swiftui,
                   CASE WHEN max(s.checked) THEN sum(s.compose) END AS compose,
                   CASE WHEN max(s.checked) THEN group_concat(CASE WHEN NOT s.connected THEN s.name END, ', ') END AS not_connected,
                   group_concat(CASE WHEN s.problems > 0 THEN s.name END, ', ') AS drifted,
                   sum(s.problems) AS problems,
                   CASE WHEN max(s.checked) THEN (SELECT checked_at FROM last) END AS checked_at,
                   CASE WHEN max(s.checked) THEN (SELECT folder FROM last) END AS folder
            FROM state s
            GROUP BY s.system_id
            ORDER BY s.system_id
            """,
        phrasings: [
            "what is the code connect coverage [of] [{system}]",
            "which components are connected [to] [code] [connect] [in] [{system}]",
            "how many components are connected [in] [{system}]",
        ],
        emptyMessage: "no live components[ in {system}]",
        examples: [[:]]
    )
}
