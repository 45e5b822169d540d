/// One row of the tableau, `basic = constant + Σ coefficient·symbol`, kept as parallel arrays sorted by
/// symbol (rows are short; merging sorted arrays beats hashing).
struct Row {
    var constant: Double
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always)
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, low < symbols.count && symbols[low] == symbol)
    }

    /// The coefficient of `symbol` (0 when absent).
    ///
    /// - Complexity: O(log n).
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient` to `symbol`'s; returns whether the symbol was added (`+1`), removed because
    /// it became zero (`-1`) or neither (`0`).
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if isNearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return -1
            }
            coefficients[index] = sum
            return 0
        }
        guard !isNearZero(coefficient) else { return 0 }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return 1
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// `self += other · factor`, reporting the symbols that appear and disappear.
    ///
    /// - Complexity: O(n + m).
    mutating func add(_ other: Row, times factor: Double, added: inout [Symbol], removed: inout [Symbol]) {
        constant += other.constant * factor
        if other.symbols.isEmpty { return }
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        let a = symbols, b = other.symbols
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                mergedSymbols.append(a[i]); mergedCoefficients.append(coefficients[i]); i += 1
            } else if i == a.count || b[j] < a[i] {
                let value = other.coefficients[j] * factor
                if !isNearZero(value) {
                    mergedSymbols.append(b[j]); mergedCoefficients.append(value); added.append(b[j])
                }
                j += 1
            } else {
                let value = coefficients[i] + other.coefficients[j] * factor
                if isNearZero(value) { removed.append(a[i]) } else { mergedSymbols.append(a[i]); mergedCoefficients.append(value) }
                i += 1; j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// `self += other · factor` for rows outside the column index (objectives).
    mutating func add(_ other: Row, times factor: Double) {
        var added: [Symbol] = [], removed: [Symbol] = []
        add(other, times: factor, added: &added, removed: &removed)
    }

    /// Multiplies the row by −1.
    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = self` as `symbol = …` (the symbol leaves the row).
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        let factor = -1 / coefficient
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Rewrites `lhs = self` as `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` in this row (objectives: no column index to keep).
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let coefficient = remove(symbol)
        if coefficient != 0 { add(row, times: coefficient) }
    }
}
