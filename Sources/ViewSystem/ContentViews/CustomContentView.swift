import CollectionGeometry
import Foundation

/// A view that draws a `CustomContentConfiguration` as its content: what the configuration's
/// `makeContentView()` returns, for showing such content outside a cell.
@MainActor
public final class CustomContentView: View, ContentView {
    private var shown: CustomContentConfiguration

    /// A view drawing `configuration`.
    public init(configuration: CustomContentConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// A view drawing nothing; `coder` is ignored.
    public required init?(coder: NSCoder) {
        shown = CustomContentConfiguration(.vertical([]))
        super.init(coder: coder)
    }

    /// The configuration drawn. One of another type is refused with a diagnostic (the view keeps what
    /// it draws), as `supports(_:)` says.
    public var configuration: any ContentConfiguration {
        get { shown }
        set {
            guard let custom = accepted(newValue, as: CustomContentConfiguration.self, names: ("CustomContentView", "CustomContentConfiguration")) else { return }
            guard custom != shown else { return }
            shown = custom
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether `configuration` is custom content.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is CustomContentConfiguration
    }

    /// The content's measured size.
    public override var intrinsicContentSize: CGSize { measured(width: nil) }

    /// The content's measured size within `size.width`.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        measured(width: size.width.isFinite && size.width > 0 ? size.width : nil)
    }

    private func measured(width: CGFloat?) -> CGSize {
        let content = RenderedContent.custom(shown)
        let target = CGSize(width: width ?? 0, height: 0)
        return measureContent(content, fitting: target, fixesWidth: width != nil, fixesHeight: false)
            ?? TextMetrics().size(of: content, fixedWidth: width)
    }

    override func measurementDidArrive() -> Bool {
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
        return true
    }

    /// The configuration, drawn by the renderer.
    public override var renderedContent: RenderedContent? { .custom(shown) }
}
