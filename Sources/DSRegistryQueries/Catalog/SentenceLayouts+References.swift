import Foundation

/// "https://www.figma.com/file/…?node-id=18430-2919 where does …", "PR #410: components whose
/// C1 …", "CI failing on job ready-focus (build #5521): which …", "@lena asked in #ios …",
/// "2026-10-02T09:14:55Z WARN codeconnect: 3 components not connected — what's …": what was
/// pasted beside a question to say where it came from (a link, a pull request's or a build's
/// number, a chat channel, a log line's stamp) says nothing of what is asked, and goes. A link
/// alone is still read as a link (`SentenceLayouts.fromURL`).
extension SentenceLayouts {
    static func withoutReferences(_ text: String) -> String {
        // (Looked for only when a mark of one is in the text: most sentences have none.)
        guard text.contains(where: \.isWhitespace), text.contains(where: { $0 == "#" || $0 == ":" || $0 == "/" })
                || text.contains("PR ") || text.contains("MR ") else { return text }
        let tokens = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var kept: [String] = []
        var droppedBefore = false
        var stamped = false
        for (at, token) in tokens.enumerated() {
            let core = token.trimmingCharacters(in: CharacterSet(charactersIn: "()[],.:;!?\"'"))
            let trailing = String(token.reversed().prefix { ",:;!?)".contains($0) }.reversed())
            var drop = false
            if ["http://", "https://", "www."].contains(where: { core.lowercased().hasPrefix($0) }) {
                drop = true
            } else if isStamp(core) {
                (drop, stamped) = (true, true)
            } else if stamped, droppedBefore, ["WARN", "WARNING", "ERROR", "INFO", "DEBUG", "FATAL", "TRACE"].contains(core) {
                drop = true
            } else if isNumber(core, after: kept.last) {
                drop = true
                // ("(build #5521)", "PR 410": the word that says what the number is goes with it.)
                if let last = kept.last, isReferenceNoun(last) {
                    kept.removeLast()
                    let opened = last.hasPrefix("(")
                    kept.append(contentsOf: [String(trailing.filter { $0 != ")" || !opened })].filter { !$0.isEmpty })
                    droppedBefore = true
                    continue
                }
            } else if core.hasPrefix("#"), core.dropFirst().first?.isLetter == true, at == 0 && token.hasSuffix(":") || isChannel(core, after: kept) {
                // ("asked in #ios", "#ios-dev: where's …": a chat's channel, no hashtag of the question.)
                drop = true
            }
            droppedBefore = drop
            if drop {
                if !trailing.isEmpty, trailing != ")" { kept.append(String(trailing.filter { $0 != ")" })) }
            } else {
                kept.append(token)
            }
        }
        var read = kept.joined(separator: " ")
        // ("… WARN codeconnect: 3 components not connected — what's …": a log line's message before the question.)
        if stamped, let dash = read.range(of: " — ") ?? read.range(of: " -- ") ?? read.range(of: " | ") { read = String(read[dash.upperBound...]) }
        return read.trimmingCharacters(in: .whitespaces)
    }

    /// Whether a hashtag after "in", "to", "from" or "via" is a chat's channel: one that
    /// something was asked or posted in, or named with a hyphen ("posted in #design-ops");
    /// "gaps in #iOS" names a platform.
    private static func isChannel(_ core: String, after kept: [String]) -> Bool {
        guard let last = kept.last?.lowercased(), ["in", "to", "from", "via", "into"].contains(last) else { return false }
        let verb = kept.dropLast().last?.lowercased().trimmingCharacters(in: .punctuationCharacters) ?? ""
        return core.contains("-") || ["asked", "posted", "said", "wrote", "shared", "mentioned", "raised", "pinged", "flagged", "reported",
                                      "ask", "post", "asking", "posting", "came", "up", "dropped", "thread"].contains(verb)
    }

    /// The words that say what a number after them is: "PR #410", "build #5521".
    private static let referenceNouns: Set<String> = ["pr", "mr", "build", "job", "pipeline", "run", "ticket", "bug", "story", "commit",
                                                      "incident", "thread", "changeset", "cl"]

    private static func isReferenceNoun(_ word: String) -> Bool {
        referenceNouns.contains(word.trimmingCharacters(in: CharacterSet(charactersIn: "(")).lowercased())
    }

    /// "#410", or "410" after "PR" or "MR": a pull request's or a build's number; "set text/brand
    /// to #112233" is a colour (three, six or eight digits, or after "to", "is", "as", "=").
    private static func isNumber(_ core: String, after last: String?) -> Bool {
        if core.hasPrefix("#"), core.count > 1, core.dropFirst().allSatisfy(\.isNumber) {
            return last.map(isReferenceNoun) == true || ![3, 6, 8].contains(core.count - 1) && !["to", "is", "as", "=", "from", "into"].contains(last?.lowercased() ?? "")
        }
        guard !core.isEmpty, core.allSatisfy(\.isNumber), let last else { return false }
        return ["PR", "MR", "(PR", "(MR"].contains(last)
    }

    /// "2026-10-02T09:14:55Z": a date with its time, as logs stamp their lines.
    private static func isStamp(_ core: String) -> Bool {
        guard let t = core.firstIndex(of: "T") else { return false }
        return SentenceWords.isDate(String(core[..<t])) && core[core.index(after: t)...].first?.isNumber == true
    }
}
