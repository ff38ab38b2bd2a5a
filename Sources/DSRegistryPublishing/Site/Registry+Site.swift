import Foundation
import GRDB
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

extension Registry {
    /// The whole registry as the site shows it.
    package func siteData() throws -> SiteData {
        try writer.read { db in try SiteData.read(db) }
    }
}

extension Registry {
    /// Builds the static site into `folder`: read once, built in memory, written where changed.
    public func buildSite(into folder: URL) throws -> SiteReport {
        let data = try siteData()
        try SitePaths.checkUnique(data)
        return try SiteWriter.write(SiteBuilder(data: data).files(), to: folder)
    }
}
