import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// On a terminal, a cell longer than its column wraps within it, at spaces where it can (a
/// word longer than the column is broken), so a row takes as many lines as its tallest cell
/// and nothing is cut.
extension TableRenderer {
    /// Column widths for a terminal `width` wide. Natural widths when they fit. Otherwise a
    /// column name may wrap too (at `_`), so it asks only for its longest part; each column
    /// keeps room for its longest word (up to 16, else 12, 10 or 8 characters) when every column can,
    /// and the widest columns give way first.
    static func fitting(_ columns: [String], _ cells: [[String]], natural: [Int], into width: Int) -> [Int] {
        let separators = 2 * max(natural.count - 1, 0)
        if natural.reduce(0, +) + separators <= width { return natural }
        let data = columns.indices.map { index in
            max(headerPart(columns[index]), cells.map { $0[index].count }.max() ?? 0)
        }
        let longest = columns.indices.map { index in
            max(headerPart(columns[index]), cells.map { longestWord($0[index]) }.max() ?? 0)
        }
        for cap in [16, 12, 10, 8] {
            let widths = fit(data, into: width, minimums: longest.map { min($0, cap) }, floor: 1)
            if widths.reduce(0, +) + separators <= width { return widths }
        }
        return fit(data, into: width, minimums: data.map { min($0, 6) }, floor: 1)
    }

    /// The longest piece of a column name broken after `_` or `-` (`latest_` of `latest_version`).
    static func headerPart(_ name: String) -> Int {
        name.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == " " }).map { $0.count + 1 }.max().map { min($0, name.count) } ?? name.count
    }

    /// The lines of one row: `result[line][column]`.
    static func wrapRow(_ row: [String], widths: [Int]) -> [[String]] {
        let wrapped = row.indices.map { wrap(row[$0], width: widths[$0]) }
        let height = wrapped.map(\.count).max() ?? 1
        return (0..<height).map { line in wrapped.map { line < $0.count ? $0[line] : "" } }
    }

    /// `text` in lines of at most `width` characters, broken at spaces where it can.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, text.count > width else { return [text] }
        var lines: [String] = []
        var line = ""
        var lineCount = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            var wordCount = word.count
            if lineCount > 0, lineCount + 1 + wordCount <= width {
                line += " " + word
                lineCount += 1 + wordCount
                continue
            }
            if lineCount > 0 {
                lines.append(line)
                line = ""
                lineCount = 0
            }
            while wordCount > width {
                // After a hyphen, underscore or slash when one falls within the column.
                var cut = word.index(word.startIndex, offsetBy: width)
                var taken = width
                if let breakAt = word[..<cut].lastIndex(where: { "-_/".contains($0) }), breakAt > word.startIndex {
                    cut = word.index(after: breakAt)
                    taken = word.distance(from: word.startIndex, to: cut)
                }
                lines.append(String(word[..<cut]))
                word = word[cut...]
                wordCount -= taken
            }
            line = String(word)
            lineCount = wordCount
        }
        if lineCount > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }
}
