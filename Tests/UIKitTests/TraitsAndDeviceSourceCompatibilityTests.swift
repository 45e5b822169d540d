import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A gallery screen as iOS apps write it: it picks its column count from the horizontal size class,
/// switches layouts when the size class changes, asks `UIDevice` what it runs on and listens for
/// orientation changes — compiles unchanged, and adapts when the page is resized.
@Suite("UIKit spellings of size classes, trait transitions and UIDevice")
@MainActor
struct TraitsAndDeviceSourceCompatibilityTests {
    final class PhotoGridViewController: UIViewController {
        var columns = 0
        var transitions: [String] = []
        var idiomAtLoad: UIUserInterfaceIdiom?
        var orientationChanges = 0
        var observer: NSObjectProtocol?

        override func viewDidLoad() {
            super.viewDidLoad()
            idiomAtLoad = UIDevice.current.userInterfaceIdiom
            columns = traitCollection.horizontalSizeClass == .regular ? 4 : 2
            UIDevice.current.beginGeneratingDeviceOrientationNotifications()
            observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.orientationChanges += 1 }
            }
        }

        override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
            transitions.append(newCollection.verticalSizeClass == .compact ? "to compact height" : "to regular height")
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
                columns = traitCollection.horizontalSizeClass == .regular ? 4 : 2
            }
        }

        func stop() {
            UIDevice.current.endGeneratingDeviceOrientationNotifications()
            if let observer { NotificationCenter.default.removeObserver(observer) }
        }
    }

    @Test("when the page turns from portrait to landscape, then the size classes change, the screen hears it and re-picks its columns, and the device posts an orientation change")
    func resize() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let screen = PhotoGridViewController()
        host.window.rootViewController = screen
        host.runFrames(1)
        defer { screen.stop() }
        #expect(screen.columns == 2)
        #expect(screen.idiomAtLoad == .unspecified, "a test host's window has no idiom unless its traits give one")
        host.resize(to: CGSize(width: 844, height: 390))
        #expect(screen.transitions == ["to compact height"])
        #expect(screen.columns == 4)
        #expect(screen.orientationChanges == 1)
        #expect(screen.traitCollection.horizontalSizeClass == .regular && screen.traitCollection.verticalSizeClass == .compact)
    }

    @Test("when the device is asked what it is, then every UIKit spelling answers")
    func device() {
        let device = UIDevice.current
        let summary = "\(device.name) \(device.model) \(device.localizedModel) \(device.systemName) \(device.systemVersion)"
        #expect(summary == "Browser Browser Browser iOS 18.0")
        #expect(device.identifierForVendor?.uuidString.isEmpty == false)
        let orientation: UIDeviceOrientation = device.orientation
        #expect(!orientation.isValidInterfaceOrientation, "no frame runs and no notifications are generated")
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryState == UIDevice.BatteryState.unknown && device.batteryLevel < 0)
        device.isBatteryMonitoringEnabled = false
        #expect(device.isMultitaskingSupported && !device.proximityState)
    }
}
