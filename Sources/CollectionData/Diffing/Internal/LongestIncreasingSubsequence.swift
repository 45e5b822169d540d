/// Which positions of `values` form one longest strictly increasing subsequence (patience sorting).
///
/// The elements outside it are the fewest that must move to put the sequence in order. The answer is a
/// mask (`true` = stays) rather than a set, so it costs no hashing. The search runs over the tails'
/// values, kept beside their positions, so that it reads one contiguous array.
/// - Complexity: O(n log n).
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    let count = values.count
    var isIncreasing = true
    for position in values.indices.dropFirst() where values[position - 1] >= values[position] {
        isIncreasing = false
        break
    }
    if isIncreasing { return Array(repeating: true, count: count) }
    var stays = Array(repeating: false, count: count)
    var previous = Array(repeating: -1, count: count)
    var tailPositions: [Int] = [], tailValues: [Int] = []   // the smallest tail of each length
    values.withUnsafeBufferPointer { values in
        previous.withUnsafeMutableBufferPointer { previous in
            for position in 0..<count {
                let value = values[position]
                // Increasing runs (the common case) extend the longest tail without a search.
                if let last = tailValues.last, last < value {
                    previous[position] = tailPositions[tailPositions.count - 1]
                    tailPositions.append(position)
                    tailValues.append(value)
                    continue
                }
                // The first tail not below `value`, searched without branches on the data (a shuffle's
                // comparisons are coin flips a branch predictor cannot learn).
                var lo = 0
                tailValues.withUnsafeBufferPointer { tails in
                    var size = tails.count
                    guard size > 0 else { return }
                    while size > 1 {
                        let half = size >> 1
                        lo = tails[lo + half - 1] < value ? lo + half : lo
                        size -= half
                    }
                    lo += tails[lo] < value ? 1 : 0
                }
                if lo > 0 { previous[position] = tailPositions[lo - 1] }
                if lo == tailValues.count {
                    tailPositions.append(position)
                    tailValues.append(value)
                } else {
                    tailPositions[lo] = position
                    tailValues[lo] = value
                }
            }
        }
    }
    var position = tailPositions.last!
    while position >= 0 {
        stays[position] = true
        position = previous[position]
    }
    return stays
}
