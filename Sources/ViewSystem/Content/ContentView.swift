import Foundation

/// A view that shows a content configuration (`UIContentView`).
@MainActor
public protocol ContentView: AnyObject {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any ContentConfiguration { get set }

    /// Whether the view can show `configuration` (a cell then sets it instead of making a new view).
    /// The default: configurations of the type the view shows now, as UIKit assumes without one.
    func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
    /// Whether `configuration` is of the type of the one the view shows.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
