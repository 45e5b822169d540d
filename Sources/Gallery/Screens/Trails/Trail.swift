import UIKitNames

/// A hiking trail of the Trails sample app.
struct Trail: Hashable, Sendable {
    let id: Int
    var name: String
    var region: String
    var distance: Double
    var summary: String
}

/// The Trails app's data: its trails and favourites, shared by every screen of a scene. Screens
/// observe it and apply a new snapshot when it changes.
@MainActor
final class TrailStore {
    static let regions = ["Coast", "Mountains", "Forest"]

    private(set) var trails: [Trail]
    private(set) var favorites: Set<Int> = [2, 5]
    private var observers: [(TrailStore.Change) -> Void] = []
    private var nextID: Int

    /// What changed, for screens that say so.
    enum Change {
        case added(Trail), removed(Trail), favoriteToggled(Trail)
    }

    init() {
        let names = ["Cliff Path", "Lighthouse Loop", "Dune Walk", "Summit Ridge", "Glacier View", "Eagle Pass",
                     "Old Oak Trail", "Fern Hollow", "Mossy Creek", "Harbour Steps", "Pine Crest", "Echo Lake"]
        trails = names.enumerated().map { index, name in
            Trail(id: index, name: name, region: Self.regions[index % 3], distance: 3 + Double(index * 7 % 12),
                  summary: "A \(["coastal", "mountain", "woodland"][index % 3]) walk of about \(3 + index * 7 % 12) kilometres.")
        }
        nextID = names.count
    }

    func observe(_ observer: @escaping (TrailStore.Change) -> Void) { observers.append(observer) }

    func trail(withID id: Int) -> Trail? { trails.first { $0.id == id } }

    func isFavorite(_ trail: Trail) -> Bool { favorites.contains(trail.id) }

    /// Adds a trail named `name` (trimmed; an empty name adds nothing) and returns it.
    @discardableResult
    func add(named name: String, region: String) -> Trail? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let trail = Trail(id: nextID, name: trimmed, region: region, distance: 5, summary: "A new trail in the \(region.lowercased()).")
        nextID += 1
        trails.insert(trail, at: 0)
        notify(.added(trail))
        return trail
    }

    func remove(_ trail: Trail) {
        guard let index = trails.firstIndex(where: { $0.id == trail.id }) else { return }
        trails.remove(at: index)
        favorites.remove(trail.id)
        notify(.removed(trail))
    }

    func toggleFavorite(_ trail: Trail) {
        if favorites.remove(trail.id) == nil { favorites.insert(trail.id) }
        notify(.favoriteToggled(trail))
    }

    private func notify(_ change: Change) {
        for observer in observers { observer(change) }
    }
}
