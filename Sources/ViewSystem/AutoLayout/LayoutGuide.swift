import CollectionGeometry
import Foundation

/// A rectangle that takes part in Auto Layout without being a view (`UILayoutGuide`, F33): an empty
/// space between views, or one of a view's system guides (margins, safe area, readable content).
@MainActor
open class LayoutGuide: LayoutItem, @MainActor CustomStringConvertible {
    /// Which rectangle a guide is.
    package enum Kind: Hashable {
        /// Constrained like a view (`addLayoutGuide`).
        case custom
        /// The owning view's bounds inset by its layout margins.
        case layoutMargins
        /// The owning view's bounds inset by its safe area.
        case safeArea
        /// The layout margins, no wider than a readable line (672 points), centred.
        case readableContent
        /// A scroll view's content rectangle: at the origin of its bounds coordinates, as large as its
        /// content size, which constraints on the guide's size set (`contentLayoutGuide`).
        case scrollContent
        /// A scroll view's frame, in its bounds coordinates: its bounds, moving with the content
        /// offset (`frameLayoutGuide`).
        case scrollFrame
    }

    /// The view the guide belongs to (set by `addLayoutGuide(_:)`).
    public package(set) weak var owningView: View?
    /// A name for diagnostics.
    open var identifier = ""
    package let kind: Kind

    /// A new custom guide; add it to a view with `addLayoutGuide(_:)`.
    public init() {
        kind = .custom
    }

    init(kind: Kind, owningView: View) {
        self.kind = kind
        self.owningView = owningView
        identifier = switch kind {
        case .custom: ""
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .scrollContent: "UIScrollViewContentLayoutGuide"
        case .scrollFrame: "UIScrollViewFrameLayoutGuide"
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as last laid out.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch kind {
        case .custom: return owningView.solvedFrame(of: self) ?? .zero
        case .layoutMargins: return owningView.bounds.inset(by: owningView.layoutMargins)
        case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .readableContent: return LayoutGuide.readableFrame(in: owningView.bounds.inset(by: owningView.layoutMargins))
        case .scrollContent: return CGRect(origin: .zero, size: (owningView as? any LayoutContentSizing)?.contentSize ?? .zero)
        case .scrollFrame: return owningView.bounds
        }
    }

    /// The widest readable line at the default text size (UIKit's readable content width).
    package static let readableWidth: CGFloat = 672

    static func readableFrame(in margins: CGRect) -> CGRect {
        guard margins.width > readableWidth else { return margins }
        return margins.insetBy(dx: (margins.width - readableWidth) / 2, dy: 0)
    }

    package var layoutItemDescription: String {
        identifier.isEmpty ? "UILayoutGuide" : "\(owningView.map { "\(type(of: $0))" } ?? "nil").\(identifier)"
    }

    public var description: String { "<UILayoutGuide \(identifier) \(layoutFrame.compactDescription)>" }

    private var anchors = AnchorCache()
    private func anchor<T: AnyObject>(_ attribute: LayoutConstraint.Attribute, _ make: (AnchorSide) -> T) -> T {
        anchors.anchor(attribute, of: self, make)
    }

    public var leadingAnchor: LayoutXAxisAnchor { anchor(.leading, LayoutXAxisAnchor.init) }
    public var trailingAnchor: LayoutXAxisAnchor { anchor(.trailing, LayoutXAxisAnchor.init) }
    public var leftAnchor: LayoutXAxisAnchor { anchor(.left, LayoutXAxisAnchor.init) }
    public var rightAnchor: LayoutXAxisAnchor { anchor(.right, LayoutXAxisAnchor.init) }
    public var centerXAnchor: LayoutXAxisAnchor { anchor(.centerX, LayoutXAxisAnchor.init) }
    public var topAnchor: LayoutYAxisAnchor { anchor(.top, LayoutYAxisAnchor.init) }
    public var bottomAnchor: LayoutYAxisAnchor { anchor(.bottom, LayoutYAxisAnchor.init) }
    public var centerYAnchor: LayoutYAxisAnchor { anchor(.centerY, LayoutYAxisAnchor.init) }
    public var widthAnchor: LayoutDimension { anchor(.width, LayoutDimension.init) }
    public var heightAnchor: LayoutDimension { anchor(.height, LayoutDimension.init) }
}
