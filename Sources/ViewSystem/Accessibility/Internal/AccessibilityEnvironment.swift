import CollectionGeometry
import Foundation

/// A window's side of assistive technologies beyond its views: the reader's settings and the
/// notifications posted for the next frame (announcements, where the focus goes).
///
/// The window owns it and makes it `current` while its frame runs, so `Accessibility`'s static API
/// reaches the window whose work is running without knowing windows.
@MainActor
final class AccessibilityEnvironment {
    /// The environment of the window whose frame is running, if any.
    @TaskLocal package static var current: AccessibilityEnvironment?

    /// The reader's settings that are no trait.
    package var settings = AccessibilitySettings()
    /// The window's traits at the start of its frame (increased contrast and bold text are read there).
    private(set) var traits = TraitCollection()
    /// What `refresh(traits:)` last saw, to tell what changed.
    private var seen: (settings: AccessibilitySettings, traits: TraitCollection)?
    /// Texts to announce, in order, since the last transaction.
    private(set) var announcements: [String] = []
    /// The element the focus moves to, posted since the last transaction.
    private(set) weak var focusTarget: AnyObject?

    /// The longest announcement kept, in characters.
    static let maximumAnnouncementLength = 2_000
    /// The most announcements kept between two frames; older ones are dropped.
    static let maximumAnnouncements = 16

    init() {}

    /// Takes the window's traits at the start of a frame; returns UIKit's status notifications for
    /// what changed since the last frame (none on the first).
    func refresh(traits: TraitCollection) -> [Notification.Name] {
        self.traits = traits
        defer { seen = (settings, traits) }
        guard let seen else { return [] }
        var changed: [Notification.Name] = []
        if seen.settings.isVoiceOverRunning != settings.isVoiceOverRunning { changed.append(Accessibility.voiceOverStatusDidChangeNotification) }
        if seen.settings.isReduceMotionEnabled != settings.isReduceMotionEnabled {
            changed += [Accessibility.reduceMotionStatusDidChangeNotification, Accessibility.prefersCrossFadeTransitionsStatusDidChange]
        }
        if seen.settings.isReduceTransparencyEnabled != settings.isReduceTransparencyEnabled {
            changed.append(Accessibility.reduceTransparencyStatusDidChangeNotification)
        }
        if (seen.traits.legibilityWeight == .bold) != (traits.legibilityWeight == .bold) { changed.append(Accessibility.boldTextStatusDidChangeNotification) }
        if (seen.traits.accessibilityContrast == .high) != (traits.accessibilityContrast == .high) {
            changed.append(Accessibility.darkerSystemColorsStatusDidChangeNotification)
        }
        return changed
    }

    /// Queues `text` to be announced (empty texts are dropped, long ones cut).
    func announce(_ text: String) {
        guard !text.isEmpty else { return }
        announcements.append(String(text.prefix(Self.maximumAnnouncementLength)))
        if announcements.count > Self.maximumAnnouncements { announcements.removeFirst(announcements.count - Self.maximumAnnouncements) }
    }

    /// Moves the focus to `element` at the next frame (the last one posted wins).
    func moveFocus(to element: AnyObject) {
        focusTarget = element
    }

    /// What was posted since the last call, for the frame's transaction.
    func takeNotices() -> (announcements: [String], focus: AnyObject?) {
        defer {
            announcements.removeAll()
            focusTarget = nil
        }
        return (announcements, focusTarget)
    }
}

/// An element that knows the accessibility environment it is shown in (a view: its window's).
@MainActor
protocol AccessibilityEnvironmentProviding: AnyObject {
    var accessibilityEnvironment: AccessibilityEnvironment? { get }
}
