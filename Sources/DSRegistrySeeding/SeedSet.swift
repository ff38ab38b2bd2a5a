import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// Every seed file of a folder, parsed and cross-checked. Nothing here touches the database:
/// a `SeedSet` with errors is never written.
package struct SeedSet: Sendable {
    package struct File: Sendable {
        /// Relative to the seed folder ("eb/header.yaml"); the key of `seed_file`.
        package var relativePath: String
        package var contentHash: String
    }

    package var systems: [(file: File, seed: SystemSeed)] = []
    /// The component files parsed, each with its facts. A seed here is `lightened()`: what its
    /// component row needs, without the rows it owns, which `SeedWriter` reads again from the
    /// file (`fullSeed`). Holding every parsed file until the write took 240 MB at 10,000
    /// components; this holds a few.
    var components: [(file: File, seed: ComponentSeed, facts: ComponentFacts)] = []
    /// Where the parsed component files are read again: the folder and how its names are shown.
    private var origin: (folder: URL, displayPrefix: String)?
    /// Per component, in `components` order: the checks that need the whole parsed file, made
    /// when it was parsed (tokens a binding names that nothing defines; a relationship of a
    /// component to itself), reported in their place among the cross-file checks.
    var tokenWarnings: [[Diagnostic]] = []
    var selfRelationships: [[Diagnostic]] = []
    /// Component files this run did not read again: unchanged since the last run, which kept
    /// their facts. The cross-file checks read them as if they had been parsed.
    var unchanged: [(file: File, facts: ComponentFacts)] = []
    package var diagnostics = DiagnosticList()
    /// How file names are shown ("Seeds").
    package var displayPrefix = ""

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
    package static func load(folder: URL, displayPrefix: String, recorded: [String: String] = [:],
                            currentNames: [String: String] = [:], registryNames: [String: [String: String]] = [:],
                            importedTokens: [String: Set<String>] = [:]) -> SeedSet {
        load(folder: folder, displayPrefix: displayPrefix, recorded: recorded, known: [:], currentNames: currentNames,
             registryNames: registryNames, importedTokens: importedTokens)
    }

    static func load(folder: URL, displayPrefix: String, recorded: [String: String], known: [String: ComponentFacts],
                     currentNames: [String: String], registryNames: [String: [String: String]],
                     importedTokens: [String: Set<String>], listing: SeedFolderListing? = nil,
                     progress: SeedProgressHandler? = nil) -> SeedSet {
        var set = SeedSet()
        set.displayPrefix = displayPrefix
        let listing = listing ?? {
            var unreadable: [String] = []
            let files = yamlFiles(in: folder) { unreadable.append($0) }
            return SeedFolderListing(files: files, unreadableFolders: unreadable)
        }()
        for relative in listing.unreadableFolders {
            let shown = relative == "." ? displayPrefix : "\(displayPrefix)/\(relative)"
            set.diagnostics.append(Diagnostic(.error, file: shown, line: 1, column: 1,
                message: "cannot read the folder '\(shown)'; its seeds would be taken for deleted",
                suggestion: "make it readable: chmod a+rx '\(folder.appendingPathComponent(relative).path)'"))
        }
        var files = listing.files
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
        set.origin = (folder, displayPrefix)
        let toRead = files
        // Reading and parsing are independent per file and most of a large seed's cost: they
        // run on every core, each file into its own slot, and are gathered in file order so the
        // result (and every diagnostic) is the same as one by one. System files come first:
        // the checks made on each component file as it is parsed need their tokens.
        let isSystem = { (relative: String) in (relative as NSString).lastPathComponent == "system.yaml" }
        let parsed = ParsedFiles(count: toRead.count, progress: progress)
        let systemIndices = toRead.indices.filter { isSystem(toRead[$0]) }
        DispatchQueue.concurrentPerform(iterations: systemIndices.count) { slot in
            let index = systemIndices[slot]
            parsed.store(index, Self.parse(relative: toRead[index], folder: folder, displayPrefix: displayPrefix))
        }
        var parsedSystems: [SystemSeed] = []
        for result in parsed.all {
            if case .system(let seed)? = result.seed { parsedSystems.append(seed) }
        }
        let context = ComponentContext(systems: parsedSystems, importedTokens: importedTokens)
        let systemsByID = context.systems
        let componentIndices = toRead.indices.filter { !isSystem(toRead[$0]) }
        DispatchQueue.concurrentPerform(iterations: componentIndices.count) { slot in
            let index = componentIndices[slot]
            parsed.store(index, context.check(Self.parse(relative: toRead[index], folder: folder, displayPrefix: displayPrefix,
                                                         systems: systemsByID)))
        }
        for result in parsed.all {
            switch result.seed {
            case .system(let seed)?: set.systems.append((result.file, seed))
            case .checked(let seed, let facts, let tokenWarnings, let selfRelationships)?:
                set.components.append((result.file, seed, facts))
                set.tokenWarnings.append(tokenWarnings)
                set.selfRelationships.append(selfRelationships)
            case .component?, nil: break   // every component file went through `check` above
            }
            set.diagnostics.append(contentsOf: result.diagnostics)
        }
        set.crossCheck(unchanged: { file in recorded[file.relativePath] == file.contentHash },
                       currentName: { file in currentNames[file.relativePath] }, registryNames: registryNames)
        return set
    }

    private enum Parsed {
        case system(SystemSeed)
        /// A component file's whole seed, as read.
        case component(ComponentSeed)
        /// A lightened seed, its facts, and the checks that needed all of it (`ComponentContext.check`).
        case checked(ComponentSeed, ComponentFacts, tokenWarnings: [Diagnostic], selfRelationships: [Diagnostic])
    }

    /// What the checks made on a component file as it is parsed read of the others: the first
    /// system of each id, and the token paths each system has.
    private struct ComponentContext: Sendable {
        var systems: [String: SystemSeed] = [:]
        var tokenPaths: [String: Set<String>] = [:]

        init(systems parsed: [SystemSeed], importedTokens: [String: Set<String>]) {
            for system in parsed where systems[system.id] == nil { systems[system.id] = system }
            // Built once per system, not once per component: at 10,000 components that is the
            // difference between linear and quadratic.
            tokenPaths = systems.mapValues { Set($0.tokens.map { TokenPath.key($0.path) }) }
            for (system, paths) in importedTokens { tokenPaths[system, default: []].formUnion(paths) }
        }

        /// A binding names a token path and binds to whatever defines it, the system's seed
        /// tokens or an imported token file, in either order; a path nothing defines yet is
        /// kept (with its raw value) and listed by missing-tokens: a warning, not an error,
        /// given for the files this run read.
        func tokenWarnings(_ component: ComponentSeed) -> [Diagnostic] {
            let system = component.system.value
            guard let systemSeed = systems[system] else { return [] }
            let tokenPaths = tokenPaths[system] ?? []
            let tokenRefs = component.variants.flatMap { $0.specs.compactMap(\.token) + $0.bindings.flatMap { $0.roles.compactMap(\.token) } }
                + component.bindings.flatMap { $0.roles.compactMap(\.token) }
            return tokenRefs.filter { !tokenPaths.contains(TokenPath.key($0.value)) }.map { ref in
                Diagnostic(.warning, file: ref.location.file, line: ref.location.line, column: ref.location.column,
                    message: "token '\(ref.value)' is not defined by system '\(system)' (neither its system.yaml nor an imported token file); kept, and listed by dsreg query missing-tokens",
                    suggestion: Suggestion.didYouMean(ref.value, in: systemSeed.tokens.map(\.path))
                        ?? "add it to the tokens of \(systemSeed.file), or import the token file that defines it")
            }
        }

        /// A component file as the set keeps it: lightened, with its facts and the checks that
        /// needed all of it.
        func check(_ result: ParseResult) -> ParseResult {
            guard case .component(let component)? = result.seed else { return result }
            var result = result
            for problem in criterionErrors(component) { result.diagnostics.append(problem) }
            result.seed = .checked(component.lightened(), ComponentFacts(component), tokenWarnings: tokenWarnings(component),
                                   selfRelationships: Self.selfRelationships(component))
            return result
        }

        /// Scores and issues name criteria of the component's system: its own set, else C1–C7.
        func criterionErrors(_ component: ComponentSeed) -> [Diagnostic] {
            let system = component.system.value
            let ids = systems[system]?.criterionIDs ?? Criterion.rawValues
            let own = systems[system].map { !$0.criteria.isEmpty } ?? false
            return component.assessments.flatMap(\.criterionRefs).filter { !ids.contains($0.value) }.map { ref in
                Diagnostic(.error, file: ref.location.file, line: ref.location.line, column: ref.location.column,
                    message: "unknown criterion '\(ref.value)'; system '\(system)' scores against "
                        + (own ? "its own criteria: " : "the default criteria: ") + ids.joined(separator: ", "),
                    suggestion: Suggestion.didYouMean(ref.value, in: ids)
                        ?? (own ? "add it to criteria: in \(systems[system]?.file ?? "its system.yaml")" : "see them with: dsreg query criteria"))
            }
        }

        static func selfRelationships(_ component: ComponentSeed) -> [Diagnostic] {
            component.relationships.filter {
                ComponentName.lookupKey(for: $0.component.value) == ComponentName.lookupKey(for: component.name)
            }.map { relationship in
                Diagnostic(.error, file: relationship.location.file, line: relationship.location.line,
                    column: relationship.location.column, message: "component '\(component.name)' cannot be related to itself")
            }
        }
    }

    private struct ParseResult {
        var file: File
        var seed: Parsed?
        var diagnostics: DiagnosticList
        /// The file's size, which bounds how many parsed files `SeedPrefetch` holds.
        var bytes = 0
    }

    /// The whole seed of a component file this set parsed, read again for `SeedWriter`. The
    /// file must still hold what was checked: a file edited during the run is refused.
    func fullSeed(_ file: File) throws(InputErrors) -> ComponentSeed {
        try fullSeedAndSize(file).seed
    }

    /// `fullSeed`, with the size of the file it read.
    func fullSeedAndSize(_ file: File) throws(InputErrors) -> (seed: ComponentSeed, bytes: Int) {
        guard let origin else { throw InputErrors([Diagnostic(.error, file: file.relativePath, line: 1, column: 1,
            message: "this set of seeds was not read from a folder")]) }
        var systemsByID: [String: SystemSeed] = [:]
        for (_, system) in systems where systemsByID[system.id] == nil { systemsByID[system.id] = system }
        let result = Self.parse(relative: file.relativePath, folder: origin.folder, displayPrefix: origin.displayPrefix,
                                systems: systemsByID)
        guard result.file.contentHash == file.contentHash, case .component(var seed)? = result.seed else {
            let shown = origin.displayPrefix.isEmpty ? file.relativePath : "\(origin.displayPrefix)/\(file.relativePath)"
            throw InputErrors([Diagnostic(.error, file: shown, line: 1, column: 1,
                message: "the file changed while it was being seeded", suggestion: "seed again once it is saved")])
        }
        // Only the writer compares and stores fingerprints; the first reading keeps a lightened
        // seed without assessments, so computing them there too was about a tenth of that reading.
        for index in seed.assessments.indices {
            seed.assessments[index].fingerprint = seed.assessments[index].computedFingerprint()
        }
        return (seed, result.bytes)
    }

    private static func parse(relative: String, folder: URL, displayPrefix: String,
                              systems: [String: SystemSeed] = [:]) -> ParseResult {
        let shown = displayPrefix.isEmpty ? relative : "\(displayPrefix)/\(relative)"
        let url = folder.appendingPathComponent(relative)
        let reader = YAMLReader(file: shown)
        guard let (data, text) = reader.read(contentsOf: url) else {
            return ParseResult(file: File(relativePath: relative, contentHash: ""), seed: nil, diagnostics: reader.diagnostics)
        }
        let file = File(relativePath: relative, contentHash: ContentHash.of(data))
        let parser = SeedParser(reader: reader, systems: systems)
        var seed: Parsed?
        if let root = reader.parse(text) {
            if (relative as NSString).lastPathComponent == "system.yaml" {
                seed = parser.system(root).map(Parsed.system)
            } else {
                seed = parser.component(root).map(Parsed.component)
            }
        }
        return ParseResult(file: file, seed: seed, diagnostics: reader.diagnostics, bytes: data.count)
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
}
