/// The token file formats dsreg reads, told apart by their shape, never by the file's name.
package enum TokenFormat: String, Vocabulary {
    /// W3C Design Tokens Community Group format 2025.10: `$value`, `$type`, groups.
    case dtcg
    /// Style Dictionary's original form: `value`, `type`, `comment`; `{a.b.value}` aliases.
    case styleDictionary = "style-dictionary"
    /// Adobe Spectrum's source form: Style Dictionary tokens whose `sets` hold one value per
    /// mode, typed by their `$schema`, deprecated with `deprecated_comment` and `renamed`.
    case spectrum
    /// Plain values without `value` wrappers: a Backbase theme file (dotted paths such as
    /// `theme.color.x.background` to values), or Style Dictionary's referenceable data.
    case plain

    package var label: String {
        switch self {
        case .dtcg: "DTCG"
        case .styleDictionary: "Style Dictionary"
        case .spectrum: "Spectrum tokens"
        case .plain: "plain values (Backbase theme)"
        }
    }
}
