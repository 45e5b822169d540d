// swift-tools-version: 6.1
import PackageDescription

/// Settings shared by every target: Swift 6 language mode is the package default;
/// `ExistentialAny` keeps existential types explicit in our own sources (client code is unaffected).
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "OpenCollectionView",
    products: [
        .library(name: "OpenCollectionView", targets: ["OpenCollectionView"]),
        .library(name: "UIKitNames", targets: ["UIKitNames"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "OpenCollectionViewSamples", targets: ["Samples", "DeterministicRandom"]),
        .library(name: "CollectionWeb", targets: ["CollectionWeb"]),
        // For tests of client code (B7): a host, drivers, assertions and dumps; and the strategies for
        // pointfreeco/swift-snapshot-testing, in a product of their own so nothing else depends on it.
        .library(name: "OpenCollectionViewTesting", targets: ["OpenCollectionViewTesting"]),
        .library(name: "OpenCollectionViewSnapshotTesting", targets: ["OpenCollectionViewSnapshotTesting"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Library modules. Each target declares exactly what its sources import
        // (`scripts/check-manifest` verifies it); arrows point one way:
        // Geometry ← Data ← Layout; Geometry ← ViewSystem; Layout + ViewSystem ← Engine ← Web.
        .target(name: "CollectionGeometry", swiftSettings: strictSettings),
        .target(name: "CollectionData", swiftSettings: strictSettings),
        .target(name: "CollectionLayout", dependencies: ["CollectionGeometry", "CollectionData"], swiftSettings: strictSettings),
        .target(name: "ConstraintSolver", swiftSettings: strictSettings),
        .target(
            name: "ViewSystem",
            dependencies: ["CollectionGeometry", "ConstraintSolver"],
            resources: [.copy("Resources")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CollectionEngine",
            dependencies: ["CollectionGeometry", "CollectionData", "CollectionLayout", "ViewSystem"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenCollectionView",
            dependencies: ["CollectionGeometry", "CollectionData", "CollectionLayout", "ViewSystem", "CollectionEngine"],
            swiftSettings: strictSettings
        ),
        .target(name: "UIKitNames", dependencies: ["OpenCollectionView"], swiftSettings: strictSettings),
        .target(
            name: "CollectionWeb",
            dependencies: [
                "CollectionGeometry", "CollectionLayout", "ViewSystem", "CollectionEngine",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Page")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "Gallery",
            dependencies: [
                "CollectionWeb",
                "UIKitNames",
                "Samples",
                "OpenCollectionView",
                "DeterministicRandom",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "Samples", dependencies: ["OpenCollectionView"], swiftSettings: strictSettings),
        .target(
            name: "OpenCollectionViewTesting",
            dependencies: ["CollectionGeometry", "CollectionData", "CollectionLayout", "ViewSystem", "CollectionEngine"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenCollectionViewSnapshotTesting",
            dependencies: [
                "CollectionGeometry", "ViewSystem", "CollectionEngine", "OpenCollectionViewTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "DeterministicRandom", swiftSettings: strictSettings),

        // MARK: Test support (never shipped in a product); each layer's helpers depend only on that layer.
        .target(name: "TestSupport", dependencies: ["DeterministicRandom"], swiftSettings: strictSettings),
        .target(name: "DataTestSupport", dependencies: ["CollectionData", "TestSupport"], swiftSettings: strictSettings),
        .target(
            name: "LayoutTestSupport",
            dependencies: ["CollectionGeometry", "CollectionData", "CollectionLayout", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .target(name: "ViewTestSupport", dependencies: ["ViewSystem"], swiftSettings: strictSettings),
        .target(name: "SolverTestSupport", dependencies: ["ConstraintSolver"], swiftSettings: strictSettings),
        .target(
            name: "EngineTestSupport",
            dependencies: ["CollectionGeometry", "CollectionData", "CollectionLayout", "ViewSystem", "CollectionEngine", "LayoutTestSupport"],
            swiftSettings: strictSettings
        ),

        // MARK: Tests, one target per module
        .testTarget(name: "CollectionGeometryTests", dependencies: ["CollectionGeometry", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "CollectionDataTests",
            dependencies: ["CollectionData", "DataTestSupport", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: ["CollectionGeometry", "CollectionData", "CollectionLayout", "LayoutTestSupport", "TestSupport"],
            exclude: ["Flow/__Snapshots__"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConstraintSolverTests",
            dependencies: ["ConstraintSolver", "SolverTestSupport", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewSystemTests",
            dependencies: ["CollectionGeometry", "TestSupport", "ViewSystem", "ViewTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CollectionEngineTests",
            dependencies: [
                "CollectionGeometry", "CollectionData", "CollectionLayout", "ViewSystem", "CollectionEngine",
                "TestSupport", "DataTestSupport", "ViewTestSupport", "EngineTestSupport",
            ],
            exclude: ["CollectionView/LayoutPassGolden"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "OpenCollectionViewTests", dependencies: ["OpenCollectionView"], swiftSettings: strictSettings),
        // `import UIKitNames` keeps working for those who prefer it.
        .testTarget(name: "UIKitNamesTests", dependencies: ["UIKitNames"]),
        .testTarget(
            name: "CollectionWebTests",
            dependencies: ["CollectionGeometry", "CollectionLayout", "ViewSystem", "CollectionEngine", "CollectionWeb", "ViewTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "CollectionGeometry", "ViewSystem", "CollectionEngine", "CollectionWeb", "Gallery", "DeterministicRandom",
                "OpenCollectionViewTesting", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenCollectionViewTestingTests",
            dependencies: [
                "CollectionGeometry", "CollectionData", "CollectionLayout", "ViewSystem", "CollectionEngine",
                "OpenCollectionView", "OpenCollectionViewTesting",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenCollectionViewSnapshotTestingTests",
            dependencies: [
                "CollectionGeometry", "CollectionData", "CollectionLayout", "ViewSystem", "CollectionEngine", "OpenCollectionViewTesting", "OpenCollectionViewSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SamplesTests",
            dependencies: ["OpenCollectionView", "Samples", "TestSupport", "LayoutTestSupport", "EngineTestSupport"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `import UIKit` where Apple's UIKit does not exist (B1): a module of that name, with what UIKitNames
// gives, Foundation and FoundationNetworking. Never declared on Apple's platforms, so it cannot shadow
// the real one there (README, "import UIKit"). The UIKit-spelled tests import it, in the Swift 6 and
// the Swift 5 language modes (UIKitSwift5Tests holds symbolic links to UIKitTests' files).
#if os(Linux) || os(Windows) || os(Android)
package.products.append(.library(name: "UIKit", targets: ["UIKit"]))
package.targets += [
    .target(name: "UIKit", dependencies: ["UIKitNames", "CollectionWeb", "_Testing_UIKit"], swiftSettings: strictSettings),
    // Swift Testing's cross-import overlay for UIKit, which Linux toolchains declare but do not ship
    // (Sources/_Testing_UIKit): without it no test file could import both Testing and UIKit.
    .target(name: "_Testing_UIKit", swiftSettings: strictSettings),
    .testTarget(name: "UIKitTests", dependencies: ["UIKit", "OpenCollectionViewTesting"]),
    // The example app a user copies (Examples/HelloApp, a package of its own), built and tested here
    // too, so its `@main` app delegate and its tests cannot rot.
    .executableTarget(name: "HelloApp", dependencies: ["UIKit"], path: "Examples/HelloApp/Sources/HelloApp"),
    .testTarget(name: "HelloAppTests", dependencies: ["HelloApp", "UIKit", "OpenCollectionViewTesting"],
                path: "Examples/HelloApp/Tests/HelloAppTests"),
    .testTarget(name: "UIKitSwift5Tests", dependencies: ["UIKit", "OpenCollectionViewTesting"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // How an iOS team's layout snapshot test reads (XCTest, `import UIKit`, Swift 5 mode), running on Linux.
    .testTarget(
        name: "ExampleSnapshotTests",
        dependencies: [
            "UIKit", "OpenCollectionViewSnapshotTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ],
        exclude: ["__Snapshots__"],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
]
#endif
