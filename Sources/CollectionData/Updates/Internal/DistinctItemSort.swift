/// Sorts distinct item numbers known to lie in `0..<bound`: by marking them in a bitmap and reading
/// it back when they are dense enough (an outline expanding a parent inserts thousands of items
/// into a few hundred thousand), by comparison otherwise.
enum DistinctItemSort {
    /// `items` in ascending order. Every item must be distinct and in `0..<bound`.
    /// - Complexity: O(n + bound / 64) when `bound ≤ 32 n`, O(n log n) otherwise.
    static func sorted(_ items: [Int], below bound: Int) -> [Int] {
        guard items.count > 64, bound <= items.count * 32 else { return items.sorted() }
        var words = [UInt64](repeating: 0, count: (bound + 63) / 64)
        for item in items { words[item >> 6] |= 1 << UInt64(item & 63) }
        var result: [Int] = []
        result.reserveCapacity(items.count)
        for index in words.indices where words[index] != 0 {
            var bits = words[index]
            while bits != 0 {
                result.append(index << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return result
    }
}
