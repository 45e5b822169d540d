import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("Navigation bar appearances: standard, scroll edge and compact, the item's over the bar's, legacy properties filling in (F35)")
@MainActor
struct NavigationBarAppearanceTests {
    typealias ScrollingViewController = NavigationControllerTests.ScrollingViewController

    /// `root` in a navigation controller filling a 320 × 480 window (a compact height, as a phone's
    /// in landscape: under 500 points).
    func shown(_ root: ViewController) -> (Window, NavigationController, ManualFrameClock) {
        NavigationControllerTests().shown(root)
    }

    func titleLabel(of bar: NavigationBar) -> Label? { bar.subviews.first as? Label }

    @Test("when an appearance is made, then it has the default background; each configure call replaces background and shadow")
    func configurations() {
        let appearance = NavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == BarAppearance.defaultShadowColor && appearance.shadowImage == nil)
        #expect(appearance.titleTextAttributes.isEmpty && appearance.titlePositionAdjustment == .zero)
        appearance.backgroundImage = Image(systemName: "star", size: CGSize(width: 10, height: 10))
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground && appearance.backgroundImage == nil)
        #expect(appearance.shadowColor == BarAppearance.defaultShadowColor)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.shadowColor != nil)
        #expect(BarAppearance(idiom: .pad).idiom == .pad)
    }

    @Test("when an appearance is copied, then the copy is independent, of the same class, buttons included")
    func copies() {
        let appearance = NavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: Color.systemRed]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemGreen]
        appearance.setBackIndicatorImage(Image(systemName: "arrow.left", size: CGSize(width: 12, height: 12)),
                                         transitionMaskImage: Image(systemName: "arrow.left", size: CGSize(width: 12, height: 12)))
        let copy = appearance.copy()
        appearance.titleTextAttributes = [:]
        appearance.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(copy.titleTextAttributes[.foregroundColor] as? Color == .systemRed)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? Color == .systemGreen)
        #expect(copy.backIndicatorImage.name == "arrow.left")
        let base: BarAppearance = appearance
        #expect(base.copy() is NavigationBarAppearance)
        // A plain bar appearance gives a navigation bar appearance its background only.
        let toolbarLike = BarAppearance()
        toolbarLike.backgroundColor = .systemYellow
        let converted = NavigationBarAppearance(barAppearance: toolbarLike)
        #expect(converted.backgroundColor == .systemYellow && converted.titleTextAttributes.isEmpty)
    }

    @Test("when a back indicator is set with a nil mask, then both go back to the system's chevron")
    func backIndicatorReset() {
        let appearance = NavigationBarAppearance()
        let arrow = Image(systemName: "arrow.left", size: CGSize(width: 12, height: 12))
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        #expect(appearance.backIndicatorImage == arrow && appearance.backIndicatorTransitionMaskImage == arrow)
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage.name == "chevron.backward" && appearance.backIndicatorTransitionMaskImage.name == "chevron.backward")
    }

    @Test("when the back button appearance was never set, then it is the plain buttons' appearance; once set, its own copy")
    func backButtonFallsBackToButtons() {
        let appearance = NavigationBarAppearance()
        #expect(appearance.backButtonAppearance === appearance.buttonAppearance)
        let back = BarButtonItemAppearance(style: .plain)
        back.normal.titleTextAttributes = [.foregroundColor: Color.systemOrange]
        appearance.backButtonAppearance = back
        back.normal.titleTextAttributes = [:]
        #expect(appearance.backButtonAppearance !== appearance.buttonAppearance)
        #expect(appearance.backButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? Color == .systemOrange)
    }

    @Test("when a button appearance's states are left unset, then disabled and highlighted take normal's look, focused takes highlighted's")
    func stateFallbacks() {
        let appearance = BarButtonItemAppearance()
        appearance.normal.titleTextAttributes = [.foregroundColor: Color.systemRed]
        #expect(appearance.resolved(isEnabled: false, isHighlighted: false, isFocused: false) === appearance.normal)
        #expect(appearance.resolved(isEnabled: true, isHighlighted: true, isFocused: false) === appearance.normal)
        appearance.highlighted.titleTextAttributes = [.foregroundColor: Color.systemPink]
        #expect(appearance.resolved(isEnabled: true, isHighlighted: false, isFocused: true) === appearance.highlighted)
        appearance.configureWithDefault(for: .done)
        #expect(appearance.normal.titleTextAttributes.isEmpty && appearance.highlighted.isDefault)
    }

    @Test("when the bar has the default appearances, then the scroll edge shows the content's background without a hairline and scrolling under shows the material")
    func defaultsUnchanged() {
        let root = ScrollingViewController()
        root.title = "Inbox"
        let (window, navigation, _) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.backgroundColor == .systemBackground && bar.hairline.isHidden)
        root.scrollView.contentOffset.y = 10
        #expect(bar.backgroundColor == NavigationBar.materialColor && !bar.hairline.isHidden && bar.hairline.backgroundColor == NavigationBar.hairlineColor)
    }

    @Test("when the bar has an opaque coloured appearance for both states, then it shows that colour with white titles at the edge and scrolled under")
    func opaqueColouredBar() throws {
        let root = ScrollingViewController()
        root.title = "Inbox"
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        appearance.shadowColor = .clear
        let bar = navigation.navigationBar
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        appearance.backgroundColor = .systemRed   // a copy was kept: no effect
        clock.advanceFrames(1)
        #expect(bar.backgroundColor == .systemIndigo && bar.hairline.isHidden)
        #expect(titleLabel(of: bar)?.textColor == .white)
        root.scrollView.contentOffset.y = 10
        #expect(bar.backgroundColor == .systemIndigo && bar.hairline.isHidden)
    }

    @Test("when only the standard appearance is set, then the scroll edge is it with a transparent background: its titles, not its colour")
    func scrollEdgeFallsBackToTransparentStandard() {
        let root = ScrollingViewController()
        root.title = "Inbox"
        let (window, navigation, _) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let appearance = NavigationBarAppearance()
        appearance.backgroundColor = .systemTeal
        appearance.titleTextAttributes = [.foregroundColor: Color.systemTeal, .font: Font.systemFont(ofSize: 20, weight: .bold)]
        let bar = navigation.navigationBar
        bar.standardAppearance = appearance
        #expect(bar.backgroundColor == .systemBackground && bar.hairline.isHidden, "transparent at the edge: the content's background")
        #expect(titleLabel(of: bar)?.textColor == .systemTeal && titleLabel(of: bar)?.font.pointSize == 20)
        root.scrollView.contentOffset.y = 10
        #expect(bar.backgroundColor != .systemBackground && !bar.hairline.isHidden)
        // Teal over the material: the colour is translucent-free here, so it shows as it is.
        #expect(bar.backgroundColor == .systemTeal)
    }

    @Test("when the top item has appearances, then they win over the bar's while it is on top, and the bar's come back after a pop")
    func itemOverridesBar() {
        let root = ScrollingViewController(), detail = ScrollingViewController()
        root.title = "Root"
        detail.title = "Detail"
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let special = NavigationBarAppearance()
        special.configureWithOpaqueBackground()
        special.backgroundColor = .systemGreen
        detail.navigationItem.scrollEdgeAppearance = special
        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        let bar = navigation.navigationBar
        #expect(bar.backgroundColor == .systemGreen)
        navigation.popViewController(animated: false)
        clock.advanceFrames(1)
        #expect(bar.backgroundColor == .systemBackground)
        // Changing the item's appearance while it is on top shows at once.
        root.navigationItem.scrollEdgeAppearance = special
        #expect(bar.backgroundColor == .systemGreen)
    }

    @Test("when the bar is compact in height, then the compact appearances are used, falling back to the standard and scroll-edge ones")
    func compactAppearances() {
        let root = ScrollingViewController()
        root.title = "Wide"
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        window.overrideTraitCollection = TraitCollection(verticalSizeClass: .compact)
        clock.advanceFrames(1)
        let bar = navigation.navigationBar
        let edge = NavigationBarAppearance(), compactEdge = NavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemBlue
        compactEdge.configureWithOpaqueBackground()
        compactEdge.backgroundColor = .systemPurple
        bar.scrollEdgeAppearance = edge
        #expect(bar.traitCollection.verticalSizeClass == .compact)
        #expect(bar.backgroundColor == .systemBlue, "no compact scroll edge: the scroll edge")
        bar.compactScrollEdgeAppearance = compactEdge
        #expect(bar.backgroundColor == .systemPurple)
        let compact = NavigationBarAppearance()
        compact.backgroundColor = .systemBrown
        bar.compactAppearance = compact
        root.scrollView.contentOffset.y = 10
        #expect(bar.backgroundColor == .systemBrown)
    }

    @Test("when legacy properties are set, then they fill what the standard appearance leaves unset, and the scroll edge stays transparent")
    func legacyProperties() {
        let root = ScrollingViewController()
        root.title = "Legacy"
        let (window, navigation, _) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        bar.barTintColor = .systemOrange
        bar.titleTextAttributes = [.foregroundColor: Color.systemPurple]
        #expect(bar.backgroundColor == .systemBackground, "transparent at the edge, as iOS 15 draws a legacy bar")
        #expect(titleLabel(of: bar)?.textColor == .systemPurple)
        root.scrollView.contentOffset.y = 10
        #expect(bar.backgroundColor == .systemOrange)
        bar.barTintColor = Color.systemOrange.withAlphaComponent(0.5)
        bar.isTranslucent = false
        #expect(bar.backgroundColor == .systemOrange, "opaque: the tint at full opacity")
        bar.barTintColor = nil
        bar.barStyle = .black
        #expect(bar.backgroundColor == .black && bar.traitCollection.userInterfaceStyle == .dark)
        bar.barStyle = .default
        #expect(bar.traitCollection.userInterfaceStyle != .dark)
        bar.overrideUserInterfaceStyle = .dark
        bar.barTintColor = .systemRed
        #expect(bar.overrideUserInterfaceStyle == .dark, "an interface style the app set on the bar stays")
    }

    @Test("when an empty background image and shadow image are set the legacy way, then the bar is transparent when scrolled under too")
    func legacyTransparentBar() {
        let root = ScrollingViewController()
        root.title = "Photo"
        let (window, navigation, _) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        bar.setBackgroundImage(Image(), for: .default)
        bar.shadowImage = Image()
        #expect(bar.backgroundImage(for: .default) == Image() && bar.backgroundImage(for: .any, barMetrics: .default) == Image())
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) == nil, "set for any position, not this one")
        root.scrollView.contentOffset.y = 10
        #expect(bar.isContentScrolledUnder && bar.backgroundColor == .systemBackground, "no material: what is behind the bar")
        #expect(bar.hairline.isHidden && bar.shadowImageView.superview === bar && bar.shadowImageView.image?.size == .zero)
        bar.setBackgroundImage(nil, for: .default)
        #expect(bar.backgroundColor == NavigationBar.materialColor && !bar.hairline.isHidden, "the shadow image shows only over a background image")
    }

    @Test("when legacy background images are set per position and metrics, then the bar's own position wins and compact falls back to default")
    func legacyBackgroundLookup() {
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let any = Image(systemName: "square", size: CGSize(width: 4, height: 4))
        let top = Image(systemName: "circle", size: CGSize(width: 4, height: 4))
        bar.setBackgroundImage(any, for: .any, barMetrics: .default)
        #expect(bar.legacyBackgroundImage(for: .top, metrics: .default) == any)
        #expect(bar.legacyBackgroundImage(for: .top, metrics: .compact) == any, "compact without its own: the default's")
        bar.setBackgroundImage(top, for: .top, barMetrics: .default)
        #expect(bar.legacyBackgroundImage(for: .top, metrics: .default) == top && bar.legacyBackgroundImage(for: .bottom, metrics: .default) == any)
        #expect(bar.legacyBackgroundImage(for: .top, metrics: .defaultPrompt) == top, "prompt metrics fall back too")
        // A bar on its own shows the image for `.top` as its standard background.
        #expect(bar.backgroundImage(for: .top, barMetrics: .default) == top)
        bar.layoutIfNeeded()
        #expect(bar.subviews.first is ImageView && (bar.subviews.first as? ImageView)?.image == top)
    }

    @Test("when a legacy title adjustment is set, then the title moves unless the appearance moves it; values that are not finite are 0")
    func legacyTitleAdjustment() throws {
        let root = ScrollingViewController()
        root.title = "Root"
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let before = try #require(titleLabel(of: bar)).frame
        bar.setTitleVerticalPositionAdjustment(.nan, for: .default)
        #expect(bar.titleVerticalPositionAdjustment(for: .default) == 0)
        bar.setTitleVerticalPositionAdjustment(5, for: .default)
        clock.advanceFrames(1)
        #expect(titleLabel(of: bar)?.frame == before.offsetBy(dx: 0, dy: 5), "the compact bar falls back to the default metrics")
        let appearance = NavigationBarAppearance()
        appearance.titlePositionAdjustment = Offset(horizontal: 0, vertical: -1)
        bar.scrollEdgeAppearance = appearance
        clock.advanceFrames(1)
        #expect(titleLabel(of: bar)?.frame == before.offsetBy(dx: 0, dy: -1), "the appearance's adjustment wins")
    }

    @Test("when a colour with alpha is given over the material, then the bar shows the two composited")
    func translucentColourOverMaterial() {
        let half = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let base = Color(red: 0, green: 0, blue: 1, alpha: 1)
        let mixed = NavigationBar.composite(half, over: base)
        #expect(abs(mixed.red - 0.5) < 0.001 && abs(mixed.blue - 0.5) < 0.001 && mixed.alpha == 1)
        let dynamic = NavigationBar.composite(half, over: NavigationBar.materialColor)
        #expect(dynamic.isDynamic)
        #expect(dynamic.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) != dynamic.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)))
        #expect(NavigationBar.composite(.systemRed.withAlphaComponent(1), over: base) == Color.systemRed.withAlphaComponent(1))
    }

    @Test("when shadow colour and image are combined, then UIKit's rules decide what draws: none for clear, a template tinted, an image as it is")
    func shadowRules() {
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let appearance = NavigationBarAppearance()
        appearance.shadowColor = .clear
        bar.standardAppearance = appearance
        #expect(bar.hairline.isHidden && bar.shadowImageView.superview == nil, "clear: no shadow")
        let line = Image(systemName: "minus", size: CGSize(width: 10, height: 2))
        appearance.shadowImage = line.withRenderingMode(.alwaysTemplate)
        bar.standardAppearance = appearance
        #expect(bar.hairline.isHidden && bar.shadowImageView.superview == nil, "a template with a clear colour: still none")
        appearance.shadowColor = .systemRed
        bar.standardAppearance = appearance
        #expect(bar.hairline.isHidden && bar.shadowImageView.superview === bar && bar.shadowImageView.tintColor == .systemRed)
        appearance.shadowImage = line.withRenderingMode(.alwaysOriginal)
        appearance.shadowColor = nil
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        #expect(bar.shadowImageView.superview === bar && bar.shadowImageView.frame == CGRect(x: 0, y: 42, width: 320, height: 2),
                "an image that is not a template shows as it is")
        appearance.shadowImage = nil
        appearance.shadowColor = .systemBlue
        bar.standardAppearance = appearance
        #expect(!bar.hairline.isHidden && bar.hairline.backgroundColor == .systemBlue && bar.shadowImageView.superview == nil)
    }

    @Test("when a bar on its own has a scroll-edge appearance, then it is ignored: only a navigation controller's bar has a scroll edge")
    func standaloneBarIgnoresScrollEdge() {
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let edge = NavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemPink
        bar.scrollEdgeAppearance = edge
        #expect(bar.backgroundColor == NavigationBar.materialColor)
    }

    @Test("when button appearances are set, then plain, done and back buttons take their own title colour, font and offset; disabled stays grey")
    func buttonAppearances() throws {
        let root = ScrollingViewController(), detail = ScrollingViewController()
        root.title = "Root"
        detail.title = "Detail"
        let done = BarButtonItem(title: "Done", style: .done)
        let plain = BarButtonItem(title: "Edit", style: .plain)
        let off = BarButtonItem(title: "Off", style: .plain)
        off.isEnabled = false
        detail.navigationItem.rightBarButtonItems = [done, plain, off]
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let appearance = NavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemRed]
        appearance.buttonAppearance.normal.titlePositionAdjustment = Offset(horizontal: 0, vertical: 3)
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemGreen, .font: Font.systemFont(ofSize: 15, weight: .heavy)]
        let back = BarButtonItemAppearance()
        back.normal.titleTextAttributes = [.foregroundColor: Color.systemOrange]
        appearance.backButtonAppearance = back
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        func label(_ title: String, prefix: Bool = false) -> Label? {
            let labels = navigation.navigationBar.buttonViews.filter { !$0.isHidden }.flatMap { $0.subviews.compactMap { $0 as? Label } }
            return labels.first { label in prefix ? label.text?.hasPrefix(title) == true : label.text == title }
        }
        let doneLabel = try #require(label("Done")), editLabel = try #require(label("Edit")), offLabel = try #require(label("Off"))
        let backLabel = try #require(label("‹", prefix: true))
        #expect(doneLabel.textColor == .systemGreen && doneLabel.font.pointSize == 15)
        #expect(editLabel.textColor == .systemRed && offLabel.textColor == .tertiaryLabel)
        #expect(backLabel.textColor == .systemOrange)
        let editButton = try #require(editLabel.superview)
        #expect(abs(editLabel.frame.midY - (editButton.bounds.midY + 3)) <= 0.5, "moved down 3 points: \(editLabel.frame)")
    }

    @Test("when a button appearance has a highlighted look, then a press shows it and the release puts normal back")
    func highlightedButton() throws {
        let root = ScrollingViewController()
        root.title = "Root"
        let edit = BarButtonItem(title: "Edit", style: .plain)
        root.navigationItem.rightBarButtonItems = [edit]
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let appearance = NavigationBarAppearance()
        appearance.buttonAppearance.highlighted.titleTextAttributes = [.foregroundColor: Color.systemPink]
        navigation.navigationBar.scrollEdgeAppearance = appearance
        clock.advanceFrames(1)
        let button = try #require(navigation.navigationBar.buttonViews.first as? BarButtonView)
        let label = try #require(button.subviews.compactMap { $0 as? Label }.first)
        #expect(label.textColor == .systemBlue)
        button.isHighlighted = true
        #expect(label.textColor == .systemPink)
        button.isHighlighted = false
        #expect(label.textColor == .systemBlue)
    }

    @Test("when offsets are not finite, then the title stays where the bar puts it")
    func nonFiniteOffsets() throws {
        let root = ScrollingViewController()
        root.title = "Root"
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let before = try #require(titleLabel(of: bar)).frame
        let appearance = NavigationBarAppearance()
        appearance.titlePositionAdjustment = Offset(horizontal: .nan, vertical: .infinity)
        bar.scrollEdgeAppearance = appearance
        clock.advanceFrames(1)
        #expect(titleLabel(of: bar)?.frame == before)
        appearance.titlePositionAdjustment = Offset(horizontal: 4, vertical: -2)
        bar.scrollEdgeAppearance = appearance
        clock.advanceFrames(1)
        #expect(titleLabel(of: bar)?.frame == before.offsetBy(dx: 4, dy: -2))
    }
}
