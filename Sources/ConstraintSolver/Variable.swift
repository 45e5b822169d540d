/// A variable of a `ConstraintSolver`: a handle the solver made, whose value it computes.
///
/// Variables are plain values; they mean something only to the solver that made them.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The solver's number for the variable.
    public let id: Int32

    init(id: Int32) {
        self.id = id
    }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }

    public var description: String { "v\(id)" }
}
