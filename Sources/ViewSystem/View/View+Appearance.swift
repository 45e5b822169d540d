import CollectionGeometry
import Foundation

extension View {
    /// How a view lays out its content when its bounds change (`UIView.ContentMode`); image views
    /// scale their image by it.
    public enum ContentMode: Int, Hashable, Sendable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which of a view's margins and sizes follow its superview's size (`UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the tint colour is adjusted (`UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Hashable, Sendable {
        /// The superview's mode (normal at the top).
        case automatic
        case normal
        /// Desaturated, as behind a presented sheet.
        case dimmed
    }

    /// The state behind the view's appearance properties.
    package struct AppearanceState {
        var backgroundColor: Color?
        var tintColor: Color?
        var tintAdjustmentMode: TintAdjustmentMode = .automatic
        var isOpaque = true
        var contentMode: ContentMode = .scaleToFill
        var autoresizingMask: AutoresizingMask = []
        var autoresizesSubviews = true
        var preservesSuperviewLayoutMargins = false
    }

    // MARK: Colours (the overridable properties are declared in the class; these do the work)

    func setBackgroundColor(_ color: Color?) {
        guard color != appearance.backgroundColor else { return }
        appearance.backgroundColor = color
        setNeedsDisplay()
    }

    /// The tint: the view's own when set, else its superview's, else the system blue; desaturated
    /// when the effective adjustment mode is `.dimmed`.
    var inheritedTintColor: Color {
        let tint = appearance.tintColor ?? superview?.tintColor ?? Color.tintColor
        return effectiveTintAdjustmentMode == .dimmed ? Color(white: 0.5, alpha: tint.alpha) : tint
    }

    func setOwnTintColor(_ color: Color?) {
        guard color != appearance.tintColor else { return }
        appearance.tintColor = color
        notifyTintChange(modeChanged: false)
    }

    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        guard mode != appearance.tintAdjustmentMode else { return }
        appearance.tintAdjustmentMode = mode
        notifyTintChange(modeChanged: true)
    }

    /// The adjustment mode in effect: the first ancestor's that is not `.automatic`, else `.normal`.
    public var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: View? = self
        while let current = view {
            if current.appearance.tintAdjustmentMode != .automatic { return current.appearance.tintAdjustmentMode }
            view = current.superview
        }
        return .normal
    }

    /// Tells this view and every descendant whose tint follows it that the tint changed: those
    /// without a tint of their own when the colour changed, those with an automatic adjustment mode
    /// when the mode did (`modeChanged`).
    func notifyTintChange(modeChanged: Bool) {
        tintColorDidChange()
        for subview in subviews
        where modeChanged ? subview.appearance.tintAdjustmentMode == .automatic : subview.appearance.tintColor == nil {
            subview.notifyTintChange(modeChanged: modeChanged)
        }
    }

    // MARK: Drawing and content

    /// The view's drawing properties (Core Animation's layer): corners, border, shadow, sublayers;
    /// an instance of the class's `layerClass`, made when first asked for.
    public var layer: Layer {
        if let storedLayer { return storedLayer }
        let layerType: Layer.Type
        if let type = Self.layerClass as? Layer.Type {
            layerType = type
        } else {
            layerType = Layer.self
            LayoutDiagnostic.report("\(Self.self).layerClass \(Self.layerClass) is not a CALayer class; the view uses a CALayer.",
                                    constraints: [], from: self)
        }
        let layer = layerType.init()
        layer.attach(to: self)
        storedLayer = layer
        return layer
    }

    /// A layer in the view's layer tree changed: the view draws again.
    func layerDidChange() {
        needsRenderUpdate = true
    }

    /// The layer's `zPosition`, rounded and bounded to ±1 000 000, added to the view's place among
    /// its siblings.
    var layerZIndex: Int {
        guard let storedLayer, storedLayer.zPosition != 0 else { return 0 }
        return Int(Swift.min(1_000_000, Swift.max(-1_000_000, storedLayer.zPosition)).rounded())
    }

    /// What renderers draw besides geometry, resolved for the view's traits — sublayers with
    /// animations as their presentations at the window's current frame. A view drawn with a running
    /// layer animation is tracked by its window from then on (one that joined a window, or got an
    /// animated sublayer, after the animation was added).
    var renderedAppearance: RenderedAppearance {
        if let storedLayer {
            var time: TimeInterval?
            if storedLayer.treeHasAnimations(), let window {
                time = window.clock.now
                if storedLayer.treeHasAnimations(running: true) { window.layerAnimations.track(self) }
            }
            return storedLayer.rendered(background: appearance.backgroundColor, traits: traitCollection, time: time)
        }
        guard let background = appearance.backgroundColor else { return RenderedAppearance() }
        var result = RenderedAppearance()
        result.backgroundColor = background.isDynamic ? background.resolvedColor(with: traitCollection) : background
        return result
    }

    // MARK: Finding views

    /// The view itself or the first descendant (depth first) whose `tag` is `tag`.
    ///
    /// - Complexity: O(descendants).
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
