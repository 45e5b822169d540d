/// How an expression relates to zero in a constraint.
public enum Relation: Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// `expression ⋚ 0` with a strength: what a solver keeps true (required) or as close to true as the
/// constraints above it allow.
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The expression compared with zero.
    public var expression: LinearExpression
    /// How it compares.
    public var relation: Relation
    /// How strongly it holds.
    public var strength: Strength

    /// `expression relation 0` at `strength`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// This constraint at another strength.
    public func withStrength(_ strength: Strength) -> LinearConstraint {
        LinearConstraint(expression, relation, strength: strength)
    }

    public var description: String { "\(expression) \(relation) 0 (\(strength))" }
}

/// `lhs == rhs`, `lhs <= rhs`, `lhs >= rhs` build required constraints (`.withStrength` lowers them).
extension LinearExpression {
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
    public static func == (lhs: LinearExpression, rhs: Double) -> LinearConstraint { lhs == LinearExpression(rhs) }
    public static func <= (lhs: LinearExpression, rhs: Double) -> LinearConstraint { lhs <= LinearExpression(rhs) }
    public static func >= (lhs: LinearExpression, rhs: Double) -> LinearConstraint { lhs >= LinearExpression(rhs) }
}

extension Variable {
    public static func == (lhs: Variable, rhs: Variable) -> LinearConstraint { LinearExpression(lhs) == LinearExpression(rhs) }
    public static func == (lhs: Variable, rhs: Double) -> LinearConstraint { LinearExpression(lhs) == rhs }
    public static func <= (lhs: Variable, rhs: Double) -> LinearConstraint { LinearExpression(lhs) <= rhs }
    public static func >= (lhs: Variable, rhs: Double) -> LinearConstraint { LinearExpression(lhs) >= rhs }
    public static func == (lhs: Variable, rhs: LinearExpression) -> LinearConstraint { LinearExpression(lhs) == rhs }
    public static func <= (lhs: Variable, rhs: LinearExpression) -> LinearConstraint { LinearExpression(lhs) <= rhs }
    public static func >= (lhs: Variable, rhs: LinearExpression) -> LinearConstraint { LinearExpression(lhs) >= rhs }
}
