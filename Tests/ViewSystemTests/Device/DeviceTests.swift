import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// Records what the device says while the window lays it out.
@MainActor
private final class DeviceReadingView: View {
    var readings: [(idiom: UserInterfaceIdiom, orientation: DeviceOrientation, model: String)] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        let device = Device.current
        readings.append((device.userInterfaceIdiom, device.orientation, device.model))
    }
}

/// Reads the device when its view loads (in the scene delegate's `makeKeyAndVisible()`).
@MainActor
private final class DeviceReadingViewController: ViewController {
    var idiomWhenLoaded: UserInterfaceIdiom?
    override func viewDidLoad() { idiomWhenLoaded = Device.current.userInterfaceIdiom }
}

@MainActor
private final class DeviceSceneDelegate: Responder, WindowSceneDelegate {
    var window: Window?
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        window = Window(windowScene: windowScene)
        window?.rootViewController = DeviceReadingViewController()
        window?.makeKeyAndVisible()
    }
}

@Suite("Device: one per process, answering for the window whose frame runs or the scene being connected")
@MainActor
struct DeviceTests {
    fileprivate func stage(_ size: CGSize, idiom: UserInterfaceIdiom = .unspecified) -> (Window, ManualFrameClock, DeviceReadingView) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock, renderer: nil, timeSource: ManualTimeSource())
        window.overrideTraitCollection = TraitCollection(userInterfaceIdiom: idiom)
        let view = DeviceReadingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        return (window, clock, view)
    }

    @Test("when no window's frame runs, then the device has no idiom, no orientation and a browser's model")
    func outsideFrames() {
        let device = Device.current
        #expect(device.userInterfaceIdiom == .unspecified)
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        #expect(device.orientation == .unknown)
        #expect(device.model == "Browser" && device.name == "Browser" && device.localizedModel == "Browser")
        #expect(device.systemName == "iOS" && device.systemVersion == "18.0" && device.isMultitaskingSupported)
        #expect(device.identifierForVendor != nil && device.identifierForVendor == Device.current.identifierForVendor)
    }

    @Test("when a window's frame runs, then the device has that window's idiom and model; two windows answer each for itself")
    func perWindow() {
        let (phone, phoneClock, phoneView) = stage(CGSize(width: 390, height: 844), idiom: .phone)
        let (pad, padClock, padView) = stage(CGSize(width: 1024, height: 768), idiom: .pad)
        phoneClock.advanceFrames(1)
        padClock.advanceFrames(1)
        #expect(phoneView.readings.last?.idiom == .phone && phoneView.readings.last?.model == "iPhone")
        #expect(padView.readings.last?.idiom == .pad && padView.readings.last?.model == "iPad")
        _ = (phone, pad)
    }

    @Test("when orientation notifications are not generated, then the orientation is unknown; while they are, it follows the window's shape")
    func orientation() {
        let (window, clock, view) = stage(CGSize(width: 390, height: 844))
        clock.advanceFrames(1)
        #expect(view.readings.last?.orientation == .unknown)
        let device = Device.current
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications, "begin calls nest")
        view.setNeedsLayout()
        clock.advanceFrames(1)
        #expect(view.readings.last?.orientation == .portrait)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        view.setNeedsLayout()
        clock.advanceFrames(1)
        #expect(view.readings.last?.orientation == .landscapeLeft)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications, "an unbalanced end is ignored")
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
    }

    @Test("when a window turns between portrait and landscape while notifications are generated, then orientationDidChangeNotification is posted once; otherwise never")
    func orientationNotification() {
        let (window, _, _) = stage(CGSize(width: 390, height: 844))
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        var posted: Int { count.value }
        let observer = NotificationCenter.default.addObserver(forName: Device.orientationDidChangeNotification, object: Device.current, queue: nil) { _ in
            count.value += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(posted == 0, "not generating")
        Device.current.beginGeneratingDeviceOrientationNotifications()
        defer { Device.current.endGeneratingDeviceOrientationNotifications() }
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(posted == 1)
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 900)
        #expect(posted == 1, "still portrait")
    }

    @Test("when a scene connects, then its first view controller loads with the scene's idiom; afterwards, outside a frame, the device has none")
    func sceneConnection() throws {
        let application = Application()
        let appDelegate = LoggingAppDelegate()
        appDelegate.sceneDelegateClass = DeviceSceneDelegate.self
        application.launch(appDelegate)
        let scene = application.connectWindowScene(size: CGSize(width: 1024, height: 768), traits: TraitCollection(userInterfaceIdiom: .pad),
                                                   clock: ManualFrameClock(), renderer: nil, timeSource: ManualTimeSource())
        let root = try #require(scene.keyWindow?.rootViewController as? DeviceReadingViewController)
        #expect(root.idiomWhenLoaded == .pad)
        #expect(Device.current.userInterfaceIdiom == .unspecified)
    }

    @Test("when the battery and proximity sensor are asked for, then they answer as a device without them; setting proximity monitoring leaves it off")
    func batteryAndProximity() {
        let device = Device()
        device.isBatteryMonitoringEnabled = true
        #expect(device.isBatteryMonitoringEnabled)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
        device.playInputClick()
        #expect(Device.BatteryState(rawValue: 2) == .charging && Device.BatteryState(rawValue: 9) == nil)
    }

    @Test("when an orientation is asked what it is, then portrait, landscape, flat and valid interface orientations are told apart")
    func orientationPredicates() {
        #expect(DeviceOrientation.allCases.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
        #expect(DeviceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
        #expect(DeviceOrientation.allCases.filter(\.isFlat) == [.faceUp, .faceDown])
        #expect(DeviceOrientation.allCases.filter(\.isValidInterfaceOrientation) == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
        #expect(DeviceOrientation(rawValue: 7) == nil && DeviceOrientation(rawValue: 0) == .unknown)
    }
}
