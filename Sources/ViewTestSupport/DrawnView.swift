import ViewSystem

/// A view that draws whatever content and background configuration a test gives it, as cells and
/// header views draw theirs.
@MainActor
public final class DrawnView: View {
    /// What the view draws inside its frame.
    public var content: RenderedContent?
    /// The background it draws.
    public var background: BackgroundConfiguration?
    public override var renderedContent: RenderedContent? { content }
    public override var renderedBackground: BackgroundConfiguration? { background }
}
