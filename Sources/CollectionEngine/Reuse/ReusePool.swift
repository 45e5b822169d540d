import CollectionGeometry
import CollectionLayout

/// Registered classes and queued views, by element category, kind and reuse identifier.
@MainActor
struct ReusePool {
    struct Key: Hashable {
        var category: CollectionElementCategory
        var kind: String
        var identifier: String
    }

    private var registrations: [Key: CollectionReusableView.Type] = [:]
    private var queues: [Key: [CollectionReusableView]] = [:]

    mutating func register(_ viewClass: CollectionReusableView.Type?, for key: Key) {
        registrations[key] = viewClass
    }

    func registeredClass(for key: Key) -> CollectionReusableView.Type? {
        registrations[key]
    }

    /// A queued view, or `nil` when the queue is empty.
    mutating func dequeue(_ key: Key) -> CollectionReusableView? {
        queues[key]?.popLast()
    }

    mutating func enqueue(_ view: CollectionReusableView, for key: Key) {
        queues[key, default: []].append(view)
    }

    /// The number of queued views for a key.
    func queuedCount(for key: Key) -> Int {
        queues[key]?.count ?? 0
    }
}
