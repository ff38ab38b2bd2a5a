import Foundation

/// What a message carries around its question and says nothing of it: a meeting note's header
/// ("2026-05-20 review (Ana, Jo): what changed …"), an email's legal disclaimer ("This message
/// may contain privileged information. If you received it in error, delete it."), an
/// auto-reply's line ("| Out of office until 3 June", "Auto-reply: on PTO, back Wednesday"), a
/// sign-off's pronouns and name ("— Keira (she/her)", "~ Lin").
extension SentenceLayouts {
    /// `text` without its meeting header, disclaimer, auto-reply, pronouns and sign-off; as it is
    /// when it has none.
    static func withoutMessageNoise(_ text: String) -> String {
        var text = withoutMeetingHeader(text)
        let lower = text.lowercased()
        if noiseMarks.contains(where: { lower.contains($0) }) {
            text = segments(of: text).filter { !isNoise($0) }.joined().trimmingCharacters(in: .whitespaces)
            while let last = text.last, "|—–~-".contains(last) { text = String(text.dropLast()).trimmingCharacters(in: .whitespaces) }
        }
        return withoutSignOff(text)
    }

    /// `text` without "find out" before the question it finds out: "Would it be possible to find
    /// out which components are ready?" asks which, it searches for nothing.
    static func withoutFindingOut(_ text: String) -> String {
        guard text.lowercased().contains(" out ") else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var at = 0
        while at + 2 < words.count {
            var next = at + 2
            if ["find", "found", "finding"].contains(words[at].lowercased()), words[at + 1].lowercased() == "out" {
                if next + 1 < words.count, words[next].lowercased() == "for", ["me", "us"].contains(words[next + 1].lowercased()) { next += 2 }
                if next < words.count, Self.embeddedOpeners.contains(words[next].lowercased()) {
                    words.removeSubrange(at..<next)
                    continue
                }
            }
            at += 1
        }
        return words.joined(separator: " ")
    }

    private static let embeddedOpeners: Set<String> = ["which", "what", "whether", "if", "where", "who", "whose", "how", "when"]

    /// The words that open a disclaimer's or an auto-reply's sentence.
    private static let noiseMarks = ["this message", "this email", "this e-mail", "this communication", "received it in error",
                                     "received this in error", "received this message in error", "received this email in error",
                                     "confidentiality notice", "disclaimer:", "out of office", "out of the office", "auto-reply",
                                     "autoreply", "auto reply", "automatic reply", "on pto", "on leave", "on vacation", "on holiday until",
                                     "ooo until", "ooo till", "ooo —", "ooo -", "ooo:"]

    /// A segment's opening words that mark it as a disclaimer's or an auto-reply's.
    private static let noiseOpenings = ["this message", "this email", "this e-mail", "this communication", "if you received",
                                        "if you have received", "if you've received", "confidentiality notice", "disclaimer",
                                        "out of office", "out of the office", "i am out of", "i'm out of", "auto-reply", "autoreply",
                                        "auto reply", "automatic reply", "on pto", "ooo", "on leave", "on vacation", "away until",
                                        "back on", "back wednesday", "back monday", "back tuesday", "back thursday", "back friday"]

    private static func isNoise(_ segment: String) -> Bool {
        let words = segment.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " |.!?—–~-"))
        guard let opening = noiseOpenings.first(where: { words.hasPrefix($0) }) else { return false }
        // ("This message is about Badge: who uses it?": a message that speaks of the registry is the question.)
        return !opening.hasPrefix("this ") || ["contain", "confidential", "intended", "privileged", "private"].contains { words.contains($0) }
    }

    /// `text` cut after each "|", each sentence's stop and each "Auto-reply:"'s colon, every
    /// character kept.
    private static func segments(of text: String) -> [String] {
        var segments: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            if character == "|" || character == " " && ".!?:".contains(previous) && !current.hasSuffix("e.g.") {
                segments.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        return segments + [current]
    }

    /// "2026-05-20 review (Ana, Jo): …", "standup 2026-06-10 (Mei, Lars): …": a meeting note's
    /// date, its kind and who came, before a colon; a date alone ("2026-06-24: …") stays, as
    /// does a bracket that names no people ("2026-06-24 (iOS): …").
    private static func withoutMeetingHeader(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) <= 80 else { return text }
        let head = text[..<colon]
        let open = head.firstIndex(of: "(")
        let words = head[..<(open ?? head.endIndex)].split(separator: " ").map { $0.lowercased() }
        guard words.count <= 3, words.contains(where: isDate) else { return text }
        let kind = words.contains { meetingWords.contains($0) }
        var people = 0
        if let open {
            guard head.hasSuffix(")") else { return text }
            let names = head[head.index(after: open)..<head.index(before: head.endIndex)].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard names.allSatisfy({ name in name.lowercased() == "me" || name.first?.isUppercase == true && name.dropFirst().allSatisfy(\.isLowercase) })
            else { return text }
            people = names.count
        }
        guard words.allSatisfy({ isDate($0) || meetingWords.contains($0) }), kind || people >= 2 else { return text }
        return String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
    }

    private static let meetingWords: Set = ["standup", "stand-up", "sync", "review", "meeting", "retro", "notes", "1:1", "call", "planning",
                                            "huddle", "demo", "catch-up", "catchup", "workshop", "crit", "critique", "triage"]

    /// "2026-05-20", "20/05/2026", "20.05.": a date as a note's header writes it.
    private static func isDate(_ word: String) -> Bool {
        let parts = word.split { "-/.".contains($0) }
        return parts.count >= 2 && parts.count <= 3 && parts.allSatisfy { $0.allSatisfy(\.isNumber) && $0.count <= 4 }
    }

    /// "… progressing? — Keira (she/her)", "recs rename done ~ Lin": the pronouns and the name
    /// a message is signed with, after a dash or a tilde (a hyphen joins names: "Header - Centered").
    private static func withoutSignOff(_ text: String) -> String {
        var text = text
        // (Every pair has its slash: a sentence without one, scanned once, skips twenty searches.)
        for pronouns in !text.contains("/") ? [] : ["she/her", "he/him", "they/them", "she/they", "he/they", "she/hers", "he/his", "they/theirs", "ze/zir", "xe/xem"] {
            for written in ["(\(pronouns))", pronouns] {
                while let range = text.range(of: written, options: .caseInsensitive) { text.removeSubrange(range) }
            }
        }
        text = text.trimmingCharacters(in: .whitespaces)
        guard let dash = text.lastIndex(where: { "—–~".contains($0) }) else { return text }
        // ("— Hana Kim, Design Systems Lead": a name, then a title of capitalised words.)
        let signed = text[text.index(after: dash)...].split(separator: ",", maxSplits: 1)
        let name = signed.first?.split(separator: " ") ?? []
        let title = signed.dropFirst().first?.split(separator: " ") ?? []
        guard (1...3).contains(name.count), name.allSatisfy({ $0.first?.isUppercase == true && $0.dropFirst().allSatisfy(\.isLowercase) }),
              title.count <= 5, title.allSatisfy({ $0.first?.isUppercase == true || ["of", "at", "&", "and", "for"].contains($0) }) else { return text }
        return String(text[..<dash]).trimmingCharacters(in: .whitespaces)
    }
}
