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
        .library(name: "OpenCollectionViewSamples", targets: ["Samples"]),
        .library(name: "CollectionWeb", targets: ["CollectionWeb"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: Library modules (dependency direction: Geometry ← Data ← Layout ← Engine)
        .target(name: "CollectionGeometry", swiftSettings: strictSettings),
        .target(name: "CollectionData", dependencies: ["CollectionGeometry"], swiftSettings: strictSettings),
        .target(
            name: "CollectionLayout",
            dependencies: ["CollectionGeometry", "CollectionData"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CollectionEngine",
            dependencies: ["CollectionGeometry", "CollectionData", "CollectionLayout"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenCollectionView",
            dependencies: ["CollectionGeometry", "CollectionData", "CollectionLayout", "CollectionEngine"],
            swiftSettings: strictSettings
        ),
        .target(name: "UIKitNames", dependencies: ["OpenCollectionView"], swiftSettings: strictSettings),
        .target(
            name: "CollectionWeb",
            dependencies: [
                "CollectionEngine",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            resources: [.copy("Page")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "Gallery",
            dependencies: [
                "CollectionWeb",
                "Samples",
                "OpenCollectionView",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "Samples", dependencies: ["OpenCollectionView"], swiftSettings: strictSettings),

        // MARK: Test support (never shipped in a product)
        .target(name: "CollectionTestSupport", dependencies: ["OpenCollectionView"], swiftSettings: strictSettings),

        // MARK: Tests, one target per module
        .testTarget(
            name: "CollectionGeometryTests",
            dependencies: ["CollectionGeometry", "CollectionTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CollectionDataTests",
            dependencies: ["CollectionData", "CollectionTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: ["CollectionLayout", "CollectionTestSupport"],
            exclude: ["Flow/__Snapshots__"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CollectionEngineTests",
            dependencies: ["CollectionEngine", "CollectionTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenCollectionViewTests",
            dependencies: ["OpenCollectionView"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "UIKitNamesTests", dependencies: ["UIKitNames"]),
        // The same UIKit-style sources (symbolic links to UIKitNamesTests' files) in the Swift 5
        // language mode: UIKit client code must compile in both modes (B1).
        .testTarget(name: "UIKitNamesSwift5Tests", dependencies: ["UIKitNames"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "CollectionWebTests",
            dependencies: ["CollectionWeb", "CollectionTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: ["Gallery", "CollectionWeb", "CollectionTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SamplesTests",
            dependencies: ["Samples", "CollectionTestSupport"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
