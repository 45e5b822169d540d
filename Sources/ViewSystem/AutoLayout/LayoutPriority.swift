import Foundation

/// How strongly a constraint holds (`UILayoutPriority`, F33): 1 to 1000, where 1000 is required.
///
/// A higher priority always wins over any number of lower ones (the solver's levels are
/// lexicographic; Guides/AutoLayout.md).
public struct LayoutPriority: Hashable, Sendable, RawRepresentable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let rawValue: Float

    /// A priority (clamped to 1…1000; NaN becomes `.required`).
    public init(rawValue: Float) {
        self.rawValue = rawValue.isNaN ? 1000 : Swift.min(1000, Swift.max(1, rawValue))
    }

    /// A priority (clamped to 1…1000).
    public init(_ rawValue: Float) {
        self.init(rawValue: rawValue)
    }

    public init(floatLiteral value: Float) { self.init(rawValue: value) }
    public init(integerLiteral value: Int) { self.init(rawValue: Float(value)) }

    /// Must hold.
    public static let required = LayoutPriority(rawValue: 1000)
    /// Compression resistance's default (750).
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// Content hugging's default (250).
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// What `systemLayoutSizeFitting` uses for the axes the content decides (50).
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)
    /// The priority of a window's own size when resized by the user (510).
    public static let dragThatCanResizeScene = LayoutPriority(rawValue: 510)
    /// A size the scene prefers to keep (500).
    public static let sceneSizeStayPut = LayoutPriority(rawValue: 500)
    /// Dragging a split view divider (490).
    public static let dragThatCannotResizeScene = LayoutPriority(rawValue: 490)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(rawValue: lhs.rawValue + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(rawValue: lhs.rawValue - rhs) }
}
