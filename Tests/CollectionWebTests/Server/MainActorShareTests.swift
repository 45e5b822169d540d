@testable import CollectionWeb
import Foundation
import Testing

@Suite("A connection's share of the main actor: pages that take more than their share wait")
struct MainActorShareTests {
    @Test("when a page is alone, then it never waits, however busy it keeps the main actor")
    func aloneNeverWaits() {
        var share = MainActorShare()
        let start = ContinuousClock.now
        for step in 0..<20 { share.record(.milliseconds(90), at: start.advanced(by: .milliseconds(100 * step))) }
        #expect(share.pause(at: start.advanced(by: .milliseconds(1_900)), sessions: 1) == .zero)
        #expect(share.used(at: start.advanced(by: .milliseconds(1_900))) == .milliseconds(990), "the last second's eleven spans")
    }

    @Test("when a page used more than 1/n of the last second with n sessions open, then it waits for the excess, at most a second; within its share, not at all")
    func waitsForTheExcess() {
        let start = ContinuousClock.now
        var heavy = MainActorShare()
        for step in 0..<10 { heavy.record(.milliseconds(80), at: start.advanced(by: .milliseconds(100 * step))) }
        let now = start.advanced(by: .milliseconds(900))
        #expect(heavy.pause(at: now, sessions: 2) == .milliseconds(800 - 500))
        #expect(heavy.pause(at: now, sessions: 4) == .milliseconds(800 - 250))
        var light = MainActorShare()
        for step in 0..<10 { light.record(.milliseconds(5), at: start.advanced(by: .milliseconds(100 * step))) }
        #expect(light.pause(at: now, sessions: 8) == .zero, "50 ms of a second is within an eighth")
        var huge = MainActorShare()
        huge.record(.seconds(5), at: start)
        #expect(huge.pause(at: start, sessions: 2) == .seconds(1), "at most a second")
        #expect(huge.pause(at: start.advanced(by: .milliseconds(1_001)), sessions: 2) == .zero, "work older than a second is forgotten")
    }
}
