import DSRegistryCore
import DSRegistryStore


/// A named question the registry answers with one SQL statement: "lacking-state pressed".
///
/// Built-in questions and a team's saved `.sql` files are the same value, so they are listed,
/// explained, parsed and run the same way. The SQL names its parameters (`:state`); each
/// parameter's kind checks and canonicalizes what the user typed before it is bound, so SQL
/// text never carries user input.
public struct Question: Sendable {
    package enum Origin: Sendable, Equatable {
        case builtIn
        case saved(path: String)
    }

    /// The name it is asked by: `lacking-state`, or a saved file's `name:` (its file name by default).
    public var name: String
    /// One line: what the question answers.
    package var summary: String
    /// More: how to read the answer. Shown by `dsreg query NAME --help`.
    package var discussion: String
    /// The parameters, positional ones first in the order they are typed.
    public var parameters: [QuestionParameter]
    package var sql: String
    /// Sentences the question answers (`which components lack {state} state`), for plain-word
    /// questions; `{name}` stands for a parameter's value.
    package var phrasings: [Phrasing]
    /// A saved question's concept words (`-- concepts:` and its phrases' words); nil for a
    /// built-in one, whose concepts are in `QuestionConcepts.builtIn`.
    package var concepts: QuestionConcepts?
    /// What a table says when there are no rows; `{name}` is a parameter's value and
    /// `[ on {platform}]` is kept only when that parameter was given.
    package var emptyMessage: String
    /// Column names that are each a value of this parameter (lacking-state's `ios`, `android`,
    /// `figma`): when the parameter is given, only its own column is shown.
    package var columnsPerValueOf: String?
    /// The `snippet` cells the SQL leaves NULL (texts too long for FTS5's snippet()) are made
    /// by `SearchSnippet.fill`: the built-in search.
    package var fillsLongSnippets: Bool
    /// A saved question's header rule for its rows about components nobody assessed; it is
    /// written into `sql` and `notAssessed` when the file is read.
    package var unassessed: UnassessedRows?
    /// The statement that counts what `sql` leaves out as not assessed (one row, one number,
    /// `not_assessed`), bound with the same parameters: the note "and 30 components not
    /// assessed" comes from SQL, as the rows do. The SQL itself leaves those rows out unless
    /// `:include_unassessed` (the `includeUnassessed` parameter).
    package var notAssessed: String?
    /// Arguments it is documented with (docs/questions.md, `--help`): a test asks each, and with
    /// `--include-unassessed`, through the command, `--print-sql` in sqlite3 and Datasette.
    package var examples: [QuestionArguments]
    package var origin: Origin

    package init(
        name: String, summary: String, discussion: String = "", parameters: [QuestionParameter] = [],
        sql: String, notAssessed: String? = nil, phrasings: [Phrasing] = [], emptyMessage: String,
        columnsPerValueOf: String? = nil, fillsLongSnippets: Bool = false, unassessed: UnassessedRows? = nil,
        examples: [QuestionArguments] = [], origin: Origin = .builtIn
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.parameters = parameters
        self.sql = sql
        self.phrasings = phrasings
        self.emptyMessage = emptyMessage
        self.columnsPerValueOf = columnsPerValueOf
        self.fillsLongSnippets = fillsLongSnippets
        self.unassessed = unassessed
        self.notAssessed = notAssessed
        self.examples = examples
        self.origin = origin
    }

    package func parameter(_ name: String) -> QuestionParameter? {
        parameters.first { $0.name == name }
    }

    /// `lacking-state STATE [--platform P]`, as `--list` and help show it.
    public var usage: String {
        ([name] + parameters.map(\.usage)).joined(separator: " ")
    }

    /// The words after the question's name that give these arguments: positional values, then
    /// options. `arguments(from:)` reads them back.
    public func words(for arguments: QuestionArguments) -> [String] {
        var words: [String] = []
        for parameter in parameters where parameter.positional {
            if let value = arguments[parameter.name] { words.append(value) }
        }
        for parameter in parameters where !parameter.positional {
            guard let value = arguments[parameter.name], value != parameter.defaultValue else { continue }
            if parameter.kind == .flag {
                // "1" as given, "yes" as `bind` displays it.
                if value == "1" || value == "yes" { words.append("--" + parameter.name) }
            } else {
                words += ["--" + parameter.name, value]
            }
        }
        return words
    }

    /// The command line that asks this question with these arguments, as the user could type it:
    /// what a plain-word question echoes (`→ lacking-state pressed --platform android`).
    package func commandLine(_ arguments: QuestionArguments) -> String {
        ([name] + words(for: arguments).map(ShellWord.quoted)).joined(separator: " ")
    }

    /// The empty message with the arguments filled in; "among assessed components" when
    /// `notAssessed` components were left out.
    func emptyMessage(_ arguments: QuestionArguments, notAssessed: Int) -> String {
        emptyMessage(arguments) + (notAssessed > 0 ? " among assessed components" : "")
    }

    /// The empty message with the arguments filled in.
    func emptyMessage(_ arguments: QuestionArguments) -> String {
        var text = emptyMessage
        // Optional parts first: "[ on {platform}]".
        while let open = text.firstIndex(of: "["), let close = text[open...].firstIndex(of: "]") {
            let inner = String(text[text.index(after: open)..<close])
            let names = parameters.map(\.name).filter { inner.contains("{\($0)}") }
            let keep = names.allSatisfy { arguments[$0] != nil }
            text.replaceSubrange(open...close, with: keep ? inner : "")
        }
        for parameter in parameters {
            text = text.replacingOccurrences(of: "{\(parameter.name)}", with: arguments[parameter.name] ?? "")
        }
        return text
    }
}

/// A sentence a question answers: `which components lack {state} state on {platform}`.
/// `{name}` captures one or more words as that parameter's value; `[word]` is an optional word.
/// `fixed` adds arguments the sentence implies ("what still blocks code connect" asks about C7).
package struct Phrasing: Sendable, Equatable, ExpressibleByStringLiteral {
    package var pattern: String
    package var fixed: QuestionArguments

    package init(_ pattern: String, fixed: QuestionArguments = [:]) {
        self.pattern = pattern
        self.fixed = fixed
    }

    package init(stringLiteral pattern: String) {
        self.init(pattern)
    }
}

/// What the user gave for each parameter, by name, as typed (or canonical, once resolved).
public typealias QuestionArguments = [String: String]
