import Foundation

/// What a cell, header or footer shows (`UIContentConfiguration`).
///
/// Differences from UIKit: there is no `makeContentView()`. Views never draw here; a renderer draws
/// `renderedContent` and measures it for self-sizing (Guides/Architecture.md, "Content of cells").
public protocol ContentConfiguration: Sendable {
    /// The configuration to use in `state`. The default returns `self` unchanged.
    func updated(for state: CellConfigurationState) -> Self

    /// What renderers draw and measure.
    var renderedContent: RenderedContent { get }
}

extension ContentConfiguration {
    /// The configuration unchanged.
    public func updated(for state: CellConfigurationState) -> Self { self }
}
