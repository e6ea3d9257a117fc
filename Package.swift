// swift-tools-version:6.0
import PackageDescription

/// Pager Playground: a pager engine on the server, streamed to a canvas in the browser.
///
/// Layers point one way (see docs/architecture.md): `PagerEngine` and `HTTPCore` are pure; the I/O
/// targets wrap C through the `C*` system-library targets; `PlaygroundApp` composes everything.

let package = Package(
    name: "PagerPlayground",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "pager-playground", targets: ["pager-playground"]),
        .executable(name: "pager-bench", targets: ["pager-bench"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz-subset", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CLinux"),
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),

        .target(name: "PagerEngine"),
        .target(name: "TextMetrics", dependencies: ["PagerEngine", "CFreeType", "CHarfBuzz"]),
        .target(name: "HTTPCore", dependencies: ["CZlib"]),
        .target(name: "HTTPServer", dependencies: ["HTTPCore", "CLinux"]),
        .target(name: "Store", dependencies: ["CSQLite", "CCrypto", "CLibPQ"]),
        .target(
            name: "PlaygroundApp",
            dependencies: ["PagerEngine", "TextMetrics", "HTTPCore", "HTTPServer", "Store", "CZlib", "CQRencode"]
        ),
        .executableTarget(name: "pager-playground", dependencies: ["PlaygroundApp"]),
        .executableTarget(
            name: "pager-bench", dependencies: ["PlaygroundApp", "HTTPServer", "HTTPCore", "CLinux"]),

        .target(name: "TestSupport", dependencies: ["HTTPCore", "CZlib"], path: "Tests/TestSupport"),
        .testTarget(name: "PagerEngineTests", dependencies: ["PagerEngine", "TestSupport"]),
        .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics", "PagerEngine"]),
        .testTarget(name: "HTTPCoreTests", dependencies: ["HTTPCore", "TestSupport"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "HTTPCore", "CLinux", "TestSupport"]),
        .testTarget(name: "StoreTests", dependencies: ["Store"]),
        .testTarget(name: "PlaygroundAppTests", dependencies: ["PlaygroundApp"]),
        .testTarget(name: "PagerBenchTests", dependencies: ["pager-bench"]),
    ]
)
