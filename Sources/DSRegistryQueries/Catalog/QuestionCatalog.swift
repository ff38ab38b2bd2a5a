import DSRegistryCore
import DSRegistryStore


/// The built-in questions, in the order `dsreg query --list` shows them. Each one lives in a
/// `QuestionCatalog+Theme.swift` file with its SQL written out in full.
public enum QuestionCatalog {
    /// Every built-in question, in catalog order (also the order plain words are matched in).
    public static let builtIn: [Question] = [
        lackingState, accessibility,
        criterion, criteria, verdict, issues, recommendations, regressed, stale, issueAge,
        booleanProperties, figmaEvidence, figmaDrift, figmaHistory, figmaUnmatched, unmapped, codeConnectCoverage,
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
    /// its system's declared platforms (`declared_platform`: iOS, Android and Figma for a system
    /// that declares none). Code platforms: the component's own availability rows when it has
    /// any ("iOS 17.0+"), else every platform its system declares (a system that names its
    /// platforms only in free text: those it names). Figma: its system's platforms. A gap on a
    /// platform the component does not ship on is not a gap: questions treat that platform as
    /// not applicable. `Schema`'s v13 `state_coverage_cell` freezes the same rule.
    package static let ships = """
        ships(component_id, platform) AS (
          SELECT c.id, pl.platform
          FROM component c JOIN design_system d ON d.id = c.system_id
          JOIN declared_platform pl ON pl.system_id = c.system_id
          WHERE CASE
            WHEN pl.platform <> 'figma' AND EXISTS (SELECT 1 FROM availability a
                                                    WHERE a.component_id = c.id AND a.platform <> 'figma')
              THEN EXISTS (SELECT 1 FROM availability a WHERE a.component_id = c.id AND a.platform = pl.platform)
            WHEN pl.declared THEN 1
            WHEN ifnull(d.platforms, '') <> '' THEN instr(lower(d.platforms), pl.platform) > 0
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
