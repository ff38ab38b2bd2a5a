import Foundation
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// `dsreg new system`: a system from scratch, the file it writes passing `seed --check`, its
/// refusals, and the "no such system" errors that name it as their fix.
@Suite struct NewSystemTests {
    func clone() throws -> TemporaryFolder {
        let clone = try TemporaryFolder()
        try FileManager.default.copyItem(at: TestPaths.seeds, to: clone.url.appendingPathComponent("Seeds"))
        return clone
    }

    @Test func newSystemWritesTheGoldenFileAndItPassesTheCheck() throws {
        let clone = try clone()
        let new = try DSRegBinary.run(["new", "system", "ocean", "--name", "Ocean UI", "--platforms", "web,ios,react-native"],
                                      in: clone.url)
        #expect(new.status == 0, "\(new.errors)")
        #expect(new.output == "Seeds/ocean/system.yaml\n")
        #expect(new.errors == "dsreg: wrote Seeds/ocean/system.yaml; add a component: dsreg new component \"Button\" --system ocean\n")
        let written = try String(contentsOf: clone.url.appendingPathComponent("Seeds/ocean/system.yaml"), encoding: .utf8)
        try Golden.check("new-system-ocean.yaml", written)

        let component = try DSRegBinary.run(["new", "component", "Wave Button", "--system", "ocean"], in: clone.url)
        #expect(component.status == 0, "\(component.errors)")
        let check = try DSRegBinary.run(["seed", "--check", "--db", "r.sqlite"], in: clone.url)
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.errors.hasSuffix("36 files, 36 would be written, 0 unchanged, 3 warnings; nothing was written\n"))
        // Seeded, it is a system like the others.
        let seed = try DSRegBinary.run(["seed", "--db", "r.sqlite"], in: clone.url)
        #expect(seed.status == 0, "\(seed.errors)")
        let row = try DSRegBinary.run(["sql", "SELECT id, name, platforms FROM design_system WHERE id = 'ocean'",
                                       "--db", "r.sqlite", "--format", "csv"], in: clone.url)
        #expect(row.output.replacingOccurrences(of: "\r\n", with: "\n") == "id,name,platforms\nocean,Ocean UI,\"Web, iOS, React Native\"\n")
    }

    @Test func theDefaultPlatformsAreWrittenBare() {
        let text = SeedTemplate.system(id: "acme", name: "Acme", platforms: [])
        #expect(text.contains("\nplatforms:                     # where it ships; a bare id is built in: ios, android, figma, web\n"
            + "  - ios\n  - android\n  - figma\n"))
    }

    @Test func anExistingSystemABadIdAndATakenNameAreRefused() throws {
        let clone = try clone()
        let existing = try DSRegBinary.run(["new", "system", "eb", "--name", "Another"], in: clone.url)
        #expect(existing.status == 64)
        #expect(existing.errors == "dsreg: system 'eb' exists already: Seeds/eb/system.yaml; "
            + "add components to it: dsreg new component \"Button\" --system eb\n")
        let bad = try DSRegBinary.run(["new", "system", "Spectrum 2", "--name", "Spectrum 2"], in: clone.url)
        #expect(bad.status == 64)
        #expect(bad.errors == "dsreg: 'Spectrum 2' is not a system id: lowercase letters, digits and hyphens; "
            + "write spectrum-2, and the display name with --name\n")
        let name = try DSRegBinary.run(["new", "system", "eb2", "--name", "EB design system"], in: clone.url)
        #expect(name.errors == "dsreg: the name 'EB design system' is taken by system 'eb' (Seeds/eb/system.yaml); choose another name\n")
        let platform = try DSRegBinary.run(["new", "system", "acme", "--name", "Acme", "--platforms", "ios,React Native"], in: clone.url)
        #expect(platform.errors == "dsreg: 'React Native' is not a platform id: lowercase letters, digits and hyphens; "
            + "write --platforms ios,react-native\n")
        // A file in the way, with no system in it, is never replaced.
        try FileManager.default.createDirectory(at: clone.url.appendingPathComponent("Seeds/acme"), withIntermediateDirectories: true)
        try "# draft\n".write(to: clone.url.appendingPathComponent("Seeds/acme/system.yaml"), atomically: true, encoding: .utf8)
        #expect(throws: Refusal(message: "Seeds/acme/system.yaml exists already; dsreg new never overwrites a file",
                                fix: "edit it, or choose another id")) {
            try SeedTemplate.writeSystem(id: "acme", name: "Acme", platforms: [], seeds: clone.url.appendingPathComponent("Seeds"),
                                         displayPrefix: "Seeds")
        }
        for folder in ["ocean", "spectrum-2", "eb2"] {
            #expect(!FileManager.default.fileExists(atPath: clone.url.appendingPathComponent("Seeds/\(folder)").path))
        }
    }

    /// Run inside a system's folder, `new component` finds the seed folder above it (it asked
    /// for a system.yaml that was there).
    @Test func newComponentRunInsideASystemFolderFindsIt() throws {
        let clone = try clone()
        let new = try DSRegBinary.run(["new", "system", "ocean", "--name", "Ocean UI"], in: clone.url)
        #expect(new.status == 0, "\(new.errors)")
        let inside = try DSRegBinary.run(["new", "component", "Wave Button", "--system", "ocean"],
                                         in: clone.url.appendingPathComponent("Seeds/ocean"))
        #expect(inside.status == 0, "\(inside.errors)")
        #expect(inside.output == "../ocean/wave-button.yaml\n")
        let seeds = try DSRegBinary.run(["new", "component", "Tide", "--system", "ocean"], in: clone.url.appendingPathComponent("Seeds"))
        #expect(seeds.output == "../Seeds/ocean/tide.yaml\n")
        #expect(FileManager.default.fileExists(atPath: clone.url.appendingPathComponent("Seeds/ocean/tide.yaml").path))
    }

    /// Every "no such system" error names the command that makes one.
    @Test func everyNoSuchSystemErrorNamesNewSystem() throws {
        let clone = try clone()
        _ = try SeededRegistry.shared.copy(to: clone.url.appendingPathComponent("r.sqlite").path)
        let list = try DSRegBinary.run(["list", "--system", "spectrum", "--db", "r.sqlite"], in: clone.url)
        #expect(list.errors == "dsreg: no design system named 'spectrum'; known: backbase, eb, sap-fiori; "
            + "or create it: dsreg new system spectrum --name \"…\", then dsreg seed\n")
        let component = try DSRegBinary.run(["new", "component", "Chip", "--system", "spectrum"], in: clone.url)
        #expect(component.errors == "dsreg: no system 'spectrum' in Seeds (no system.yaml there has id: spectrum); "
            + "the systems there: backbase, eb, sap-fiori; or create it: dsreg new system spectrum --name \"…\"\n")
        try FileManager.default.createDirectory(at: clone.url.appendingPathComponent("Seeds/spectrum"), withIntermediateDirectories: true)
        try "id: action-button\nsystem: spectrum\nname: Action Button\n".write(
            to: clone.url.appendingPathComponent("Seeds/spectrum/action-button.yaml"), atomically: true, encoding: .utf8)
        let check = try DSRegBinary.run(["seed", "--check", "--db", "s.sqlite"], in: clone.url)
        #expect(check.errors.contains("Seeds/spectrum/action-button.yaml:2:9: error: component 'Action Button' names system 'spectrum', "
            + "which no system.yaml defines; create it: dsreg new system spectrum --name \"…\"\n"))
    }
}
