import CollectionGeometry
import Foundation
import TestSupport
import Testing
@testable import CollectionLayout

@Suite("GroupStack: the groups of a section along its axis")
struct GroupStackTests {
    @Test("when a run of equal groups is appended at once, then the stack equals the same groups appended one by one, bit for bit (seeded)", arguments: TestSeeds.seeds(count: 10))
    func repeatedEqualsOneByOne(seed: UInt64) {
        print("group stack seed \(seed)")
        var random = SeededRandomNumberGenerator(seed: seed)
        var single = GroupStack(), bulk = GroupStack()
        let spacing = CGFloat(Int.random(in: 0...9, using: &random)) / 3
        single.spacing = spacing
        bulk.spacing = spacing
        var item = 0
        for _ in 0..<30 {
            // A group laid out alone, then a run of copies (a template), as the section solver does.
            let alone = CGFloat(Int.random(in: 1...900, using: &random)) / 7
            item += Int.random(in: 1...3, using: &random)
            single.append(length: alone, crossStart: 2, crossLength: 50, itemEnd: item, supplementaryEnd: 0)
            bulk.append(length: alone, crossStart: 2, crossLength: 50, itemEnd: item, supplementaryEnd: 0)
            let n = Int.random(in: 0...300, using: &random), stride = Int.random(in: 1...4, using: &random)
            let length = CGFloat(Int.random(in: 1...900, using: &random)) / 11
            for k in 0..<n {
                single.append(length: length, crossStart: 4, crossLength: 30, itemEnd: item + (k + 1) * stride, supplementaryEnd: 0)
            }
            bulk.appendRepeated(n, length: length, crossStart: 4, crossLength: 30, itemEnd: item + stride, itemStride: stride, supplementaryEnd: 0)
            item += n * stride
        }
        #expect(bulk.count == single.count)
        #expect(bulk.blockOffsets == single.blockOffsets, "seed \(seed)")
        #expect(bulk.localStarts == single.localStarts, "seed \(seed)")
        #expect(bulk.lengths == single.lengths && bulk.crossStarts == single.crossStarts && bulk.crossLengths == single.crossLengths)
        #expect(bulk.firstItems == single.firstItems && bulk.firstSupplementaries == single.firstSupplementaries, "seed \(seed)")
    }

    @Test("when an empty stack starts with a run, then it equals the groups appended one by one")
    func runFirst() {
        var single = GroupStack(), bulk = GroupStack()
        single.spacing = 1.5
        bulk.spacing = 1.5
        for k in 0..<300 { single.append(length: 44.3, crossStart: 0, crossLength: 10, itemEnd: k + 1, supplementaryEnd: 0) }
        bulk.appendRepeated(300, length: 44.3, crossStart: 0, crossLength: 10, itemEnd: 1, itemStride: 1, supplementaryEnd: 0)
        #expect(bulk.blockOffsets == single.blockOffsets && bulk.localStarts == single.localStarts)
        #expect(bulk.firstItems == single.firstItems && bulk.lengths == single.lengths)
    }
}
