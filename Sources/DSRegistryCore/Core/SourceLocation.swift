/// A place in a YAML file, kept from Yams' `Mark` so every later error can point at it.
public struct SourceLocation: Sendable, Hashable {
    /// The file as the person named it (relative to the folder given, such as `Seeds/eb/header.yaml`).
    public var file: String
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1 in characters.
    public var column: Int

    /// A place in a file; `line` and `column` count from 1.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// A value read from YAML together with where it was written.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    package var location: SourceLocation

    package init(value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
