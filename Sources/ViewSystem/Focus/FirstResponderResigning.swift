/// A view told when the keys leave it for another view (or for none): the window calls it when its
/// first responder changes.
@MainActor
package protocol FirstResponderResigning: AnyObject {
    /// The view is no longer the first responder.
    func didResignFirstResponder()
}
