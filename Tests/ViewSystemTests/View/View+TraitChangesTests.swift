import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

private struct DensityTrait: TraitDefinition { static let defaultValue = 0 }

/// Records the trait changes it hears through `traitCollectionDidChange(_:)`.
@MainActor
private final class ListeningView: View {
    var previousStyles: [UserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
}

@Suite("View and view controller traits, iOS 17: traitOverrides and trait change registrations")
@MainActor
struct ViewTraitChangesTests {
    func window(_ width: CGFloat = 390, _ height: CGFloat = 844) -> Window {
        Window(frame: CGRect(x: 0, y: 0, width: width, height: height), clock: ManualFrameClock(), renderer: nil, timeSource: ManualTimeSource())
    }

    @Test("when a view overrides single traits, then it and its subviews have them over what they inherit, and removing one restores it")
    func overridesApplyToTheSubtree() {
        let window = window()
        let parent = View(), child = View()
        window.addSubview(parent)
        parent.addSubview(child)
        parent.traitOverrides.userInterfaceStyle = .dark
        parent.traitOverrides[DensityTrait.self] = 2
        #expect(child.traitCollection.userInterfaceStyle == .dark && child.traitCollection[DensityTrait.self] == 2)
        #expect(child.traitCollection.horizontalSizeClass == .compact)  // still the window's
        #expect(parent.drawsColorVariants && child.drawsColorVariants)
        child.overrideUserInterfaceStyle = .light
        #expect(!child.drawsColorVariants && child.traitCollection.userInterfaceStyle == .light)
        parent.traitOverrides.remove(TraitUserInterfaceStyle.self)
        #expect(!parent.drawsColorVariants && parent.traitCollection.userInterfaceStyle == .unspecified)
        #expect(parent.traitOverrides.contains(DensityTrait.self) && child.traitCollection[DensityTrait.self] == 2)
    }

    @Test("when a registered trait changes, then the handler runs once with the view and the traits before; other traits do not run it")
    func registrationsRunOnTheirTraits() {
        let window = window()
        let view = View()
        window.addSubview(view)
        var calls: [(View, UserInterfaceStyle)] = []
        view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (changed: View, previous: TraitCollection) in
            calls.append((changed, previous.userInterfaceStyle))
        }
        view.traitOverrides[DensityTrait.self] = 1
        #expect(calls.isEmpty)
        window.overrideUserInterfaceStyle = .dark
        #expect(calls.count == 1 && calls.first?.0 === view && calls.first?.1 == .unspecified)
        window.overrideUserInterfaceStyle = .dark  // no change
        #expect(calls.count == 1)
    }

    @Test("when a size class changes with a resize, then a registration for it runs on a view deep in the window")
    func registrationsHearResizes() {
        let window = window()
        let outer = View(), inner = View()
        window.addSubview(outer)
        outer.addSubview(inner)
        var previous: [UserInterfaceSizeClass] = []
        inner.registerForTraitChanges([TraitVerticalSizeClass.self]) { (_: View, traits: TraitCollection) in previous.append(traits.verticalSizeClass) }
        window.transition(to: CGSize(width: 844, height: 390))
        #expect(previous == [.regular])
        window.transition(to: CGSize(width: 800, height: 380))
        #expect(previous == [.regular])
    }

    @Test("when a registration is removed, then it no longer runs; removing an unknown one is reported and changes nothing")
    func unregistering() {
        let window = window()
        var reports: [String] = []
        window.layoutDiagnosticHandler = { reports.append($0.message) }
        let view = View(), other = View()
        window.addSubview(view)
        window.addSubview(other)
        var count = 0
        let registration = view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (_: View, _: TraitCollection) in count += 1 }
        let kept = view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (_: View, _: TraitCollection) in count += 10 }
        other.unregisterForTraitChanges(registration)
        #expect(reports.count == 1 && reports.first?.contains("unregisterForTraitChanges") == true)
        view.unregisterForTraitChanges(registration)
        view.unregisterForTraitChanges(registration)
        #expect(reports.count == 2)
        view.traitOverrides.userInterfaceStyle = .dark
        #expect(count == 10)
        view.unregisterForTraitChanges(kept)
        view.traitOverrides.userInterfaceStyle = .light
        #expect(count == 10)
    }

    @Test("when a handler names a subclass the view is not, then it does not run")
    func handlerTypeMustMatch() {
        let view = View()
        var ran = false
        view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (_: ListeningView, _: TraitCollection) in ran = true }
        view.traitOverrides.userInterfaceStyle = .dark
        #expect(!ran)
    }

    @Test("when a view that overrides its style hears its parent's change, then the traits before are its own")
    func subviewsGetTheirOwnPreviousTraits() {
        let window = window()
        let parent = View(), child = ListeningView()
        window.addSubview(parent)
        parent.addSubview(child)
        child.traitOverrides.userInterfaceStyle = .dark
        child.previousStyles.removeAll()
        parent.traitOverrides.legibilityWeight = .bold
        #expect(child.previousStyles == [.dark])
    }

    @Test("when a view controller overrides traits before its view loads, then the view gets them on loading, and later changes reach it")
    func controllerOverrides() {
        let controller = ViewController()
        controller.traitOverrides.horizontalSizeClass = .regular
        #expect(!controller.isViewLoaded && controller.traitCollection.horizontalSizeClass == .regular)
        let window = window()
        window.rootViewController = controller
        #expect(controller.view.traitCollection.horizontalSizeClass == .regular)
        controller.view.traitOverrides.horizontalSizeClass = .compact  // the view's own win
        #expect(controller.view.traitCollection.horizontalSizeClass == .compact)
        controller.view.traitOverrides.remove(TraitHorizontalSizeClass.self)
        var previous: [UserInterfaceStyle] = []
        controller.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (_: ViewController, traits: TraitCollection) in
            previous.append(traits.userInterfaceStyle)
        }
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(previous == [.unspecified] && controller.traitCollection.userInterfaceStyle == .dark
            && controller.traitCollection.horizontalSizeClass == .regular)
        var reports: [String] = []
        window.layoutDiagnosticHandler = { reports.append($0.message) }
        controller.unregisterForTraitChanges(View().registerForTraitChanges([]) { (_: View, _: TraitCollection) in })
        #expect(reports.count == 1)
    }

    @Test("when a window overrides single traits, then its traits have them and its size still gives the size classes left unset")
    func windowOverrides() {
        let window = window()
        window.traitOverrides.userInterfaceLevel = .elevated
        #expect(window.traitCollection.userInterfaceLevel == .elevated && window.traitCollection.verticalSizeClass == .regular)
        window.traitOverrides.verticalSizeClass = .compact
        #expect(window.traitCollection.verticalSizeClass == .compact)
    }

    @Test("when a view limits the text size, then it and its subviews stay within the limits, the maximum winning; the description names the views")
    func contentSizeLimits() {
        let window = window()
        window.overrideTraitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        let parent = ListeningView(), child = View()
        window.addSubview(parent)
        parent.addSubview(child)
        parent.maximumContentSizeCategory = .extraExtraLarge
        #expect(child.traitCollection.preferredContentSizeCategory == .extraExtraLarge && parent.previousStyles.count == 1)
        child.minimumContentSizeCategory = .accessibilityMedium  // larger than the parent's maximum: stays there
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        window.overrideTraitCollection = TraitCollection(preferredContentSizeCategory: .small)
        #expect(parent.traitCollection.preferredContentSizeCategory == .small && child.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(child.appliedContentSizeCategoryLimitsDescription.split(separator: "\n").count == 2)
        #expect(child.appliedContentSizeCategoryLimitsDescription.contains("minimum UICTContentSizeCategoryAccessibilityM"))
        parent.maximumContentSizeCategory = nil
        child.minimumContentSizeCategory = nil
        #expect(child.traitCollection.preferredContentSizeCategory == .small && child.appliedContentSizeCategoryLimitsDescription.isEmpty)
    }

    @Test("when a parent overrides a child's traits, then the child has the specified ones under its own overrides, until it leaves the parent; a stranger is reported")
    func parentOverridesForAChild() {
        let window = window()
        let parent = ViewController(), child = ViewController(), stranger = ViewController()
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        var reports: [String] = []
        window.layoutDiagnosticHandler = { reports.append($0.message) }
        parent.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular, userInterfaceStyle: .dark), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular && child.view.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        child.traitOverrides.userInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light && child.traitCollection.horizontalSizeClass == .regular)
        parent.setOverrideTraitCollection(TraitCollection(), forChild: stranger)
        #expect(reports.count == 1 && reports.first?.contains("is not a child") == true)
        #expect(parent.overrideTraitCollection(forChild: stranger) == nil)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.traitCollection.horizontalSizeClass == .unspecified && parent.overrideTraitCollection(forChild: child) == nil)
    }
}
