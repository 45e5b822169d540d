/// The hash table under a snapshot's item index: keys to values, each key hashed once when it is
/// written and its hash kept, so a lookup that already knows the hash (the diff's, which reads it from
/// the other snapshot) does not hash again.
///
/// Two parts, in the manner of compact dictionaries:
/// - `slots`, dense and unordered: each key with its hash and value. Appending is sequential; removing
///   moves the last slot into the hole, so there are no tombstones.
/// - `buckets`, open addressing with linear probing, at most three quarters full: 0 for empty, else the
///   hash's top 32 bits (the *tag*) over the slot's position + 1. A bucket's home is its tag masked to
///   the table, so growing and removing (backward shift) never read a slot or hash a key, and a probe
///   compares a key only when tag and hash match.
///
/// Changed in place; the snapshot's index copies it by hand (`copy()`) before changing a shared one,
/// which is what makes the unchecked `Sendable` sound.
///
/// - Complexity: lookups, insertions and removals O(1) expected; `copy()` O(n).
@usableFromInline
final class SnapshotItemTable<Key: Hashable, Value>: @unchecked Sendable {
    @usableFromInline
    struct Slot {
        @usableFromInline var hash: Int
        @usableFromInline var key: Key
        @usableFromInline var value: Value

        @inlinable init(hash: Int, key: Key, value: Value) {
            self.hash = hash
            self.key = key
            self.value = value
        }
    }

    @exclusivity(unchecked) @usableFromInline var buckets: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) @usableFromInline var bucketMask: Int
    @exclusivity(unchecked) @usableFromInline var slots: UnsafeMutablePointer<Slot>
    @exclusivity(unchecked) @usableFromInline var slotCapacity: Int
    /// The number of keys; `slots[0..<count]` are initialized.
    @exclusivity(unchecked) @usableFromInline var count = 0

    /// The most keys a table can hold: positions are 32 bits wide.
    @inlinable static var maximumCount: Int { Int(UInt32.max) - 1 }

    @inlinable init(minimumCapacity: Int = 0) {
        let capacity = Swift.max(minimumCapacity, 1)
        let bucketCount = Self.bucketCount(for: capacity)
        buckets = .allocate(capacity: bucketCount)
        buckets.initialize(repeating: 0, count: bucketCount)
        bucketMask = bucketCount - 1
        slotCapacity = capacity
        slots = .allocate(capacity: capacity)
    }

    @inlinable deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
        buckets.deallocate()
    }

    /// The smallest power of two whose three quarters hold `capacity` keys.
    @inlinable static func bucketCount(for capacity: Int) -> Int {
        var count = 8
        while count - count / 4 < capacity { count &<<= 1 }
        return count
    }

    /// The hash a key is stored under.
    @inlinable static func hash(_ key: Key) -> Int { key.hashValue }

    /// The top 32 bits of `hash` (all of it where `Int` is 32 bits wide).
    @inlinable static func tag(_ hash: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: Int.bitWidth == 64 ? hash >> 32 : hash))
    }

    /// Walks `key`'s run from its home: the bucket holding it and its slot position, or — when the
    /// table does not hold it — the empty bucket that ends the run, where it would go, and `nil`.
    @inlinable func probe(_ key: Key, hash: Int) -> (bucket: Int, position: Int?) {
        let tag = Self.tag(hash)
        var bucket = Int(truncatingIfNeeded: tag) & bucketMask
        while true {
            let word = buckets[bucket]
            if word == 0 { return (bucket, nil) }
            if word >> 32 == tag {
                let position = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) &- 1
                if slots[position].hash == hash, slots[position].key == key { return (bucket, position) }
            }
            bucket = (bucket &+ 1) & bucketMask
        }
    }

    /// Where `key`, hashed as `hash`, is: its bucket and slot position, or `nil`.
    @inlinable func find(_ key: Key, hash: Int) -> (bucket: Int, position: Int)? {
        let (bucket, position) = probe(key, hash: hash)
        guard let position else { return nil }
        return (bucket, position)
    }

    /// The value of `key` (hashed as `hash`), or `nil`.
    @inlinable func value(forKey key: Key, hash: Int) -> Value? {
        guard let (_, position) = find(key, hash: hash) else { return nil }
        return slots[position].value
    }

    /// Makes room for `capacity` keys without growing again.
    ///
    /// - Complexity: O(n) when it grows.
    @inlinable func reserveCapacity(_ capacity: Int) {
        if capacity > slotCapacity {
            let grown = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
            grown.moveInitialize(from: slots, count: count)
            slots.deallocate()
            slots = grown
            slotCapacity = capacity
        }
        let bucketCount = Self.bucketCount(for: capacity)
        guard bucketCount > bucketMask + 1 else { return }
        let old = buckets, oldCount = bucketMask + 1
        buckets = .allocate(capacity: bucketCount)
        buckets.initialize(repeating: 0, count: bucketCount)
        bucketMask = bucketCount - 1
        for index in 0..<oldCount where old[index] != 0 { place(old[index]) }
        old.deallocate()
    }

    /// Grows, if needed, so that one more key fits in the slots and keeps the buckets at most three
    /// quarters full.
    @inlinable func makeRoomForOneMore() {
        precondition(count < Self.maximumCount, "a snapshot holds at most \(Self.maximumCount) items")
        if count == slotCapacity || count >= bucketMask + 1 - (bucketMask + 1) / 4 {
            reserveCapacity(Swift.max(count * 2, 8))
        }
    }

    /// The first empty bucket from the home of `tag` on.
    @inlinable func emptyBucket(forTag tag: UInt64) -> Int {
        var bucket = Int(truncatingIfNeeded: tag) & bucketMask
        while buckets[bucket] != 0 { bucket = (bucket &+ 1) & bucketMask }
        return bucket
    }

    /// Puts `word` in the first empty bucket from its home on.
    @inlinable func place(_ word: UInt64) {
        buckets[emptyBucket(forTag: word >> 32)] = word
    }

    /// Adds `key`, which the table does not hold (no key is compared on the way).
    @inlinable func insertNew(_ key: Key, hash: Int, value: Value) {
        makeRoomForOneMore()
        append(key, hash: hash, value: value, at: emptyBucket(forTag: Self.tag(hash)))
    }

    /// Writes `key` into the next slot and names it from `bucket`, which is empty (room was made).
    @inlinable func append(_ key: Key, hash: Int, value: Value, at bucket: Int) {
        (slots + count).initialize(to: Slot(hash: hash, key: key, value: value))
        count += 1
        buckets[bucket] = Self.tag(hash) << 32 | UInt64(truncatingIfNeeded: count)
    }

    /// Sets the value of `key`, returning the value it replaced, if any. One probe.
    @inlinable @discardableResult
    func updateValue(_ value: Value, forKey key: Key, hash: Int) -> Value? {
        makeRoomForOneMore()
        let (bucket, position) = probe(key, hash: hash)
        guard let position else {
            append(key, hash: hash, value: value, at: bucket)
            return nil
        }
        defer { slots[position].value = value }
        return slots[position].value
    }

    /// Removes `key`, returning its value, if any.
    @inlinable @discardableResult
    func removeValue(forKey key: Key, hash: Int) -> Value? {
        guard let (bucket, position) = find(key, hash: hash) else { return nil }
        // Backward shift: later buckets of the run move up unless that would put them before their home.
        var hole = bucket, next = (bucket &+ 1) & bucketMask
        while buckets[next] != 0 {
            let home = Int(truncatingIfNeeded: buckets[next] >> 32) & bucketMask
            if (next &- home) & bucketMask >= (next &- hole) & bucketMask {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next &+ 1) & bucketMask
        }
        buckets[hole] = 0
        // The last slot fills the removed one, and its bucket follows it.
        let removed = (slots + position).move()
        count -= 1
        if position != count {
            (slots + position).moveInitialize(from: slots + count, count: 1)
            let tag = Self.tag(slots[position].hash)
            var moved = Int(truncatingIfNeeded: tag) & bucketMask
            while buckets[moved] & 0xFFFF_FFFF != UInt64(count + 1) { moved = (moved &+ 1) & bucketMask }
            buckets[moved] = tag << 32 | UInt64(position + 1)
        }
        return removed.value
    }

    /// A table of its own with the same keys and values.
    ///
    /// - Complexity: O(n).
    @inlinable func copy(minimumCapacity: Int = 0) -> SnapshotItemTable {
        let copy = SnapshotItemTable(minimumCapacity: Swift.max(minimumCapacity, count))
        if copy.bucketMask == bucketMask {
            copy.buckets.update(from: buckets, count: bucketMask + 1)
        } else {
            for index in 0...bucketMask where buckets[index] != 0 { copy.place(buckets[index]) }
        }
        copy.slots.initialize(from: slots, count: count)
        copy.count = count
        return copy
    }

    /// Adds `key` unless the table holds it already; whether it did.
    ///
    /// One probe for both the check and the write.
    @inlinable func insertIfAbsent(_ key: Key, hash: Int, value: Value) -> Bool {
        makeRoomForOneMore()
        let (bucket, position) = probe(key, hash: hash)
        guard position == nil else { return false }
        append(key, hash: hash, value: value, at: bucket)
        return true
    }

    /// Every broken invariant of the table (empty when it is consistent): each key once, reachable
    /// from its home without an empty bucket, under its own hash and tag. For tests.
    ///
    /// - Complexity: O(n + buckets).
    func _checkInvariants() -> [String] {
        var problems: [String] = []
        var referenced = Array(repeating: 0, count: count)
        for bucket in 0...bucketMask where buckets[bucket] != 0 {
            let word = buckets[bucket]
            let position = Int(word & 0xFFFF_FFFF) - 1
            guard referenced.indices.contains(position) else {
                problems.append("bucket \(bucket) names slot \(position) of \(count)")
                continue
            }
            referenced[position] += 1
            let slot = slots[position]
            if slot.hash != Self.hash(slot.key) { problems.append("slot \(position) keeps a stale hash") }
            if word >> 32 != Self.tag(slot.hash) { problems.append("bucket \(bucket) has the wrong tag") }
            var probe = Int(word >> 32) & bucketMask
            while probe != bucket, buckets[probe] != 0 { probe = (probe + 1) & bucketMask }
            if probe != bucket { problems.append("bucket \(bucket) cannot be reached from its home") }
            if find(slot.key, hash: slot.hash)?.position != position { problems.append("slot \(position) is not found") }
        }
        if referenced.contains(where: { $0 != 1 }) { problems.append("a slot is named by no bucket or by several") }
        return problems
    }

    /// Every key, in no particular order.
    ///
    /// - Complexity: O(n).
    @inlinable var keys: [Key] { (0..<count).map { slots[$0].key } }

    /// Calls `body` with every key, its hash and its value, in no particular order.
    ///
    /// - Complexity: O(n).
    @inlinable func forEach(_ body: (Key, Int, Value) -> Void) {
        for position in 0..<count { body(slots[position].key, slots[position].hash, slots[position].value) }
    }
}
