import ConstraintSolver
import Foundation

/// The obvious, slow answer to a constraint problem, for oracle tests of `ConstraintSolver`: a dense
/// two-phase simplex (Bland's rule, no incrementality) that minimises the errors of the non-required
/// constraints one priority level at a time, fixing each level's optimum before the next.
///
/// It answers what any correct solver must agree on: whether the required constraints can hold, and
/// the optimal total error of each level (solutions themselves may differ when optima are not unique).
public enum ReferenceLexicographicLP {
    /// The optimal total error per priority level, highest first; `nil` when the required
    /// constraints cannot all hold.
    public static func optimalErrors(_ constraints: [LinearConstraint], variableCount: Int) -> [(priority: Double, error: Double)]? {
        var problem = Problem(variableCount: variableCount)
        for constraint in constraints { problem.add(constraint) }
        guard problem.isFeasible() else { return nil }
        var results: [(Double, Double)] = []
        for priority in Set(constraints.filter { !$0.strength.isRequired }.map(\.strength.priority)).sorted(by: >) {
            let errors = problem.errorColumns(priority: priority)
            guard let optimum = problem.minimize(errors) else { return nil }
            results.append((priority, optimum))
            problem.bound(errors, atMost: optimum + 1e-7 * Swift.max(1, abs(optimum)))
        }
        return results
    }

    /// The smallest and largest values `variable` takes over the optimal solutions (infinite when
    /// unbounded); `nil` when the required constraints cannot all hold. An ambiguous variable is one
    /// whose range is wider than a point.
    public static func valueRange(of variable: Variable, _ constraints: [LinearConstraint], variableCount: Int) -> (min: Double, max: Double)? {
        var problem = Problem(variableCount: variableCount)
        for constraint in constraints { problem.add(constraint) }
        guard problem.isFeasible() else { return nil }
        for priority in Set(constraints.filter { !$0.strength.isRequired }.map(\.strength.priority)).sorted(by: >) {
            let errors = problem.errorColumns(priority: priority)
            guard let optimum = problem.minimize(errors) else { return nil }
            problem.bound(errors, atMost: optimum + 1e-7 * Swift.max(1, abs(optimum)))
        }
        let plus = 2 * Int(variable.id), minus = plus + 1
        guard let low = problem.minimize([plus: 1, minus: -1]), let negatedHigh = problem.minimize([plus: -1, minus: 1]) else { return nil }
        return (low, -negatedHigh)
    }

    /// The total error of a level at a given assignment: |e| for equalities, the violation for inequalities.
    public static func error(of constraints: [LinearConstraint], priority: Double, values: (Variable) -> Double) -> Double {
        constraints.filter { !$0.strength.isRequired && $0.strength.priority == priority }.reduce(0) { sum, constraint in
            let value = constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * values($1.variable) }
            switch constraint.relation {
            case .equal: return sum + abs(value)
            case .lessThanOrEqual: return sum + Swift.max(0, value)
            case .greaterThanOrEqual: return sum + Swift.max(0, -value)
            }
        }
    }

    /// Whether the assignment satisfies `constraint` within `tolerance`.
    public static func holds(_ constraint: LinearConstraint, tolerance: Double = 1e-6, values: (Variable) -> Double) -> Bool {
        let value = constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * values($1.variable) }
        switch constraint.relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    /// `A y = b, y ≥ 0` with named error columns; each free variable is `y⁺ − y⁻`.
    struct Problem {
        var rows: [[Double]] = []
        var rhs: [Double] = []
        var columnCount: Int
        var errorColumnsByPriority: [Double: [Int]] = [:]

        init(variableCount: Int) {
            columnCount = 2 * variableCount
        }

        mutating func newColumn() -> Int {
            for index in rows.indices { rows[index].append(0) }
            columnCount += 1
            return columnCount - 1
        }

        mutating func add(_ constraint: LinearConstraint) {
            var row = Array(repeating: 0.0, count: columnCount)
            for (variable, coefficient) in constraint.expression.terms {
                row[2 * Int(variable.id)] += coefficient
                row[2 * Int(variable.id) + 1] -= coefficient
            }
            var extra: [(Int, Double)] = []
            let priority = constraint.strength.priority
            switch constraint.relation {
            case .equal:
                if !constraint.strength.isRequired {
                    let plus = newColumn(), minus = newColumn()
                    extra += [(plus, -1), (minus, 1)]
                    errorColumnsByPriority[priority, default: []] += [plus, minus]
                }
            case .lessThanOrEqual, .greaterThanOrEqual:
                let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
                let slack = newColumn()
                extra.append((slack, sign))
                if !constraint.strength.isRequired {
                    let error = newColumn()
                    extra.append((error, -sign))
                    errorColumnsByPriority[priority, default: []].append(error)
                }
            }
            row += Array(repeating: 0, count: columnCount - row.count)
            for (column, value) in extra { row[column] += value }
            rows.append(row)
            rhs.append(-constraint.expression.constant)
        }

        func errorColumns(priority: Double) -> [Int] { errorColumnsByPriority[priority] ?? [] }

        mutating func bound(_ columns: [Int], atMost value: Double) {
            let slack = newColumn()
            var row = Array(repeating: 0.0, count: columnCount)
            for column in columns { row[column] = 1 }
            row[slack] = 1
            rows.append(row)
            rhs.append(value)
        }

        func isFeasible() -> Bool { minimize([]) != nil }

        /// min Σ y[c] for c in `columns` subject to the rows; `nil` when infeasible.
        func minimize(_ columns: [Int]) -> Double? {
            minimize(Dictionary(columns.map { ($0, 1.0) }, uniquingKeysWith: +))
        }

        /// min Σ weight·y[c] subject to the rows; `nil` when infeasible, −∞ when unbounded.
        func minimize(_ weights: [Int: Double]) -> Double? {
            var objective = Array(repeating: 0.0, count: columnCount)
            for (column, weight) in weights { objective[column] += weight }
            return Simplex.minimize(objective, rows, rhs)
        }
    }

    /// A textbook dense two-phase simplex with Bland's rule.
    enum Simplex {
        static func minimize(_ c: [Double], _ a: [[Double]], _ b: [Double]) -> Double? {
            let m = a.count, n = c.count
            // Tableau with artificials: [A | I | b], rows made so that b ≥ 0.
            var t = [[Double]]()
            for i in 0..<m {
                var row = a[i] + Array(repeating: 0, count: m) + [b[i]]
                if b[i] < 0 { row = row.map { -$0 } }
                row[n + i] = 1
                t.append(row)
            }
            var basis = Array(n..<(n + m))
            let width = n + m + 1
            func run(_ cost: [Double], allowed: Int) -> Bool {
                while true {
                    // Reduced costs.
                    var entering = -1
                    for j in 0..<allowed where !basis.contains(j) {
                        var reduced = cost[j]
                        for i in 0..<m { reduced -= cost[basis[i]] * t[i][j] }
                        if reduced < -1e-9 { entering = j; break }
                    }
                    if entering < 0 { return true }
                    var leaving = -1
                    var best = Double.infinity
                    for i in 0..<m where t[i][entering] > 1e-12 {
                        let ratio = t[i][width - 1] / t[i][entering]
                        if ratio < best - 1e-12 || (leaving >= 0 && abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
                            best = ratio
                            leaving = i
                        }
                    }
                    if leaving < 0 { return false }
                    let pivot = t[leaving][entering]
                    for j in 0..<width { t[leaving][j] /= pivot }
                    for i in 0..<m where i != leaving && t[i][entering] != 0 {
                        let factor = t[i][entering]
                        for j in 0..<width { t[i][j] -= factor * t[leaving][j] }
                    }
                    basis[leaving] = entering
                }
            }
            var phaseOne = Array(repeating: 0.0, count: n + m)
            for i in 0..<m { phaseOne[n + i] = 1 }
            _ = run(phaseOne, allowed: n + m)
            var infeasibility = 0.0
            for i in 0..<m where basis[i] >= n { infeasibility += t[i][width - 1] }
            if infeasibility > 1e-7 { return nil }
            // Drive remaining artificials out of the basis where possible.
            for i in 0..<m where basis[i] >= n {
                if let j = (0..<n).first(where: { !basis.contains($0) && abs(t[i][$0]) > 1e-9 }) {
                    let pivot = t[i][j]
                    for k in 0..<width { t[i][k] /= pivot }
                    for r in 0..<m where r != i && t[r][j] != 0 {
                        let factor = t[r][j]
                        for k in 0..<width { t[r][k] -= factor * t[i][k] }
                    }
                    basis[i] = j
                }
            }
            var cost = c + Array(repeating: 0, count: m)
            for i in 0..<m where basis[i] >= n { cost[basis[i]] = 0 }
            guard run(cost, allowed: n) else { return -Double.infinity }
            var value = 0.0
            for i in 0..<m where basis[i] < n { value += c[basis[i]] * t[i][width - 1] }
            return value
        }
    }
}
