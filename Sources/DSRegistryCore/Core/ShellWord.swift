/// A word as a POSIX shell reads it back: the one quoting rule of every command line dsreg
/// prints for a person to copy (a question's command, a did-you-mean, a generated file's
/// "regenerate with" comment).
package enum ShellWord {
    /// `text` unchanged when it holds only ASCII letters, digits and `-_./:@+`; otherwise in
    /// single quotes, each `'` written as `'\''`. Nothing inside single quotes is expanded.
    package static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || "-_./:@+".unicodeScalars.contains(scalar))
        }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
