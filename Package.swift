// swift-tools-version:6.1
import PackageDescription

// The library is layered, and SwiftPM rejects an arrow that points the wrong way: a target
// imports only the targets listed as its dependencies.
//
//   dsreg (the executable: argument parsing only)
//   └─ DSRegistryReview         `dsreg review` / `compare`: two registries built and compared
//     (over Publishing and Seeding)
//     └─ DSRegistryPublishing   terminal rendering, the static site, Datasette metadata
//          ├─ DSRegistryQueries      the question catalog, history, the read-only SQL door
//          ├─ DSRegistryCodeConnect  Code Connect generation and checks
//          └─ DSRegistrySeeding      seed files → rows, the default registry's build
//               ├─ DSRegistryRestructure  migrations as data, applied and reverted
//               └─ DSRegistryTokens       token files: read, resolve, import, export
//                    └─ DSRegistryStore   schema, records, the Registry type, the one lookup
//                         └─ DSRegistryCore  values every layer shares, domain vocabularies
//
// Within a target, folders point one way too (`ArchitectureTests` fails on a cycle).
let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
// GRDB's own module for the system SQLite: the read-only door (`dsreg sql`) and the query
// limits need `sqlite3_set_authorizer`, `sqlite3_limit` and the progress handler; the Figma
// import binds its 200,000-odd rows straight to its prepared statements.
let sqlite: Target.Dependency = .product(name: "GRDBSQLite", package: "GRDB.swift")
let yams: Target.Dependency = .product(name: "Yams", package: "Yams")

let package = Package(
    name: "dsreg",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dsreg", targets: ["dsreg"]),
        .library(name: "DSRegistry", targets: [
            "DSRegistryCore", "DSRegistryStore", "DSRegistryTokens", "DSRegistryRestructure",
            "DSRegistrySeeding", "DSRegistryQueries", "DSRegistryCodeConnect", "DSRegistryPublishing",
            "DSRegistryReview",
        ]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        // Only for `swift package generate-documentation` (the DocC catalog, built in .ci/run);
        // no target depends on it, so `swift build` compiles none of it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        // Source locations, diagnostics, the strict YAML reader, name keys, result tables;
        // the closed vocabularies of the domain (platforms, states, criteria, verdicts).
        .target(name: "DSRegistryCore", dependencies: [grdb, yams]),
        // The one migrator and its schema, GRDB records, the Registry type (open, lock,
        // check, dump) and the one name lookup.
        .target(name: "DSRegistryStore", dependencies: ["DSRegistryCore", grdb, sqlite]),
        // Features: each extends Registry in its own Registry+Feature.swift files.
        .target(name: "DSRegistryTokens", dependencies: ["DSRegistryStore", grdb, yams]),
        .target(name: "DSRegistryRestructure", dependencies: ["DSRegistryStore", grdb]),
        .target(name: "DSRegistrySeeding",
                dependencies: ["DSRegistryTokens", "DSRegistryRestructure", grdb, sqlite, yams]),
        .target(name: "DSRegistryQueries", dependencies: ["DSRegistryStore", grdb, sqlite]),
        .target(name: "DSRegistryCodeConnect", dependencies: ["DSRegistryStore", grdb]),
        .target(name: "DSRegistryPublishing",
                dependencies: ["DSRegistryQueries", "DSRegistryRestructure", "DSRegistryTokens",
                               "DSRegistryCodeConnect", grdb]),
        // A change reviewed as meaning: each side's registry built from its own files (git),
        // read into snapshots, compared by a pure function, rendered for a terminal, a pull
        // request or a tool.
        .target(name: "DSRegistryReview",
                dependencies: ["DSRegistryPublishing", "DSRegistrySeeding", grdb]),
        // Synthetic registries of any size, for the benchmarks and the long tests.
        .target(name: "DSRegistrySynthetic", dependencies: ["DSRegistryStore", grdb]),
        // The thin command-line front: parses arguments and hands off to the library.
        .executableTarget(
            name: "dsreg",
            dependencies: [
                "DSRegistryPublishing", "DSRegistrySeeding", "DSRegistrySynthetic", "DSRegistryReview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "DSRegistryTests",
            dependencies: ["DSRegistryPublishing", "DSRegistrySeeding", "DSRegistrySynthetic", "DSRegistryReview"],
            exclude: ["Fixtures", "Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
