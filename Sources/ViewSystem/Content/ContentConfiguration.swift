import Foundation

/// What a cell, header or footer shows (`UIContentConfiguration`): a value that makes the view that
/// shows it, and gives the configuration for a state.
///
/// A cell given a configuration installs `makeContentView()`'s view as its content view, and on each
/// later configuration sets the view's `configuration` while `supports(_:)` holds, replacing the view
/// otherwise (`Guides/ContentViews.md`, "Content configurations").
///
/// Differences from UIKit: `ListContentConfiguration` and `CustomContentConfiguration` set on a cell
/// are drawn by the renderer as the cell's content (one drawn element and one measurement a cell)
/// instead of through a content view: their `makeContentView()` views exist for use anywhere else.
public protocol ContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> any View & ContentView

    /// The configuration to use in `state`.
    func updated(for state: any ConfigurationState) -> Self
}

/// A configuration renderers draw themselves as a cell's content, without a content view.
package protocol DrawnContentConfiguration: ContentConfiguration {
    /// What renderers draw and measure.
    var renderedContent: RenderedContent { get }
}
