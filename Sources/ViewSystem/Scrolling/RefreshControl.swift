import CollectionGeometry
import Foundation

/// Pull to refresh, on any scroll view (`UIRefreshControl`, F19).
///
/// Pulling the content down past `triggerDistance` during a drag starts refreshing: `isRefreshing`
/// becomes `true` and `.valueChanged` is sent once. While refreshing, the scroll view keeps
/// `Self.height` points of room above its content, so the content settles below the control; call
/// `endRefreshing()` when done. `beginRefreshing()` starts it from code without sending the event, as
/// in UIKit.
@MainActor
open class RefreshControl: Control {
    /// The room kept above the content while refreshing.
    public static let height: CGFloat = 60

    /// Whether a refresh is running.
    public private(set) var isRefreshing = false {
        didSet { if oldValue != isRefreshing { setNeedsDisplay() } }
    }
    /// How far past the top the content must be pulled to start refreshing. The default is 88 points;
    /// NaN, infinite and non-positive values are ignored.
    open var triggerDistance: CGFloat = 88 {
        didSet { if !triggerDistance.isFinite || triggerDistance <= 0 { triggerDistance = oldValue } }
    }
    /// Text shown under the spinner.
    open var title: String? {
        didSet { if oldValue != title { setNeedsDisplay() } }
    }
    /// What renderers draw: the spinner (an arrow while idle, a circle arrow while refreshing) above
    /// the title, centred. Differences from UIKit: the spinner is a glyph; renderers do not spin it.
    open override var renderedContent: RenderedContent? {
        // The spinner is grey unless a tint was set on the control itself (UIKit's default).
        let color = appearance.tintColor ?? .secondaryLabel
        var parts: [CustomContentConfiguration.Part] = [.text(isRefreshing ? "⟳" : "↓", font: .systemFont(ofSize: 20), color: color)]
        if let title, !title.isEmpty { parts.append(.text(title, font: .systemFont(ofSize: 12), color: color)) }
        return .custom(CustomContentConfiguration(.styled(.vertical(parts, spacing: 2), classNames: ["centered"])))
    }

    /// The scroll view the control belongs to.
    public internal(set) weak var scrollView: ScrollView?

    /// Creates a refresh control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a refresh control; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts refreshing from code: no `.valueChanged`, the room above the content appears.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        scrollView?.refreshStateDidChange()
    }

    /// Ends refreshing: the room above the content goes, animating the content back if it showed it.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        scrollView?.refreshStateDidChange()
    }

    /// Called by the scroll view during a drag with how far the content is pulled past its top.
    func dragged(overscroll: CGFloat) {
        guard isEnabled, !isRefreshing, overscroll >= triggerDistance else { return }
        isRefreshing = true
        scrollView?.refreshStateDidChange()
        sendActions(for: .valueChanged)
    }
}
