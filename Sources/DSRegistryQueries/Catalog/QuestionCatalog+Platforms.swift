import GRDB
import DSRegistryCore
import DSRegistryStore

/// Platforms as data (issue 33): the questions read each system's declared platforms
/// (`declared_platform`), and a question with a column per platform (`lacking-state`) gets one
/// for each platform a system declares beyond iOS, Android and Figma. Those keep their columns
/// (and JSON keys) whatever is declared: keys are added, never renamed.
extension QuestionCatalog {
    /// Where a question's SQL takes the columns of the platforms beyond the built-in three: a
    /// comment, so the SQL as written (and as `docs/questions.md` shows it) runs unchanged.
    static let declaredPlatformColumns = (label: " /* declared platforms: labels */", rank: " /* declared platforms: ranks */")

    /// `sql` with a column for each platform of `extra`, in place of its markers.
    package static func expanding(_ sql: String, platforms extra: [Platform]) -> String {
        guard !extra.isEmpty, sql.contains(declaredPlatformColumns.rank) else { return sql }
        // Platform ids are slugs ([a-z][a-z0-9-]*): quoted as identifiers and literals as they are.
        // The label marker follows `… AS figma,`; the rank marker follows `… AS figma`.
        let labels = extra.map { "\n       \(coverageLabel("l.\"\($0.rawValue)\"")) AS \"\($0.rawValue)\"," }.joined()
        let ranks = extra.map { ",\n                 MAX(CASE platform WHEN '\($0.rawValue)' THEN rank END) AS \"\($0.rawValue)\"" }.joined()
        return sql.replacingOccurrences(of: declaredPlatformColumns.label, with: labels)
            .replacingOccurrences(of: declaredPlatformColumns.rank, with: ranks)
    }

    /// Every platform some system of the registry declares (or ships on by default), in the
    /// order systems declare them; `system` narrows it to one system's.
    package static func declaredPlatforms(_ db: Database, system: String? = nil) throws -> [Platform] {
        try String.fetchAll(db, sql: """
            SELECT platform FROM declared_platform WHERE ? IS NULL OR system_id = ?
            GROUP BY platform ORDER BY MIN(ordinal), platform
            """, arguments: [system, system]).compactMap(Platform.init(rawValue:))
    }

    /// The platforms beyond iOS, Android and Figma that get their own column.
    static func extraPlatforms(_ db: Database) throws -> [Platform] {
        try declaredPlatforms(db).filter { !Platform.defaults.contains($0) }
    }

    /// A `--platform` value, checked against the declared platforms (of `system` when given):
    /// the platform's id, or a `QuestionError` listing them. `code` keeps code platforms only
    /// (a11y: Figma has no accessibility of its own).
    static func platform(_ db: Database, _ text: String, parameter: String, system: String?, code: Bool) throws -> Platform {
        var declared = try declaredPlatforms(db, system: system)
        if code { declared.removeAll(where: \.isDesign) }
        let key = NameKey.of(text)
        if let match = declared.first(where: { NameKey.of($0.rawValue) == key || NameKey.of($0.label) == key }) { return match }
        throw QuestionError.invalidValue(parameter: parameter, value: text, expected: declared.map(\.rawValue))
    }

    /// A state argument: its canonical name and the text shown. Unknown words are refused with
    /// the states and the declared words (of `system` when given), and a did-you-mean.
    static func state(_ db: Database, _ text: String, system: String?) throws -> (DatabaseValue, String) {
        if let state = InteractionState(anyName: text) { return (state.rawValue.databaseValue, state.rawValue) }
        let words = try Row.fetchAll(db, sql: """
            SELECT word, state FROM platform_state_word WHERE ? IS NULL OR system_id = ? ORDER BY system_id, platform_id, word
            """, arguments: [system, system])
        let key = NameKey.of(text)
        if let row = words.first(where: { NameKey.of($0["word"] as String) == key }) {
            let state: String = row["state"]
            return (state.databaseValue, state)
        }
        var expected = InteractionState.rawValues
        for row in words where !expected.contains(row["word"] as String) { expected.append(row["word"]) }
        throw QuestionError.invalidValue(parameter: "state", value: text, expected: expected)
    }
}
