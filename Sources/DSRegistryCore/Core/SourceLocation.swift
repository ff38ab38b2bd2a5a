/// A place in a YAML file, kept from Yams' `Mark` so every later error can point at it.
public struct SourceLocation: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// A value read from YAML together with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
