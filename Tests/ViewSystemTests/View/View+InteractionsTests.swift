import CollectionGeometry
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("A view's interactions: added, removed, moved between views and replaced")
@MainActor
struct ViewInteractionsTests {
    /// An interaction that records what it is told.
    final class Recorder: Interaction {
        weak var view: View?
        var log: [String] = []
        func willMove(to view: View?) { log.append("will \(view?.tag ?? -1)") }
        func didMove(to view: View?) {
            self.view = view
            log.append("did \(view?.tag ?? -1)")
        }
    }

    func tagged(_ tag: Int) -> View {
        let view = View(frame: .zero)
        view.tag = tag
        return view
    }

    @Test("when an interaction is added, then it is told before and after, the view lists it once, and adding it again changes nothing")
    func adding() {
        let view = tagged(1)
        let interaction = Recorder()
        view.addInteraction(interaction)
        view.addInteraction(interaction)
        #expect(interaction.log == ["will 1", "did 1"])
        #expect(view.interactions.count == 1 && view.interactions[0] === interaction && interaction.view === view)
    }

    @Test("when an interaction on one view is added to another, then it leaves the first before it joins the second")
    func moving() {
        let first = tagged(1), second = tagged(2)
        let interaction = Recorder()
        first.addInteraction(interaction)
        second.addInteraction(interaction)
        #expect(interaction.log == ["will 1", "did 1", "will -1", "did -1", "will 2", "did 2"])
        #expect(first.interactions.isEmpty && second.interactions.count == 1 && interaction.view === second)
    }

    @Test("when an interaction is removed, then it is told it has no view; removing one that is not there changes nothing")
    func removing() {
        let view = tagged(1)
        let kept = Recorder(), removed = Recorder(), stranger = Recorder()
        view.addInteraction(kept)
        view.addInteraction(removed)
        view.removeInteraction(removed)
        view.removeInteraction(stranger)
        #expect(removed.log == ["will 1", "did 1", "will -1", "did -1"] && removed.view == nil)
        #expect(stranger.log.isEmpty)
        #expect(view.interactions.map { ObjectIdentifier($0) } == [ObjectIdentifier(kept)])
    }

    @Test("when interactions is set, then the ones left out are removed, the new ones added in order, and the kept ones not told again")
    func settingTheList() {
        let view = tagged(1)
        let a = Recorder(), b = Recorder(), c = Recorder()
        view.interactions = [a, b]
        view.interactions = [b, c]
        #expect(a.log == ["will 1", "did 1", "will -1", "did -1"])
        #expect(b.log == ["will 1", "did 1"])
        #expect(view.interactions.map { ObjectIdentifier($0) } == [ObjectIdentifier(b), ObjectIdentifier(c)])
    }

    @Test("when interactions is set in another order, then the view keeps the order given and tells no one")
    func reorderingTheList() {
        let view = tagged(1)
        let a = Recorder(), b = Recorder(), c = Recorder()
        view.interactions = [a, b, c]
        view.interactions = [c, a, c, b]
        #expect(view.interactions.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        #expect(a.log == ["will 1", "did 1"])
        #expect(c.log == ["will 1", "did 1"])
    }
}
