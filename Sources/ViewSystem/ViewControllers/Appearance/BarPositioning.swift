/// A bar that says where it sits (`UIBarPositioning`), for legacy customisations and the
/// delegate's `position(for:)`.
@MainActor
public protocol BarPositioning: AnyObject {
    /// Where the bar sits.
    var barPosition: BarPosition { get }
}
