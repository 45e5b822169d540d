import CollectionGeometry
import Foundation

extension View {
    /// Resizes subviews by their masks after this view's size changed from `oldSize` — UIKit's springs
    /// and struts: along each axis, the size change is shared among the flexible parts (leading
    /// margin, size, trailing margin) in proportion to their current lengths, equally when those are
    /// all zero.
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews, oldSize != bounds.size else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            var frame = subview.frame
            let mask = subview.autoresizingMask
            let (x, width) = Self.resize(start: frame.minX, length: frame.width, container: oldSize.width, newContainer: bounds.width,
                                         flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                                         flexibleEnd: mask.contains(.flexibleRightMargin))
            let (y, height) = Self.resize(start: frame.minY, length: frame.height, container: oldSize.height, newContainer: bounds.height,
                                          flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                                          flexibleEnd: mask.contains(.flexibleBottomMargin))
            frame = CGRect(x: x, y: y, width: width, height: height)
            if frame != subview.frame { subview.frame = frame }
        }
    }

    /// One axis of springs and struts.
    static func resize(start: CGFloat, length: CGFloat, container: CGFloat, newContainer: CGFloat,
                       flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) -> (start: CGFloat, length: CGFloat) {
        let delta = newContainer - container
        guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (start, length) }
        let end = container - start - length
        let parts = [(flexibleStart, Swift.max(0, start)), (flexibleLength, Swift.max(0, length)), (flexibleEnd, Swift.max(0, end))]
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(flexible.count)
        }
        return (start + share(parts[0]), Swift.max(0, length + share(parts[1])))
    }
}
