/// An incremental linear constraint solver of the Cassowary family (F33): equalities and
/// inequalities over real variables, each required or at a priority, solved so that every required
/// constraint holds and, priority level by priority level, the others hold as closely as possible.
///
/// A value type: copying a solver copies its state (copy-on-write), so it is `Sendable` and can be
/// kept, compared and tested like any value. Adding or removing a constraint and suggesting a value
/// for an edit variable update the solution incrementally — after every call, `value(of:)` reads the
/// optimum. Bad input is an error value, never a trap.
///
/// Differences from Cassowary as usually implemented (kiwi among them): priorities are levels of a
/// lexicographic objective (a higher priority wins over any number of lower ones), and required
/// equalities carry no dummy marker, so chains of them (a row of views) keep their rows short — the
/// price is that removing a required equality rebuilds the tableau from the remaining constraints.
/// See `Guides/AutoLayout.md`.
public struct ConstraintSolver: Sendable {
    private struct Stored: Sendable {
        var constraint: LinearConstraint
        /// The slack or positive error symbol, when the constraint has one.
        var marker: Symbol
        /// The negative error symbol of a non-required equality.
        var other: Symbol
        /// The priority of its error symbols' objective level, when not required (levels are found by
        /// priority: indices shift when a higher priority arrives).
        var priority: Double?
        /// How the marker moves when the constant grows by 1 (`updateConstant`): `−sign / m` for the
        /// marker's coefficient `m` in the constraint's row as first built and that row's sign flip.
        var markerShift: Double = 0
        /// Whether a required equality was given a dummy marker so its constant can be updated in place.
        var isUpdatable = false
    }

    private struct Edit: Sendable {
        var constraint: ConstraintID
        var constant: Double
    }

    private var tableau = Tableau()
    /// The tableau symbol of each variable, by variable id (made when a constraint first uses it).
    private var variableSymbols: [Symbol] = []
    private var stored = SlotMap<Stored>()
    /// Constraint ids in the order they were added (a rebuild adds them again in this order).
    private var order: [Int] = []
    private var nextConstraint = 0
    private var edits: [Variable: Edit] = [:]

    /// Creates an empty solver.
    public init() {}

    // MARK: Variables

    /// A new variable, 0 until constraints say otherwise.
    public mutating func makeVariable() -> Variable {
        let variable = Variable(id: Int32(variableSymbols.count))
        variableSymbols.append(.invalid)
        return variable
    }

    /// The number of variables made.
    public var variableCount: Int { variableSymbols.count }

    /// The value of `variable` in the current solution (0 for a variable no constraint uses).
    ///
    /// - Complexity: O(1).
    public func value(of variable: Variable) -> Double {
        guard variableSymbols.indices.contains(Int(variable.id)) else { return 0 }
        let symbol = variableSymbols[Int(variable.id)]
        return symbol.isValid ? tableau.value(of: symbol) : 0
    }

    /// Whether other values of `variable` satisfy the constraints equally well (an ambiguous
    /// layout): exactly, by minimising and maximising it over the optimal solutions.
    ///
    /// - Complexity: two small linear programs on a copy of the tableau; a debugging aid, not for
    ///   every pass.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard variableSymbols.indices.contains(Int(variable.id)) else { return true }
        let symbol = variableSymbols[Int(variable.id)]
        guard symbol.isValid else { return true }
        return tableau.canVary(symbol)
    }
    private mutating func symbol(for variable: Variable) -> Symbol {
        let existing = variableSymbols[Int(variable.id)]
        if existing.isValid { return existing }
        let symbol = tableau.makeSymbol(.external)
        variableSymbols[Int(variable.id)] = symbol
        return symbol
    }

    // MARK: Constraints

    /// The number of constraints, edit constraints included.
    public var constraintCount: Int { stored.count }

    /// Whether `id` names a constraint of this solver.
    public func contains(_ id: ConstraintID) -> Bool { stored[id.rawValue] != nil }

    /// The constraint `id` names.
    public func constraint(_ id: ConstraintID) -> LinearConstraint? { stored[id.rawValue]?.constraint }

    /// Adds `constraint` and re-solves. A required constraint that cannot hold with the required
    /// constraints already added is refused with `.unsatisfiable` naming a minimal conflicting set;
    /// the solver is then unchanged.
    ///
    /// - Complexity: O(r · k) for r rows the new row touches of length k; independent clusters of
    ///   constraints do not touch each other's rows.
    @discardableResult
    public mutating func add(_ constraint: LinearConstraint) throws(ConstraintSolverError) -> ConstraintID {
        guard constraint.expression.isFinite else { throw .invalidConstraint(constraint) }
        for term in constraint.expression.terms where !variableSymbols.indices.contains(Int(term.variable.id)) {
            throw .unknownVariable(term.variable)
        }
        let id = ConstraintID(nextConstraint)
        nextConstraint += 1
        if try insert(constraint, id: id, updatable: false) {
            order.append(id.rawValue)
            return id
        }
        // Not satisfiable: put the tableau back as it was and name the conflict.
        rebuild()
        throw .unsatisfiable(constraint: constraint, conflicting: conflictingSet(for: constraint, id: id))
    }

    /// Adds a required equality whose constant `updateConstant(_:to:)` can change in place (a
    /// container's size): it carries a dummy marker, which the other required equalities do without.
    @discardableResult
    public mutating func addUpdatable(_ constraint: LinearConstraint) throws(ConstraintSolverError) -> ConstraintID {
        guard constraint.expression.isFinite else { throw .invalidConstraint(constraint) }
        for term in constraint.expression.terms where !variableSymbols.indices.contains(Int(term.variable.id)) {
            throw .unknownVariable(term.variable)
        }
        let id = ConstraintID(nextConstraint)
        nextConstraint += 1
        if try insert(constraint, id: id, updatable: constraint.strength.isRequired && constraint.relation == .equal) {
            order.append(id.rawValue)
            return id
        }
        rebuild()
        throw .unsatisfiable(constraint: constraint, conflicting: conflictingSet(for: constraint, id: id))
    }

    /// Changes the constant of constraint `id` and re-solves.
    ///
    /// In place (dual simplex, O(rows the constraint's marker appears in)) for inequalities,
    /// non-required constraints and equalities added with `addUpdatable`; a plain required equality
    /// is removed and added again. A change that a required constraint cannot follow is refused with
    /// `.unsatisfiable` and the old constant kept.
    public mutating func updateConstant(_ id: ConstraintID, to constant: Double) throws(ConstraintSolverError) {
        guard var entry = stored[id.rawValue] else { throw .unknownConstraint(id) }
        guard constant.isFinite else { throw .invalidConstraint(entry.constraint) }
        let delta = constant - entry.constraint.expression.constant
        guard delta != 0 else { return }
        guard entry.marker.isValid else {
            var changed = entry.constraint
            changed.expression.constant = constant
            let position = order.firstIndex(of: id.rawValue)
            try remove(id)
            do {
                let added = try add(changed)
                // Keep the constraint's identity and place in the order.
                relabel(added, as: id, at: position)
            } catch {
                let restored = try add(entry.constraint)
                relabel(restored, as: id, at: position)
                throw error
            }
            return
        }
        entry.constraint.expression.constant = constant
        stored[id.rawValue] = entry
        let required = entry.constraint.strength.isRequired
        tableau.shiftMarker(entry.marker, by: delta * entry.markerShift)
        if required, !tableau.isFeasibleAfterShift() {
            // The required equality cannot move there: put it back.
            tableau.shiftMarker(entry.marker, by: -delta * entry.markerShift)
            entry.constraint.expression.constant -= delta
            stored[id.rawValue] = entry
            throw .unsatisfiable(constraint: entry.constraint, conflicting: conflictingSet(for: entry.constraint, id: id))
        }
    }

    /// Gives the constraint stored as `added` the identifier `id` and puts it back at `position`.
    private mutating func relabel(_ added: ConstraintID, as id: ConstraintID, at position: Int?) {
        guard added != id, let entry = stored.removeValue(forKey: added.rawValue) else { return }
        stored[id.rawValue] = entry
        order.removeAll { $0 == added.rawValue }
        if let position, position <= order.count { order.insert(id.rawValue, at: position) } else { order.append(id.rawValue) }
    }

    /// Adds the constraint to the tableau; `false` when it cannot be satisfied (the tableau must then
    /// be rebuilt).
    private mutating func insert(_ constraint: LinearConstraint, id: ConstraintID, updatable: Bool) throws(ConstraintSolverError) -> Bool {
        var row = Row(constant: constraint.expression.constant)
        row.reserveCapacity(constraint.expression.terms.count + 2)
        for (variable, coefficient) in constraint.expression.terms where coefficient != 0 {
            let symbol = symbol(for: variable)
            if let basic = tableau.row(of: symbol) { row.add(basic, times: coefficient) } else { row.insert(symbol, coefficient) }
        }
        var entry = Stored(constraint: constraint, marker: .invalid, other: .invalid, priority: nil)
        let required = constraint.strength.isRequired
        let level = required ? nil : tableau.level(for: constraint.strength.priority)
        entry.priority = required ? nil : constraint.strength.priority
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            entry.marker = slack
            row.insert(slack, sign)
            if let level {
                let error = tableau.makeSymbol(.error)
                entry.other = error
                row.insert(error, -sign)
                tableau.addToObjective(error, 1, level: level)
            }
        case .equal:
            if let level {
                let plus = tableau.makeSymbol(.error), minus = tableau.makeSymbol(.error)
                entry.marker = plus
                entry.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                tableau.addToObjective(plus, 1, level: level)
                tableau.addToObjective(minus, 1, level: level)
            } else if updatable {
                // A dummy marker: it never enters the basis, but its column records where the
                // constraint's constant went, so `updateConstant` can move it in place.
                let dummy = tableau.makeSymbol(.dummy)
                entry.marker = dummy
                entry.isUpdatable = true
                row.insert(dummy, 1)
            }
        }
        var sign = 1.0
        if row.constant < 0 {
            row.reverseSign()
            sign = -1
        }
        if entry.marker.isValid { entry.markerShift = -sign / row.coefficient(of: entry.marker) }

        // The subject: an external symbol if there is one, else a slack or error marker with a
        // negative coefficient; else phase one with an artificial variable.
        var subject = row.terms.first { $0.symbol.kind == .external }?.symbol ?? .invalid
        if !subject.isValid {
            for marker in [entry.marker, entry.other] where marker.isValid && marker.isPivotable && row.coefficient(of: marker) < 0 {
                subject = marker
                break
            }
        }
        if !subject.isValid, entry.isUpdatable, row.terms.allSatisfy({ $0.symbol.kind == .dummy }) {
            // Only its dummy is left: redundant (0 = 0) or impossible, as for a plain equality.
            guard isNearZero(row.constant) else { return false }
            tableau.add(row, solvingFor: entry.marker)
            stored[id.rawValue] = entry
            return true
        }
        if !subject.isValid, row.isEmpty {
            // Every variable cancelled out: either redundant (0 = 0) or impossible.
            guard isNearZero(row.constant) else { return false }
            stored[id.rawValue] = entry
            return true
        }
        if subject.isValid {
            tableau.add(row, solvingFor: subject)
        } else if !tableau.addWithArtificialVariable(row) {
            return false
        }
        stored[id.rawValue] = entry
        tableau.optimizeObjective()
        return true
    }

    /// Removes the constraint `id` and re-solves.
    ///
    /// - Complexity: O(r · k) like `add`; removing a required equality rebuilds the tableau (O(all)).
    public mutating func remove(_ id: ConstraintID) throws(ConstraintSolverError) {
        guard let entry = stored[id.rawValue] else { throw .unknownConstraint(id) }
        if edits.values.contains(where: { $0.constraint == id }) { throw .unknownConstraint(id) }
        stored[id.rawValue] = nil
        order.removeAll { $0 == id.rawValue }
        guard entry.marker.isValid else {
            // A required equality (no marker) or a constraint that was redundant: rebuild.
            rebuild()
            return
        }
        if let priority = entry.priority {
            let level = tableau.level(for: priority)
            for error in [entry.marker, entry.other] where error.isValid && error.kind == .error {
                tableau.addToObjective(error, -1, level: level)
            }
        }
        tableau.removeRow(marker: entry.marker)
        tableau.optimizeObjective()
    }

    /// Removes several constraints, rebuilding the tableau at most once.
    public mutating func remove(_ ids: [ConstraintID]) throws(ConstraintSolverError) {
        for id in ids where stored[id.rawValue] == nil { throw .unknownConstraint(id) }
        let needsRebuild = ids.contains { !(stored[$0.rawValue]?.marker.isValid ?? true) }
        if needsRebuild {
            for id in ids {
                stored[id.rawValue] = nil
            }
            let gone = Set(ids.map(\.rawValue))
            order.removeAll { gone.contains($0) }
            rebuild()
        } else {
            for id in ids { try remove(id) }
        }
    }

    // MARK: Edit variables

    /// Makes `variable` editable at `strength` (not required): `suggestValue(_:for:)` then moves it,
    /// re-solving incrementally. It starts at its current value.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(ConstraintSolverError) {
        guard variableSymbols.indices.contains(Int(variable.id)) else { throw .unknownVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let current = value(of: variable)
        let id = try add(LinearConstraint(LinearExpression(variable) - current, .equal, strength: strength))
        edits[variable] = Edit(constraint: id, constant: current)
    }

    /// Stops editing `variable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(ConstraintSolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func isEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests `value` for an edit variable and re-solves by dual optimisation (a resize, a changed
    /// constant): only the rows the edit touches change.
    ///
    /// - Complexity: O(rows that contain the edit's error symbols), plus the dual pivots.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(ConstraintSolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .invalidValue(value, for: variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        guard delta != 0, let entry = stored[edit.constraint.rawValue] else { return }
        // Keep the stored constraint current, so a rebuild starts from the suggestion: the edit is
        // `variable − value == 0`, so its constant moves by −delta.
        stored[edit.constraint.rawValue]?.constraint.expression.constant = -value
        tableau.shiftMarker(entry.marker, by: -delta * entry.markerShift)
    }

    // MARK: Rebuilding and explaining

    /// Builds the tableau again from the stored constraints, in the order they were added.
    private mutating func rebuild() {
        tableau = Tableau()
        for index in variableSymbols.indices { variableSymbols[index] = .invalid }
        let constraints = order.compactMap { id in stored[id].map { (id, $0.constraint, $0.isUpdatable) } }
        stored.removeAll(keepingCapacity: true)
        for (id, constraint, updatable) in constraints {
            // They held together before; adding them again cannot fail.
            _ = try? insert(constraint, id: ConstraintID(id), updatable: updatable)
        }
    }

    /// A minimal set of required constraints (the new one included) that cannot all hold: the
    /// required constraints connected to the new one through shared variables, filtered by deletion.
    private func conflictingSet(for constraint: LinearConstraint, id: ConstraintID) -> [ConstraintID] {
        var variables = constraint.expression.variables
        var candidates: [(ConstraintID, LinearConstraint)] = []
        var remaining = order.compactMap { key in stored[key].flatMap { $0.constraint.strength.isRequired ? (ConstraintID(key), $0.constraint) : nil } }
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { entry in
                guard !entry.1.expression.variables.isDisjoint(with: variables) else { return false }
                variables.formUnion(entry.1.expression.variables)
                candidates.append(entry)
                grew = true
                return true
            }
        }
        // The probe inserts without `add`: a refused `add` names its own conflicting set, and doing
        // that inside every probe would recurse once per candidate (exponential in the set's size).
        func satisfiable(_ set: [(ConstraintID, LinearConstraint)]) -> Bool {
            var probe = ConstraintSolver()
            probe.variableSymbols = Array(repeating: .invalid, count: variableSymbols.count)
            for (key, item) in set + [(id, constraint)] {
                guard (try? probe.insert(item, id: key, updatable: false)) == true else { return false }
            }
            return true
        }
        var kept = candidates.sorted { $0.0 < $1.0 }
        var index = 0
        while index < kept.count {
            var without = kept
            without.remove(at: index)
            if !satisfiable(without) { kept = without } else { index += 1 }
        }
        return kept.map(\.0) + [id]
    }
}

extension ConstraintSolver {
    /// The tableau in text, for debugging.
    var tableauDescription: String { tableau.debugDescription + "\nvariables: " + variableSymbols.map { "\($0.index)/\($0.kind)" }.joined(separator: " ") }
}
