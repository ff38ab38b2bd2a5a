/// "Did you mean …?" — the one place that finds the closest names.
public enum Suggestion {
    /// Candidates within a small edit distance of `text`, closest first (case-insensitive).
    public static func closest(to text: String, in candidates: [String], limit: Int = 3) -> [String] {
        let needle = Array(text.lowercased())
        let lowered = text.lowercased()
        let threshold = max(2, needle.count / 3)
        let scored = candidates.compactMap { candidate -> (String, Int)? in
            let hay = Array(candidate.lowercased())
            // A candidate that contains the text ("logo" in "Header - With Logo") is close too.
            if needle.count >= 3, candidate.lowercased().contains(lowered) {
                return (candidate, hay == needle ? 0 : 1)
            }
            // The distance is at least the difference in length: no need to compute it (the
            // quadratic walk over a megabyte-long name took minutes, found by the fuzzer).
            guard abs(hay.count - needle.count) <= threshold else { return nil }
            return (candidate, editDistance(needle, hay))
        }
        return scored.filter { $0.1 <= threshold }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit).map(\.0)
    }

    /// "did you mean 'trailing'?" or nil when nothing is close.
    public static func didYouMean(_ text: String, in candidates: [String]) -> String? {
        didYouMean(closest(to: text, in: candidates))
    }

    /// "did you mean 'Title Bar'?" for matches already found; nil when there are none.
    package static func didYouMean(_ matches: [String]) -> String? {
        guard !matches.isEmpty else { return nil }
        return "did you mean " + matches.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    /// The command that makes a system that is not there, for every "no such system" error:
    /// `dsreg new system ID --name "…"` (an id made of `text` when it is not one).
    package static func newSystem(_ text: String) -> String {
        let isKey = !text.isEmpty && text.allSatisfy { $0.isLetter && $0.isLowercase || $0.isNumber || $0 == "-" }
        let key = isKey ? text : FileName.componentKey(for: text)
        return "dsreg new system \(key.isEmpty || key.count > 40 ? "my-system" : key) --name \"…\""
    }

    /// A fix for a system that is not there: the close ids (or `otherwise`), then how to make it.
    package static func missingSystem(_ text: String, close: [String], otherwise: String?, then: String = "") -> String {
        let create = "create it: " + newSystem(text) + then
        guard let first = didYouMean(close) ?? otherwise else { return create }
        return first + (first.hasSuffix("?") ? " Otherwise " : "; or ") + create
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for (i, ca) in a.enumerated() {
            current[0] = i + 1
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
