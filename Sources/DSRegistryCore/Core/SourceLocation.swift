/// A place in a YAML file, kept from Yams' `Mark` so every later error can point at it.
public struct SourceLocation: Sendable, Hashable {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
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
