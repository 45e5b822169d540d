import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("Bar button items: custom views, hidden and selected items, possible titles")
@MainActor
struct NavigationItemTests {
    func shown(_ root: ViewController) -> (Window, NavigationController, ManualFrameClock) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        clock.advanceFrames(1)
        return (window, navigation, clock)
    }

    func frame(of view: View, in window: Window) -> CGRect { view.convert(view.bounds, to: window) }

    @Test("when an item has a custom view, then the bar shows that view at its own size, its touches are the view's, and the item's action does not run")
    func customView() throws {
        let root = ViewController()
        var log: [String] = []
        let toggle = Button(configuration: .plain())
        toggle.configuration?.title = "Edit"
        toggle.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        toggle.addAction(Action { _ in log.append("button") }, for: .touchUpInside)
        let item = BarButtonItem(customView: toggle)
        item.primaryAction = Action { _ in log.append("item") }
        root.navigationItem.rightBarButtonItem = item
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let holder = try #require(navigation.navigationBar.buttonViews.first as? BarButtonView)
        #expect(toggle.superview === holder && holder.frame.width == 60 && toggle.frame.size == CGSize(width: 60, height: 30))
        #expect(frame(of: holder, in: window).maxX == 390 - 8 && !holder.isAccessibilityElement)
        let centre = frame(of: toggle, in: window)
        window.tap(CGPoint(x: centre.midX, y: centre.midY), clock: clock)
        #expect(log == ["button"])

        let plain = View()
        plain.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100)
        item.customView = plain
        clock.advanceFrames(1)
        #expect(plain.superview === holder && toggle.superview == nil && plain.frame.height <= 44, "a bad frame is read as no size, a tall one fits the bar")
        let badge = Label()
        badge.text = "3"
        item.customView = badge
        clock.advanceFrames(1)
        #expect(holder.frame.width == badge.intrinsicContentSize.width, "without a frame, the intrinsic size")
    }

    @Test("when an item is hidden, then the bars leave it out and the others close up; shown again, it comes back")
    func hiddenItems() throws {
        let root = ViewController()
        let share = BarButtonItem(systemItem: .action), add = BarButtonItem(systemItem: .add)
        root.navigationItem.rightBarButtonItems = [share, add]
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let views = navigation.navigationBar.buttonViews.compactMap { $0 as? BarButtonView }
        let addView = try #require(views.first { $0.item === add }), shareView = try #require(views.first { $0.item === share })
        #expect(shareView.frame.maxX == 390 - 8 && addView.frame.maxX == shareView.frame.minX, "the first item at the trailing edge")
        share.isHidden = true
        clock.advanceFrames(1)
        #expect(shareView.isHidden && addView.frame.maxX == 390 - 8, "the second item closes up to the edge")
        share.isHidden = false
        add.isHidden = true
        clock.advanceFrames(1)
        #expect(!shareView.isHidden && addView.isHidden && shareView.frame.maxX == 390 - 8)

        let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let trash = BarButtonItem(systemItem: .trash), reply = BarButtonItem(systemItem: .reply)
        toolbar.items = [trash, reply]
        trash.isHidden = true
        toolbar.layoutIfNeeded()
        let replyView = try #require(toolbar.subviews.compactMap { $0 as? BarButtonView }.first { $0.item === reply })
        #expect(replyView.frame.minX == Toolbar.edgeInset, "a hidden toolbar item takes no width")
    }

    @Test("when an item changes selection as its primary action, then a tap toggles isSelected before the action runs, and a selected item shows a platter and the selected trait")
    func selection() throws {
        let root = ViewController()
        var seen: [Bool] = []
        let filter = BarButtonItem(image: Image(systemName: "line.3.horizontal.decrease"))
        filter.changesSelectionAsPrimaryAction = true
        filter.primaryAction = Action { _ in seen.append(filter.isSelected) }
        root.navigationItem.rightBarButtonItem = filter
        let (window, navigation, _) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let button = try #require(navigation.navigationBar.buttonViews.first as? BarButtonView)
        button.tap()
        #expect(seen == [true] && filter.isSelected && button.accessibilityTraits.contains(.selected))
        #expect(button.subviews.contains { !$0.isHidden && $0.backgroundColor != nil }, "the platter shows")
        button.tap()
        #expect(seen == [true, false] && !button.accessibilityTraits.contains(.selected))
        filter.isSelected = true
        #expect(button.accessibilityTraits.contains(.selected), "set by code, shown too")
    }

    @Test("when an item has possible titles, then it is as wide as the widest, whichever it shows")
    func possibleTitles() throws {
        let short = BarButtonView(item: BarButtonItem(title: "Edit"))
        let item = BarButtonItem(title: "Edit")
        item.possibleTitles = ["Edit", "Done Editing"]
        let wide = BarButtonView(item: item)
        let done = BarButtonView(item: BarButtonItem(title: "Done Editing"))
        #expect(wide.sizeThatFits(.zero).width == done.sizeThatFits(.zero).width)
        #expect(wide.sizeThatFits(.zero).width > short.sizeThatFits(.zero).width)
        item.possibleTitles = []
        #expect(wide.sizeThatFits(.zero).width == short.sizeThatFits(.zero).width, "an empty set is no possible title")
    }
}
