/// Text written into YAML files dsreg generates (`dsreg new`), so that it reads back as typed.
package enum YAMLText {
    /// A YAML plain scalar when that reads back as the same text, else a quoted one.
    package static func scalar(_ text: String) -> String {
        let plain = text.range(of: #"^[A-Za-z][A-Za-z0-9 _.()/-]*$"#, options: .regularExpression) != nil
            && !text.contains(" -") && !text.hasSuffix(" ")
            && !["true", "false", "yes", "no", "null", "on", "off"].contains(text.lowercased())
        return plain ? text : "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
