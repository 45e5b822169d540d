import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("Window scenes' traits, iOS 17: traitOverrides and trait change registrations")
@MainActor
struct WindowSceneTraitChangesTests {
    func connect(_ application: Application) -> WindowScene {
        application.connectWindowScene(size: CGSize(width: 390, height: 844), traits: TraitCollection(), clock: ManualFrameClock(),
                                       renderer: RecordingRenderer(), timeSource: ManualTimeSource())
    }

    @Test("when a scene overrides traits, then it and its windows have them, and its size still gives the size classes left alone")
    func overrides() throws {
        let application = Application()
        application.launch(LoggingAppDelegate())
        let scene = connect(application)
        let window = try #require(scene.keyWindow)
        scene.traitOverrides.userInterfaceStyle = .dark
        scene.traitOverrides.legibilityWeight = .bold
        #expect(scene.traitCollection.userInterfaceStyle == .dark && window.traitCollection.legibilityWeight == .bold)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        // The host's traits change under the overrides: the overrides stay.
        scene.changeTraits(to: TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high))
        #expect(window.traitCollection.userInterfaceStyle == .dark && window.traitCollection.accessibilityContrast == .high)
        scene.traitOverrides.remove(TraitUserInterfaceStyle.self)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        application.disconnect(scene)
    }

    @Test("when a scene's traits change by its host, its size or its overrides, then its registrations for those traits run with the traits before")
    func registrations() throws {
        let application = Application()
        application.launch(LoggingAppDelegate())
        let scene = connect(application)
        var heard: [String] = []
        let registration = scene.registerForTraitChanges([TraitHorizontalSizeClass.self, TraitUserInterfaceStyle.self]) { (changed: WindowScene, previous: TraitCollection) in
            heard.append("\(previous.horizontalSizeClass)/\(previous.userInterfaceStyle) → \(changed.traitCollection.horizontalSizeClass)/\(changed.traitCollection.userInterfaceStyle)")
        }
        scene.resize(to: CGSize(width: 1280, height: 800))
        scene.changeTraits(to: TraitCollection(userInterfaceStyle: .dark))
        scene.traitOverrides.legibilityWeight = .bold  // not observed
        scene.resize(to: CGSize(width: 1200, height: 800))  // the same size classes
        #expect(heard == ["compact/unspecified → regular/unspecified", "regular/unspecified → regular/dark"])
        var reports: [String] = []
        try #require(scene.keyWindow).layoutDiagnosticHandler = { reports.append($0.message) }
        scene.unregisterForTraitChanges(registration)
        scene.unregisterForTraitChanges(registration)
        #expect(reports.count == 1)
        scene.changeTraits(to: TraitCollection(userInterfaceStyle: .light))
        #expect(heard.count == 2)
        application.disconnect(scene)
    }
}
