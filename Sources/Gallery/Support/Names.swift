/// Generated person names, deterministic for a seed (no data files, no network).
enum Names {
    private static let first = ["Ada", "Ben", "Chloé", "Dmitri", "Emeka", "Farah", "Grace", "Hiro", "Ines", "Jonas", "Kemal", "Lena",
                                "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sven", "Tariq", "Uma", "Viktor", "Wen", "Ximena",
                                "Yusuf", "Zoë", "Amara", "Bruno", "Carmen", "Dara", "Elif", "Felix", "Gita", "Hugo", "Ivy", "Jamal"]
    private static let last = ["Abbott", "Becker", "Castillo", "Dubois", "Eriksen", "Fujita", "García", "Hansen", "Ibrahim", "Jensen",
                               "Kowalski", "Larsen", "Moreau", "Nakamura", "Okafor", "Petrov", "Quinn", "Rossi", "Schmidt", "Tanaka",
                               "Ueda", "Varga", "Weber", "Xu", "Yilmaz", "Zhang", "Novak", "Silva", "Costa", "Haddad"]

    /// `count` names; a linear congruential walk through first × last names, distinct until the
    /// combinations run out, then numbered.
    static func generate(count: Int, seed: UInt64) -> [String] {
        var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        var names: [String] = []
        names.reserveCapacity(count)
        var seen = Set<String>()
        while names.count < count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let a = Int((state >> 33) % UInt64(first.count))
            let b = Int((state >> 17) % UInt64(last.count))
            var name = "\(first[a]) \(last[b])"
            if seen.contains(name) { name += " \(names.count)" }
            seen.insert(name)
            names.append(name)
        }
        return names
    }
}
