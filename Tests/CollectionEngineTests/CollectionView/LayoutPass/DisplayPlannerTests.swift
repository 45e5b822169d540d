import CollectionGeometry
import CollectionLayout
import Foundation
import TestSupport
import Testing
@testable import CollectionEngine

/// The layout pass's planning step, without a view tree: values in, a plan out.
@Suite("DisplayPlanner: the layout pass's decision as a value")
@MainActor
struct DisplayPlannerTests {
    static let screen = CGRect(x: 0, y: 100, width: 300, height: 200)

    static func context(counts: [Int] = [50], replacing: Bool = false, update: Bool = false, flipped: Bool = false,
                        retention: CGFloat = 100, lifted: (IndexPath, CollectionViewLayoutAttributes)? = nil) -> DisplayPlanContext {
        DisplayPlanContext(visibleRect: screen, contentSize: CGSize(width: 300, height: 2_000), isFlipped: flipped, alongY: true,
                           answersGeneration: 0, counts: counts, tracksStableWindow: !update, replacesVisibleViews: replacing,
                           isUpdate: update, retentionDistance: retention, preparedReach: 400,
                           lifted: lifted.map { (indexPath: $0.0, attributes: $0.1) })
    }

    /// Item `item` of section 0, a 300 × 50 row at y = 50 × item.
    static func row(_ item: Int, x: CGFloat = 0, width: CGFloat = 300) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: x, y: CGFloat(item) * 50, width: width, height: 50)
        return attributes
    }

    static func rowKey(_ item: Int) -> ElementKey { .cell(IndexPath(item: item, section: 0)) }

    @Test("when the layout answers rows around the screen, then exactly those overlapping it strictly are on screen, in the layout's order, and none touching its edge")
    func onScreenInLayoutOrder() {
        let answers = [5, 1, 2, 3, 4, 6].map { Self.row($0) }
        let plan = DisplayPlanner.plan(Self.context(), answers: answers, displayed: [])
        // The screen spans y 100–300: rows 2…5; row 1 ends at 100 and row 6 starts at 300 (touching).
        #expect(plan.entries.map(\.key) == [5, 2, 3, 4].map(Self.rowKey))
        #expect(plan.entries.allSatisfy { !$0.isDisplayed && $0.attributes === $0.layoutAttributes })
        #expect(plan.departures.isEmpty && plan.problems.isEmpty)
    }

    @Test("when a displayed element is still wanted, then it is kept, not inserted or departed; the others leave by where they are")
    func keptAndDeparted() {
        let answers = (2...5).map { Self.row($0) }
        let displayed: [(key: ElementKey, frame: CGRect)] = [
            (Self.rowKey(3), Self.row(3).frame),
            (Self.rowKey(0), Self.row(0).frame),     // 100 points above the screen: within the retention distance
            (Self.rowKey(9), Self.row(9).frame),     // far below: recycled
            (ElementKey(category: .decorationView, kind: "d", indexPath: IndexPath(item: 0, section: 0)), Self.row(1).frame),
        ]
        let plan = DisplayPlanner.plan(Self.context(), answers: answers, displayed: displayed)
        #expect(plan.entries.map(\.isDisplayed) == [false, true, false, false])
        #expect(plan.departures.map(\.key) == [Self.rowKey(0), Self.rowKey(9), displayed[3].key], "sorted by key")
        #expect(plan.departures.map(\.departure) == [.retain, .recycle, .recycle], "a decoration is never retained")
        #expect(!plan.discardsOffscreen)
    }

    @Test("when an update is laid out, then every displayed element it no longer wants slides out")
    func updateSlidesOut() {
        let plan = DisplayPlanner.plan(Self.context(update: true), answers: [Self.row(3)],
                                       displayed: [(Self.rowKey(3), Self.row(3).frame), (Self.rowKey(20), Self.row(20).frame)])
        #expect(plan.departures.map(\.departure) == [.slideOut])
        #expect(plan.stableWindow == nil, "only a steady pass tracks its stable window")
    }

    @Test("when every displayed view is replaced, then all of them are recycled, none is kept, and views kept off screen are discarded")
    func replacingRecyclesAll() {
        let displayed: [(key: ElementKey, frame: CGRect)] = [(Self.rowKey(3), Self.row(3).frame), (Self.rowKey(1), Self.row(1).frame)]
        for update in [false, true] {
            let plan = DisplayPlanner.plan(Self.context(replacing: true, update: update), answers: [Self.row(3)], displayed: displayed)
            #expect(plan.entries.map(\.isDisplayed) == [false])
            #expect(plan.departures.map(\.key) == [Self.rowKey(1), Self.rowKey(3)])
            #expect(plan.departures.allSatisfy { $0.departure == .recycle })
            #expect(plan.discardsOffscreen)
        }
    }

    @Test("when the layout answers unusable frames or elements the counts lack, then they are not shown and each is a problem")
    func badAnswers() {
        let nan = Self.row(3)
        nan.frame = CGRect(x: CGFloat.nan, y: 150, width: 10, height: 10)
        let header = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 4))
        header.frame = CGRect(x: 0, y: 120, width: 300, height: 20)
        let answers = [nan, Self.row(2), Self.row(60), header]
        let plan = DisplayPlanner.plan(Self.context(counts: [50]), answers: answers, displayed: [])
        #expect(plan.entries.map(\.key) == [Self.rowKey(2)])
        #expect(plan.problems.count == 3)
        #expect(plan.problems.contains(.nonexistentElement(Self.rowKey(60))))
        #expect(plan.problems.contains(.nonexistentElement(ElementKey(header))))
    }

    @Test("when the layout answers twice for one element, then it keeps its first place and takes the last attributes")
    func duplicateAnswers() {
        let second = Self.row(2, x: 10, width: 100)
        let plan = DisplayPlanner.plan(Self.context(), answers: [Self.row(2), Self.row(3), second], displayed: [])
        #expect(plan.entries.map(\.key) == [Self.rowKey(2), Self.rowKey(3)])
        #expect(plan.entries[0].attributes === second)
    }

    @Test("when the layout is mirrored, then entries hold mirrored copies and the layout's own attributes beside them")
    func mirrored() {
        let answer = Self.row(3, x: 0, width: 100)
        let plan = DisplayPlanner.plan(Self.context(flipped: true), answers: [answer], displayed: [])
        #expect(plan.entries.count == 1)
        #expect(plan.entries[0].layoutAttributes === answer)
        #expect(plan.entries[0].attributes !== answer)
        #expect(plan.entries[0].attributes.frame == CGRect(x: 200, y: 150, width: 100, height: 50))
        #expect(answer.frame.minX == 0, "the layout's object is not changed")
    }

    @Test("when an item is lifted, then it is on screen wherever the pointer holds it, with the pointer's attributes")
    func liftedItem() {
        let lifted = Self.row(40)
        lifted.frame = CGRect(x: 10, y: 900, width: 300, height: 50)
        let plan = DisplayPlanner.plan(Self.context(lifted: (IndexPath(item: 3, section: 0), lifted)), answers: [Self.row(3), Self.row(4)], displayed: [])
        #expect(plan.entries.map(\.key) == [Self.rowKey(3), Self.rowKey(4)], "its place in the order is the layout's")
        #expect(plan.entries[0].attributes === lifted && plan.entries[0].layoutAttributes === lifted)
        let mirrored = DisplayPlanner.plan(Self.context(flipped: true, lifted: (IndexPath(item: 7, section: 0), lifted)), answers: [], displayed: [])
        #expect(mirrored.entries.map(\.key) == [Self.rowKey(7)])
        #expect(mirrored.entries[0].layoutAttributes == nil, "mirrored, the pointer's position has no layout coordinates")
    }

    @Test("when answers and displayed elements are random, then the plan agrees with a brute-force oracle (seeded)", arguments: TestSeeds.seeds(count: 8))
    func oracle(seed: UInt64) {
        print("display planner oracle seed \(seed)")
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<40 {
            let counts = [Int.random(in: 0...60, using: &random)]
            let answers = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                Self.row(Int.random(in: 0...70, using: &random), x: CGFloat(Int.random(in: -20...20, using: &random)))
            }
            let displayed = Set((0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0...70, using: &random) })
                .sorted().map { (key: Self.rowKey($0), frame: Self.row($0).frame) }
            let update = Bool.random(using: &random), replacing = Int.random(in: 0..<5, using: &random) == 0
            let context = Self.context(counts: counts, replacing: replacing, update: update)
            let plan = DisplayPlanner.plan(context, answers: answers, displayed: displayed)

            var expectedOrder: [ElementKey] = []
            for answer in answers where answer.indexPath.item < counts[0] && answer.frame.overlapsStrictly(Self.screen) {
                let key = ElementKey(answer)
                if !expectedOrder.contains(key) { expectedOrder.append(key) }
            }
            #expect(plan.entries.map(\.key) == expectedOrder, "seed \(seed)")
            let displayedKeys = Set(displayed.map(\.key))
            #expect(plan.entries.map(\.isDisplayed) == expectedOrder.map { !replacing && displayedKeys.contains($0) }, "seed \(seed)")
            let leaving = displayed.filter { replacing || !expectedOrder.contains($0.key) }
            #expect(plan.departures.map(\.key) == leaving.map(\.key).sorted(), "seed \(seed)")
            for (departure, element) in zip(plan.departures.map(\.departure), leaving) {
                let expected: DisplayPlan.Departure = replacing ? .recycle : update ? .slideOut
                    : element.frame.overlapsStrictly(Self.screen.insetBy(dx: 0, dy: -100)) ? .retain : .recycle
                #expect(departure == expected, "seed \(seed)")
            }
            #expect(plan.problems.count == answers.filter { $0.indexPath.item >= counts[0] }.count, "seed \(seed)")
        }
    }
}
