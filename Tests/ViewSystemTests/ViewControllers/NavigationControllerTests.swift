import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("NavigationController: a stack under a bar that shows the top item, pushes, pops and goes back (F35)")
@MainActor
struct NavigationControllerTests {
    func shown(_ root: ViewController) -> (Window, NavigationController, ManualFrameClock) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        clock.advanceFrames(1)
        return (window, navigation, clock)
    }

    @Test("when a root view controller is shown, then its view fills the space below the bar and the bar shows its title")
    func rootBelowTheBar() throws {
        let root = LoggingViewController("root")
        root.title = "Photos"
        let (_, navigation, _) = shown(root)
        #expect(root.log.prefix(6) == ["root.willMove(parent)", "root.didMove(parent)", "root.loadView", "root.viewDidLoad",
                                       "root.viewWillAppear", "root.viewDidAppear"])
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(root.navigationController === navigation && navigation.navigationController == nil)
        let titles = navigation.navigationBar.subviews.compactMap { ($0 as? Label)?.text }
        #expect(titles == ["Photos"])
    }

    @Test("when a view controller is pushed and the back button tapped, then the appearance calls and the bar follow")
    func pushAndBack() throws {
        let root = LoggingViewController("root"), detail = LoggingViewController("detail")
        root.navigationItem.title = "Library"
        let (_, navigation, clock) = shown(root)
        root.log.removeAll()
        detail.navigationItem.largeTitleDisplayMode = .always
        detail.title = "Detail"
        navigation.navigationBar.prefersLargeTitles = true
        root.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        clock.advanceFrames(1)
        #expect(root.log.prefix(2) == ["root.viewWillDisappear", "root.viewDidDisappear"] && root.view.superview == nil)
        #expect(detail.log.prefix(6) == ["detail.willMove(parent)", "detail.didMove(parent)", "detail.loadView", "detail.viewDidLoad",
                                         "detail.viewWillAppear", "detail.viewDidAppear"])
        #expect(navigation.navigationBar.frame.height == 96 && detail.view.frame.minY == 96, "a large title is 52 points more")
        let back = try #require(navigation.navigationBar.buttonViews.first as? BarButtonView)
        #expect(back.item.title == "‹ Library")
        back.tap()
        clock.advanceFrames(1)
        #expect(navigation.viewControllers.count == 1 && detail.parent == nil && navigation.topViewController === root)
        #expect(detail.log.suffix(4) == ["detail.viewWillDisappear", "detail.viewDidDisappear", "detail.willMove(nil)", "detail.didMove(nil)"])
        #expect(root.view.superview === navigation.view && navigation.navigationBar.buttonViews.isEmpty)
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")
    }

    @Test("when the text size changes, then the large title follows it up to the largest standard size, and its band and the content below follow")
    func largeTitleFollowsDynamicType() throws {
        let root = ViewController()
        root.title = "Library"
        let (window, navigation, clock) = shown(root)
        navigation.navigationBar.prefersLargeTitles = true
        clock.advanceFrames(1)
        let bar = navigation.navigationBar
        let label = try #require(bar.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? Label }.first { $0.font.pointSize >= 34 })
        #expect(bar.frame.height == 96 && label.font.pointSize == 34)
        // The project's Dynamic Type model scales by the body size: 34 × 23 / 17 at the largest standard size.
        for (category, size) in [(ContentSizeCategory.extraExtraExtraLarge, 46.0), (.accessibilityExtraExtraExtraLarge, 46), (.extraSmall, 28)] {
            window.overrideTraitCollection = TraitCollection(preferredContentSizeCategory: category)
            clock.advanceFrames(1)
            #expect(label.font.pointSize == CGFloat(size), "\(category): \(label.font.pointSize)")
            let band = NavigationBar.largeTitleHeight + Swift.max(0, (label.font.lineHeight - NavigationBar.largeTitleFont(for: .large).lineHeight).rounded(.up))
            #expect(bar.frame.height == 44 + band && root.view.frame.minY == 44 + band, "\(category): \(bar.frame.height)")
            #expect(label.frame.maxY <= 44 + band, "the title fits its band")
        }
    }

    @Test("when a pushed screen's title and the back title do not both fit, then the back button shortens to Back, then to the chevron, and the title keeps its width")
    func titleWinsOverTheBackTitle() throws {
        let root = LoggingViewController("root"), detail = LoggingViewController("detail")
        root.title = "Photos"
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        func backTitle() -> String? { (bar.buttonViews.first as? BarButtonView)?.item.title }
        func titleLabel() throws -> Label { try #require(bar.subviews.compactMap { $0 as? Label }.first { $0.text == detail.title }) }
        detail.title = "Hi"
        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        #expect(backTitle() == "‹ Photos", "a short title leaves room for the whole back title")
        navigation.popViewController(animated: false)
        let middle = LoggingViewController("middle")
        middle.title = "Reading list"
        navigation.pushViewController(middle, animated: false)
        detail.title = "Notes on Swift"
        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        #expect(backTitle() == "‹ Back", "\(backTitle() ?? "none")")
        detail.title = "A much longer title for the detail"
        navigation.popViewController(animated: false)
        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        #expect(backTitle() == "‹")
        let label = try titleLabel()
        #expect(label.frame.width >= min(label.intrinsicContentSize.width, 320 - 2 * 60), "the title keeps the width it can have: \(label.frame)")
        #expect(bar.subviews.filter { !$0.isHidden && $0 is BarButtonView }.count == 1, "one back button shows")
        let back = try #require(bar.buttonViews.first as? BarButtonView)
        back.tap()
        clock.advanceFrames(1)
        #expect(navigation.topViewController === middle, "the shortened button still goes back")
    }

    @Test("when titles may be large, then an item shows one only if the bar prefers large titles, and .automatic follows the nearest earlier item that says")
    func largeTitleModes() {
        let root = LoggingViewController("root"), middle = LoggingViewController("middle"), top = LoggingViewController("top")
        let (_, navigation, clock) = shown(root)
        let bar = navigation.navigationBar
        root.navigationItem.largeTitleDisplayMode = .always
        #expect(!bar.showsLargeTitle, "the bar does not prefer large titles: none, whatever the item says")
        bar.prefersLargeTitles = true
        #expect(bar.showsLargeTitle)
        root.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(middle, animated: false)
        clock.advanceFrames(1)
        #expect(!bar.showsLargeTitle, "automatic after a .never item: inline")
        navigation.pushViewController(top, animated: false)
        clock.advanceFrames(1)
        #expect(!bar.showsLargeTitle, "automatic after automatic after .never: still inline")
        middle.navigationItem.largeTitleDisplayMode = .always
        navigation.popViewController(animated: false)
        navigation.pushViewController(LoggingViewController("again"), animated: false)
        clock.advanceFrames(1)
        #expect(bar.showsLargeTitle, "automatic after an .always item: large")
        #expect(bar.frame.height == 96)
    }

    /// A view controller whose view is a scroll view of 2 000 points of content.
    final class ScrollingViewController: ViewController {
        override func loadView() {
            let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentSize = CGSize(width: 320, height: 2_000)
            view = scrollView
        }
        var scrollView: ScrollView { view as! ScrollView }
    }

    @Test("when the content under a large title and a search bar scrolls, then the search bar scrolls away first, then the title; with hidesSearchBarWhenScrolling off it stays and only the title goes; without a large title the search bar still hides")
    func searchBarHidesWhenScrolling() throws {
        let root = ScrollingViewController()
        root.title = "Library"
        let search = SearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        navigation.navigationBar.prefersLargeTitles = true
        clock.advanceFrames(1)
        let bar = navigation.navigationBar, searchBar = search.searchBar
        #expect(root.scrollView.adjustedContentInset.top == 52 + 56 && bar.frame.height == 44 + 52 + 56)
        searchBar.layoutIfNeeded()
        #expect(searchBar.searchTextField.frame.minX == 16 && searchBar.searchTextField.frame.maxX == 320 - 16,
                "in a navigation bar the field lines up with the large title: \(searchBar.searchTextField.frame)")
        root.scrollView.contentOffset.y = -108 + 30
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 44 + 52 + 26 && searchBar.frame.height == 26 && searchBar.alpha < 1, "30 points: the search bar's first")
        #expect(!bar.isLargeTitleCollapsed && bar.largeTitleCollapse == 0)
        root.scrollView.contentOffset.y = -108 + 56 + 20
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 44 + 32 && searchBar.isHidden && bar.largeTitleCollapse == 20, "then 20 points of title")
        root.scrollView.contentOffset.y = 400
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 44 && bar.isLargeTitleCollapsed)
        root.scrollView.contentOffset.y = -108
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 152 && !searchBar.isHidden && searchBar.alpha == 1 && searchBar.frame.height == 56)

        root.navigationItem.hidesSearchBarWhenScrolling = false
        navigation.navigationBar.prefersLargeTitles = false
        navigation.navigationBar.prefersLargeTitles = true
        clock.advanceFrames(1)
        root.scrollView.contentOffset.y = -108 + 30
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 44 + 22 + 56 && searchBar.frame.height == 56 && bar.largeTitleCollapse == 30, "the search bar stays")

        root.navigationItem.hidesSearchBarWhenScrolling = true
        navigation.navigationBar.prefersLargeTitles = false
        clock.advanceFrames(1)
        #expect(root.scrollView.adjustedContentInset.top == 56 && root.view.frame.minY == 44, "no large title: the content starts under the row, below the search bar")
        root.scrollView.contentOffset.y = -56 + 40
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 44 + 16 && searchBar.frame.height == 16)
    }

    @Test("when the content under a large title scrolls, then the bar shrinks with it to its row, the title goes inline, and comes back at the top")
    func largeTitleCollapses() throws {
        let root = ScrollingViewController()
        root.title = "Library"
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        navigation.navigationBar.prefersLargeTitles = true
        clock.advanceFrames(1)
        let bar = navigation.navigationBar
        #expect(root.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436), "under the title's band, below the row")
        #expect(root.scrollView.adjustedContentInset.top == 52 && root.scrollView.contentOffset.y == -52, "the content starts below the title")
        #expect(bar.frame.height == 96 && !bar.isLargeTitleCollapsed)
        root.scrollView.contentOffset.y = -52 + 30
        #expect(bar.frame.height == 66 && !bar.isLargeTitleCollapsed, "30 points scrolled: 30 points of title gone")
        root.scrollView.contentOffset.y = 400
        clock.advanceFrames(1)
        #expect(bar.frame.height == 44 && bar.isLargeTitleCollapsed)
        let inline = try #require(bar.subviews.first as? Label)
        let band = try #require(bar.subviews.last)
        let large = try #require(band.subviews.first as? Label)
        #expect(inline.text == "Library" && large.text == "Library")
        #expect(band.clipsToBounds && band.frame.height == 0 && large.frame.maxY <= 0, "the large title has scrolled out of its band: \(band.frame), \(large.frame)")
        root.scrollView.contentOffset.y = -80
        #expect(bar.frame.height == 96 && !bar.isLargeTitleCollapsed, "pulled past the top: the full title, no more")
        #expect(root.view.frame.minY == 44, "the view never moves: only the bar's height changes")
        root.scrollView.contentOffset.y = 400

        // A pushed view controller without a large title gets the old layout, and its scroll view no inset.
        let detail = ScrollingViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        #expect(detail.view.frame.minY == 44 && detail.scrollView.adjustedContentInset.top == 0 && bar.frame.height == 44)
        #expect(root.scrollView.adjustedContentInset.top == 0, "the hidden root's scroll view is let go")
        navigation.popViewController(animated: false)
        clock.advanceFrames(1)
        #expect(root.scrollView.adjustedContentInset.top == 52 && bar.frame.height == 44, "scrolled down still: collapsed")
    }

    @Test("when content scrolls under the bar, then it takes the material and a hairline; at the top edge it has neither — past a large title only")
    func standardAppearanceWhenScrolledUnder() throws {
        let root = ScrollingViewController()
        root.title = "Library"
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        func hairline() -> View? { bar.subviews.first { $0.backgroundColor == NavigationBar.hairlineColor } }
        #expect(!bar.isContentScrolledUnder && bar.backgroundColor == .systemBackground && hairline()?.isHidden == true)
        root.scrollView.contentOffset.y = 1
        #expect(bar.isContentScrolledUnder && bar.backgroundColor == NavigationBar.materialColor)
        clock.advanceFrames(1)
        let line = try #require(hairline())
        #expect(!line.isHidden && line.frame == CGRect(x: 0, y: 43.5, width: 320, height: 0.5), "\(line.frame)")
        root.scrollView.contentOffset.y = 0
        #expect(!bar.isContentScrolledUnder && line.isHidden, "back at the top edge")

        // With a large title, the content scrolls under the bar once the title has gone inline.
        navigation.navigationBar.prefersLargeTitles = true
        clock.advanceFrames(1)
        root.scrollView.contentOffset.y = -52 + 30
        #expect(!bar.isContentScrolledUnder, "the large title is still collapsing")
        root.scrollView.contentOffset.y = 1
        clock.advanceFrames(1)
        #expect(bar.isContentScrolledUnder && !line.isHidden && line.frame.minY == 43.5)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        #expect(NavigationBar.materialColor.resolvedColor(with: dark) != NavigationBar.materialColor.resolvedColor(with: TraitCollection()))
    }

    @Test("when the content's scroll view has a background, then the bar at the scroll edge shows it, follows its changes, takes the material when scrolled under and drops it at the edge again")
    func scrollEdgeShowsTheContentBackground() throws {
        let root = ScrollingViewController()
        root.title = "Settings"
        root.scrollView.backgroundColor = .systemGroupedBackground
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.backgroundColor == .systemGroupedBackground)
        root.scrollView.backgroundColor = .systemTeal
        #expect(bar.backgroundColor == .systemTeal, "follows the scroll view")
        root.scrollView.contentOffset.y = 1
        #expect(bar.backgroundColor == NavigationBar.materialColor)
        root.scrollView.contentOffset.y = 0
        #expect(bar.backgroundColor == .systemTeal)

        // A pushed screen without a scroll view: its view's background; none: the system background.
        let plain = ViewController()
        plain.view.backgroundColor = .systemYellow
        navigation.pushViewController(plain, animated: false)
        clock.advanceFrames(1)
        #expect(bar.backgroundColor == .systemYellow)
        plain.view.backgroundColor = nil
        navigation.view.setNeedsLayout()
        clock.advanceFrames(1)
        #expect(bar.backgroundColor == .systemBackground)
        root.scrollView.backgroundColor = .systemRed
        #expect(bar.backgroundColor == .systemBackground, "the hidden root's scroll view is let go")
    }

    @Test("when the window has a top safe area, then the bar's background fills it above the bar and follows the bar's appearance")
    func backgroundExtendsOverTheStatusBar() throws {
        let root = ScrollingViewController()
        root.title = "Trails"
        root.scrollView.backgroundColor = .systemGroupedBackground
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        clock.advanceFrames(1)
        let bar = navigation.navigationBar
        let above = try #require(navigation.view.subviews.first { $0.frame == CGRect(x: 0, y: 0, width: 390, height: 47) })
        #expect(bar.frame.minY == 47 && !above.isHidden && above.backgroundColor == .systemGroupedBackground)
        root.scrollView.contentOffset.y = 1
        #expect(above.backgroundColor == NavigationBar.materialColor, "scrolled under: the material, up to the top")
        window.safeAreaInsets = .zero
        clock.advanceFrames(1)
        #expect(above.isHidden || above.frame.height == 0)
    }

    @Test("when bar button items are set, then the bar shows them and a tap runs the item's action; pushing twice is reported")
    func barButtons() throws {
        let root = LoggingViewController("root")
        var taps = 0
        root.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: Action { _ in taps += 1 })
        root.navigationItem.leftBarButtonItem = BarButtonItem(title: "Edit", style: .plain)
        let (window, navigation, _) = shown(root)
        var messages: [String] = []
        window.layoutDiagnosticHandler = { messages.append($0.message) }
        let buttons = navigation.navigationBar.buttonViews.compactMap { $0 as? BarButtonView }
        #expect(buttons.map(\.item.title) == ["Edit", nil] && buttons[1].item.image?.name == "plus")
        #expect(buttons[0].frame.minX == 8 && buttons[1].frame.maxX == 312)
        buttons[1].tap()
        #expect(taps == 1)
        navigation.pushViewController(root, animated: false)
        #expect(messages.count == 1 && navigation.viewControllers.count == 1)
        root.navigationItem.rightBarButtonItem?.isEnabled = false
        #expect(buttons[1].isEnabled == false)
    }

    @Test("when a bar button item has a menu, then a tap shows it under the item and a choice runs its action; with a primary action too, a tap runs the action and a long press shows the menu")
    func barButtonMenus() throws {
        let root = LoggingViewController("root")
        var log: [String] = []
        let menu = Menu(title: "", children: [Action(title: "Newest") { _ in log.append("Newest") }, Action(title: "Oldest") { _ in log.append("Oldest") }])
        root.navigationItem.rightBarButtonItem = BarButtonItem(image: Image(systemName: "ellipsis.circle"), menu: menu)
        root.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: Action { _ in log.append("add") }, menu: menu)
        let (window, navigation, clock) = shown(root)
        let buttons = navigation.navigationBar.buttonViews.compactMap { $0 as? BarButtonView }
        let add = try #require(buttons.first), more = try #require(buttons.last)
        #expect(more.item.menu === menu && more.item.primaryAction == nil)
        let moreFrame = more.convert(more.bounds, to: window)
        window.tap(CGPoint(x: moreFrame.midX, y: moreFrame.midY), clock: clock)
        let backdrop = try #require(window.subviews.last as? MenuBackdrop, "a tap shows the menu")
        #expect(backdrop.list.frame.minY == moreFrame.maxY + 4 && log.isEmpty)
        window.tap(CGPoint(x: backdrop.list.frame.midX, y: backdrop.list.frame.minY + 44 + 22), clock: clock)
        #expect(log == ["Oldest"] && !(window.subviews.last is MenuBackdrop))
        let addFrame = add.convert(add.bounds, to: window)
        window.tap(CGPoint(x: addFrame.midX, y: addFrame.midY), clock: clock)
        #expect(log == ["Oldest", "add"] && !(window.subviews.last is MenuBackdrop), "a tap runs the primary action")
        window.send(PointerEvent(.down, at: CGPoint(x: addFrame.midX, y: addFrame.midY)))
        clock.advance(by: 0.6)
        clock.advanceFrames(1)
        window.send(PointerEvent(.up, at: CGPoint(x: addFrame.midX, y: addFrame.midY)))
        clock.advanceFrames(1)
        #expect(window.subviews.last is MenuBackdrop && log == ["Oldest", "add"], "a long press shows the menu, and runs nothing")
    }

    /// Registers blocks with the transition coordinator when it appears or disappears.
    final class CoordinatedViewController: ViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let coordinator = transitionCoordinator
            log.append("willAppear \(coordinator != nil)")
            coordinator?.animate(alongsideTransition: { [weak self] _ in self?.log.append("alongside appear") },
                                 completion: { [weak self] context in self?.log.append("completion cancelled=\(context.isCancelled)") })
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in self?.log.append("completion disappear") }
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("size coordinator is the same: \(transitionCoordinator === coordinator)")
        }
    }

    @Test("when a view controller is pushed, popped or resized, then transitionCoordinator is there while it happens and its blocks run; outside a transition it is nil")
    func transitionCoordinator() throws {
        let root = CoordinatedViewController()
        let (window, navigation, clock) = shown(root)
        #expect(root.log == ["willAppear false"], "shown with the window: no transition, as on iOS")
        #expect(root.transitionCoordinator == nil && navigation.transitionCoordinator == nil)
        let detail = CoordinatedViewController()
        root.log.removeAll()
        navigation.pushViewController(detail, animated: true)
        #expect(detail.log == ["willAppear true", "alongside appear"], "the completion waits for the slide")
        #expect(detail.transitionCoordinator?.isAnimated == true && detail.transitionCoordinator?.transitionDuration == NavigationController.slideDuration)
        clock.advance(by: 0.5)
        #expect(detail.log == ["willAppear true", "alongside appear", "completion cancelled=false"])
        #expect(root.log == ["completion disappear"])
        #expect(detail.transitionCoordinator == nil)
        root.log.removeAll()
        detail.log.removeAll()
        navigation.popViewController(animated: true)
        clock.advance(by: 0.5)
        #expect(root.log == ["willAppear true", "alongside appear", "completion cancelled=false"] && detail.log == ["completion disappear"])
        root.log.removeAll()
        window.transition(to: CGSize(width: 480, height: 320))
        clock.advanceFrames(1)
        #expect(root.log.first == "size coordinator is the same: true", "\(root.log)")
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test("when a push is animated, then the new view slides in from the trailing edge over the old one, which moves a third out and leaves at the end with the appearance calls, and the bar's new items fade in; a pop slides back; reduced motion cross-fades")
    func animatedPushAndPop() throws {
        let root = LoggingViewController("root"), detail = LoggingViewController("detail")
        detail.title = "detail"
        let (window, navigation, clock) = shown(root)
        let renderer = try #require(window.renderer as? RecordingRenderer)
        root.log.removeAll()
        navigation.pushViewController(detail, animated: true)
        #expect(root.log == ["root.viewWillDisappear"] && detail.log.last == "detail.viewWillAppear")
        #expect(root.view.superview === navigation.view, "the old view stays while the new one slides over it")
        clock.advanceFrames(1)
        let slides = renderer.transactions.last?.animations ?? []
        let incoming = try #require(slides.first { $0.view == detail.view.renderIdentifier })
        let outgoing = try #require(slides.first { $0.view == root.view.renderIdentifier })
        #expect(incoming.from.frame.minX == 320 && incoming.to.frame.minX == 0)
        #expect(outgoing.from.frame.minX == 0 && outgoing.to.frame.minX == -96)
        let title = try #require(navigation.navigationBar.subviews.compactMap { $0 as? Label }.first { $0.text == "detail" })
        let titleFade = try #require(slides.first { $0.view == title.renderIdentifier }, "the bar's new title fades in with the slide")
        #expect(titleFade.from.alpha == 0 && titleFade.to.alpha == 1 && titleFade.duration == NavigationController.slideDuration)
        #expect(titleFade.to.frame == title.frame && title.frame.width > 0, "laid out before it fades")
        clock.advance(by: 0.5)
        #expect(root.log.suffix(1) == ["root.viewDidDisappear"] && detail.log.last == "detail.viewDidAppear")
        #expect(root.view.superview == nil && root.view.frame.minX == 0, "gone, and back in place for later")
        navigation.popViewController(animated: true)
        #expect(detail.parent === navigation, "the popped view controller leaves its parent when the slide ends")
        clock.advanceFrames(1)
        let back = try #require(renderer.transactions.last?.animations.first { $0.view == detail.view.renderIdentifier })
        #expect(back.to.frame.minX == 320)
        clock.advance(by: 0.5)
        #expect(detail.parent == nil && detail.viewIfLoaded?.superview == nil && root.log.last == "root.viewDidAppear")

        window.accessibilitySettings.isReduceMotionEnabled = true
        let other = LoggingViewController("other")
        navigation.pushViewController(other, animated: true)
        clock.advanceFrames(1)
        let fade = try #require(renderer.transactions.last?.animations.first { $0.view == other.view.renderIdentifier })
        #expect(fade.from.alpha == 0 && fade.to.alpha == 1 && fade.from.frame == fade.to.frame)
    }

    @Test("when a push comes during another's slide, or the stack pops to its root, then the running slide ends at once and every view controller is where it belongs")
    func transitionsDuringASlide() throws {
        let root = LoggingViewController("root"), first = LoggingViewController("first"), second = LoggingViewController("second")
        let (window, navigation, clock) = shown(root)
        navigation.pushViewController(first, animated: true)
        navigation.pushViewController(second, animated: true)
        #expect(first.log.contains("first.viewDidAppear") && root.log.last == "root.viewDidDisappear", "the first slide ended at once")
        #expect(root.view.superview == nil)
        clock.advance(by: 0.5)
        #expect(first.view.superview == nil && second.view.superview === navigation.view)
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped?.map { $0 === first || $0 === second } == [true, true] && popped?.last === second)
        #expect(first.parent == nil && navigation.viewControllers.count == 1)
        clock.advance(by: 0.5)
        #expect(second.parent == nil && root.view.superview === navigation.view && root.log.last == "root.viewDidAppear")
        withExtendedLifetime(window) {}
    }

    @Test("when a drag starts at the leading edge and crosses half the width, then the top view follows the finger and the pop completes; a short drag puts both back with the appearance calls undone; elsewhere a drag does not swipe")
    func backSwipe() throws {
        let root = LoggingViewController("root"), detail = LoggingViewController("detail")
        let (window, navigation, clock) = shown(root)
        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        root.log.removeAll()
        detail.log.removeAll()
        window.send(PointerEvent(.down, at: CGPoint(x: 4, y: 300)))
        clock.advanceFrames(1)
        for x in [40, 80, 120] {
            window.send(PointerEvent(.moved, at: CGPoint(x: CGFloat(x), y: 300)))
            clock.advanceFrames(1)
        }
        #expect(detail.view.frame.minX > 60 && root.view.superview === navigation.view, "the top view follows the finger over the one below")
        #expect(detail.log == ["detail.viewWillDisappear"] && root.log == ["root.viewWillAppear"])
        for _ in 0..<10 {  // held still: no throw
            window.send(PointerEvent(.moved, at: CGPoint(x: 120, y: 300)))
            clock.advanceFrames(1)
        }
        window.send(PointerEvent(.up, at: CGPoint(x: 120, y: 300)))
        clock.advance(by: 0.5)
        #expect(navigation.topViewController === detail && detail.view.frame.minX == 0 && root.view.superview == nil, "a short drag goes back")
        #expect(detail.log == ["detail.viewWillDisappear", "detail.viewWillAppear", "detail.viewDidAppear"])
        #expect(root.log == ["root.viewWillAppear", "root.viewWillDisappear", "root.viewDidDisappear"])

        window.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 260, y: 300), steps: 8, clock: clock)
        clock.advance(by: 0.5)
        #expect(navigation.topViewController === root && detail.parent == nil && detail.viewIfLoaded?.superview == nil)
        #expect(root.log.last == "root.viewDidAppear" && root.view.frame.minX == 0)

        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), steps: 8, clock: clock)
        clock.advance(by: 0.5)
        #expect(navigation.topViewController === detail, "a drag that starts away from the edge does not swipe back")
        navigation.popViewController(animated: false)
        window.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 300, y: 300), steps: 8, clock: clock)
        #expect(navigation.viewControllers.count == 1, "with nothing to go back to, nothing happens")
    }

    // MARK: Replacing the stack, hiding the bar

    @Test("when the stack is replaced without animation, then the ones left out leave, the new ones join, the new top shows and the bar goes back to the one below it")
    func setViewControllers() throws {
        let root = LoggingViewController("root"), list = LoggingViewController("list"), detail = LoggingViewController("detail")
        list.title = "Inbox"
        let (_, navigation, _) = shown(root)
        root.log.removeAll()
        navigation.viewControllers = [list, detail]
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [list, detail].map(ObjectIdentifier.init))
        #expect(root.log == ["root.viewWillDisappear", "root.viewDidDisappear", "root.willMove(nil)", "root.didMove(nil)"] && root.parent == nil)
        #expect(list.parent === navigation && list.viewIfLoaded == nil, "below the top: joined, never shown")
        #expect(detail.view.superview === navigation.view && detail.view.frame.minY == 44 && detail.log.last == "detail.viewDidAppear")
        let back = try #require(navigation.navigationBar.buttonViews.first as? BarButtonView)
        #expect(back.item.title == "‹ Inbox")
        detail.log.removeAll()
        navigation.setViewControllers([root, detail], animated: true)
        #expect(detail.log.isEmpty && detail.view.superview === navigation.view, "the top stays: nothing shows")
        #expect(list.parent == nil && root.parent === navigation && navigation.topViewController === detail)
        navigation.setViewControllers([], animated: false)
        #expect(navigation.viewControllers.isEmpty && detail.parent == nil && navigation.navigationBar.buttonViews.isEmpty)
        #expect(!navigation.navigationBar.subviews.contains { ($0 as? Label)?.text?.isEmpty == false }, "an empty stack shows no title")
    }

    @Test("when the stack is replaced with animation and the new top is new, then it slides in as a push; when the new top was lower down, it slides back as a pop")
    func animatedSetViewControllers() throws {
        let root = LoggingViewController("root"), middle = LoggingViewController("middle"), top = LoggingViewController("top")
        let (window, navigation, clock) = shown(root)
        let renderer = try #require(window.renderer as? RecordingRenderer)
        navigation.setViewControllers([root, middle, top], animated: true)
        clock.advanceFrames(1)
        let incoming = try #require(renderer.transactions.last?.animations.first { $0.view == top.view.renderIdentifier })
        #expect(incoming.from.frame.minX == 320 && incoming.to.frame.minX == 0 && middle.viewIfLoaded == nil)
        clock.advance(by: 0.5)
        #expect(root.view.superview == nil && top.log.last == "top.viewDidAppear")
        #expect(root.parent === navigation && middle.parent === navigation, "covered, still on the stack")
        root.log.removeAll()
        navigation.setViewControllers([root], animated: true)
        #expect(top.parent === navigation && top.view.superview === navigation.view, "the old top stays until its slide ends")
        clock.advanceFrames(1)
        let outgoing = try #require(renderer.transactions.last?.animations.first { $0.view == top.view.renderIdentifier })
        #expect(outgoing.to.frame.minX == 320, "a pop: the old top leaves to the trailing edge")
        clock.advance(by: 0.5)
        #expect(top.parent == nil && middle.parent == nil && top.viewIfLoaded?.superview == nil)
        #expect(root.log == ["root.viewWillAppear", "root.viewDidAppear"] && navigation.viewControllers.count == 1)
    }

    @Test("when the new stack lists a view controller twice or the navigation controller itself, then that is reported and left out")
    func setViewControllersBadInput() {
        let root = ViewController(), detail = ViewController()
        let (window, navigation, _) = shown(root)
        var reports: [String] = []
        window.layoutDiagnosticHandler = { reports.append($0.message) }
        navigation.setViewControllers([root, detail, root, navigation], animated: false)
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [root, detail].map(ObjectIdentifier.init))
        #expect(reports.count == 2 && reports.allSatisfy { $0.contains("setViewControllers(_:animated:)") && $0.contains("left out") })
    }

    @Test("when the bar is hidden, then the top view fills the view from its top edge and its safe area reaches below the status bar; animated, the bar slides up and is hidden at the end")
    func hiddenBar() throws {
        let root = ViewController()
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        clock.advanceFrames(1)
        #expect(abs(root.view.frame.minY - (47 + 44)) < 0.001)
        navigation.isNavigationBarHidden = true
        clock.advanceFrames(1)
        #expect(navigation.navigationBar.isHidden && root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.safeAreaInsets.top == 47 && navigation.isNavigationBarHidden)
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(!navigation.navigationBar.isHidden && navigation.navigationBar.frame.minY == 47)
        navigation.setNavigationBarHidden(true, animated: true)
        clock.advanceFrames(1)
        #expect(!navigation.navigationBar.isHidden, "drawn while it slides away")
        #expect(navigation.navigationBar.frame.maxY == 0 && root.view.frame.minY == 0, "the model is at the end")
        clock.advance(by: Double(NavigationController.hideShowBarDuration) + 0.1)
        #expect(navigation.navigationBar.isHidden)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.navigationBar.isHidden, "hiding a hidden bar changes nothing")
    }

    @Test("when a view controller is presented over the stack, then it is the visible one; else the top one is")
    func visibleViewController() {
        let root = ViewController(), sheet = ViewController()
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.visibleViewController === root)
        navigation.present(sheet, animated: false)
        clock.advanceFrames(1)
        #expect(navigation.visibleViewController === sheet)
        #expect(NavigationController().visibleViewController == nil)
    }

    /// Logs whether it is moving to or from its parent in each appearance call.
    final class MovementViewController: ViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear to=\(isMovingToParent) from=\(isMovingFromParent)") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear to=\(isMovingToParent) from=\(isMovingFromParent)") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear to=\(isMovingToParent) from=\(isMovingFromParent)") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear to=\(isMovingToParent) from=\(isMovingFromParent)") }
    }

    @Test("when a view controller is pushed, covered, uncovered and popped, then isMovingToParent holds while it is pushed in and isMovingFromParent while it is popped out, and neither otherwise")
    func movingToAndFromParent() {
        let root = MovementViewController(), detail = MovementViewController(), more = MovementViewController()
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        #expect(root.log == ["willAppear to=true from=false", "didAppear to=true from=false"], "the root appears with its navigation controller")
        root.log.removeAll()
        navigation.pushViewController(detail, animated: true)
        clock.advance(by: 0.5)
        #expect(detail.log == ["willAppear to=true from=false", "didAppear to=true from=false"])
        #expect(root.log == ["willDisappear to=false from=false", "didDisappear to=false from=false"], "covered, not removed")
        detail.log.removeAll()
        root.log.removeAll()
        navigation.pushViewController(more, animated: false)
        navigation.popViewController(animated: false)
        #expect(more.log == ["willAppear to=true from=false", "didAppear to=true from=false", "willDisappear to=false from=true", "didDisappear to=false from=true"])
        #expect(detail.log == ["willDisappear to=false from=false", "didDisappear to=false from=false", "willAppear to=false from=false", "didAppear to=false from=false"])
        detail.log.removeAll()
        navigation.popViewController(animated: true)
        clock.advance(by: 0.5)
        #expect(detail.log == ["willDisappear to=false from=true", "didDisappear to=false from=true"])
        #expect(root.log == ["willAppear to=false from=false", "didAppear to=false from=false"])
        #expect(!detail.isMovingFromParent && !more.isMovingFromParent, "cleared once the change is over")
        let replacement = MovementViewController()
        root.log.removeAll()
        navigation.setViewControllers([replacement], animated: false)
        #expect(root.log == ["willDisappear to=false from=true", "didDisappear to=false from=true"] && replacement.log.first == "willAppear to=true from=false")
    }

    /// A view whose scroll view is not its first subview: found only when named.
    final class NestedScrollingViewController: ViewController {
        let scrollView = ScrollView(frame: .zero)
        override func viewDidLoad() {
            super.viewDidLoad()
            let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
            view.addSubview(header)
            scrollView.frame = view.bounds
            scrollView.contentSize = CGSize(width: 320, height: 4000)
            view.addSubview(scrollView)
        }
    }

    @Test("when a view controller names its content scroll view, then a large title collapses with it though it is not the view's first subview; unnamed, the bar does not follow it")
    func namedContentScrollView() {
        let root = NestedScrollingViewController()
        root.title = "Library"
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        navigation.navigationBar.prefersLargeTitles = true
        clock.advanceFrames(1)
        root.scrollView.contentOffset.y = 400
        clock.advanceFrames(1)
        #expect(!navigation.navigationBar.isLargeTitleCollapsed, "not found: the bar does not follow it")
        root.setContentScrollView(root.scrollView, for: .top)
        #expect(root.contentScrollView(for: .top) === root.scrollView && root.contentScrollView(for: .bottom) == nil)
        clock.advanceFrames(1)
        root.scrollView.contentOffset.y = 400
        clock.advanceFrames(1)
        #expect(navigation.navigationBar.isLargeTitleCollapsed && navigation.navigationBar.frame.height == 44)
        root.setContentScrollView(nil)
        #expect(root.contentScrollView(for: .top) == nil)
    }
    @Test("when an item has a title view, then the bar shows it centred in place of the inline title, no taller than the row, and takes out the one it replaces")
    func titleView() throws {
        let root = ViewController()
        root.title = "Inbox"
        let filter = SegmentedControl(items: ["All", "Unread"])
        root.navigationItem.titleView = filter
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(filter.superview === bar)
        let size = filter.intrinsicContentSize
        #expect(abs(filter.frame.midX - 160) <= 0.5 && filter.frame.height == 32 && abs(filter.frame.width - size.width) < 0.001)
        func titles() -> [String] { bar.subviews.compactMap { ($0 as? Label)?.text } }
        #expect(!titles().contains("Inbox"), "the inline title gives way")
        let logo = View(frame: CGRect(x: 0, y: 0, width: 900, height: 80))
        root.navigationItem.titleView = logo
        clock.advanceFrames(1)
        #expect(filter.superview == nil && logo.superview === bar)
        #expect(logo.frame.width <= 320 - 16 - 16 && logo.frame.height == NavigationBar.rowHeight, "kept inside the bar's row")
        root.navigationItem.titleView = nil
        clock.advanceFrames(1)
        #expect(logo.superview == nil && titles().contains("Inbox"))
    }
    @Test("when the item below sets a back title, a back bar button item or a display mode, then the back button shows it; the top item can hide it, supplement it or replace its action")
    func backButtonSettings() throws {
        let root = ViewController(), detail = ViewController()
        root.title = "Mailboxes"
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        let bar = navigation.navigationBar
        func shownButtons() -> [String] { bar.buttonViews.filter { !$0.isHidden }.compactMap(\.accessibilityLabel) }
        #expect(shownButtons() == ["‹ Mailboxes"])
        root.navigationItem.backButtonTitle = "Inbox"
        clock.advanceFrames(1)
        #expect(shownButtons() == ["‹ Inbox"], "the item below's settings show at once")
        root.navigationItem.backBarButtonItem = BarButtonItem(title: "Cancel")
        clock.advanceFrames(1)
        #expect(shownButtons() == ["‹ Cancel"], "a back bar button item wins over the back title")
        root.navigationItem.backBarButtonItem = nil
        root.navigationItem.backButtonDisplayMode = .generic
        clock.advanceFrames(1)
        #expect(shownButtons() == ["‹ Back"])
        root.navigationItem.backButtonDisplayMode = .minimal
        clock.advanceFrames(1)
        #expect(shownButtons() == ["‹"])
        root.navigationItem.backButtonDisplayMode = .default
        root.navigationItem.backButtonTitle = ""
        clock.advanceFrames(1)
        #expect(shownButtons() == ["‹"], "an empty back title shows the chevron alone")
        let edit = BarButtonItem(title: "Edit")
        detail.navigationItem.setLeftBarButton(edit, animated: true)
        clock.advanceFrames(1)
        #expect(shownButtons() == ["Edit"], "leading items replace the back button")
        detail.navigationItem.leftItemsSupplementBackButton = true
        clock.advanceFrames(1)
        #expect(shownButtons() == ["‹", "Edit"])
        var backs = 0
        detail.navigationItem.backAction = Action(title: "Back") { _ in backs += 1 }
        clock.advanceFrames(1)
        let back = try #require(bar.buttonViews.first as? BarButtonView)
        back.tap()
        #expect(backs == 1 && navigation.topViewController === detail, "the back action replaces the pop")
        detail.navigationItem.setHidesBackButton(true, animated: true)
        clock.advanceFrames(1)
        #expect(shownButtons() == ["Edit"] && detail.navigationItem.hidesBackButton)
    }
}
