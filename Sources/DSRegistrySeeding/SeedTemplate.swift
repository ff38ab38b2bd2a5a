import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// The files `dsreg new` writes: a component seed file and a migration file, each a commented
/// template that is valid as written (a new component passes `dsreg seed --check`; a new
/// migration lists its operations in comments, so it does nothing until one is uncommented).
/// The allowed values in the comments come from the vocabularies the reader checks.
public enum SeedTemplate {
    /// The system folder of `seeds` whose `system.yaml` has `id: system`, with the system read.
    package static func systemFolder(_ system: String, in seeds: URL, displayPrefix: String) throws -> (folder: String, seed: SystemSeed) {
        try systemFolder(system, in: SeedSet.load(folder: seeds, displayPrefix: displayPrefix), displayPrefix: displayPrefix)
    }

    static func systemFolder(_ system: String, in set: SeedSet, displayPrefix: String) throws -> (folder: String, seed: SystemSeed) {
        if let (file, seed) = set.systems.first(where: { $0.seed.id == system }) {
            return ((file.relativePath as NSString).deletingLastPathComponent, seed)
        }
        let ids = set.systems.map(\.seed.id).sorted()
        throw Refusal(message: "no system '\(system)' in \(displayPrefix) (no system.yaml there has id: \(system))",
            fix: Suggestion.missingSystem(system, close: Suggestion.closest(to: system, in: ids),
                                          otherwise: ids.isEmpty ? nil : "the systems there: " + ids.joined(separator: ", ")))
    }


    /// Writes `SYSTEM-FOLDER/KEY.yaml` under `seeds` for a new component; refuses an existing
    /// file, a name already taken in the system, and a family the system does not declare.
    /// Returns the path written, relative to `seeds`.
    ///
    /// ```swift
    /// let path = try SeedTemplate.writeComponent(name: "Profile Image", system: "eb", family: "avatar",
    ///                                            seeds: URL(fileURLWithPath: "Seeds"), displayPrefix: "Seeds")
    /// ```
    ///
    /// - Parameters:
    ///   - name: the component's name; its key (the file name and `id:`) is made from it.
    ///   - system: the id of the design system it belongs to.
    ///   - family: a family key the system declares, or nil for none.
    ///   - seeds: the seed folder.
    ///   - displayPrefix: how the seed folder is shown in messages ("Seeds").
    ///   - restructures: the migrations folder, so a name a migration took counts as taken.
    /// - Throws: a `DiagnosticConvertible` refusal for an unknown system or family, a name or
    ///   file already taken; a file-system error when the file cannot be written.
    public static func writeComponent(name: String, system: String, family: String?, seeds: URL,
                                      displayPrefix: String, restructures: RestructureSet = RestructureSet()) throws -> String {
        let set = SeedSet.load(folder: seeds, displayPrefix: displayPrefix)
        let (folder, systemSeed) = try systemFolder(system, in: set, displayPrefix: displayPrefix)
        let siblings = set.components.filter { $0.seed.system.value == system }.map(\.seed)
        if let taken = siblings.first(where: { ComponentName.lookupKey(for: $0.name) == ComponentName.lookupKey(for: name) }) {
            throw Refusal(message: "system '\(system)' already has a component named '\(taken.name)' (\(taken.file))",
                fix: "edit that file, or choose another name")
        }
        let key = FileName.componentKey(for: name)
        try checkNotTaken(name: name, key: key, system: system, siblings: siblings, restructures: restructures)
        if let family, !systemSeed.families.contains(where: { $0.key == family }) {
            throw Refusal(message: "family '\(family)' is not declared in \(systemSeed.file)",
                fix: familyFix(family, system: systemSeed))
        }
        let relative = (folder.isEmpty ? "" : folder + "/") + key + ".yaml"
        let url = seeds.appendingPathComponent(relative)
        if FileManager.default.fileExists(atPath: url.path) {
            throw Refusal(message: "\(displayPrefix)/\(relative) exists already; dsreg new never overwrites a file",
                fix: "edit it, or choose another name")
        }
        let depth = relative.split(separator: "/").count - 1
        let schema = String(repeating: "../", count: depth) + "schema.json"
        let text = component(name: name, key: key, system: systemSeed, family: family,
                             other: siblings.map(\.name).sorted().first, schema: schema)
        try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        return relative
    }

    /// Refuses what would make the new file fail `seed --check`, though the help promises it
    /// passes as written: its key as another file's id, or a name a migration gives a component
    /// of the system (a rename's `to:`, a split's new name or key).
    static func checkNotTaken(name: String, key: String, system: String, siblings: [ComponentSeed],
                              restructures: RestructureSet) throws {
        if let other = siblings.first(where: { $0.key == key }) {
            throw Refusal(message: "the name '\(name)' makes the id '\(key)', which \(other.file) ('\(other.name)') has already",
                fix: "choose another name")
        }
        let wanted = ComponentName.lookupKey(for: name)
        for restructure in restructures.restructures where restructure.system.value == system {
            for operation in restructure.operations {
                let introduced: [Located<String>]
                switch operation.value {
                case .rename(let rename): introduced = [rename.to]
                case .split(let split): introduced = [split.name] + (split.key.value == key ? [split.key] : [])
                default: introduced = []
                }
                for given in introduced where ComponentName.lookupKey(for: given.value) == wanted || given.value == key {
                    throw Refusal(message: "the name '\(given.value)' is one \(restructure.path) gives a component of \(system) "
                        + "(line \(given.location.line)); a file with it would fail dsreg seed --check", fix: "choose another name")
                }
            }
        }
    }

    /// How to fix a family a system does not declare: the closest declared one, else how to
    /// declare it.
    package static func familyFix(_ family: String, system: SystemSeed) -> String {
        let id = FileName.componentKey(for: family)
        let name = id.prefix(1).uppercased() + id.dropFirst().replacingOccurrences(of: "-", with: " ")
        let declare = "declare it in \(system.file) under families: (- {id: \(id), name: \(name)})"
        guard let close = Suggestion.didYouMean(family, in: system.families.map(\.key)) else { return declare }
        return close + " Otherwise " + declare
    }

    /// The text of a new component's seed file.
    package static func component(name: String, key: String, system: SystemSeed, family: String?,
                                 other: String?, schema: String = "../schema.json") -> String {
        // Everything from data that lands in a `#` comment goes through `CommentText.line`: a
        // line break there (`name: "Acme\nrole: x #"`) ended the comment and wrote YAML.
        let families = system.families.map { CommentText.line($0.key) }
        let file = CommentText.line(system.file)
        let familyLine: String
        if let family {
            familyLine = "family: \(family)                  # declared in \(file) under families:"
        } else if let first = families.first {
            familyLine = "# family: \(first)                # one of \(file)'s families: \(families.joined(separator: ", "))"
        } else {
            familyLine = "# family: my-family               # declare it first in \(file): families: [{id: my-family, name: My family}]"
        }
        let related = CommentText.line(other ?? "Icon")
        func values<V: Vocabulary>(_: V.Type) -> String { V.rawValues.joined(separator: " | ") }
        return """
            # yaml-language-server: $schema=\(schema)
            # \(CommentText.line(name)), a component of \(CommentText.line(system.name)). Written by: dsreg new component
            # Every key, its type and its allowed values: docs/seed-format.md. Uncomment what you
            # know (remove the "# "), then check the file without writing anything:
            #   dsreg seed --check
            # A component with no assessment reads as "not assessed" in every question.
            id: \(key)                   # stable key (lowercase, digits, hyphens); renames never change it
            system: \(system.id)
            name: \(YAMLText.scalar(name))
            # role: section header         # what it is for, in a few words
            \(familyLine)
            # status: active               # \(values(LifecycleStatus.self))
            # description: >-
            #   One or two sentences: what the component is and when to use it.
            # source: where the facts come from (a page, a Figma file)

            # availability:                # where it ships; none: wherever the system ships
            #   - {platform: ios, min_os: "17.0"}    # \(values(Platform.self))

            # properties:                  # Figma component properties
            #   - name: size
            #     kind: variant            # \(values(PropertyKind.self))
            #     values: [small, large]
            #     default: small
            #     signatures: {swiftui: "size: Size", compose: "size: Size"}

            # variants:                    # built combinations of property values
            #   - name: Small
            #     values: {size: small}

            # slots:                       # places that hold content or another component
            #   - name: leading
            #     max: 1
            #     accepts: [{component: \(related)}]

            # states:                      # per platform: \(values(StateSupport.self))
            #   - {state: pressed, ios: supported, android: supported, figma: not-modeled}
            #                              # state: \(values(InteractionState.self))

            # relationships:
            #   - {kind: uses, component: \(related)}   # \(values(RelationshipKind.self))

            # assessments:
            #   - version: 1.0.0
            #     date: 2026-04
            #     kind: major              # \(values(AssessmentKind.self))
            #     title: Initial Assessment
            #     status: draft            # \(values(AssessmentStatus.self)); published is immutable
            #     verdict: refine          # \(values(Verdict.self))
            #     health:                  # \(values(HealthStatus.self))
            #       reusable: {status: pass, note: Used on every screen.}
            #     scores:                  # C1 … C7: \(values(CriterionStatus.self))
            #       C5: {status: needs-refinement, note: No pressed state in Figma.}
            #     issues:                  # status: \(values(IssueStatus.self))
            #       - {id: no-pressed, criterion: C5, status: open, title: No pressed state.}
            #     recommendations:         # status: \(values(RecommendationStatus.self))
            #       - {id: add-pressed, kind: state, status: proposed, title: Add a pressed state.}

            """
    }

    /// A stable key as seed files write one (`id:` of a system or component): lowercase letters,
    /// digits and hyphens.
    public static func isStableKey(_ key: String) -> Bool {
        !key.isEmpty && key.allSatisfy { $0.isLetter && $0.isLowercase || $0.isNumber || $0 == "-" }
    }
}
