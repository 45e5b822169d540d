/// A sum of variables times coefficients, plus a constant: `2·a − b + 10`.
///
/// Build expressions with the operators (`a + 8`, `2 * a - b`, `a == b + 8`); terms of the same
/// variable are combined when the solver reads the expression.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// The terms, in the order they were added (a variable may appear more than once).
    public var terms: [(variable: Variable, coefficient: Double)]
    /// The constant.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init(terms: [(variable, 1)])
    }

    /// The constant expression `value`.
    public init(_ value: Double) {
        self.init(constant: value)
    }

    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        for term in terms {
            hasher.combine(term.variable)
            hasher.combine(term.coefficient)
        }
    }

    public var description: String {
        var parts = terms.map { "\($0.coefficient == 1 ? "" : "\($0.coefficient)·")\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The variables of the expression, without repetition.
    public var variables: Set<Variable> { Set(terms.map(\.variable)) }
}

// MARK: Operators

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) * lhs }
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) * rhs }
}
