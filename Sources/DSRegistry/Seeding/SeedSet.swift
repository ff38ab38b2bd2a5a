import Foundation

/// Every seed file of a folder, parsed and cross-checked. Nothing here touches the database:
/// a `SeedSet` with errors is never written.
public struct SeedSet: Sendable {
    public struct File: Sendable {
        /// Relative to the seed folder ("eb/header.yaml"); the key of `seed_file`.
        public var relativePath: String
        public var contentHash: String
    }

    public var systems: [(file: File, seed: SystemSeed)] = []
    public var components: [(file: File, seed: ComponentSeed)] = []
    /// Component files this run did not read again: unchanged since the last run, which kept
    /// their facts. The cross-file checks read them as if they had been parsed.
    var unchanged: [(file: File, facts: ComponentFacts)] = []
    public var diagnostics = DiagnosticList()
    /// How file names are shown ("Seeds").
    public var displayPrefix = ""

    /// Reads `folder` recursively: `system.yaml` files describe systems, every other `.yaml` or
    /// `.yml` file one component. `displayPrefix` is how file names are shown ("Seeds").
    /// `recorded` holds the content hashes the registry has for the files last seeded: a file
    /// whose hash is there unchanged owns its names, so a clash is reported on the file that
    /// changed, not on the untouched one.
    /// `currentNames` holds what the registry now calls each seeded file's component, so a clash
    /// with a name a restructure retired says whose former name it is.
    /// `registryNames` holds, per system, every current and former name the registry knows, by
    /// lookup key, with the seed file of its component: a seed may name a component by them (a
    /// name a migration introduced) while that component's file is still in the set.
    /// `known` holds the facts of component files unchanged since the last run (their hash is
    /// `recorded`): those are not read again.
    public static func load(folder: URL, displayPrefix: String, recorded: [String: String] = [:],
                            currentNames: [String: String] = [:], registryNames: [String: [String: String]] = [:],
                            importedTokens: [String: Set<String>] = [:]) -> SeedSet {
        load(folder: folder, displayPrefix: displayPrefix, recorded: recorded, known: [:], currentNames: currentNames,
             registryNames: registryNames, importedTokens: importedTokens)
    }

    static func load(folder: URL, displayPrefix: String, recorded: [String: String], known: [String: ComponentFacts],
                     currentNames: [String: String], registryNames: [String: [String: String]],
                     importedTokens: [String: Set<String>], progress: SeedProgressHandler? = nil) -> SeedSet {
        var set = SeedSet()
        set.displayPrefix = displayPrefix
        var files = yamlFiles(in: folder) { relative in
            let shown = relative == "." ? displayPrefix : "\(displayPrefix)/\(relative)"
            set.diagnostics.append(Diagnostic(.error, file: shown, line: 1, column: 1,
                message: "cannot read the folder '\(shown)'; its seeds would be taken for deleted",
                suggestion: "make it readable: chmod a+rx '\(folder.appendingPathComponent(relative).path)'"))
        }
        if files.isEmpty {
            set.diagnostics.append(Diagnostic(.error, file: displayPrefix, line: 1, column: 1,
                message: "no seed files (.yaml) found in '\(displayPrefix)'", suggestion: "pass --from with the folder that holds system.yaml files"))
        }
        if !known.isEmpty {
            var read: [String] = []
            for relative in files {
                if let facts = known[relative], let hash = recorded[relative] {
                    set.unchanged.append((File(relativePath: relative, contentHash: hash), facts))
                } else {
                    read.append(relative)
                }
            }
            files = read
        }
        let toRead = files
        // Reading and parsing are independent per file and most of a large seed's cost: they
        // run on every core, each file into its own slot, and are gathered in file order so the
        // result (and every diagnostic) is the same as one by one.
        let parsed = ParsedFiles(count: toRead.count, progress: progress)
        DispatchQueue.concurrentPerform(iterations: toRead.count) { index in
            parsed.store(index, Self.parse(relative: toRead[index], folder: folder, displayPrefix: displayPrefix))
        }
        for result in parsed.all {
            switch result.seed {
            case .system(let seed)?: set.systems.append((result.file, seed))
            case .component(let seed)?: set.components.append((result.file, seed))
            case nil: break
            }
            set.diagnostics.append(contentsOf: result.diagnostics)
        }
        set.crossCheck(unchanged: { file in recorded[file.relativePath] == file.contentHash },
                       currentName: { file in currentNames[file.relativePath] }, registryNames: registryNames,
                       importedTokens: importedTokens)
        return set
    }

    private enum Parsed {
        case system(SystemSeed)
        case component(ComponentSeed)
    }

    private struct ParseResult {
        var file: File
        var seed: Parsed?
        var diagnostics: DiagnosticList
    }

    private static func parse(relative: String, folder: URL, displayPrefix: String) -> ParseResult {
        let shown = displayPrefix.isEmpty ? relative : "\(displayPrefix)/\(relative)"
        let url = folder.appendingPathComponent(relative)
        let reader = YAMLReader(file: shown)
        guard let (data, text) = reader.read(contentsOf: url) else {
            return ParseResult(file: File(relativePath: relative, contentHash: ""), seed: nil, diagnostics: reader.diagnostics)
        }
        let file = File(relativePath: relative, contentHash: ContentHash.of(data))
        let parser = SeedParser(reader: reader)
        var seed: Parsed?
        if let root = reader.parse(text) {
            if (relative as NSString).lastPathComponent == "system.yaml" {
                seed = parser.system(root).map(Parsed.system)
            } else {
                seed = parser.component(root).map { component in
                    var component = component
                    for index in component.assessments.indices {
                        component.assessments[index].fingerprint = component.assessments[index].computedFingerprint()
                    }
                    return Parsed.component(component)
                }
            }
        }
        return ParseResult(file: file, seed: seed, diagnostics: reader.diagnostics)
    }

    /// One slot per file, filled from several threads; each slot is written once.
    private final class ParsedFiles: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [ParseResult?]
        private var stored = 0
        private let progress: SeedProgressHandler?

        init(count: Int, progress: SeedProgressHandler?) {
            slots = Array(repeating: nil, count: count)
            self.progress = progress
        }

        func store(_ index: Int, _ result: ParseResult) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = result
            stored += 1
            progress?(SeedProgress(phase: .parsing, done: stored, total: slots.count))
        }

        var all: [ParseResult] { slots.compactMap { $0 } }
    }

    static func yamlFiles(in folder: URL) -> [String] {
        yamlFiles(in: folder, unreadable: { _ in })
    }

    /// The `.yaml` and `.yml` files under `folder`, relative to it, sorted. Symbolic links to
    /// folders are followed (a system kept elsewhere and linked in is a system), each real
    /// folder once; a folder that cannot be read is reported to `unreadable`, never taken for
    /// an empty one (that would delete its systems).
    static func yamlFiles(in folder: URL, unreadable: (String) -> Void) -> [String] {
        yamlFileIdentities(in: folder, unreadable: unreadable).map(\.relative)
    }

    /// The walk behind `yamlFiles`, with each file's identity on disk as the walk found it
    /// (nil when it vanished or cannot be examined). Paths stay strings: at 10,000 files,
    /// building a `URL` per entry cost more than the system calls.
    static func yamlFileIdentities(in folder: URL, unreadable: (String) -> Void = { _ in }) -> [(relative: String, identity: FileIdentity?)] {
        var result: [(relative: String, identity: FileIdentity?)] = []
        var visited: Set<String> = []
        func walk(_ path: String, _ relative: String, depth: Int) {
            guard depth < 32, visited.insert(URL(fileURLWithPath: path).resolvingSymlinksInPath().path).inserted else { return }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                unreadable(relative.isEmpty ? "." : relative)
                return
            }
            for name in names.sorted() {
                let child = path + "/" + name
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let identity = FileIdentity.of(path: child)
                if identity?.isFolder == true {
                    walk(child, childRelative, depth: depth + 1)
                } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                    result.append((childRelative, identity))
                }
            }
        }
        walk(folder.path, "", depth: 0)
        return result.sorted { $0.relative < $1.relative }
    }

    /// Line and column of the first byte that breaks UTF-8, for the error message.
    // MARK: Cross-file checks

    private mutating func error(_ location: SourceLocation, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.error, file: location.file, line: location.line, column: location.column, message: message, suggestion: suggestion))
    }

    private mutating func warning(_ location: SourceLocation, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.warning, file: location.file, line: location.line, column: location.column, message: message, suggestion: suggestion))
    }

    private mutating func crossCheck(unchanged: (File) -> Bool, currentName: (File) -> String?,
                                     registryNames: [String: [String: String]], importedTokens: [String: Set<String>]) {
        var systemsByID: [String: SystemSeed] = [:]
        for (_, system) in systems {
            if let first = systemsByID[system.id] {
                error(system.location, "duplicate system id '\(system.id)'; already defined in \(first.file)")
            } else {
                systemsByID[system.id] = system
            }
        }
        // Dangling aliases are kept and flagged, never fatal: real token files have them.
        for system in systemsByID.values {
            let paths = Set(system.tokens.map(\.path))
            for token in system.tokens {
                if let alias = token.alias, !paths.contains(alias) {
                    warning(token.location, "token '\(token.path)' aliases '\(alias)', which system '\(system.id)' does not define; kept as a dangling alias")
                }
            }
        }
        var keys: [String: SourceLocation] = [:]
        var names: [String: (String, SourceLocation, File)] = [:]
        // Built once per system, not once per component: at 10,000 components that is the
        // difference between linear and quadratic.
        let tokenPathsBySystem = systemsByID.mapValues { Set($0.tokens.map { TokenPath.key($0.path) }) }
        // Every component file, parsed now or known from the last run; files already in the
        // registry as they are come first: they own their ids and names.
        let all = self.unchanged + components.map { ($0.file, ComponentFacts($0.seed)) }
        let ordered = all.filter { unchanged($0.file) } + all.filter { !unchanged($0.file) }
        for (file, component) in ordered {
            let system = component.system.value
            guard let systemSeed = systemsByID[system] else {
                error(component.system.location, "component '\(component.name.value)' names system '\(system)', which no system.yaml defines",
                    suggestion: Suggestion.didYouMean(system, in: Array(systemsByID.keys)))
                continue
            }
            let keyID = "\(system)/\(component.key.value)"
            if let first = keys[keyID] {
                error(component.key.location, "duplicate component id '\(component.key.value)' in system '\(system)'; first in \(first.file)")
            } else {
                keys[keyID] = component.key.location
            }
            let nameID = "\(system)/\(ComponentName.lookupKey(for: component.name.value))"
            if let (other, first, ownerFile) = names[nameID] {
                if let now = currentName(ownerFile), NameKey.of(now) != NameKey.of(other) {
                    error(component.name.location, "component name '\(component.name.value)' is a former name of '\(now)' (\(first.file) still names it '\(other)'); a former name stays reserved so that old references keep resolving",
                        suggestion: "choose another name")
                } else {
                    error(component.name.location, "component name '\(component.name.value)' is already taken by '\(other)' in \(first.file); names are compared ignoring case, spaces and punctuation",
                        suggestion: "choose another name")
                }
            } else {
                names[nameID] = (component.name.value, component.name.location, file)
            }
            if let family = component.family, !systemSeed.families.contains(where: { $0.key == family.value }) {
                error(family.location, "family '\(family.value)' is not a family of system '\(system)'",
                    suggestion: SeedTemplate.familyFix(family.value, system: systemSeed))
            }
        }
        // A binding names a token path and binds to whatever defines it, the system's seed
        // tokens or an imported token file, in either order; a path nothing defines yet is
        // kept (with its raw value) and listed by missing-tokens: a warning, not an error,
        // given for the files this run read.
        for (_, component) in components {
            let system = component.system.value
            guard let systemSeed = systemsByID[system] else { continue }
            let tokenPaths = (tokenPathsBySystem[system] ?? []).union(importedTokens[system] ?? [])
            let tokenRefs = component.variants.flatMap { $0.specs.compactMap(\.token) + $0.bindings.flatMap { $0.roles.compactMap(\.token) } }
                + component.bindings.flatMap { $0.roles.compactMap(\.token) }
            for ref in tokenRefs where !tokenPaths.contains(TokenPath.key(ref.value)) {
                let known = systemSeed.tokens.map(\.path)
                warning(ref.location, "token '\(ref.value)' is not defined by system '\(system)' (neither its system.yaml nor an imported token file); kept, and listed by dsreg query missing-tokens",
                    suggestion: Suggestion.didYouMean(ref.value, in: known) ?? "add it to the tokens of \(systemSeed.file), or import the token file that defines it")
            }
        }
        // Component references resolve by name within the system (case and punctuation aside).
        let parsed = Set(all.map { $0.0.relativePath })
        for (_, component) in all {
            let system = component.system.value
            for ref in component.references where names["\(system)/\(ComponentName.lookupKey(for: ref.value))"] == nil
                && !(registryNames[system]?[ComponentName.lookupKey(for: ref.value)].map(parsed.contains) ?? false) {
                // The candidates are gathered only for a broken reference: once per component would be quadratic.
                let candidates = all.filter { $0.1.system.value == system }.map { $0.1.name.value }
                error(ref.location, "component '\(ref.value)' is not in system '\(system)'",
                    suggestion: Suggestion.didYouMean(ref.value, in: candidates).map { $0 + " Otherwise add a file for it" }
                        ?? "add a seed file for it (a component the documents only mention gets a file marked not assessed); if a migration introduces the name, apply it first: dsreg migrate")
            }
        }
        for (_, component) in components {
            for relationship in component.relationships
            where ComponentName.lookupKey(for: relationship.component.value) == ComponentName.lookupKey(for: component.name) {
                error(relationship.location, "component '\(component.name)' cannot be related to itself")
            }
        }
    }
}
