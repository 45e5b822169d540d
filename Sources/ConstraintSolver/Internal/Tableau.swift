/// The simplex tableau of an incremental Cassowary solver (Badros, Borning, Stuckey 2001), with two
/// changes: the objective is lexicographic — one row per priority level, compared highest first —
/// and a column index lists the rows each symbol appears in, so substitutions and pivot searches
/// touch only those rows instead of every row.
struct Tableau {
    /// The row of each basic symbol, by symbol index.
    private(set) var rows: [Row?] = []
    /// For each symbol index, the indices of the basic symbols whose rows contain it.
    private(set) var columns: [[Int32]] = []
    /// The objective: one row per priority level, highest priority first, and those priorities.
    private(set) var objectives: [Row] = []
    /// Symbols whose objective coefficients changed since they were last looked at: the only ones
    /// that can improve the objective (optimisation leaves none improving, and coefficients change
    /// only through `substitute` and `addToObjective`, which note what they touch). Entering
    /// candidates come from here instead of a scan of every objective term.
    private var touched: [Symbol] = []
    private(set) var levels: [Double] = []
    /// The phase-one objective while a row with an artificial variable is being made feasible.
    private var artificial: Row?
    /// Basic symbols whose rows became infeasible (negative constant) after an edit.
    private var infeasible: [Symbol] = []
    private var nextIndex = 0
    /// Scratch buffers for merges (kept to avoid allocating per substitution).
    private var added: [Symbol] = []
    private var removed: [Symbol] = []

    // MARK: Symbols and rows

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(index: nextIndex, kind: kind)
        nextIndex += 1
        rows.append(nil)
        columns.append([])
        symbols.append(symbol)
        return symbol
    }

    /// Every symbol made, by index (column entries hold indices; this recovers their kinds).
    private var symbols: [Symbol] = []

    func row(of symbol: Symbol) -> Row? { rows[symbol.index] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.index] != nil }

    /// Whether any row contains `symbol`.
    func occurs(_ symbol: Symbol) -> Bool { !columns[symbol.index].isEmpty }

    private mutating func install(_ row: Row, as basic: Symbol) {
        rows[basic.index] = row
        let tag = Int32(basic.index)
        for term in row.terms { columns[term.symbol.index].append(tag) }
    }

    private mutating func uninstall(_ basic: Symbol) -> Row {
        let row = rows[basic.index]!
        rows[basic.index] = nil
        let tag = Int32(basic.index)
        for term in row.terms { dropColumnEntry(term.symbol, tag) }
        return row
    }

    private mutating func dropColumnEntry(_ symbol: Symbol, _ tag: Int32) {
        if let position = columns[symbol.index].firstIndex(of: tag) { columns[symbol.index].swapAt(position, columns[symbol.index].count - 1); columns[symbol.index].removeLast() }
    }

    /// The basic symbol whose index a column entry holds.
    @inline(__always)
    func basicSymbol(_ tag: Int32) -> Symbol { symbols[Int(tag)] }

    /// `row[basic] += other · factor`, keeping the column index.
    private mutating func add(to basic: Symbol, _ other: Row, times factor: Double) {
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        rows[basic.index]!.add(other, times: factor, added: &added, removed: &removed)
        let tag = Int32(basic.index)
        for symbol in added { columns[symbol.index].append(tag) }
        for symbol in removed { dropColumnEntry(symbol, tag) }
    }

    /// Replaces `symbol` by `row` in every row, objective and the artificial objective; rows of
    /// non-external basic symbols that become infeasible are noted.
    private mutating func substitute(_ symbol: Symbol, by row: Row) {
        let containing = columns[symbol.index]
        columns[symbol.index].removeAll()
        for tag in containing {
            let basic = basicSymbol(tag)
            let coefficient = rows[basic.index]!.remove(symbol)
            if coefficient != 0 { add(to: basic, row, times: coefficient) }
            if basic.kind != .external, rows[basic.index]!.constant < 0 { infeasible.append(basic) }
        }
        var objectiveChanged = false
        for level in objectives.indices where objectives[level].coefficient(of: symbol) != 0 {
            objectives[level].substitute(symbol, by: row)
            objectiveChanged = true
        }
        if objectiveChanged { for term in row.terms { touched.append(term.symbol) } }
        artificial?.substitute(symbol, by: row)
    }

    /// Brings `entering` into the basis in place of `leaving`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = uninstall(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, by: row)
        install(row, as: entering)
    }

    // MARK: Objective

    /// The objective row of `priority`, made when first needed.
    mutating func level(for priority: Double) -> Int {
        if let index = levels.firstIndex(of: priority) { return index }
        let index = levels.firstIndex { $0 < priority } ?? levels.count
        levels.insert(priority, at: index)
        objectives.insert(Row(), at: index)
        return index
    }

    /// Adds `coefficient · symbol` (or its row, when basic) to the objective of `level`.
    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double, level: Int) {
        if let row = rows[symbol.index] {
            objectives[level].add(row, times: coefficient)
            for term in row.terms { touched.append(term.symbol) }
        } else {
            objectives[level].insert(symbol, coefficient)
            touched.append(symbol)
        }
    }

    /// Whether moving `symbol` changes no level of the objective.
    func isFree(_ symbol: Symbol) -> Bool {
        objectives.allSatisfy { isNearZero($0.coefficient(of: symbol)) }
    }

    /// A symbol whose entering the basis lowers the objective: the smallest at the highest level
    /// where one does (Bland's rule, so degenerate pivots cannot cycle).
    ///
    /// - Complexity: O(t · levels · log n) for t touched symbols; those that cannot improve are
    ///   forgotten until a change touches them again.
    private mutating func enteringSymbol() -> Symbol {
        var best = Symbol.invalid, bestLevel = Int.max, kept = 0
        for position in touched.indices {
            let symbol = touched[position]
            guard symbol.kind != .dummy, rows[symbol.index] == nil else { continue }
            // The first level that prices the symbol decides: improving when it lowers that level.
            var level = -1, coefficient = 0.0
            for candidate in objectives.indices {
                let value = objectives[candidate].coefficient(of: symbol)
                if !isNearZero(value) {
                    level = candidate
                    coefficient = value
                    break
                }
            }
            guard level >= 0, coefficient < -epsilon else { continue }
            touched[kept] = symbol
            kept += 1
            if level < bestLevel || (level == bestLevel && symbol < best) {
                best = symbol
                bestLevel = level
            }
        }
        touched.removeLast(touched.count - kept)
        return best
    }

    /// The row `entering` can grow in least before a basic variable turns negative.
    private func leavingRow(for entering: Symbol) -> Symbol {
        var best = Double.infinity
        var leaving = Symbol.invalid
        for tag in columns[entering.index] {
            let basic = basicSymbol(tag)
            guard basic.kind != .external, let row = rows[basic.index] else { continue }
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < best || (ratio == best && basic < leaving) {
                best = ratio
                leaving = basic
            }
        }
        return leaving
    }

    /// Optimises the lexicographic objective (or, in phase one, the artificial one) by primal pivots.
    private mutating func optimize(phaseOne: Bool = false) {
        while true {
            let entering: Symbol
            if phaseOne {
                entering = artificial.flatMap { row in
                    row.terms.first { $0.symbol.kind != .dummy && $0.coefficient < -epsilon }?.symbol
                } ?? .invalid
            } else {
                entering = enteringSymbol()
            }
            guard entering.isValid else { return }
            let leaving = leavingRow(for: entering)
            // Unbounded: cannot happen with non-negative error variables; stop rather than loop.
            guard leaving.isValid else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    mutating func optimizeObjective() { optimize() }

    /// Restores feasibility after edits by dual pivots, keeping the objective optimal.
    mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving.index], row.constant < 0, !isNearZero(row.constant) else { continue }
            var entering = Symbol.invalid
            var bestPosition = -1
            for (position, term) in row.terms.enumerated() where term.symbol.kind != .dummy && term.coefficient > 0 {
                let symbol = term.symbol
                if !entering.isValid || isLexicographicallySmaller(symbol, term.coefficient, than: entering, row.terms[bestPosition].coefficient) {
                    entering = symbol
                    bestPosition = position
                }
            }
            guard entering.isValid else { continue }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Whether objective(a) / ca < objective(b) / cb, level by level (ties: the smaller symbol).
    private func isLexicographicallySmaller(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        for objective in objectives {
            let ra = objective.coefficient(of: a) / ca, rb = objective.coefficient(of: b) / cb
            if abs(ra - rb) > epsilon { return ra < rb }
        }
        return a < b
    }

    // MARK: Adding and removing rows

    /// Adds `row` with `subject` as its basic symbol (the row is `0 = row` on entry).
    mutating func add(_ row: Row, solvingFor subject: Symbol) {
        var row = row
        row.solve(for: subject)
        substitute(subject, by: row)
        install(row, as: subject)
    }

    /// Adds `row` through a phase-one artificial variable; `false` when it cannot be made feasible
    /// (the tableau must then be rebuilt by the caller).
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        install(row, as: art)
        artificial = row
        optimize(phaseOne: true)
        let success = isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if rows[art.index] != nil {
            var artRow = uninstall(art)
            if artRow.isEmpty { return success }
            guard let entering = artRow.terms.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, by: artRow)
            install(artRow, as: entering)
        }
        // Remove the artificial variable from every row.
        for tag in columns[art.index] {
            let basic = basicSymbol(tag)
            rows[basic.index]!.remove(art)
        }
        columns[art.index].removeAll()
        for level in objectives.indices { objectives[level].remove(art) }
        return success
    }

    /// Removes a constraint whose marker is `marker` (slack or error): its row leaves the tableau.
    mutating func removeRow(marker: Symbol) {
        if rows[marker.index] != nil {
            _ = uninstall(marker)
            return
        }
        let leaving = markerLeavingRow(marker)
        guard leaving.isValid else { return }
        var row = uninstall(leaving)
        row.solve(for: leaving, marker)
        substitute(marker, by: row)
    }

    /// The row to pivot out when `marker` must become basic to be removed.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol {
        var first = Symbol.invalid, second = Symbol.invalid, third = Symbol.invalid
        var r1 = Double.infinity, r2 = Double.infinity
        for tag in columns[marker.index] {
            let basic = basicSymbol(tag)
            guard let row = rows[basic.index] else { continue }
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if basic.kind == .external {
                if !third.isValid || basic < third { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < r1 || (ratio == r1 && basic < first) { r1 = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < r2 || (ratio == r2 && basic < second) { r2 = ratio; second = basic }
            }
        }
        return first.isValid ? first : (second.isValid ? second : third)
    }

    // MARK: Edits

    /// Moves a constraint's constant through its marker: the marker becomes `marker + shift` (its
    /// own row's constant grows by `shift`; a row holding it with coefficient β drops by β·shift), and
    /// rows that turn infeasible are repaired by dual pivots.
    mutating func shiftMarker(_ marker: Symbol, by shift: Double) {
        if rows[marker.index] != nil {
            rows[marker.index]!.constant += shift
            if rows[marker.index]!.constant < 0, marker.kind != .dummy { infeasible.append(marker) }
            if marker.kind == .dummy, rows[marker.index]!.constant < 0 { infeasible.append(marker) }
        }
        for tag in columns[marker.index] {
            let basic = basicSymbol(tag)
            let coefficient = rows[basic.index]!.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            rows[basic.index]!.constant -= coefficient * shift
            if rows[basic.index]!.constant < 0, basic.kind != .external { infeasible.append(basic) }
        }
        dualOptimize()
    }

    /// Whether every restricted basic variable is non-negative (a dummy must be exactly zero).
    func isFeasibleAfterShift() -> Bool {
        for (index, row) in rows.enumerated() {
            guard let row else { continue }
            let symbol = symbols[index]
            if symbol.kind == .dummy, !isNearZero(row.constant) { return false }
            if symbol.kind != .external, symbol.kind != .dummy, row.constant < -epsilon { return false }
        }
        return true
    }

    /// The value of a variable's symbol: its row's constant when basic, else 0.
    func value(of symbol: Symbol) -> Double {
        rows[symbol.index]?.constant ?? 0
    }
}

extension Tableau {
    var debugDescription: String {
        func text(_ row: Row) -> String {
            "\(row.constant) " + row.terms.map { "\($0.coefficient)·\($0.symbol.index)\(["x", "s", "e", "d"][Int($0.symbol.kind.rawValue)])" }.joined(separator: " ")
        }
        var lines: [String] = []
        for (index, row) in rows.enumerated() { if let row { lines.append("row \(index): \(text(row))") } }
        for (level, objective) in objectives.enumerated() { lines.append("objective \(levels[level]): \(text(objective))") }
        return lines.joined(separator: "\n")
    }
}
