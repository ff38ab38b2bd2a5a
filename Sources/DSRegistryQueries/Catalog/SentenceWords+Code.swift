/// Names written the way code writes them: a token as a CSS custom property
/// (`--text-accent-link`), an enum's case (`State.Hover`, `Platform.ANDROID`), an Android
/// resource (`R.color.text_accent`). Each is tried as the registry's token first; what is no
/// token is read as its words when it is a flag or an enum's case of the registry's kinds, and
/// kept whole otherwise (`SentenceReading.codeSpelled`).
extension SentenceWords {
    /// "--text-accent-link": a CSS custom property, read as the token path its words make
    /// ("text/accent/link"), as typed in `original`. Nil for anything else; "--" alone is a dash.
    static func cssVariable(_ run: String) -> SentenceWord? {
        guard run.hasPrefix("--"), case let name = run.drop(while: { $0 == "-" }), name.first?.isLetter == true,
              name.contains("-"), !name.hasSuffix("-"), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        var variable = word(name.replacingOccurrences(of: "-", with: "/"), quoted: false)
        variable.original = run
        return variable
    }

    /// The words a path-like word stands for when it is no token: a CSS variable's
    /// ("--older-than": a flag, "older than"), an enum case's type and case ("State.Hover":
    /// "State", "Hover"); an Android resource's token ("R.color.text_accent": "text/accent").
    /// Nil for a word of no such shape (a file, a link, a version, a token path).
    static func codeSpelled(_ word: SentenceWord) -> (token: String?, words: [SentenceWord])? {
        if word.original.hasPrefix("--"), word.isPath {
            let parts = word.typed.split(separator: "/").map { SentenceWords.word(String($0), quoted: false) }
            return (nil, parts.enumerated().map { offset, part in
                var part = part
                part.hyphenAfter = offset + 1 < parts.count
                return part
            })
        }
        let parts = word.typed.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (2...4).contains(parts.count), parts.allSatisfy(isIdentifier), word.typed.first?.isUppercase == true,
              !fileEndings.contains(parts[parts.count - 1].lowercased()) else { return nil }
        if parts.count == 3, parts[0] == "R" {
            return (parts[2].replacingOccurrences(of: "_", with: "/"), parts[2].split(separator: "_").map { SentenceWords.word(String($0), quoted: false) })
        }
        // (The type's name is no registry name: "Platform" is a word, "ANDROID" the value.)
        return (nil, parts.enumerated().map { offset, part in SentenceWords.word(offset + 1 < parts.count ? part.lowercased() : part, quoted: false) })
    }

    private static func isIdentifier(_ part: String) -> Bool {
        part.first?.isLetter == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// What follows a name's dot in a file's or a site's name: "Badge.swift", "figma.com".
    private static let fileEndings: Set<String> = [
        "swift", "kt", "kts", "java", "js", "jsx", "ts", "tsx", "json", "yaml", "yml", "md", "sql", "css", "scss", "html", "xml", "png",
        "svg", "pdf", "txt", "csv", "fig", "sketch", "com", "org", "io", "dev", "app", "net", "co", "uk", "de", "storybook", "figma",
    ]
}
