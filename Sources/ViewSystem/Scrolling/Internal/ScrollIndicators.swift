import CollectionGeometry
import Foundation

/// A scroll view's two indicators: the bars that show, while the content moves, where the visible
/// part is in the whole. Made when first shown, taken out of the view once faded, so a scroll view at
/// rest has none among its subviews.
@MainActor
final class ScrollIndicators {
    /// The indicators' thickness, their distance from the edges, the shortest they get (the shortest
    /// while rubber-banding), in points.
    static let thickness: CGFloat = 3
    static let margin: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let minimumSquashedLength: CGFloat = 7
    /// How long the indicators stay after the content stops, and how long they take to fade.
    static let lingerDuration: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.25
    /// Above every other subview (cells are added while the content scrolls).
    static let zPosition: CGFloat = 1_000_000

    private(set) var vertical: View?
    private(set) var horizontal: View?
    /// Whether a fade-out runs (started when the content stopped).
    var isFading = false
    /// Counts the times the indicators were shown, so a fade that a later showing interrupted does not
    /// take them out when it ends.
    var showings = 0
    /// Whether a `withScrollIndicatorsShown(forContentOffsetChanges:)` block is running.
    var isForced = false

    /// Whether either indicator is in the scroll view.
    var isShowing: Bool { vertical != nil || horizontal != nil }

    /// The vertical (or horizontal) bar, made and added to `scrollView` when missing.
    func bar(vertical isVertical: Bool, in scrollView: View) -> View {
        if let existing = isVertical ? vertical : horizontal { return existing }
        let bar = View()
        bar.isUserInteractionEnabled = false
        bar.layer.cornerRadius = Self.thickness / 2
        bar.layer.zPosition = Self.zPosition
        scrollView.addSubview(bar)
        if isVertical { vertical = bar } else { horizontal = bar }
        return bar
    }

    /// Takes the bar out (its axis no longer scrolls, or the fade ended).
    func remove(vertical isVertical: Bool) {
        (isVertical ? vertical : horizontal)?.removeFromSuperview()
        if isVertical { vertical = nil } else { horizontal = nil }
    }

    /// Where an indicator goes in the scroll view's bounds, or `nil` when the content does not
    /// scroll along that axis or there is no room: on the trailing edge (vertical; the leading one
    /// right to left) or the bottom edge (horizontal), `margin` in from the edge and the insets, as
    /// long as the visible part is of the whole (`minimumLength` at least), placed as far along the
    /// track as the offset is along its range, and shorter by what the content is pulled past an end.
    static func frame(vertical isVertical: Bool, bounds: CGRect, contentSize: CGSize, adjustedContentInset: EdgeInsets,
                      indicatorInsets insets: EdgeInsets, minimumOffset: CGPoint, maximumOffset: CGPoint,
                      rightToLeft: Bool) -> CGRect? {
        let extent = isVertical ? contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom
                                : contentSize.width + adjustedContentInset.left + adjustedContentInset.right
        let visible = isVertical ? bounds.height : bounds.width
        guard extent > visible + 0.5, visible > 0 else { return nil }
        let leadingInset = isVertical ? insets.top : insets.left, trailingInset = isVertical ? insets.bottom : insets.right
        let track = visible - leadingInset - trailingInset - 2 * margin
        guard track > minimumSquashedLength else { return nil }
        var length = Swift.min(track, Swift.max(minimumLength, track * visible / extent))
        let offset = isVertical ? bounds.minY : bounds.minX
        let lower = isVertical ? minimumOffset.y : minimumOffset.x, upper = isVertical ? maximumOffset.y : maximumOffset.x
        let overscroll = offset < lower ? lower - offset : (offset > upper ? offset - upper : 0)
        length = Swift.max(minimumSquashedLength, length - overscroll)
        let progress = upper > lower ? Swift.min(1, Swift.max(0, (offset - lower) / (upper - lower))) : 0
        let along = offset + leadingInset + margin + progress * (track - length)
        if isVertical {
            let x = rightToLeft ? bounds.minX + insets.left + margin : bounds.maxX - insets.right - margin - thickness
            return CGRect(x: x, y: along, width: thickness, height: length)
        }
        return CGRect(x: along, y: bounds.maxY - insets.bottom - margin - thickness, width: length, height: thickness)
    }
}
