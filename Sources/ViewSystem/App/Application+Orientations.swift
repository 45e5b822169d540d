import Foundation

extension Application {
    /// The orientations view controllers in `window` may take: the delegate's answer
    /// (`application(_:supportedInterfaceOrientationsFor:)`), else UIKit's defaults for the window's
    /// idiom. A page cannot be turned, so this is answered, not applied.
    public func supportedInterfaceOrientations(for window: Window?) -> InterfaceOrientationMask {
        if let delegate { return delegate.application(self, supportedInterfaceOrientationsFor: window) }
        return .defaultSupported(for: window?.traitCollection.userInterfaceIdiom)
    }
}
