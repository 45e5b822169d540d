import DeterministicRandom

/// An app in the generated store: a name, a category, a one-line pitch and its icon's seed.
struct StoreApp: Hashable, Sendable, Identifiable {
    let id: Int
    let name: String
    let category: String
    let subtitle: String
    /// Seed of the app's icon and of its featured picture (`Artwork`).
    var artwork: Int { id }
}

/// The store's shelves, in the order the screen shows them.
enum StoreShelf: Int, CaseIterable, Hashable, Sendable {
    /// Large cards with a picture, paged one at a time.
    case featured
    /// Rows of three apps per page.
    case appsWeLove
    /// Icons with their names, scrolled freely.
    case quickPicks
    /// Rows of three, ranked.
    case topFree
    /// Rows of three.
    case gamesToTry

    var title: String {
        switch self {
        case .featured: "Featured"
        case .appsWeLove: "Apps We Love"
        case .quickPicks: "Quick Picks"
        case .topFree: "Top Free Apps"
        case .gamesToTry: "Games to Try"
        }
    }

    var appCount: Int {
        switch self {
        case .featured: 6
        case .appsWeLove: 24
        case .quickPicks: 20
        case .topFree: 30
        case .gamesToTry: 18
        }
    }
}

/// The generated catalogue: names from two word lists, deterministic for a seed.
enum StoreCatalog {
    private static let prefixes = ["Pixel", "Cloud", "Nova", "Tidy", "Bright", "Swift", "Maple", "Orbit", "Lumen", "Pocket", "River",
                                   "Atlas", "Echo", "Fable", "Harbor", "Quill", "Sprout", "Summit", "Velvet", "Zephyr"]
    private static let suffixes = ["Notes", "Studio", "Run", "Budget", "Sketch", "Journal", "Chef", "Tunes", "Trails", "Sleep", "Lens",
                                   "Words", "Quest", "Garden", "Habit", "Maps", "Cards", "Focus"]
    private static let categories = [("Productivity", "Plan your week in minutes"), ("Photo & Video", "Edit like a pro, on the go"),
                                     ("Health & Fitness", "Move more, every day"), ("Finance", "Know where your money goes"),
                                     ("Music", "Your sound, everywhere"), ("Travel", "Find your way anywhere"),
                                     ("Education", "Learn something new today"), ("Food & Drink", "Cook tonight's dinner"),
                                     ("Games", "A puzzle a day"), ("Lifestyle", "Small habits, big change")]

    /// The apps of every shelf, none repeated.
    static func shelves(seed: UInt64) -> [(shelf: StoreShelf, apps: [StoreApp])] {
        var random = SplitMix64(seed: seed)
        var pairs = prefixes.indices.flatMap { p in suffixes.indices.map { (p, $0) } }
        pairs.shuffle(using: &random)
        var next = 0
        return StoreShelf.allCases.map { shelf in
            let apps = (0..<shelf.appCount).map { _ -> StoreApp in
                defer { next += 1 }
                let (p, s) = pairs[next]
                let kind = shelf == .gamesToTry ? 8 : Int(random.next() % UInt64(categories.count))
                return StoreApp(id: next, name: "\(prefixes[p]) \(suffixes[s])", category: categories[kind].0, subtitle: categories[kind].1)
            }
            return (shelf, apps)
        }
    }
}
