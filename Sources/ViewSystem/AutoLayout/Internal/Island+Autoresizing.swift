import CollectionGeometry
import ConstraintSolver
import Foundation

extension Island {
    /// UIKit's autoresizing constraints: a fixed view's frame follows its superview's size by its mask.
    func addAutoresizing(_ view: View) {
        guard let frame = frameVariables(view), let superview = view.superview else { return }
        let parent = size(superview)
        let current = view.frame, container = superview.bounds.size
        let mask = view.autoresizingMask
        func axis(_ start: Variable, _ length: Variable, _ containerLength: LinearExpression, from: CGFloat, length size: CGFloat, in total: CGFloat,
                  flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) {
            let end = total - from - size
            let s = Double(from), l = Double(size), e = Double(end)
            switch (flexibleStart, flexibleLength, flexibleEnd) {
            case (false, false, false), (false, false, true):
                addRequired(start == s)
                addRequired(length == l)
            case (false, true, false):
                addRequired(start == s)
                addRequired(start + length == containerLength - e)
            case (true, false, false):
                addRequired(length == l)
                addRequired(start + length == containerLength - e)
            case (true, false, true):
                addRequired(length == l)
                let share = s + e > 0 ? s / (s + e) : 0.5
                addRequired(start == (containerLength - l) * share)
            case (false, true, true):
                addRequired(start == s)
                let share = l + e > 0 ? l / (l + e) : 0.5
                addRequired(length == (containerLength - s) * share)
            case (true, true, false):
                let share = s + l > 0 ? s / (s + l) : 0.5
                addRequired(start == (containerLength - e) * share)
                addRequired(start + length == containerLength - e)
            case (true, true, true):
                let sum = s + l + e
                addRequired(start == containerLength * (sum > 0 ? s / sum : 1.0 / 3))
                addRequired(length == containerLength * (sum > 0 ? l / sum : 1.0 / 3))
            }
        }
        axis(frame.x, frame.w, parent.0, from: current.minX, length: current.width, in: container.width,
             flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth), flexibleEnd: mask.contains(.flexibleRightMargin))
        axis(frame.y, frame.h, parent.1, from: current.minY, length: current.height, in: container.height,
             flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight), flexibleEnd: mask.contains(.flexibleBottomMargin))
    }
}
