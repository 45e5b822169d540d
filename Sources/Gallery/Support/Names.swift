import DeterministicRandom

/// Generated person names, deterministic for a seed (no data files, no network), never numbered:
/// first × last name pairs in a shuffled order, then — past the 1 080 pairs — the same pairs with a
/// middle initial ("Ada J. Becker"), 28 080 names in all.
enum Names {
    private static let first = ["Ada", "Ben", "Chloé", "Dmitri", "Emeka", "Farah", "Grace", "Hiro", "Ines", "Jonas", "Kemal", "Lena",
                                "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sven", "Tariq", "Uma", "Viktor", "Wen", "Ximena",
                                "Yusuf", "Zoë", "Amara", "Bruno", "Carmen", "Dara", "Elif", "Felix", "Gita", "Hugo", "Ivy", "Jamal"]
    private static let last = ["Abbott", "Becker", "Castillo", "Dubois", "Eriksen", "Fujita", "García", "Hansen", "Ibrahim", "Jensen",
                               "Kowalski", "Larsen", "Moreau", "Nakamura", "Okafor", "Petrov", "Quinn", "Rossi", "Schmidt", "Tanaka",
                               "Ueda", "Varga", "Weber", "Xu", "Yilmaz", "Zhang", "Novak", "Silva", "Costa", "Haddad"]
    private static let initials = Array("ABCDEFGHIJKLMNOPRSTVWZ")

    /// How many distinct names there are.
    static var capacity: Int { first.count * last.count * (1 + initials.count) }

    /// `count` distinct names (at most `capacity`; more are refused by a precondition).
    /// - Complexity: O(count + pairs).
    static func generate(count: Int, seed: UInt64) -> [String] {
        precondition(count <= capacity, "only \(capacity) distinct names")
        var random = SplitMix64(seed: seed)
        var pairs = first.indices.flatMap { a in last.indices.map { (a, $0) } }
        pairs.shuffle(using: &random)
        var names: [String] = []
        names.reserveCapacity(count)
        var round = 0
        while names.count < count {
            for (a, b) in pairs where names.count < count {
                if round == 0 {
                    names.append("\(first[a]) \(last[b])")
                } else {
                    // Each later round gives every pair one more initial, spread by the pair's place.
                    let initial = initials[(round - 1 + a * 7 + b * 3) % initials.count]
                    names.append("\(first[a]) \(initial). \(last[b])")
                }
            }
            round += 1
        }
        return names
    }
}
