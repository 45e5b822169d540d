import CollectionGeometry
import Foundation

extension SheetPresentationController {
    /// A height a sheet can rest at (`UISheetPresentationController.Detent`).
    public final class Detent {
        /// A detent's name (`UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public var rawValue: String
            /// Creates an identifier from its raw value.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent: half the largest height.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent: the full height.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        let resolver: @MainActor (any SheetDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping @MainActor (any SheetDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// Half the largest height a sheet can have.
        public static func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        /// The largest height a sheet can have.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A detent whose height `resolver` gives (`nil`: the detent is left out; heights are held to
        /// the largest).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any SheetDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom-\(UUID().uuidString)"), resolver: resolver)
        }
    }
}
