/// Which positions of `values` form one longest strictly increasing subsequence (patience sorting).
///
/// The elements outside it are the fewest that must move to put the sequence in order. The answer is a
/// mask (`true` = stays) rather than a set, so it costs no hashing.
/// - Complexity: O(n log n).
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var stays = Array(repeating: false, count: values.count)
    guard !values.isEmpty else { return stays }
    var tails: [Int] = []               // positions of the smallest tail of each length
    var previous = Array(repeating: -1, count: values.count)
    var isIncreasing = true
    for position in values.indices.dropFirst() where values[position - 1] >= values[position] {
        isIncreasing = false
        break
    }
    if isIncreasing { return Array(repeating: true, count: values.count) }
    for (position, value) in values.enumerated() {
        // Increasing runs (the common case) extend the longest tail without a search.
        if let last = tails.last, values[last] < value {
            previous[position] = last
            tails.append(position)
            continue
        }
        var lo = 0, hi = tails.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[tails[mid]] < value { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0 { previous[position] = tails[lo - 1] }
        if lo == tails.count { tails.append(position) } else { tails[lo] = position }
    }
    var position = tails.last!
    while position >= 0 {
        stays[position] = true
        position = previous[position]
    }
    return stays
}
