extension Tableau {
    /// Whether `symbol` takes more than one value over the optimal solutions.
    ///
    /// The optimal face is where every nonbasic symbol with a non-zero objective coefficient at some
    /// level stays at zero (their reduced costs are lexicographically positive, so any other value
    /// costs something at the first level that prices them). On that face the symbol is minimised
    /// and maximised by primal pivots on a copy (Bland's rule: smallest symbol in and out, so
    /// degenerate vertices cannot cycle); it varies when either moves it.
    func canVary(_ symbol: Symbol) -> Bool {
        let target: Row
        if let row = rows[symbol.index] {
            target = row
        } else {
            var row = Row()
            row.insert(symbol, 1)
            target = row
        }
        var fixed = Set<Symbol>()
        for objective in objectives {
            for term in objective.terms where !isNearZero(term.coefficient) {
                fixed.insert(term.symbol)
            }
        }
        for direction in [1.0, -1.0] where canLower(target, times: direction, fixed: fixed) { return true }
        return false
    }

    /// Whether `direction · target` can go below its current value by moving symbols not in
    /// `fixed` (dummies never move; restricted symbols stay non-negative).
    private func canLower(_ target: Row, times direction: Double, fixed: Set<Symbol>) -> Bool {
        var copy = self
        var objective = Row(constant: 0)
        objective.add(target, times: direction)
        let start = objective.constant
        for _ in 0..<10_000 {
            // Entering: the smallest movable symbol that lowers the objective; an external one may
            // move either way.
            var entering = Symbol.invalid, sign = 0.0
            for term in objective.terms
            where term.symbol.kind != .dummy && !fixed.contains(term.symbol) && copy.rows[term.symbol.index] == nil {
                let candidate = term.symbol, coefficient = term.coefficient
                if coefficient < -epsilon { entering = candidate; sign = 1; break }
                if candidate.kind == .external && coefficient > epsilon { entering = candidate; sign = -1; break }
            }
            guard entering.isValid else { break }
            // Leaving: the restricted basic symbol that reaches zero first (smallest on ties).
            var best = Double.infinity, leaving = Symbol.invalid
            for tag in copy.columns[entering.index] {
                let basic = copy.basicSymbol(tag)
                guard basic.kind != .external, let row = copy.rows[basic.index] else { continue }
                let rate = row.coefficient(of: entering) * sign
                guard rate < -epsilon else { continue }
                let ratio = Swift.max(0, row.constant) / -rate
                if ratio < best - epsilon || (abs(ratio - best) <= epsilon && basic < leaving) {
                    best = ratio
                    leaving = basic
                }
            }
            guard leaving.isValid else { return true } // unbounded along the face
            if best > epsilon { return true } // a step of positive length lowers the objective
            copy.pivot(entering: entering, leaving: leaving)
            objective.substitute(entering, by: copy.rows[entering.index]!)
        }
        return objective.constant < start - 1e-7 * Swift.max(1, abs(start))
    }
}
