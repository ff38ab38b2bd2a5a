/// The built-in questions, in the order `dsreg query --list` shows them. Each one lives in a
/// `QuestionCatalog+Theme.swift` file with its SQL written out in full.
public enum QuestionCatalog {
    public static let builtIn: [Question] = [
        lackingState, accessibility,
        criterion, verdict, issues, recommendations, regressed, stale, issueAge,
        booleanProperties, unmapped,
        tokenUsage, danglingAliases, missingTokens, rawValues, specConflicts,
        dependents, dependencies, family, search,
    ]

    /// A built-in question by name.
    public static func named(_ name: String) -> Question? {
        builtIn.first { $0.name == name }
    }

    /// SQL shared by questions that list live components only: merged and retired records
    /// stay in the registry for history but are not answers.
    static let live = "c.status NOT IN ('merged', 'retired')"

    /// `--component` and `--system`, the filters several questions share (bound as
    /// `:component`, a component id, and `:system`).
    static let componentFilters = [
        QuestionParameter("component", .component, help: "Only this component (any of its names)."),
        QuestionParameter("system", .system, help: "Only this design system."),
    ]
}
