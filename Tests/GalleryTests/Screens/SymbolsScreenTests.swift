import CollectionEngine
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The view controllers screen: a collection view controller in a navigation controller (F35)")
@MainActor
struct SymbolsScreenTests {
    @Test("when text is typed into the search bar, then the grid shows the matching symbols; a refused change keeps the text")
    func search() throws {
        let screen = SymbolsScreen()
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 900), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.rootViewController = screen.viewController
        clock.advanceFrames(2)
        let field = screen.browser.searchBar.searchTextField
        let id = try #require(field.renderIdentifier)
        window.send(TextInputEvent(view: id, kind: .focus, text: ""))
        window.send(TextInputEvent(view: id, kind: .change, text: "hear"))
        clock.advanceFrames(2)
        #expect(field.isEditing && field.text == "hear")
        #expect(screen.symbols.names == ["heart", "heart.slash"] && screen.symbols.collectionView.visibleCells.count == 2)
        window.send(TextInputEvent(view: id, kind: .submit, text: "heart"))
        window.send(TextInputEvent(view: id, kind: .blur, text: "heart"))
        clock.advanceFrames(1)
        #expect(!field.isEditing && screen.takeNotices().contains("search heart"))
        window.send(TextInputEvent(view: 999_999, kind: .change, text: "ignored"))
        clock.advanceFrames(1)
        #expect(field.text == "heart", "an event for a view that is no text field changes nothing")
    }

    @Test("when the browser is shown, then the search field starts and ends where the large title and the grid's first row do",
          arguments: [390.0, 1050.0])
    func searchFieldAlignsWithTitleAndGrid(width: Double) throws {
        let screen = SymbolsScreen()
        let host = ShownScreen(screen, width: width, frames: 3)
        defer { withExtendedLifetime(host) {} }
        let title = try #require(host.window.label(showing: "Symbols")?.frame)
        let field = screen.browser.searchBar.searchTextField
        let fieldFrame = field.convert(field.bounds, to: nil)
        let cells = try #require(screen.symbols.collectionView?.visibleCells).map { $0.convert($0.bounds, to: nil) }
        let top = try #require(cells.map(\.minY).min())
        let row = cells.filter { abs($0.minY - top) < 1 }
        let first = try #require(row.map(\.minX).min()), last = try #require(row.map(\.maxX).max())
        #expect(fieldFrame.minX == title.minX && title.minX == first, "field \(fieldFrame.minX), title \(title.minX), grid \(first)")
        #expect(fieldFrame.maxX == last, "field ends at \(fieldFrame.maxX), the grid's row at \(last)")
    }

    @Test("when a symbol with a long name is shown on a phone, then its detail stays within the screen: the attributed caption shortens in the middle and keeps its weight count, with no constraint conflict")
    func longNameOnAPhone() throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 700), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        var diagnostics: [LayoutDiagnostic] = []
        window.layoutDiagnosticHandler = { diagnostics.append($0) }
        let detail = SymbolDetailViewController(name: "antenna.radiowaves.left.and.right")
        window.rootViewController = NavigationController(rootViewController: detail)
        clock.advanceFrames(2)
        var labels: [Label] = []
        func visit(_ view: View) {
            if let label = view as? Label { labels.append(label) }
            view.subviews.forEach(visit)
        }
        visit(detail.view)
        let caption = try #require(labels.first { $0.attributedText?.string.hasSuffix("weights") == true })
        #expect(caption.lineBreakMode == .byTruncatingMiddle)
        for label in labels {
            let frame = label.convert(label.bounds, to: detail.view)
            #expect(frame.minX >= -0.5 && frame.maxX <= detail.view.bounds.width + 0.5, "\(label.text ?? "") at \(frame)")
        }
        #expect(caption.frame.width < caption.intrinsicContentSize.width, "the caption is shortened, not widened past the screen")
        #expect(diagnostics.isEmpty, "\(diagnostics.first?.message ?? "")")
    }

    @Test("when a symbol is chosen and the back button tapped, then the detail is pushed under its title and popped, with the appearance calls as notices")
    func pushAndPop() throws {
        let screen = SymbolsScreen()
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 900), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        var diagnostics: [LayoutDiagnostic] = []
        window.layoutDiagnosticHandler = { diagnostics.append($0) }
        window.rootViewController = screen.viewController
        clock.advanceFrames(2)
        let collectionView = try #require(screen.reportedCollectionView)
        #expect(screen.symbols.names.count == Image.systemSymbolNames.count / 2, "every symbol's outline, none twice")
        #expect(collectionView.visibleCells.count % 7 == 0 && collectionView.visibleCells.count >= 42,
                "7 columns of cells fill the screen, not all \(screen.symbols.names.count): \(collectionView.visibleCells.count)")
        #expect(screen.navigation.navigationBar.showsLargeTitle && collectionView.frame.minY == 56, "below the search bar, in the browser's view")
        #expect(screen.browser.view.frame.minY == 96 && screen.symbols.parent === screen.browser)
        screen.symbols.collectionView(screen.symbols.collectionView, didSelectItemAt: IndexPath(item: 3, section: 0))
        clock.advanceFrames(2)
        let name = screen.symbols.names[3]
        #expect(screen.navigation.topViewController?.title == name && !screen.navigation.navigationBar.showsLargeTitle)
        let back = try #require(screen.navigation.navigationBar.buttonViews.first as? Control)
        #expect(back.subviews.compactMap { ($0 as? Label)?.text } == ["‹ Symbols"])
        let tappable = try #require(back as? any PointerInteracting)
        #expect(tappable.pointerDown(PointerEvent(.down, at: CGPoint(x: 10, y: 10)), at: CGPoint(x: 10, y: 10), time: 0) == .tap)
        tappable.pointerUp(PointerEvent(.up, at: CGPoint(x: 10, y: 10)), at: CGPoint(x: 10, y: 10), time: 0)
        clock.advanceFrames(1)
        #expect(screen.navigation.viewControllers.count == 1)
        #expect(screen.takeNotices() == ["viewWillAppear: Symbols", "push \(name)", "viewWillAppear: Symbols"])
        #expect(diagnostics.isEmpty, "\(diagnostics.first?.message ?? "")")
        window.transition(to: CGSize(width: 400, height: 900))
        clock.advanceFrames(1)
        #expect(screen.takeNotices() == ["viewWillTransition(to: 400 × 900)"] && collectionView.frame.width == 400)
    }
}
