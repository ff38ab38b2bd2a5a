import DSRegistryCore
import DSRegistryStore


/// The built-in questions, in the order `dsreg query --list` shows them. Each one lives in a
/// `QuestionCatalog+Theme.swift` file with its SQL written out in full.
public enum QuestionCatalog {
    /// Every built-in question, in catalog order (also the order plain words are matched in).
    public static let builtIn: [Question] = [
        lackingState, accessibility,
        criterion, verdict, issues, recommendations, regressed, stale, issueAge,
        booleanProperties, figmaEvidence, figmaDrift, unmapped, codeConnectCoverage,
        tokenUsage, danglingAliases, missingTokens, rawValues, specConflicts,
        dependents, dependencies, family, search,
    ]

    /// A built-in question by name.
    ///
    /// ```swift
    /// let stale = QuestionCatalog.named("stale")     // nil for a name that is not built in
    /// ```
    ///
    /// - Parameter name: the question's exact name, as `dsreg query --list` shows it.
    public static func named(_ name: String) -> Question? {
        builtIn.first { $0.name == name }
    }

    /// SQL shared by questions that list live components only: merged and retired records
    /// stay in the registry for history but are not answers.
    static let live = "c.status NOT IN ('merged', 'retired')"

    /// A verdict's progress, one rule for `query verdict` and `dsreg show`: what the assessment
    /// `alias` recorded, or "done by ID" once an applied restructure carried out its tracked
    /// item "Verdict: …".
    static func verdictProgress(_ alias: String) -> String {
        """
        ifnull((SELECT 'done by ' || t.done_by FROM tracked_item t
                WHERE t.assessment_id = \(alias).id AND t.title LIKE 'Verdict:%' AND t.done_by IS NOT NULL
                ORDER BY t.ordinal LIMIT 1), \(alias).verdict_status)
        """
    }

    /// The platforms each component ships on, as a CTE `ships(component_id, platform)` over
    /// ios, android and figma. Code platforms (ios, android): the component's own availability
    /// rows when it has any ("iOS 17.0+"), else its system's platforms. Figma: its system's
    /// platforms. A system that names no platforms ships on all three. A gap on a platform the
    /// component does not ship on is not a gap: questions treat that platform as not applicable.
    package static let ships = """
        ships(component_id, platform) AS (
          SELECT c.id, pl.name
          FROM component c JOIN design_system d ON d.id = c.system_id
          CROSS JOIN (SELECT 'ios' AS name UNION ALL SELECT 'android' UNION ALL SELECT 'figma') pl
          WHERE CASE
            WHEN pl.name <> 'figma' AND EXISTS (SELECT 1 FROM availability a
                                                WHERE a.component_id = c.id AND a.platform IN ('ios', 'android'))
              THEN EXISTS (SELECT 1 FROM availability a WHERE a.component_id = c.id AND a.platform = pl.name)
            WHEN ifnull(d.platforms, '') <> '' THEN instr(lower(d.platforms), pl.name) > 0
            ELSE 1 END)
        """

    /// `--system`, for questions about every component: "in SYSTEM" in plain words.
    static let systemFilter = QuestionParameter("system", .system, help: "Only this design system.")

    /// `--component` and `--system`, the filters several questions share (bound as
    /// `:component`, a component id, and `:system`).
    static let componentFilters = [
        QuestionParameter("component", .component, help: "Only this component (any of its names)."),
        QuestionParameter("system", .system, help: "Only this design system."),
    ]
}
