/// Values by small non-negative integer keys (constraint ids, handed out in order): an array of
/// optional slots, so reading and writing cost no hashing and the storage grows once per id.
struct SlotMap<Value> {
    private var slots: [Value?] = []
    /// The number of keys with a value.
    private(set) var count = 0

    subscript(key: Int) -> Value? {
        get { key >= 0 && key < slots.count ? slots[key] : nil }
        set {
            guard key >= 0 else { return }
            if key >= slots.count {
                guard newValue != nil else { return }
                // One at a time: appending grows the storage geometrically.
                while slots.count <= key { slots.append(nil) }
            }
            count += (newValue != nil ? 1 : 0) - (slots[key] != nil ? 1 : 0)
            slots[key] = newValue
        }
    }

    /// Removes the value of `key` and returns it.
    mutating func removeValue(forKey key: Int) -> Value? {
        let value = self[key]
        self[key] = nil
        return value
    }

    mutating func removeAll(keepingCapacity: Bool) {
        slots.removeAll(keepingCapacity: keepingCapacity)
        count = 0
    }
}

extension SlotMap: Sendable where Value: Sendable {}
