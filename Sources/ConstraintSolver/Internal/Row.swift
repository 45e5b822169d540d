/// One row of the tableau, `basic = constant + Σ coefficient·symbol`, kept as one array of terms
/// sorted by symbol (rows are short; merging sorted arrays beats hashing, and one array is one
/// allocation).
struct Row {
    /// A symbol and its coefficient.
    struct Term {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var terms: [Term] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { terms.isEmpty }

    /// Makes room for `count` terms (a new row knows roughly how many it will get).
    mutating func reserveCapacity(_ count: Int) { terms.reserveCapacity(count) }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always)
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = terms.count
        while low < high {
            let mid = (low + high) >> 1
            if terms[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, low < terms.count && terms[low].symbol == symbol)
    }

    /// The coefficient of `symbol` (0 when absent).
    ///
    /// - Complexity: O(log n).
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? terms[index].coefficient : 0
    }

    /// Adds `coefficient` to `symbol`'s; returns whether the symbol was added (`+1`), removed because
    /// it became zero (`-1`) or neither (`0`).
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let (index, found) = position(of: symbol)
        if found {
            let sum = terms[index].coefficient + coefficient
            if isNearZero(sum) {
                terms.remove(at: index)
                return -1
            }
            terms[index].coefficient = sum
            return 0
        }
        guard !isNearZero(coefficient) else { return 0 }
        terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
        return 1
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return terms.remove(at: index).coefficient
    }

    /// `self += other · factor`, reporting the symbols that appear and disappear.
    ///
    /// - Complexity: O(n + m).
    mutating func add(_ other: Row, times factor: Double, added: inout [Symbol], removed: inout [Symbol]) {
        constant += other.constant * factor
        if other.terms.isEmpty { return }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var i = 0, j = 0
        let a = terms, b = other.terms
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                merged.append(a[i])
                i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let value = b[j].coefficient * factor
                if !isNearZero(value) {
                    merged.append(Term(symbol: b[j].symbol, coefficient: value))
                    added.append(b[j].symbol)
                }
                j += 1
            } else {
                let value = a[i].coefficient + b[j].coefficient * factor
                if isNearZero(value) { removed.append(a[i].symbol) } else { merged.append(Term(symbol: a[i].symbol, coefficient: value)) }
                i += 1
                j += 1
            }
        }
        terms = merged
    }

    /// `self += other · factor` for rows outside the column index (objectives).
    mutating func add(_ other: Row, times factor: Double) {
        var added: [Symbol] = [], removed: [Symbol] = []
        add(other, times: factor, added: &added, removed: &removed)
    }

    /// Multiplies the row by −1.
    mutating func reverseSign() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Rewrites `0 = self` as `symbol = …` (the symbol leaves the row).
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        let factor = -1 / coefficient
        constant *= factor
        for index in terms.indices { terms[index].coefficient *= factor }
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
