import GRDB
import DSRegistryCore
import DSRegistryStore

extension Registry {
    /// The platforms the registry's systems declare beyond iOS, Android and Figma (issue 33), in
    /// the order they declare them: each gets its own column in a question with a column per
    /// platform (`lacking-state`), and in its Datasette canned query.
    ///
    /// ```swift
    /// let extra = try registry.extraPlatforms()   // [web] for a web-first system
    /// ```
    public func extraPlatforms() throws -> [Platform] {
        try writer.read { db in try QuestionCatalog.extraPlatforms(db) }
    }
}
