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

/// `dsreg migrate revert ID --plan`: what the revert would change, from what the registry
/// recorded, with nothing written.
@Suite struct RevertPlanTests {
    @Test func thePlanListsTheUndoneChangesAndRowsAndWritesNothing() throws {
        let copy = try RegistryFileCopy()
        let path = copy.path

        let plan = try DSRegBinary.run(["migrate", "revert", "0004", "--plan", "--db", path, "--format", "csv"])
        #expect(plan.status == 0, "\(plan.errors)")
        #expect(plan.errors == "dsreg: a plan; nothing was written\n")
        #expect(plan.output == """
            migration,operation,change\r
            0005-page-banner,undo rename,renamed Header - Centered → Page Banner; role page banner\r
            0005-page-banner,undo carry-out,recommendation 'family-decision' of Section Header: done\r
            0005-page-banner,undo carry-out,issue 'family-naming' of Section Header: resolved\r
            0005-page-banner,undo carry-out,tracked item 'Family restructure plan' of Section Header: done\r
            0005-page-banner,rows,component: 1 changed back\r
            0005-page-banner,rows,"component_name: 1 removed, 1 changed back"\r
            0005-page-banner,rows,issue: 1 changed back\r
            0005-page-banner,rows,recommendation: 1 changed back\r
            0005-page-banner,rows,tracked_item: 1 changed back\r
            0004-detail-hero,undo rename,renamed Header - Transaction → Detail Hero; role detail hero\r
            0004-detail-hero,undo rehome,Detail Hero: moved out of family Header (1 sibling link ended); placed next to Visual Popup\r
            0004-detail-hero,undo carry-out,recommendation 'rehome-transaction' of Section Header: done\r
            0004-detail-hero,rows,component: 2 changed back\r
            0004-detail-hero,rows,"component_name: 1 removed, 1 changed back"\r
            0004-detail-hero,rows,recommendation: 1 changed back\r
            0004-detail-hero,rows,"relationship: 1 put back, 1 removed"\r

            """)
        try copy.expectUnchanged()

        // The revert itself does what the plan said: 0004 and 0005 are gone.
        let reverted = try DSRegBinary.run(["migrate", "revert", "0004", "--db", path])
        #expect(reverted.status == 0)
        #expect(try Registry.reading(at: path).appliedRestructures().map(\.id).last == "0003-merge-with-logo-into-title-bar")
    }

    @Test func nothingAppliedIsAnErrorAsForTheRevert() throws {
        #expect(throws: RegistryError.invalidArgument("no migration is applied; nothing to revert")) {
            try SeededRegistry.shared.revertPlan(.latest)
        }
    }
}
