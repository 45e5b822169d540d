import ConstraintSolver
import Foundation
import SolverTestSupport
import Testing
import TestSupport

@Suite("ConstraintSolver: required, prioritised and edited constraints (F33)")
struct ConstraintSolverTests {
    @Test("when a view is placed by required equalities, then the values solve them")
    func requiredEqualities() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.add(left == 12)
        try solver.add(width == 40)
        try solver.add(right == left + width)
        #expect(solver.value(of: right) == 52)
    }

    @Test("when a higher priority conflicts with many lower ones, then the higher one wins, however many there are")
    func priorityDominates() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add((x == 100).withStrength(Strength(priority: 751)))
        for _ in 0..<1000 { try solver.add((x == 0).withStrength(Strength(priority: 750))) }
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
    }

    @Test("when inequalities bound a preference, then the value stops at the bound")
    func inequalitiesBoundPreferences() throws {
        var solver = ConstraintSolver()
        let width = solver.makeVariable()
        try solver.add(width <= 300)
        try solver.add(width >= 20)
        try solver.add((width == 1000).withStrength(.strong))
        #expect(solver.value(of: width) == 300)
        try solver.add((width == 10).withStrength(Strength(priority: 800)))
        #expect(solver.value(of: width) == 20)
    }

    @Test("when an edit variable is suggested new values, then dependent variables follow")
    func editVariables() throws {
        var solver = ConstraintSolver()
        let container = solver.makeVariable(), half = solver.makeVariable()
        try solver.add(half * 2 == LinearExpression(container))
        try solver.addEditVariable(container, strength: .strong)
        for value in [320.0, 1024, 0, 77] {
            try solver.suggestValue(value, for: container)
            #expect(abs(solver.value(of: half) - value / 2) < 1e-9)
        }
        try solver.removeEditVariable(container)
        #expect(!solver.isEditVariable(container))
    }

    @Test("when constraints are removed, then the solution is the one without them, required equalities included")
    func removal() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let pin = try solver.add(x == 10)
        try solver.add(y == x + 5)
        try solver.add((x == 50).withStrength(.weak))
        #expect(solver.value(of: y) == 15)
        try solver.remove(pin)
        #expect(solver.value(of: x) == 50 && solver.value(of: y) == 55)
        #expect(solver.constraintCount == 2)
    }

    @Test("when a required constraint cannot hold, then it is refused with a minimal conflicting set and the solver is unchanged")
    func unsatisfiable() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        let low = try solver.add(x >= 10)
        try solver.add(y == 3)
        let link = try solver.add(z == x + 1)
        #expect(throws: ConstraintSolverError.self) { try solver.add(z <= 5) }
        do {
            try solver.add(z <= 5)
        } catch {
            guard case .unsatisfiable(_, let conflicting) = error else { Issue.record("\(error)"); return }
            #expect(conflicting.count == 3 && conflicting.contains(low) && conflicting.contains(link), "\(conflicting)")
        }
        #expect(solver.value(of: z) == 11 && solver.value(of: y) == 3)
        #expect(solver.constraintCount == 3)
    }

    @Test("when a conflict runs through a long chain of required constraints, then its set is the whole chain and naming it stays polynomial")
    func longConflictingChain() throws {
        var solver = ConstraintSolver()
        let variables = (0...40).map { _ in solver.makeVariable() }
        var chain = [try solver.add(variables[0] == 0)]
        for index in 1..<variables.count { chain.append(try solver.add(variables[index] == variables[index - 1] + 1)) }
        // Noise that shares no variable with the chain stays out of the set.
        let other = solver.makeVariable()
        try solver.add(other == 7)
        do {
            try solver.add(variables[40] <= 39)
            Issue.record("the conflict was accepted")
        } catch {
            guard case .unsatisfiable(_, let conflicting) = error else { Issue.record("\(error)"); return }
            #expect(conflicting.count == chain.count + 1 && Set(chain).isSubset(of: Set(conflicting)), "\(conflicting)")
        }
        #expect(solver.value(of: variables[40]) == 40 && solver.constraintCount == chain.count + 1)
    }

    @Test("when input is bad, then each case is an error value and nothing changes")
    func badInput() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        var other = ConstraintSolver()
        _ = other.makeVariable()
        let stranger = other.makeVariable()
        do {
            try solver.add(x == .nan)
            Issue.record("a NaN constant was accepted")
        } catch {
            guard case .invalidConstraint = error else { Issue.record("\(error)"); return }
        }
        #expect(throws: ConstraintSolverError.unknownVariable(stranger)) { try solver.add(stranger == 1) }
        #expect(throws: ConstraintSolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: ConstraintSolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: ConstraintSolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .strong) }
        #expect(throws: ConstraintSolverError.invalidValue(.infinity, for: x)) { try solver.suggestValue(.infinity, for: x) }
        let id = try solver.add((x >= 1).withStrength(.weak))
        try solver.remove(id)
        #expect(throws: ConstraintSolverError.unknownConstraint(id)) { try solver.remove(id) }
        #expect(solver.constraintCount == 1)
        #expect(Strength(priority: .nan).isRequired && Strength(priority: -5).priority > 0 && Strength(priority: 5000).isRequired)
    }

    @Test("when a row of views is built from chained equalities, then every width is equal and the row fills the container")
    func equalWidthRow() throws {
        var solver = ConstraintSolver()
        let container = solver.makeVariable()
        try solver.addEditVariable(container, strength: .strong)
        let count = 200
        let lefts = (0..<count).map { _ in solver.makeVariable() }, widths = (0..<count).map { _ in solver.makeVariable() }
        try solver.add(lefts[0] == 0)
        for index in 1..<count {
            try solver.add(lefts[index] == lefts[index - 1] + widths[index - 1] + 8)
            try solver.add(widths[index] == widths[0])
        }
        try solver.add(lefts[count - 1] + widths[count - 1] == LinearExpression(container))
        try solver.suggestValue(1592 + 2000, for: container)
        #expect(abs(solver.value(of: widths[count - 1]) - 10) < 1e-6)
        #expect(abs(solver.value(of: lefts[100]) - 1800) < 1e-6)
    }
}

@Suite("ConstraintSolver against a reference LP on seeded random systems (F33)")
struct ConstraintSolverOracleTests {
    /// A random small system: 1–4 variables, 1–7 constraints of every relation, required or at one of
    /// a few priorities, small integer coefficients.
    static func randomConstraints(_ random: inout SeededRandomNumberGenerator, variables: [Variable]) -> [LinearConstraint] {
        (0..<Int.random(in: 1...7, using: &random)).map { _ in
            var expression = LinearExpression(Double(Int.random(in: -20...20, using: &random)))
            for variable in variables where Bool.random(using: &random) {
                expression = expression + Double(Int.random(in: -3...3, using: &random)) * variable
            }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
            let strength = [Strength.required, .required, Strength(priority: 750), Strength(priority: 500), Strength(priority: 250)].randomElement(using: &random)!
            return LinearConstraint(expression, relation, strength: strength)
        }
    }

    /// Adds the constraints in order (a refused one is dropped, as the reference must drop it too),
    /// then checks feasibility and the per-level optimum against the reference.
    static func check(_ constraints: [LinearConstraint], solver: inout ConstraintSolver, variables: [Variable], seed: UInt64) -> [LinearConstraint] {
        var kept: [LinearConstraint] = []
        for constraint in constraints {
            do {
                try solver.add(constraint)
                kept.append(constraint)
            } catch {
                #expect(ReferenceLexicographicLP.optimalErrors(kept + [constraint], variableCount: variables.count) == nil,
                        "seed \(seed): refused \(constraint) though the reference satisfies it")
            }
        }
        compare(kept, solver: solver, variables: variables, seed: seed)
        return kept
    }

    static func compare(_ constraints: [LinearConstraint], solver: ConstraintSolver, variables: [Variable], seed: UInt64) {
        guard let reference = ReferenceLexicographicLP.optimalErrors(constraints, variableCount: variables.count) else {
            Issue.record("seed \(seed): the reference finds the kept constraints infeasible")
            return
        }
        let values: (Variable) -> Double = { solver.value(of: $0) }
        for constraint in constraints where constraint.strength.isRequired {
            #expect(ReferenceLexicographicLP.holds(constraint, values: values), "seed \(seed): \(constraint) does not hold")
        }
        for (priority, optimum) in reference {
            let error = ReferenceLexicographicLP.error(of: constraints, priority: priority, values: values)
            #expect(abs(error - optimum) <= 1e-5 * Swift.max(1, optimum), "seed \(seed): level \(priority) error \(error), optimum \(optimum)")
        }
    }

    @Test("when random systems are added, then required constraints hold and each level's error is the reference optimum (seeded)")
    func randomSystems() {
        for seed in TestSeeds.seeds(count: 600, base: 0x5017E4) {
            var random = SeededRandomNumberGenerator(seed: seed)
            var solver = ConstraintSolver()
            let variables = (0..<Int.random(in: 1...4, using: &random)).map { _ in solver.makeVariable() }
            _ = Self.check(Self.randomConstraints(&random, variables: variables), solver: &solver, variables: variables, seed: seed)
        }
    }

    @Test("when a variable takes one value over all optimal solutions, then exactly then it is not ambiguous (seeded)")
    func ambiguity() {
        var counts = (ambiguous: 0, determined: 0)
        for seed in TestSeeds.seeds(count: 600, base: 0xA4B1) {
            var random = SeededRandomNumberGenerator(seed: seed)
            var solver = ConstraintSolver()
            let variables = (0..<Int.random(in: 1...4, using: &random)).map { _ in solver.makeVariable() }
            let kept = Self.check(Self.randomConstraints(&random, variables: variables), solver: &solver, variables: variables, seed: seed)
            for variable in variables {
                guard let range = ReferenceLexicographicLP.valueRange(of: variable, kept, variableCount: variables.count) else { continue }
                // The reference relaxes each level's optimum by 1e-7 relative, which widens a point
                // to about 1e-6; genuine ranges of these small integer systems are far wider.
                let expected = range.max - range.min > 1e-3
                if expected { counts.ambiguous += 1 } else { counts.determined += 1 }
                #expect(solver.isAmbiguous(variable) == expected,
                        "seed \(seed): \(variable) ranges over \(range.min)...\(range.max) under \(kept)")
            }
        }
        // Both answers occur often enough for the oracle to mean something.
        #expect(counts.ambiguous > 200 && counts.determined > 200, "\(counts)")
    }

    @Test("when random constraints are removed and edit variables moved, then the solution stays the reference optimum (seeded)")
    func removalsAndEdits() throws {
        for seed in TestSeeds.seeds(count: 400, base: 0xED17) {
            var random = SeededRandomNumberGenerator(seed: seed)
            var solver = ConstraintSolver()
            let variables = (0..<Int.random(in: 1...4, using: &random)).map { _ in solver.makeVariable() }
            var ids: [(ConstraintID, LinearConstraint)] = []
            for constraint in Self.randomConstraints(&random, variables: variables) {
                if let id = try? solver.add(constraint) { ids.append((id, constraint)) }
            }
            // Remove about half, in random order.
            ids.shuffle(using: &random)
            let removed = ids.prefix(ids.count / 2)
            for (id, _) in removed { try solver.remove(id) }
            var kept = ids.dropFirst(ids.count / 2).map(\.1)
            Self.compare(kept, solver: solver, variables: variables, seed: seed)
            // Edit one variable and suggest values: an edit is a strong equality to the suggestion.
            let edited = variables[0]
            try solver.addEditVariable(edited, strength: Strength(priority: 600))
            for _ in 0..<3 {
                let value = Double(Int.random(in: -30...30, using: &random))
                try solver.suggestValue(value, for: edited)
                Self.compare(kept + [LinearConstraint(LinearExpression(edited) - value, .equal, strength: Strength(priority: 600))],
                             solver: solver, variables: variables, seed: seed)
            }
            try solver.removeEditVariable(edited)
            kept.shuffle(using: &random)
            Self.compare(kept, solver: solver, variables: variables, seed: seed)
        }
    }

    @Test("when constants of random constraints are updated in place, then the solution stays the reference optimum (seeded)")
    func constantUpdates() throws {
        for seed in TestSeeds.seeds(count: 400, base: 0xC0457) {
            var random = SeededRandomNumberGenerator(seed: seed)
            var solver = ConstraintSolver()
            let variables = (0..<Int.random(in: 1...4, using: &random)).map { _ in solver.makeVariable() }
            var kept: [(ConstraintID, LinearConstraint)] = []
            for constraint in Self.randomConstraints(&random, variables: variables) {
                // Required equalities half the time updatable, as the view layer adds a container's size.
                let id = Bool.random(using: &random) ? try? solver.addUpdatable(constraint) : try? solver.add(constraint)
                if let id { kept.append((id, constraint)) }
            }
            for _ in 0..<4 where !kept.isEmpty {
                let index = Int.random(in: 0..<kept.count, using: &random)
                let constant = Double(Int.random(in: -25...25, using: &random))
                do {
                    try solver.updateConstant(kept[index].0, to: constant)
                    kept[index].1.expression.constant = constant
                } catch {
                    var changed = kept.map(\.1)
                    changed[index].expression.constant = constant
                    #expect(ReferenceLexicographicLP.optimalErrors(changed, variableCount: variables.count) == nil,
                            "seed \(seed): refused a constant the reference can satisfy")
                }
                #expect(solver.constraint(kept[index].0)?.expression.constant == kept[index].1.expression.constant, "seed \(seed)")
                Self.compare(kept.map(\.1), solver: solver, variables: variables, seed: seed)
            }
        }
    }
}
