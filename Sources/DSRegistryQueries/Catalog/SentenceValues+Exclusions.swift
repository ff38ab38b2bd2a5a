/// "Which components lack pressed, excluding the deprecated ones?", "Other than Title Bar, which
/// components …", "which issues are open, except the ones on Badge?": values said as left out.
/// No question leaves a value out, so such a value is no filter, and the sentence is refused
/// rather than answered for the very value it leaves out.
extension SentenceValues {
    /// Words that open what is left out, to the end of their clause.
    private static let exclusions: [[String]] = [
        ["except"], ["excepting"], ["excluding"], ["exclude"], ["apart", "from"], ["aside", "from"], ["other", "than"],
        ["not", "counting"], ["ignoring"], ["ignore"], ["do", "not", "list"], ["do", "not", "show"], ["do", "not", "include"],
        ["do", "not", "count"],
        // ("Renaming recommendations only, nothing about properties or families.")
        ["nothing", "about"],
    ]
    private static let exclusionStarts = Set(exclusions.map { $0[0] })
    /// Kinds of value a row has one of (a system, a verdict, a status), so that one said leaves the others out.
    private static let oneValuePerRow: Set<QuestionParameter.Kind> = [.system, .platform, .devicePlatform, .codePlatform, .issueStatus, .verdict,
                                                                      .rawKind, .criterionStatus, .recommendationStatus, .recommendationKind]

    /// `values` without those said as left out, and the words that left each out. One pass.
    /// Left out and yet said: "other than Backbase and SAP, so just EB" names the one meant, so
    /// what it leaves out goes without saying; "in any system except EB and Backbase" leaves one
    /// of the registry's `systems`, which is meant.
    static func excluded(_ values: [SentenceValue], _ words: [SentenceWord], systems: Set<String>) -> (kept: [SentenceValue], leftOut: [String]) {
        // "open-time for every issue, all statuses": an everyday word of a status is none when
        // every status is asked for.
        let values = saysEveryStatus(words) ? values.filter { !($0.weak && $0.readings[.issueStatus] != nil) } : values
        var spans: [Range<Int>] = []
        var index = 0
        while index < words.count {
            guard exclusionStarts.contains(words[index].lower), !words[index].quoted,
                  let opener = exclusions.first(where: { opener in index + opener.count <= words.count
                      && zip(opener, words[index...]).allSatisfy { $0 == $1.lower } && !words[index..<(index + opener.count - 1)].contains(where: \.endsClause) })
            else { index += 1; continue }
            // ("they don't show focus on iOS": what they lack, said of them; "don't show Badge" asks the reader.)
            if opener[0] == "do", index > 0, !words[index - 1].endsClause,
               !["please", "pls", "and", "but", "just", "so", "then", "also"].contains(words[index - 1].lower) { index += 1; continue }
            // ("…, nothing about properties": after a clause only; "they show nothing about pressed" lacks it,
            // and "nothing about Badge is documented" opens the sentence.)
            if opener[0] == "nothing", index == 0 || !words[index - 1].endsClause && !["and", "but"].contains(words[index - 1].lower) { index += 1; continue }
            let end = words[index...].firstIndex(where: \.endsClause).map { $0 + 1 } ?? words.count
            // ("don't show anything when you're pressing them": no feedback, nothing left out.)
            let shown = index + opener.count < words.count && ["anything", "nothing", "any"].contains(words[index + opener.count].lower)
            if index + opener.count < end, !shown { spans.append(index..<end) }
            index = end
        }
        guard !spans.isEmpty else { return (values, []) }
        let inSpans = { (value: SentenceValue) in spans.contains { $0.contains(value.range.lowerBound) } }
        // (Of the kinds a row has one value of: "lacking pressed, except those lacking focused" leaves rows out.)
        let keptKinds = Set(values.filter { !inSpans($0) }.flatMap(\.readings.keys)).intersection(oneValuePerRow)
        var added: [SentenceValue] = []
        let leftOut = spans.filter { span in
            let named = values.filter { span.contains($0.range.lowerBound) }
            guard !named.isEmpty else { return false }
            // (A value of the same kind said outside it: what is left out goes without saying.)
            if named.allSatisfy({ !keptKinds.isDisjoint(with: $0.readings.keys) }) { return false }
            let systemsLeft = systems.subtracting(named.compactMap { $0.readings[.system] })
            if named.allSatisfy({ $0.readings[.system] != nil }), systemsLeft.count == 1, let system = systemsLeft.first, !keptKinds.contains(.system) {
                added.append(SentenceValue(range: span, typed: words[span].map(\.original).joined(separator: " "), readings: [.system: system], weak: false))
                return false
            }
            return true
        }
        let kept = values.filter { value in !spans.contains { $0.contains(value.range.lowerBound) } } + added
        guard !leftOut.isEmpty else { return (kept.sorted { $0.range.lowerBound < $1.range.lowerBound }, []) }
        return (values.filter { value in !leftOut.contains { $0.contains(value.range.lowerBound) } },
                leftOut.map { words[$0].map(\.original).joined(separator: " ") })
    }

    private static func saysEveryStatus(_ words: [SentenceWord]) -> Bool {
        words.indices.contains { at in
            at + 1 < words.count && ["all", "every", "any", "whatever"].contains(words[at].lower) && ["status", "statuses"].contains(words[at + 1].lower)
        }
    }
}
