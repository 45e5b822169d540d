import CollectionGeometry
import Foundation

/// What `Device` answers from: the traits and size of the window or scene whose work is running.
///
/// A process serves many pages, each its own device; the window makes its screen `current` while its
/// frame runs, the application while a scene connects (the scene delegate makes its window and loads
/// its first view controller there).
struct DeviceScreen: Sendable, Equatable {
    /// The screen in front, if a window's frame or a scene's connection is running.
    @TaskLocal package static var current: DeviceScreen?

    /// The window's or scene's traits.
    package var traits: TraitCollection
    /// The window's or scene's size, in points.
    package var size: CGSize

    init(traits: TraitCollection, size: CGSize) {
        self.traits = traits
        self.size = size
    }

    /// The orientation a device showing this screen full-size has: portrait when it is at least as
    /// tall as it is wide, `.landscapeLeft` otherwise (a page cannot tell which way a device turned);
    /// `.unknown` without a size.
    var orientation: DeviceOrientation {
        Self.orientation(for: size)
    }

    /// The orientation of a screen of `size` (see `orientation`).
    static func orientation(for size: CGSize) -> DeviceOrientation {
        guard size.width > 0, size.height > 0 else { return .unknown }
        return size.height >= size.width ? .portrait : .landscapeLeft
    }
}
