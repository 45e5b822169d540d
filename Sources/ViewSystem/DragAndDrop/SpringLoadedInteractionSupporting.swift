import Foundation

/// A view that opens what a drag rests on (`UISpringLoadedInteractionSupporting`).
@MainActor
public protocol SpringLoadedInteractionSupporting: AnyObject {
    /// Whether a drag resting on an element opens it (default `false`).
    var isSpringLoaded: Bool { get set }
}
