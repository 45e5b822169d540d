/// What a `ConstraintSolver` refuses, as a value (never a trap).
public enum ConstraintSolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already added;
    /// `conflicting` is a minimal set of them (the new one included) that cannot all hold. The
    /// constraint was not added.
    case unsatisfiable(constraint: LinearConstraint, conflicting: [ConstraintID])
    /// The constraint has a NaN or infinite coefficient or constant; it was not added.
    case invalidConstraint(LinearConstraint)
    /// The identifier names no constraint of this solver.
    case unknownConstraint(ConstraintID)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required (a suggestion must be able to lose).
    case requiredEditVariable(Variable)
    /// A suggested value is NaN or infinite; it was ignored.
    case invalidValue(Double, for: Variable)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let conflicting):
            "unable to satisfy the required constraint \(constraint) together with \(conflicting.count - 1) other required constraints"
        case .invalidConstraint(let constraint): "the constraint \(constraint) has a NaN or infinite coefficient or constant"
        case .unknownConstraint(let id): "no constraint \(id) in this solver"
        case .duplicateEditVariable(let variable): "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
        case .requiredEditVariable(let variable): "\(variable) cannot be edited at required strength"
        case .invalidValue(let value, let variable): "the value \(value) suggested for \(variable) is NaN or infinite"
        case .unknownVariable(let variable): "\(variable) was not made by this solver"
        }
    }
}

/// The handle of a constraint added to a `ConstraintSolver`.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The solver's number for the constraint.
    public let rawValue: Int

    init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "c\(rawValue)" }
}
