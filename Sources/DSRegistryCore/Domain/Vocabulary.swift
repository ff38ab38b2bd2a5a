import GRDB

/// A closed set of values stored as text and enforced twice: by this enum in Swift and by a
/// CHECK constraint in the schema (a test keeps the two equal).
package protocol Vocabulary: RawRepresentable, CaseIterable, Codable, Sendable, Hashable,
    DatabaseValueConvertible where RawValue == String, AllCases == [Self]
{
    /// What a person reads: "Not Mapped" for `not-mapped`.
    var label: String { get }
}

extension Vocabulary {
    package var label: String {
        rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }

    /// Every raw value, in declaration order, for error messages and help text.
    package static var rawValues: [String] { allCases.map(\.rawValue) }

    /// Accepts the raw value, or the label as people write it ("Not Mapped", "not mapped").
    package init?(lenient text: String) {
        let normalized = Self.normalize(text)
        guard let match = Self.allCases.first(where: { Self.normalize($0.rawValue) == normalized })
        else { return nil }
        self = match
    }

    static func normalize(_ text: String) -> String { NameKey.of(text) }
}

