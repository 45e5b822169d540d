/// How strongly a constraint holds: `required`, or a priority below it.
///
/// Priorities follow UIKit's `UILayoutPriority` scale (above 0, up to 1000 = required). Unlike
/// Cassowary's usual single weight (strong = 10⁶, medium = 10³, weak = 1, which three weak
/// constraints can outvote), every distinct priority is its own level of a lexicographic objective:
/// a constraint of priority 751 always wins over any number of constraints of priority 750 or less.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, in (0, 1000].
    public let priority: Double

    /// A strength of `priority`; values outside (0, 1000] (and NaN) are clamped into it.
    public init(priority: Double) {
        self.priority = priority.isNaN ? Self.required.priority : Swift.min(1000, Swift.max(Double.leastNonzeroMagnitude, priority))
    }

    private init(exactly priority: Double) {
        self.priority = priority
    }

    /// Must hold; the solver reports an error when it cannot.
    public static let required = Strength(exactly: 1000)
    /// UIKit's `defaultHigh` (750): compression resistance.
    public static let strong = Strength(exactly: 750)
    /// UIKit's `defaultLow` (250): content hugging.
    public static let medium = Strength(exactly: 250)
    /// UIKit's `fittingSizeLevel` (50).
    public static let weak = Strength(exactly: 50)

    /// Whether this is `required`.
    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    public var description: String { isRequired ? "required" : "\(priority)" }
}
