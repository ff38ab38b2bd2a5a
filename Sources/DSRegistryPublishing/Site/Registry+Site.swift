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
    ///
    /// ```swift
    /// let report = try registry.buildSite(into: URL(fileURLWithPath: "site"))
    /// print("\(report.written) pages written, \(report.unchanged) unchanged")
    /// ```
    ///
    /// - Parameter folder: the folder to write into (made if missing); nothing lands outside it.
    /// - Throws: `RegistryError.invalidArgument` when `folder` is a file or two pages would
    ///   share a path; a file-system error when a page cannot be written.
    public func buildSite(into folder: URL) throws -> SiteReport {
        let data = try siteData()
        try SitePaths.checkUnique(data)
        return try SiteWriter.write(SiteBuilder(data: data).files(), to: folder)
    }
}
