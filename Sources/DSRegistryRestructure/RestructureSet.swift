import Foundation
import DSRegistryCore
import DSRegistryStore

/// The migration files of a folder, read and checked, in their numbered order.
public struct RestructureSet: Sendable {
    package var restructures: [Restructure] = []
    /// The problems found reading the folder; a set with errors is never applied.
    public var diagnostics = DiagnosticList()

    /// An empty set: no migrations (what `seed` replays when given none).
    public init() {}

    /// Reads every `NNNN-name.yaml` under `folder` (not recursively). `displayPrefix` is how
    /// paths are shown ("Migrations"). A missing folder is an empty set.
    /// - Parameters:
    ///   - folder: the migrations folder.
    ///   - displayPrefix: how the folder is shown in diagnostics.
    /// - Returns: the migrations in number order, and ``diagnostics`` for every problem found.
    ///
    /// ```swift
    /// let set = RestructureSet.load(folder: URL(fileURLWithPath: "Migrations"), displayPrefix: "Migrations")
    /// if set.diagnostics.hasErrors { set.diagnostics.sorted.forEach { print($0) } }
    /// ```
    public static func load(folder: URL, displayPrefix: String) -> RestructureSet {
        var set = RestructureSet()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            .sorted()
        var numbers: [Int: String] = [:]
        for name in names {
            let shown = displayPrefix.isEmpty ? name : "\(displayPrefix)/\(name)"
            let reader = YAMLReader(file: shown)
            let stem = (name as NSString).deletingPathExtension
            guard let number = Self.number(of: stem) else {
                reader.error(at: SourceLocation(file: shown, line: 1, column: 1),
                    "a migration file's name starts with its four-digit number and a hyphen, found '\(name)'",
                    suggestion: "rename it like 0006-\(stem).yaml")
                set.diagnostics.append(contentsOf: reader.diagnostics)
                continue
            }
            if let other = numbers[number] {
                reader.error(at: SourceLocation(file: shown, line: 1, column: 1),
                    "two migration files have the number \(String(format: "%04d", number)): \(other) and \(name)",
                    suggestion: "renumber one of them after the highest number in the folder")
            }
            numbers[number] = name
            let url = folder.appendingPathComponent(name)
            if let (data, text) = reader.read(contentsOf: url), let root = reader.parse(text),
                let restructure = RestructureParser(reader: reader).restructure(
                    root, id: stem, number: number, path: shown, checksum: ContentHash.ofText(data), byteChecksum: ContentHash.of(data))
            {
                set.restructures.append(restructure)
            }
            set.diagnostics.append(contentsOf: reader.diagnostics)
        }
        set.restructures.sort { $0.number < $1.number }
        return set
    }

    /// 12 for "0012-page-banner"; nil unless the stem is four digits, a hyphen and a name.
    static func number(of stem: String) -> Int? {
        let digits = stem.prefix(4)
        guard digits.count == 4, digits.allSatisfy(\.isASCII), let number = Int(digits), number > 0,
            stem.dropFirst(4).first == "-", stem.count > 5
        else { return nil }
        return number
    }
}
