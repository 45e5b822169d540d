import CollectionGeometry
import Foundation

extension Window {
    /// Creates a window in `windowScene`, the scene's size, on the scene's frame clock
    /// (`UIWindow(windowScene:)`). It is drawn once it is the key window (`makeKeyAndVisible()`).
    public convenience init(windowScene: WindowScene) {
        self.init(frame: CGRect(origin: .zero, size: windowScene.size), clock: windowScene.clock, renderer: nil,
                  timeSource: windowScene.timeSource)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to; setting it moves the window to another scene (or out of any).
    public var windowScene: WindowScene? {
        get { sceneResponder as? WindowScene }
        set {
            guard newValue !== windowScene else { return }
            windowScene?.detach(self)
            sceneResponder = newValue
            newValue?.attach(self)
        }
    }

    /// Shows the window and makes it the key window of its scene: the one drawn and given input. A
    /// window in no scene only shows.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window of its scene.
    public func makeKey() {
        windowScene?.makeKey(self)
    }

    /// Whether the window is its scene's key window.
    public var isKeyWindow: Bool { windowScene?.keyWindow === self }
}
