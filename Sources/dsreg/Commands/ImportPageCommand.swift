import ArgumentParser
import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryPublishing
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistrySeeding
import DSRegistryStore
import DSRegistrySynthetic
import DSRegistryTokens

struct ImportPageCommand: DSRegCommand {
    static let configuration = CommandConfiguration(
        commandName: "page",
        abstract: "Write or extend component seed files from assessment pages saved as text.",
        discussion: """
            Reads pages of the assessment template (verdict banner, DS Health, Behavior, Open \
            Issues, Design Recommendations, Styles, Property Mapping, Accessibility, Criteria \
            Scorecard, Variants Inventory, version log) and writes SYSTEM-FOLDER/KEY.yaml under \
            --into for each, every value with its page line in a comment. A line the reader does \
            not place is kept as a comment and reported as a warning with its line number. A page \
            in another template, or one cut short, is refused with what was expected and found, \
            and no file of the run is written.

            A file that exists is never rewritten: a version of the page's log that the file \
            lacks is added to it; a version the file has must say what the page says, or the \
            page is refused with both values (a published assessment never changes). Importing \
            the same page again changes nothing.

            --check compares the pages with the registry and writes nothing: what a page says \
            that the registry does not, and the reverse. --print shows the seed a page gives.

            Examples:
              dsreg import page ../shared/seeds/000_b8970c4a195dbacb.txt \\
                --system eb --print
              dsreg import page ../shared/seeds/000_b8970c4a195dbacb.txt \\
                --system eb --check
            """
    )

    @Argument(help: ArgumentHelp("Pages saved as text.", valueName: "page"), completion: .file())
    var pages: [String]

    @Option(help: ArgumentHelp("The design system's id (default: the only one in --into).", valueName: "system"),
            completion: .registry(.system))
    var system: String?

    @Option(name: .long, help: ArgumentHelp("The seed folder to write into.", valueName: "dir"))
    var into: String = "Seeds"

    @Flag(name: .long, help: "Compare the pages with the registry; write nothing.")
    var check = false

    @Flag(name: .long, help: "Print the seed file each page gives; write nothing.")
    var print = false

    @OptionGroup(title: "Registry")
    var registry: RegistryOptions

    var registryPath: String? { check ? registry.location.path : nil }

    func validate() throws {
        if pages.isEmpty { throw ValidationError("name at least one page") }
        if check && print { throw ValidationError("--check and --print do different things; pass one") }
    }

    func execute() throws {
        let seeds = URL(fileURLWithPath: into)
        if print {
            for text in try PageImport.preview(pages: pages, system: system, into: seeds, displayPrefix: into) {
                Terminal.write(text.seed)
                for warning in text.warnings { Terminal.show(warning) }
            }
            return
        }
        if check {
            let report = try registry.openForReading().checkPages(pages, system: system, seeds: seeds, displayPrefix: into)
            for warning in report.warnings { Terminal.show(warning) }
            Terminal.write(report.text)
            Terminal.standardError("checked \(pages.count) page\(pages.count == 1 ? "" : "s") against \(registry.location.path): \(report.differences) difference\(report.differences == 1 ? "" : "s"); nothing was written")
            return
        }
        let report = try PageImport.run(pages: pages, system: system, into: seeds, displayPrefix: into)
        for warning in report.warnings { Terminal.show(warning) }
        for file in report.created { Terminal.write("\(file)\n") }
        for (file, versions) in report.extended { Terminal.write("\(file) +\(versions.joined(separator: ", "))\n") }
        Terminal.standardError("imported \(pages.count) page\(pages.count == 1 ? "" : "s") into \(into): \(report.created.count) written, "
            + "\(report.extended.count) extended, \(report.unchanged.count) unchanged, \(report.warnings.count) warning\(report.warnings.count == 1 ? "" : "s")")
    }
}
