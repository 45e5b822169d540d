import CollectionGeometry
import Foundation

/// A view whose bounds origin moves over a larger content area — the headless `UIScrollView`.
///
/// `contentOffset` is `bounds.origin`; `adjustedContentInset` adds the safe area to `contentInset`
/// according to `contentInsetAdjustmentBehavior`.
@MainActor
open class ScrollView: View {
    /// The receiver of scrolling events.
    open weak var delegate: (any ScrollViewDelegate)?

    /// The size of the scrollable content. The default is zero.
    open var contentSize: CGSize = .zero {
        didSet {
            if !contentSize.isUsableSize { contentSize = contentSize.sanitizedSize }
            if oldValue != contentSize { updateAdjustedContentInset() }
        }
    }

    /// Extra space around the content. The default is zero.
    open var contentInset: EdgeInsets = .zero {
        didSet {
            if !contentInset.isFiniteInsets { contentInset = contentInset.finiteInsets }
            if oldValue != contentInset { updateAdjustedContentInset() }
        }
    }

    /// How the safe area adds to `contentInset`. The default is `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { updateAdjustedContentInset() } }
    }

    /// The insets actually applied around the content: `contentInset` plus the safe area, as configured.
    public private(set) var adjustedContentInset: EdgeInsets = .zero

    /// The point of the content shown at the top-left corner (`bounds.origin`).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// Creates a scroll view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a scroll view with a zero frame; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        if oldBounds.size != bounds.size { updateAdjustedContentInset() }
        if oldBounds.origin != bounds.origin { delegate?.scrollViewDidScroll(self) }
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// Called when `adjustedContentInset` changes. The default marks the view as needing layout.
    open func adjustedContentInsetDidChange() {
        setNeedsLayout()
    }

    private func updateAdjustedContentInset() {
        let safe = safeAreaInsets
        var added = EdgeInsets.zero
        let scrollsHorizontally = contentSize.width > bounds.width
        let scrollsVertically = contentSize.height > bounds.height
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            added = safe
        case .automatic:
            added.top = safe.top
            added.bottom = safe.bottom
            if scrollsHorizontally { added.left = safe.left; added.right = safe.right }
        case .scrollableAxes:
            if scrollsVertically { added.top = safe.top; added.bottom = safe.bottom }
            if scrollsHorizontally { added.left = safe.left; added.right = safe.right }
        }
        let adjusted = contentInset + added
        guard adjusted != adjustedContentInset else { return }
        adjustedContentInset = adjusted
        adjustedContentInsetDidChange()
    }
}
