import Foundation

/// What is typed around a question and says nothing of it: a voice assistant's wake words
/// ("Hey Siri, ask the registry …"), footnote markers ("… on iOS [1]?"), a card's labels
/// ("[Label: sprint 14]", "· labels: design-system, audit").
extension SentenceLayouts {
    private static let wakeWords = ["hey siri", "hey google", "ok google", "okay google", "hey alexa", "alexa", "hey cortana", "hey bixby"]
    private static let askTheRegistry = ["ask the design registry", "ask the design system registry", "ask the registry", "ask our registry",
                                         "ask dsreg", "ask the ds registry", "ask registry"]
    private static let labelWords = ["label:", "labels:", "tag:", "tags:"]

    /// The labels a question can open with, and what each says of the rest: nothing ("Filter:
    /// Platform = Android; State = Pressed", a spreadsheet's filter written out; "tags:
    /// regressions C3"), or that the rest is searched ("full-text: accessory", a search box's).
    private static let leadingLabels: [(label: String, says: String)] =
        ["filter:", "filters:", "filter by:", "filtered by:"].map { ($0, "") } + labelWords.map { ($0, "") }
        // ("note to self: regressions on C3", "sticky: …", "diary: …": a note's label.)
        + ["note to self:", "notes to self:", "note:", "notes:", "sticky:", "sticky note:", "diary:", "reminder:", "memo:", "todo:", "to-do:",
           "to do:"].map { ($0, "") }
        + ["full-text:", "full text:", "fulltext:", "text search:", "full-text search:"].map { ($0, "search ") }

    /// `text` without the label it opens with, if any, and with what the label says; a ticket's
    /// template ("Summary: Raw colour values with no token Steps: audit Expected: a list Actual:
    /// …") as its summary, the fields after it what the asker expects, no part of the question.
    static func withoutLeadingLabel(_ text: String) -> String {
        let lower = text.lowercased()
        // ("Steps: open the registry … Expected: a list of its open issues. Actual: …": a template
        // that opens without its summary is read whole, as before.)
        if let summary = ["summary:", "title:", "description:"].first(where: { lower.hasPrefix($0) }) {
            let rest = text.dropFirst(summary.count)
            let fields = ticketFields.compactMap { rest.range(of: " " + $0, options: .caseInsensitive)?.lowerBound }
            if let end = fields.min() { return String(rest[..<end]).trimmingCharacters(in: .whitespaces) }
        }
        guard let (label, says) = leadingLabels.first(where: { lower.hasPrefix($0.label) }) else { return text }
        return says + text.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
    }

    /// A ticket template's fields; the summary, title or description opens it with the question.
    private static let ticketFields = ["summary:", "title:", "description:", "steps:", "steps to reproduce:", "expected:", "expected result:",
                                       "actual:", "actual result:", "environment:", "acceptance criteria:", "priority:"]

    /// `text` without wake words, footnote markers and labels; as it is when it has none.
    static func withoutAsides(_ text: String) -> String {
        // ("find out which …": no message noise, the asking's own frame; `withoutFindingOut`.)
        var text = withoutFindingOut(withoutMessageNoise(withoutCommentMarks(withoutReferences(withoutEmailThread(text)))))
        let lower = text.lowercased()
        if let wake = wakeWords.first(where: { lower.hasPrefix($0) }) {
            text = String(text.dropFirst(wake.count).drop { $0 == "," || $0 == " " })
            if let ask = askTheRegistry.first(where: { text.lowercased().hasPrefix($0) }) {
                text = String(text.dropFirst(ask.count).drop { $0 == "," || $0 == ":" || $0 == " " })
            }
        }
        guard text.contains("[") || text.contains("·") else { return text }
        var kept = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            let close = rest[open...].firstIndex(of: "]")
            let inside = close.map { rest[rest.index(after: open)..<$0] } ?? ""
            // ("[1]", "[12]": a footnote's marker; "[Label: iOS]": a label.)
            if let close, !inside.isEmpty && inside.count <= 2 && inside.allSatisfy(\.isNumber)
                || labelWords.contains(where: { inside.lowercased().hasPrefix($0) }) {
                kept += rest[..<open].reversed().drop(while: { $0 == " " }).reversed()
                rest = rest[rest.index(after: close)...]
            } else {
                kept += rest[...open]
                rest = rest[rest.index(after: open)...]
            }
        }
        kept += rest
        // ("… for Section Header · labels: design-system, audit": a card's labels after a dot.)
        if let dot = kept.firstIndex(of: "·"), labelWords.contains(where: { kept[kept.index(after: dot)...].trimmingCharacters(in: .whitespaces).lowercased().hasPrefix($0) }) {
            kept = String(kept[..<dot]).trimmingCharacters(in: .whitespaces)
        }
        return kept
    }

    /// "… restructure verdict? Thanks, Priya > On Mon, 4 May 2026 at 09:12, Marco Rossi wrote: > …
    /// Sent from my iPhone": an email's reply, without the thread quoted under it and the phone's
    /// signature.
    static func withoutEmailThread(_ text: String) -> String {
        var text = Substring(text)
        let whole = text.count
        // ("---------- Forwarded message ---------- From: Kenji Subject: … > Can someone list …?"): the
        // message forwarded, after its headers.
        if hasASCII(text, " message"), let marker = text.range(of: "forwarded message", options: .caseInsensitive)
            ?? text.range(of: "original message", options: .caseInsensitive),
           let quote = text[marker.upperBound...].range(of: "> ") {
            return text[quote.upperBound...].replacingOccurrences(of: " > ", with: " ").trimmingCharacters(in: .whitespaces)
        }
        if hasASCII(text, "sent from my "), let sent = text.range(of: "sent from my ", options: .caseInsensitive), sent.lowerBound > text.startIndex {
            text = text[..<sent.lowerBound]
        }
        if let wrote = text.range(of: " wrote:"), let on = text[..<wrote.lowerBound].range(of: "On ", options: .backwards),
           text.distance(from: on.lowerBound, to: wrote.lowerBound) <= 120, on.lowerBound > text.startIndex {
            text = text[..<on.lowerBound]
        }
        // (What marked the cut goes with it: the quote's ">", the signature's "--".)
        guard text.count < whole else { return String(text) }
        while let last = text.last, " >-—\n".contains(last) { text = text.dropLast() }
        return String(text)
    }

    /// Whether `text` has `needle` (lowercase ASCII) with its ASCII letters in any case: one scan
    /// of the bytes, before Foundation's case-insensitive search, which a long sentence without
    /// the words then skips (a byte that only looks alike sends it on to that search).
    static func hasASCII(_ text: Substring, _ needle: String) -> Bool {
        let (bytes, wanted) = (Array(text.utf8), Array(needle.utf8))
        guard !wanted.isEmpty, bytes.count >= wanted.count else { return wanted.isEmpty }
        for start in 0...(bytes.count - wanted.count) where bytes[start] | 0x20 == wanted[0] {
            if (1..<wanted.count).allSatisfy({ bytes[start + $0] | 0x20 == wanted[$0] }) { return true }
        }
        return false
    }

    /// "// TODO what was the latest verdict on Page Banner", "-- how long …", "<!-- … -->": a
    /// question written as a code comment, without the comment's marks and its label.
    static func withoutCommentMarks(_ text: String) -> String {
        var text = Substring(text)
        guard let mark = ["///", "//", "/*", "<!--", "# ", "-- "].first(where: { text.hasPrefix($0) }) else { return String(text) }
        // ("<!-- for the audit --> <danglingAliases …/>": a comment before the question is no comment around it.)
        let closing = ["/*": "*/", "<!--": "-->"][mark]
        if let closing, let end = text.range(of: closing), end.upperBound != text.endIndex { return String(text) }
        text = text.dropFirst(mark.count).drop { $0 == " " || $0 == "/" }
        if let closing, text.hasSuffix(closing) { text = text.dropLast(closing.count) }
        // ("TODO:", "FIXME(ana):", "NOTE"): a comment's label.
        let label = text.prefix { !$0.isWhitespace }
        if ["todo", "fixme", "xxx", "note", "hack", "question", "q"].contains(label.lowercased().split { ":(".contains($0) }.first.map(String.init) ?? "") {
            text = text.dropFirst(label.count)
        }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
