import Foundation
import DSRegistryCore

extension FigmaFileReader {
    /// A JSON syntax error as a refusal at its line and column (when Foundation says where):
    /// an error at the end of the data is a truncated download, anything else invalid JSON.
    static func syntaxRefusal(_ error: Error, data: Data, path: String) -> InputErrors {
        let said = describe(error)
        let place = position(in: said, data: data)
        let lastByte = data.lastIndex { !(" \n\r\t".utf8.contains($0)) } ?? 0
        let atEnd = said.localizedCaseInsensitiveContains("end of")
            || said.localizedCaseInsensitiveContains("unexpected end")
            || (place?.offset).map { $0 >= lastByte } ?? false
        if atEnd {
            // Where the data stops: the line and column after its last byte.
            let end = position(in: "character \(data.count)", data: data)
            return refusal(path, "not a whole Figma file JSON: it ends before its JSON does (a truncated download?)",
                           line: end?.line ?? 1, column: end?.column ?? 1,
                           fix: "download it again: " + fetchHint.dropFirst("fetch the file with: ".count))
        }
        let line = place?.line ?? 1, column = place?.column ?? 1
        if said.localizedCaseInsensitiveContains("too many nested") || said.localizedCaseInsensitiveContains("depth") {
            return refusal(path, "not a Figma file JSON: it nests JSON deeper than Foundation's limit (512 levels)",
                           line: line, column: column, fix: fetchHint)
        }
        return refusal(path, "not a Figma file JSON: invalid JSON" + (place == nil ? "" : " at line \(line), column \(column)"),
                       line: line, column: column, fix: fetchHint)
    }

    /// Foundation's words for a parse error, the underlying error's included.
    static func describe(_ error: Error) -> String {
        let error = error as NSError
        var parts = [error.userInfo[NSDebugDescriptionErrorKey] as? String, error.localizedDescription]
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            parts += [underlying.userInfo[NSDebugDescriptionErrorKey] as? String, underlying.localizedDescription]
        }
        return parts.compactMap { $0 }.joined(separator: " ")
    }

    /// "line 3, column 7" or "character 42" in Foundation's message, as line, column and byte offset.
    static func position(in message: String, data: Data) -> (line: Int, column: Int, offset: Int)? {
        if let match = message.firstMatch(of: /line (\d+), column (\d+)/), let line = Int(match.1), let column = Int(match.2) {
            return (line, column, offset(ofLine: line, column: column, in: data))
        }
        if let match = message.firstMatch(of: /character (\d+)/), let offset = Int(match.1) {
            let before = data.prefix(offset)
            let line = before.count { $0 == UInt8(ascii: "\n") } + 1
            let start = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            return (line, offset - start + 1, offset)
        }
        return nil
    }

    static func offset(ofLine line: Int, column: Int, in data: Data) -> Int {
        var current = 1, index = data.startIndex
        while current < line, let newline = data[index...].firstIndex(of: UInt8(ascii: "\n")) {
            current += 1
            index = newline + 1
        }
        return index - data.startIndex + column - 1
    }
}
