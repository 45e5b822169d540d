// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so clients of OpenCollectionView never build them.
// Run them in release mode:  swift run -c release --package-path Benchmarks ocv-benchmarks
let package = Package(
    name: "OpenCollectionViewBenchmarks",
    dependencies: [
        .package(name: "OpenCollectionView", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "ocv-benchmarks",
            dependencies: [
                .product(name: "OpenCollectionView", package: "OpenCollectionView"),
                .product(name: "OpenCollectionViewSamples", package: "OpenCollectionView"),
                .product(name: "ConstraintSolver", package: "OpenCollectionView"),
                .product(name: "OpenCollectionViewTesting", package: "OpenCollectionView"),
            ],
            path: "Sources/OpenCollectionViewBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
