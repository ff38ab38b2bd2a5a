import Foundation
import DSRegistryCore
import DSRegistryStore

/// The file `dsreg new migration "title"` writes: the next number in the folder, and every
/// operation of `RestructureFormat` shown in comments with its keys. As written it lists no
/// operation, so `dsreg migrate` refuses it until one is uncommented: a draft changes nothing.
public enum RestructureTemplate {
    /// The next free number of a migrations folder: one after the highest `NNNN-` there.
    package static func nextNumber(in folder: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let numbers = names.compactMap { RestructureSet.number(of: ($0 as NSString).deletingPathExtension) }
        return (numbers.max() ?? 0) + 1
    }

    /// The system the folder's latest migration names, for a new file's `system:`.
    static func latestSystem(in folder: URL) -> String? {
        let set = RestructureSet.load(folder: folder, displayPrefix: "")
        return set.restructures.last?.system.value
    }

    /// Writes `NNNN-slug.yaml` into `folder` (created if missing); returns the file's name.
    /// `system` defaults to the latest migration's system.
    ///
    /// ```swift
    /// let name = try RestructureTemplate.write(title: "Rename Avatar to Profile Image", system: "eb",
    ///                                          folder: URL(fileURLWithPath: "Migrations"), displayPrefix: "Migrations")
    /// // "0004-rename-avatar-to-profile-image.yaml"
    /// ```
    ///
    /// - Parameters:
    ///   - title: the migration's title; its slug makes the file name.
    ///   - system: the design system the migration restructures; nil to follow the latest migration's.
    ///   - folder: the migrations folder.
    ///   - displayPrefix: how the folder is shown in messages ("Migrations").
    /// - Throws: a `DiagnosticConvertible` refusal for an empty title, no system to follow, or
    ///   a folder whose numbers are used up; a file-system error when the file cannot be written.
    public static func write(title: String, system: String?, folder: URL, displayPrefix: String) throws -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw Refusal(message: "a migration needs a title", fix: "dsreg new migration \"Rename Avatar to Profile Image\"")
        }
        guard let system = system ?? latestSystem(in: folder) else {
            throw Refusal(message: "no migration in \(displayPrefix) names a system to follow",
                fix: "say which system its operations change: --system ID")
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let number = nextNumber(in: folder)
        // `migrate` reads a file's number from its first four characters: 10000-….yaml is refused.
        guard number <= 9999 else {
            throw Refusal(message: "\(displayPrefix) has migration 9999, the highest number a migration file can have "
                + "(dsreg migrate reads four digits)", fix: "fold the new operations into a migration not yet applied")
        }
        let id = String(format: "%04d", number) + "-" + FileName.componentKey(for: String(trimmed.prefix(60)))
        let name = id + ".yaml"
        let text = file(id: id, title: trimmed, system: system)
        do {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .withoutOverwriting)
        } catch CocoaError.fileWriteFileExists {
            throw Refusal(message: "\(displayPrefix)/\(name) exists already; dsreg new never overwrites a file",
                fix: "run it again for the next number")
        }
        return name
    }

    /// The text of a new migration file.
    package static func file(id: String, title: String, system: String) -> String {
        """
        # yaml-language-server: $schema=schema.json
        # Written by: dsreg new migration. Migrations/README.md says what each operation does.
        # Uncomment the operations this restructure needs (remove the "# "), then see what they
        # would change without writing anything: dsreg migrate --plan
        # As long as every operation is commented out, dsreg migrate refuses the file.
        id: \(id)
        title: \(YAMLText.scalar(title))
        # description: >-
        #   Why, quoting the assessment; the reading taken where the source is unclear.
        system: \(system)                      # the operations name components of this system
        # carries_out:                 # marked done, linked to this migration
        #   - component: Header        # any of its names, current or former
        #     recommendations: [rename-section-header]
        #     issues: [family-naming]
        #     tracked_items: ["Verdict: Restructure"]
        operations:
        #  - op: rename                # the old name stays resolvable and reserved
        #    component: Header
        #    to: Section Header
        #    role: section header
        #
        #  - op: merge                 # the component is absorbed into another
        #    component: Header - With Logo
        #    into: Title Bar
        #    as_variant: {name: With logo, values: {leading: logo}}
        #    # variants: {"Old variant": {name: New variant, values: {leading: logo}}}
        #    # move: [slots, states, bindings]
        #
        #  - op: rehome                # another family (null: none), next to a neighbour
        #    component: Detail Hero
        #    family: null
        #    near: Visual Popup
        #
        #  - op: split                 # some variants become a new component
        #    component: Section Header
        #    key: counter-header
        #    name: Counter Header
        #    role: counter header
        #    family: header
        #    where: {trailing: counter}       # or variants: [With counter]
        #
        #  - op: collapse-properties   # properties become new ones; every variant is mapped
        #    component: Section Header
        #    into:
        #      - {name: trailing, kind: variant, from: [link, edit], values: [link, edit], optional: true, slot: true}
        #    variants:
        #      With link: {becomes: Trailing link, trailing: link}
        #      With edit: {becomes: Trailing edit, trailing: edit}
        #
        #  - op: promote               # a drawn element becomes a real component instance
        #    component: Section Header
        #    slot: trailing
        #    element: link
        #    to: Text Button
        #    note: The View All link is a Text Button.
        #
        #  - op: add-slot
        #    component: Title Bar
        #    name: leading
        #    description: What leads the title.
        #    components: [Icon]
        #    other: [title text]
        #    min: 0
        #    max: 1
        #
        #  - op: add-property          # every variant gets the default, or the value mapped
        #    component: Title Bar
        #    name: leading
        #    kind: variant
        #    values: [title, logo]
        #    default: title
        #    required: true
        #    description: What leads the bar.
        #    signatures: {swiftui: "leading: Leading", compose: "leading: Leading"}
        #    # variants: {With logo: logo}
        #
        #  - op: deprecate
        #    component: Header - Centered
        #    replacement: Page Banner
        #    note: Use Page Banner.

        """
    }
}
