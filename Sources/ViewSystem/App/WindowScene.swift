import CollectionGeometry
import Foundation

/// A scene that shows windows (`UIWindowScene`): the windows made with `UIWindow(windowScene:)`, of
/// which the key one is drawn — in the browser, on the scene's page.
///
/// The scene carries what its host gives it — the page's size and traits, the frame clock, the
/// renderer — so its windows run the page's frames. Only the key window is given the renderer.
///
/// Differences from UIKit: no `screen`, `sizeRestrictions` or geometry requests; the size follows
/// the page, and `interfaceOrientation` follows the size.
@MainActor
open class WindowScene: Scene {
    /// The scene's windows, in the order they were made.
    public private(set) var windows: [Window] = []
    /// The window that receives input and is drawn (`makeKeyAndVisible()` chooses it).
    public private(set) weak var keyWindow: Window?
    /// The scene's traits (the page's direction, appearance …), with the size classes its size gives
    /// where the host left them unspecified, as its windows have.
    public var traitCollection: TraitCollection { Window.traits(windowTraits, sizedTo: size) }
    /// The traits the host gave the scene.
    private var givenTraits: TraitCollection
    /// The scene's `traitOverrides`.
    var storedTraitOverrides = TraitOverrides()
    /// The scene's trait change registrations, once it has any.
    var traitChangeRegistry: TraitChangeRegistry?
    /// The traits the host gave with the scene's overrides applied: what its windows start from.
    var windowTraits: TraitCollection {
        storedTraitOverrides.isEmpty ? givenTraits : storedTraitOverrides.applied(to: givenTraits)
    }
    /// The reader's assistive settings on the scene's page, given to each of its windows.
    package private(set) var accessibilitySettings = AccessibilitySettings()
    /// The frame clock the scene's windows run on.
    package let clock: FrameClock
    /// The renderer the key window draws with.
    package let renderer: (any Renderer)?
    /// The time source the windows measure their work with.
    package let timeSource: any TimeSource
    /// The size of the scene's windows.
    package private(set) var size: CGSize
    /// Told when a window becomes key (the host starts driving it).
    var keyWindowHandler: ((Window) -> Void)?
    /// The interface's orientation: portrait while the scene is at least as tall as it is wide,
    /// landscape (`.landscapeRight`, the interface of a device turned left, as `UIDevice` reports it
    /// here) otherwise.
    public var interfaceOrientation: InterfaceOrientation { size.height >= size.width ? .portrait : .landscapeRight }
    /// The status bar the view controllers ask for (`statusBarManager`; a page draws none).
    public private(set) lazy var statusBarManager: StatusBarManager? = StatusBarManager(scene: self)

    init(session: SceneSession, size: CGSize, traits: TraitCollection, clock: FrameClock,
                 renderer: (any Renderer)?, timeSource: any TimeSource) {
        self.size = size.sanitizedSize
        givenTraits = traits
        self.clock = clock
        self.renderer = renderer
        self.timeSource = timeSource
        super.init(session: session, connectionOptions: ConnectionOptions())
    }

    /// Adds `window` to the scene's windows (once).
    package func attach(_ window: Window) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
        window.frame = CGRect(origin: .zero, size: size)
        window.overrideTraitCollection = windowTraits
        window.accessibilitySettings = accessibilitySettings
    }

    /// Takes `window` out of the scene's windows.
    func detach(_ window: Window) {
        windows.removeAll { $0 === window }
        if keyWindow === window {
            keyWindow = nil
            window.renderer = nil
        }
    }

    /// Makes `window` (one of the scene's) the key window: it gets the renderer, the previous one
    /// loses it.
    func makeKey(_ window: Window) {
        guard windows.contains(where: { $0 === window }), keyWindow !== window else { return }
        keyWindow?.renderer = nil
        keyWindow = window
        window.renderer = renderer
        window.setNeedsLayout()
        keyWindowHandler?(window)
        // The new key window's view controllers decide the status bar.
        statusBarManager?.update()
    }

    /// Resizes the scene and its windows (the page was resized); view controllers hear it first.
    package func resize(to newSize: CGSize) {
        changingTraits {
            size = newSize.sanitizedSize
            for window in windows { window.transition(to: size) }
        }
    }

    /// Gives the scene and its windows new traits.
    package func changeTraits(to traits: TraitCollection) {
        changingTraits {
            givenTraits = traits
            for window in windows { window.overrideTraitCollection = windowTraits }
        }
    }

    /// Runs `change`, then tells the scene (`traitCollectionDidChange(_:)`) and its registrations
    /// when it changed the scene's traits.
    func changingTraits(_ change: () -> Void) {
        let before = traitCollection
        change()
        let after = traitCollection
        guard after != before else { return }
        traitCollectionDidChange(before)
        traitChangeRegistry?.fire(for: self, current: after, previous: before)
    }

    /// Called when the scene's traits changed (the host's traits, a size class, its
    /// `traitOverrides`), with the traits before. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Gives the scene and its windows new assistive settings.
    package func changeAccessibilitySettings(to settings: AccessibilitySettings) {
        accessibilitySettings = settings
        for window in windows { window.accessibilitySettings = settings }
    }

    /// Leaves the windows (the scene disconnected).
    func removeWindows() {
        for window in windows {
            window.renderer = nil
            window.sceneResponder = nil
        }
        windows = []
        keyWindow = nil
    }
}
