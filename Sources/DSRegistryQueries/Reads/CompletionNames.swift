import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// Names for shell completion (`dsreg --generate-completion-script bash|zsh|fish`): the
/// completion scripts call `dsreg` back with the words typed so far, and these answer from the
/// registry those words name (`--db`, else `$DSREG_DB`, else `./dsreg.sqlite`). The registry is
/// opened read-only, never built or upgraded, and any failure is no names: a completion is
/// never an error message in the middle of a command line.
public enum CompletionNames {
    /// What kind of name to complete.
    public enum Kind: Sendable {
        /// Names of components, design systems, families, questions and token paths.
        case component, system, family, question, token
        /// An imported token file (`tokens remove`), an applied migration (`migrate revert`).
        case tokenFile, migration
    }

    /// The names of `kind` that start with `prefix` (ignoring case), sorted, at most 500.
    ///
    /// ```swift
    /// let names = CompletionNames.names(.component, words: ["show", "--db", "eb.sqlite"], prefix: "Hea")
    /// ```
    ///
    /// - Parameters:
    ///   - kind: what kind of name to complete.
    ///   - words: the command line typed so far; its `--db` (and, for questions, `--queries`)
    ///     say which registry or folder to read.
    ///   - prefix: the word being completed.
    ///   - environment: where `DSREG_DB` is read from.
    /// - Returns: the names; empty for any failure, never an error.
    public static func names(_ kind: Kind, words: [String], prefix: String,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var names: [String]
        if kind == .question {
            names = QuestionCatalog.builtIn.map(\.name)
            let folder = value(of: "--queries", in: words) ?? "Queries"
            names += SavedQuestions.load(folder: URL(fileURLWithPath: folder), displayPrefix: folder).questions.map(\.name)
        } else {
            let path = RegistryLocation(explicit: value(of: "--db", in: words), environment: environment).path
            guard FileManager.default.fileExists(atPath: path),
                  let registry = try? Registry.reading(at: path),
                  let read = try? registry.writer.read({ db in try String.fetchAll(db, sql: sql(kind)) })
            else { return [] }
            names = read
        }
        let lowered = typedText(prefix).lowercased()
        return Array(Set(names).filter { $0.lowercased().hasPrefix(lowered) }.sorted().prefix(500))
    }

    static func sql(_ kind: Kind) -> String {
        switch kind {
        case .component: "SELECT name FROM component"
        case .system: "SELECT id FROM design_system"
        case .family: "SELECT key FROM family"
        case .token: "SELECT DISTINCT path FROM token"
        case .tokenFile: "SELECT path FROM token_file"
        case .migration: "SELECT id FROM restructure"
        case .question: "SELECT NULL WHERE 0"
        }
    }

    /// The value given to `option` in the words typed so far (`--db x` or `--db=x`).
    static func value(of option: String, in words: [String]) -> String? {
        for (index, word) in words.enumerated().reversed() {
            if word.hasPrefix(option + "=") { return unquoted(String(word.dropFirst(option.count + 1))) }
            if word == option, index + 1 < words.count { return unquoted(words[index + 1]) }
        }
        return nil
    }

    /// The text a word being typed stands for, as far as it goes: `Evil\ $` and `'Evil $` are
    /// `Evil $`. Quotes (closed or not) and backslashes go; nothing is expanded.
    static func typedText(_ word: String) -> String {
        var text = ""
        var quote: Character?
        var escaped = false
        for character in word {
            if escaped {
                text.append(character)
                escaped = false
            } else if let open = quote {
                if character == open { quote = nil } else if character == "\\" && open == "\"" { escaped = true } else { text.append(character) }
            } else if character == "\\" {
                escaped = true
            } else if character == "'" || character == "\"" {
                quote = character
            } else {
                text.append(character)
            }
        }
        return text
    }

    /// Shells pass words as typed: `'my db.sqlite'` or `"x"` lose their quotes here.
    static func unquoted(_ word: String) -> String {
        guard word.count >= 2, let first = word.first, first == word.last, first == "'" || first == "\"" else { return word }
        return String(word.dropFirst().dropLast())
    }
}
