import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// The text of `dsreg query NAME --help` and the rows of `dsreg query --list`.
public enum QuestionHelp {
    /// A question's help, with anything a saved question's file wrote shown, never obeyed.
    public static func render(_ question: Question) -> String {
        TerminalText.visible(renderUnescaped(question), keepingNewlines: true)
    }

    static func renderUnescaped(_ question: Question) -> String {
        var lines = ["OVERVIEW: \(question.summary)", "", "USAGE: dsreg query \(question.usage)"]
        if !question.discussion.isEmpty { lines += ["", question.discussion] }
        if !question.parameters.isEmpty {
            lines += ["", "PARAMETERS:"]
            for parameter in question.parameters {
                let head = parameter.positional ? "  <\(parameter.name)>" : "  --\(parameter.name) <\(parameter.kind.rawValue)>"
                var text = head + "  " + parameter.help
                if let note = parameter.kind.declaredNote {
                    text += " " + note.replacingOccurrences(of: "`", with: "")
                } else if let values = parameter.kind.values { text += " Values: \(values.joined(separator: ", "))." }
                if let defaultValue = parameter.defaultValue { text += " Default: \(defaultValue)." }
                lines.append(text)
            }
        }
        if !question.phrasings.isEmpty {
            lines += ["", "ASKED IN PLAIN WORDS:"]
            lines += question.phrasings.map { "  dsreg query \"\($0.pattern)\"" }
        }
        lines += ["", "Examples:", "  dsreg query \(question.usage)"] + question.examples.map { "  dsreg query " + question.commandLine($0) }
            + ["  dsreg query \(question.name) --format json"]
        if let first = question.phrasings.first {
            lines.append("  dsreg query \"\(QuestionGrammar.example(first.pattern))\"")
        }
        if case .saved(let path) = question.origin { lines += ["", "SAVED IN: \(path)"] }
        lines += ["", "SQL:", question.sql.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One row per question: name, usage, where it comes from, what it answers.
    public static func list(_ questions: [Question]) -> ResultTable {
        ResultTable(
            columns: ["name", "usage", "source", "summary"],
            rows: questions.map { question in
                let source: String = switch question.origin {
                case .builtIn: "built-in"
                case .saved(let path): path
                }
                return [.text(question.name), .text(question.usage), .text(source), .text(question.summary)]
            },
            emptyMessage: "no questions")
    }
}

extension QuestionHelp {
    /// `docs/questions.md`: every question with its usage, phrasings and output columns (the
    /// JSON keys). A test regenerates it, so the documented keys are the keys the SQL returns.
    package static func reference(_ questions: [Question], columns: (Question) throws -> [String]) rethrows -> String {
        var text = """
            # Questions

            `dsreg query NAME …` asks one of these; `dsreg query "a sentence"` asks one in plain words.
            Every question takes `--format table|json|ndjson|csv|markdown` and `--fail-if-any`.
            The columns are the JSON keys: snake_case, stable, and only ever added to.
            Generated from the catalog by `QuestionReferenceTests`; do not edit by hand.

            """
        for question in questions {
            text += "\n## \(question.name)\n\n\(question.summary)\n\n```\ndsreg query \(question.usage)\n```\n\n"
            if !question.parameters.isEmpty {
                for parameter in question.parameters {
                    let name = parameter.positional ? parameter.name.uppercased() : "--\(parameter.name)"
                    var line = "- `\(name)` (\(parameter.kind.rawValue)): \(parameter.help)"
                    if let note = parameter.kind.declaredNote {
                        line += " " + note
                    } else if let values = parameter.kind.values {
                        line += " One of: " + values.map { "`\($0)`" }.joined(separator: ", ") + "."
                    }
                    text += line + "\n"
                }
                text += "\n"
            }
            text += "Columns: " + (try columns(question)).map { "`\($0)`" }.joined(separator: ", ") + "\n\n"
            if !question.examples.isEmpty {
                text += "Examples: " + question.examples.map { "`dsreg query \(question.commandLine($0))`" }.joined(separator: ", ") + "\n\n"
            }
            text += "Asked as: " + question.phrasings.map { "\"\(QuestionGrammar.example($0.pattern))\"" }.joined(separator: "; ") + "\n"
        }
        return text
    }
}
