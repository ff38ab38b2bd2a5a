import ArgumentParser
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryPublishing
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistrySeeding
import DSRegistryStore
import DSRegistrySynthetic
import DSRegistryTokens

/// The completion scripts argument-parser writes, with the one part that handles registry
/// names replaced. Its bash script fed them to `compgen -W`, which expands `$(…)`, backquotes
/// and `$VAR`: a component named `Evil $(touch X)` ran `touch X` when someone pressed TAB.
/// Here each shell reads the names `CompletionWire` encodes, decodes them without evaluating
/// anything, and offers them literally (bash quotes each with `printf %q`; zsh's `compadd`
/// and fish quote what they insert). `CompletionInjectionTests` runs all three shells.
enum CompletionScript {
    /// `--generate-completion-script SHELL` (or `=SHELL`) for a shell named explicitly; nil
    /// leaves the command line to argument-parser (autodetection, an unknown shell's error).
    static func requested(_ arguments: [String]) -> CompletionShell? {
        let name: String
        if arguments.count == 2, arguments[0] == "--generate-completion-script" {
            name = arguments[1]
        } else if arguments.count == 1, arguments[0].hasPrefix("--generate-completion-script=") {
            name = String(arguments[0].dropFirst("--generate-completion-script=".count))
        } else {
            return nil
        }
        return [CompletionShell.bash, .zsh, .fish].first { $0.rawValue == name }
    }

    static func script(for shell: CompletionShell) -> String {
        let generated = DSReg.completionScript(for: shell)
        switch shell {
        case .bash: return bash(generated)
        case .zsh: return zsh(generated)
        default: return fish(generated)
        }
    }

    static func bash(_ script: String) -> String {
        let call = "__dsreg_add_completions -W \"$(__dsreg_custom_complete "
        var lines = script.components(separatedBy: "\n").map { line -> String in
            guard let range = line.range(of: call), line.hasSuffix(")\")\"") else { return line }
            return line[..<range.lowerBound] + "__dsreg_add_literal_completions " + line[range.upperBound...].dropLast(2)
        }
        let function = """
            # Registry names are data: one a line, percent-encoded; printf %b decodes them (it
            # expands no $(...), backquote or variable) and printf %q quotes each for the line.
            __dsreg_add_literal_completions() {
                local line name
                while IFS='' read -r line; do
                    [[ -z "${line}" ]] && continue
                    printf -v name '%b' "${line//%/\\\\x}"
                    printf -v name '%q' "${name}"
                    COMPREPLY+=("${name}")
                done < <(__dsreg_custom_complete "${@}")
            }

            """
        if let index = lines.firstIndex(of: "_dsreg() {") { lines.insert(function, at: index) }
        return lines.joined(separator: "\n")
    }

    static func zsh(_ script: String) -> String {
        let original = """
            __dsreg_custom_complete() {
                local -a completions
                completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
                if [[ "${#completions[@]}" -gt 1 ]]; then
                    __dsreg_complete "${completions[@]:0:-1}"
                fi
            }
            """
        let literal = """
            __dsreg_custom_complete() {
                # Registry names are data: one a line, percent-encoded; printf %b decodes them
                # without evaluating anything, and compadd quotes what it inserts.
                local -a completions
                local line name
                for line in "${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}"; do
                    [[ -z "${line}" || "${line}" = ' ' ]] && continue
                    printf -v name '%b' "${line//\\%/\\\\x}"
                    completions+=("${name}")
                done
                (( ${#completions} )) && compadd -- "${completions[@]}"
            }
            """
        return script.replacingOccurrences(of: original, with: literal)
    }

    static func fish(_ script: String) -> String {
        let original = "    command $tokens[1] $argv $tokens\nend"
        let literal = """
                # Registry names are data: one a line, percent-encoded; string unescape decodes
                # them without evaluating anything; NUL-separated, a name may hold a line break.
                for line in (command $tokens[1] $argv $tokens)
                    test -n "$line"; and printf '%s\\0' (string unescape --style=url -- $line | string collect)
                end
            end
            """
        return script.replacingOccurrences(of: original, with: literal).components(separatedBy: "\n").map { line in
            guard line.contains("(__dsreg_custom_completion "), line.hasSuffix("(__dsreg_tokens -tC))'") else { return line }
            return line.dropLast(2) + " | string split0)'"
        }.joined(separator: "\n")
    }
}
