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

/// Shell completion of names from the registry (read-only, quiet; see `CompletionNames`),
/// each name encoded for the scripts of `CompletionScript` (`CompletionWire`).
extension CompletionKind {
    static func registry(_ kind: CompletionNames.Kind) -> CompletionKind {
        .custom { words, _, prefix in CompletionNames.names(kind, words: words, prefix: prefix).map(CompletionWire.encoded) }
    }

    /// `dsreg query NAME ARGS…`: question names for the first word, component names after it.
    static let queryWords: CompletionKind = .custom { words, index, prefix in
        let takesValue: Set<String> = ["--db", "--format", "--queries", "--as-of", "--timeout", "--max-rows"]
        var position = (words.firstIndex(of: "query") ?? 0) + 1
        var first = true
        while position < index {
            if words[position].hasPrefix("-") {
                position += takesValue.contains(words[position]) ? 2 : 1
            } else {
                first = false
                position += 1
            }
        }
        return CompletionNames.names(first ? .question : .component, words: words, prefix: prefix).map(CompletionWire.encoded)
    }
}
