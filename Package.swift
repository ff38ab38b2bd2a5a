// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "dsreg",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dsreg", targets: ["dsreg"]),
        .library(name: "DSRegistry", targets: ["DSRegistry"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        // Everything but argument parsing: schema, records, seeding, queries, rendering.
        .target(
            name: "DSRegistry",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                // GRDB's own module for the system SQLite: the read-only door (`dsreg sql`) needs
                // `sqlite3_set_authorizer` and `sqlite3_limit`, which GRDB keeps for itself.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The thin command-line front: parses arguments and hands off to DSRegistry.
        .executableTarget(
            name: "dsreg",
            dependencies: [
                "DSRegistry",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "DSRegistryTests",
            dependencies: ["DSRegistry"],
            exclude: ["Fixtures", "Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
