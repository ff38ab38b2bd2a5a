import DSRegistryCore
import DSRegistryStore

/// What a file's shape says: a format dsreg reads, or one it recognizes and refuses, with why.
enum TokenFormatDetection: Equatable {
    case readable(TokenFormat)
    case refused(format: String, reason: String)
    /// Figma's local variables response (`FigmaVariables`), stored as DTCG: the token file's
    /// format list is the schema's, and the values are read into DTCG's types and spellings.
    case figmaVariables

    static func detect(_ root: SourceNode) -> TokenFormatDetection {
        if case .array = root.value {
            return .refused(format: "Spectrum design-data (a list of tokens with structured names)",
                reason: "tokens are array entries named by objects and referenced by UUID ($ref), not paths; import the Spectrum source tokens (packages/tokens/src) instead")
        }
        guard root.isObject else {
            return .refused(format: "not a token file", reason: "the top level is \(root.kindDescription); expected an object of tokens and groups")
        }
        if let (status, message) = FigmaVariables.errorBody(root) {
            return .refused(format: "a Figma API error response",
                reason: "Figma answered \(status) (\"\(message)\") instead of the variables; fetch GET /v1/files/:key/variables/local again with a token that may read the file")
        }
        if FigmaVariables.isResponse(root) { return .figmaVariables }
        if root["entities"] != nil, root["dsp_spec_version"] != nil || root["entities"]?.isObject == false {
            return .refused(format: "DSP (Design System Package)",
                reason: "tokens are a flat list of entities with ids and category ids, not a tree of paths; export the system as DTCG")
        }
        if root["props"] != nil || root["imports"] != nil, root["$value"] == nil {
            return .refused(format: "Theo (Salesforce)",
                reason: "tokens are `props` with `aliases` and `imports` between files, and `{!ALIAS}` references; convert them with Theo to DTCG or Style Dictionary JSON first")
        }
        var shape = Shape()
        shape.scan(root, depth: 0)
        if shape.aliasOf {
            return .refused(format: "Fluent UI token pipeline JSON",
                reason: "aliases are written as `aliasOf` (a path without braces), which no standard defines; use the pipeline's DTCG output (src/demo/w3c)")
        }
        if shape.dollarValue { return .readable(.dtcg) }
        if shape.plainValue { return .readable(shape.sets || shape.schema ? .spectrum : .styleDictionary) }
        if shape.extensionsOnly {
            return .refused(format: "DTCG groups without values (IBM Carbon themes)",
                reason: "no token has a $value: each value lives in $extensions, keyed by theme, which dsreg keeps but does not interpret; use Carbon's per-theme token output")
        }
        if shape.scalarLeaves { return .readable(.plain) }
        return .refused(format: "unknown", reason: "no token found: no `$value` (DTCG), no `value` (Style Dictionary) and no plain values")
    }

    /// What a file contains, found in one walk.
    private struct Shape {
        var dollarValue = false, plainValue = false, sets = false, schema = false
        var aliasOf = false, extensionsOnly = false, scalarLeaves = false
        private var visited = 0

        mutating func scan(_ node: SourceNode, depth: Int) {
            visited += 1
            guard depth < TokenFileReader.maximumDepth, visited < 1_000_000 else { return }
            switch node.value {
            case .object(let members):
                for member in members {
                    switch member.key {
                    case "$value": dollarValue = true
                    case "value": plainValue = true
                    case "sets" where member.value.isObject: sets = true
                    case "$schema" where depth > 0: schema = true
                    case "aliasOf": aliasOf = true
                    case "$extensions" where depth > 0: extensionsOnly = true
                    default: break
                    }
                    if member.key != "$extensions", member.key != "extensions" {
                        scan(member.value, depth: depth + 1)
                    }
                }
            case .array(let elements):
                for element in elements { scan(element, depth: depth + 1) }
            case .string, .number, .bool: scalarLeaves = true
            case .null: break
            }
        }
    }
}
