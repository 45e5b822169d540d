/// A symbol of the tableau: a variable of the problem (external), or one the solver adds — the slack
/// of an inequality, the error of a non-required constraint, or the dummy an edit needs.
struct Symbol: Hashable, Comparable {
    enum Kind: Int32 { case external = 0, slack = 1, error = 2, dummy = 3 }

    /// `index << 2 | kind`; `-1` is no symbol.
    let raw: Int32

    init(index: Int, kind: Kind) {
        raw = Int32(index) << 2 | kind.rawValue
    }

    private init(raw: Int32) {
        self.raw = raw
    }

    static let invalid = Symbol(raw: -1)

    var isValid: Bool { raw >= 0 }
    var index: Int { Int(raw >> 2) }
    var kind: Kind { Kind(rawValue: raw & 3) ?? .external }
    /// Whether a pivot may bring the symbol into the basis (dummies never enter).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// Values below this are zero (as in kiwi and most Cassowary implementations).
let epsilon = 1e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }
