import CollectionGeometry
import Foundation

/// The device the app runs on (`UIDevice`): its kind, orientation and system.
///
/// One per process (`current`), as in UIKit — but a server shows each page on a different device, so
/// what depends on the screen (`userInterfaceIdiom`, `orientation`, `model`) answers for the window
/// whose frame is running, or the scene being connected (where an app's first view loads).
/// Outside both it answers as a device without a screen: idiom `.unspecified`, orientation `.unknown`.
///
/// Differences from UIKit (`Guides/ComingFromUIKit.md`, "The device"):
/// - `userInterfaceIdiom` is the window's trait: what the host gave it (`.unspecified` unless a test or
///   an app's host sets one). A page in a browser is no phone or iPad.
/// - `systemName` is "iOS" and `systemVersion` "18.0": the UIKit release whose API this library
///   follows, so version checks in app code take the paths that API offers.
/// - `name` is the generic model name, as UIKit gives apps since iOS 16.
/// - No battery, proximity sensor or keyboard clicks: the battery's level is -1 and its state
///   `.unknown`, proximity monitoring stays off, `playInputClick()` plays nothing.
@MainActor
open class Device {
    /// The device of the process.
    public static let current = Device()

    /// The state of the battery (`UIDevice.BatteryState`), with UIKit's raw values.
    public enum BatteryState: Int, Hashable, Sendable, CaseIterable {
        /// Not known (battery monitoring is off, or there is no battery to read).
        case unknown = 0
        /// On battery power.
        case unplugged = 1
        /// Plugged in, charging.
        case charging = 2
        /// Plugged in, fully charged.
        case full = 3
    }

    /// Posted when the orientation changes while orientation notifications are generated; the object
    /// is the device.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes (never here: no battery is read).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes (never here: no battery is read).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the proximity state changes (never here: there is no proximity sensor).
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    private var orientationNotificationRequests = 0

    /// Creates a device; apps use `current`.
    public init() {}

    // MARK: The device and its system

    /// The kind of interface of the window in front (see the type's notes); `.unspecified` outside one.
    open var userInterfaceIdiom: UserInterfaceIdiom {
        DeviceScreen.current?.traits.userInterfaceIdiom ?? .unspecified
    }

    /// The model (`"iPhone"`, `"iPad"` …) of the idiom in front; `"Browser"` when no idiom is set.
    open var model: String {
        switch userInterfaceIdiom {
        case .phone: "iPhone"
        case .pad: "iPad"
        case .tv: "Apple TV"
        case .carPlay: "CarPlay"
        case .mac: "Mac"
        case .vision: "Apple Vision"
        case .unspecified: "Browser"
        }
    }

    /// `model`, localised (the same English text here).
    open var localizedModel: String { model }

    /// The device's name: its generic model name, as UIKit gives apps since iOS 16.
    open var name: String { model }

    /// The system's name: "iOS", the system whose UIKit API this library follows.
    open var systemName: String { "iOS" }

    /// The system's version: "18.0", the UIKit release whose API this library follows.
    open var systemVersion: String { "18.0" }

    /// An identifier for this app's vendor on this device: one per process here (a server is one
    /// device to the apps it runs until it restarts).
    public let identifierForVendor: UUID? = UUID()

    /// Whether the device runs several apps at once: `true`.
    open var isMultitaskingSupported: Bool { true }

    // MARK: Orientation

    /// The orientation of the window in front, from its shape (see `DeviceScreen.orientation`): only
    /// while orientation notifications are generated (`.unknown` otherwise, as in UIKit) and a window's
    /// frame or a scene's connection runs.
    open var orientation: DeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications, let screen = DeviceScreen.current else { return .unknown }
        return screen.orientation
    }

    /// Whether orientation notifications are generated (a `begin…` call not yet balanced by an `end…`).
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Starts generating orientation notifications: a window whose shape turns from portrait to
    /// landscape, or back, posts `orientationDidChangeNotification`. Calls nest.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    /// Balances one `beginGeneratingDeviceOrientationNotifications()`; an unbalanced call is ignored.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Posts `orientationDidChangeNotification` when a screen went from `oldSize` to `newSize` across
    /// portrait and landscape while notifications are generated.
    func screenDidResize(from oldSize: CGSize, to newSize: CGSize) {
        guard isGeneratingDeviceOrientationNotifications,
              DeviceScreen.orientation(for: oldSize) != DeviceScreen.orientation(for: newSize) else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }

    // MARK: Battery, proximity, clicks

    /// Whether the app reads the battery (default `false`). Setting it changes what is asked, not what
    /// is known: no battery is read here.
    open var isBatteryMonitoringEnabled = false

    /// The battery's charge from 0 to 1; -1 when not known — always here.
    open var batteryLevel: Float { -1 }

    /// The battery's state: `.unknown` — always here.
    open var batteryState: BatteryState { .unknown }

    /// Whether proximity monitoring is on: it stays `false` when set, as on a device without a
    /// proximity sensor.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether the proximity sensor sees something close: `false` (no sensor).
    open var proximityState: Bool { false }

    /// Plays the keyboard click of an input view; a page plays no sounds, so nothing is heard.
    open func playInputClick() {}
}
