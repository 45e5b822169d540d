import CollectionGeometry
import Foundation

/// A spinner that shows work in progress (`UIActivityIndicatorView`, F34).
///
/// The page turns it (a drawing, not the engine's animation). Differences from UIKit: the spinner is
/// a ring of eight rays drawn by the page.
@MainActor
open class ActivityIndicatorView: View {
    /// The size (`UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable {
        /// 20 × 20.
        case medium
        /// 37 × 37.
        case large

        var side: CGFloat { self == .large ? 37 : 20 }
    }

    /// The size (default `.medium`).
    open var style = Style.medium { didSet { if style != oldValue { spinnerDidChange() } } }
    /// The colour (`nil`: `.secondaryLabel`).
    open var color: Color? { didSet { spinnerDidChange() } }
    /// Whether the spinner hides itself when stopped (default `true`).
    open var hidesWhenStopped = true { didSet { spinnerDidChange() } }
    /// Whether it is spinning.
    public private(set) var isAnimating = false

    private let spinner = ImageView()

    /// A spinner of `style`.
    public convenience init(style: Style) {
        self.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        self.style = style
        spinnerDidChange()
    }

    /// Creates a medium spinner.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(spinner)
        spinnerDidChange()
    }

    /// Creates a medium spinner; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(spinner)
        spinnerDidChange()
    }

    /// Starts spinning (and shows the view).
    open func startAnimating() {
        isAnimating = true
        spinnerDidChange()
    }

    /// Stops spinning (and hides the view when `hidesWhenStopped`).
    open func stopAnimating() {
        isAnimating = false
        spinnerDidChange()
    }

    /// The style's square.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.frame = CGRect(x: ((bounds.width - style.side) / 2).rounded(), y: ((bounds.height - style.side) / 2).rounded(),
                               width: style.side, height: style.side)
    }

    private func spinnerDidChange() {
        spinner.image = isAnimating ? Image(systemName: SymbolLibrary.activityIndicatorName, size: CGSize(width: style.side, height: style.side)) : nil
        spinner.tintColor = color ?? .secondaryLabel
        isHidden = hidesWhenStopped && !isAnimating
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
