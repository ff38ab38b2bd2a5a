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
