// swift-tools-version: 6.1
import PackageDescription

// A UIKit app that serves itself to browsers on Linux. Copied out of this repository, point the
// dependency at the project's URL instead of the path.
let package = Package(
    name: "HelloApp",
    dependencies: [
        .package(name: "OpenCollectionView", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "HelloApp", dependencies: [.product(name: "UIKit", package: "OpenCollectionView")]),
        .testTarget(name: "HelloAppTests", dependencies: [
            "HelloApp",
            .product(name: "UIKit", package: "OpenCollectionView"),
            .product(name: "OpenCollectionViewTesting", package: "OpenCollectionView"),
        ]),
    ]
)
