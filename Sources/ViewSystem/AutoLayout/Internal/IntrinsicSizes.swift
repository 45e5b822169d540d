import CollectionGeometry
import ConstraintSolver
import Foundation

/// An island's content-size constraints (F33): for each view with an intrinsic size, hugging (≤) and
/// compression resistance (≥) around it on each axis, kept up to date in place as sizes change, and
/// for views whose height follows their width (multi-line labels), measured again at the width the
/// solution gives them.
///
/// An owned part of `Island`: it adds to and updates the island's solver, which it is handed.
@MainActor
struct IntrinsicSizes {
    private struct Item {
        weak var view: View?
        var size: CGSize
        /// Hugging and compression on width, then on height.
        var ids: [ConstraintID?]
        /// For a view whose height follows its width: its width variable and the width its height
        /// was last measured at.
        var wrapWidth: Variable?
        var layoutWidth: CGFloat?
    }

    private var items: [Item] = []
    private var wrappingCount = 0

    /// Adds `view`'s constraints on its `width` and `height` variables.
    mutating func add(_ view: View, width: Variable, height: Variable, to solver: inout ConstraintSolver) {
        let size = Self.intrinsicSize(of: view, atLayoutWidth: nil)
        func strength(_ priority: LayoutPriority) -> Strength {
            priority == .required ? .required : Strength(priority: Double(priority.rawValue))
        }
        var ids: [ConstraintID?] = [nil, nil, nil, nil]
        if size.width >= 0, size.width.isFinite {
            ids[0] = try? solver.add(LinearConstraint(LinearExpression(width) - Double(size.width), .lessThanOrEqual,
                                                      strength: strength(view.contentHuggingPriority(for: .horizontal))))
            ids[1] = try? solver.add(LinearConstraint(LinearExpression(width) - Double(size.width), .greaterThanOrEqual,
                                                      strength: strength(view.contentCompressionResistancePriority(for: .horizontal))))
        }
        if size.height >= 0, size.height.isFinite {
            ids[2] = try? solver.add(LinearConstraint(LinearExpression(height) - Double(size.height), .lessThanOrEqual,
                                                      strength: strength(view.contentHuggingPriority(for: .vertical))))
            ids[3] = try? solver.add(LinearConstraint(LinearExpression(height) - Double(size.height), .greaterThanOrEqual,
                                                      strength: strength(view.contentCompressionResistancePriority(for: .vertical))))
        }
        let wraps = view.wrapsAtLayoutWidth && ids[2] != nil
        if wraps { wrappingCount += 1 }
        items.append(Item(view: view, size: size, ids: ids, wrapWidth: wraps ? width : nil, layoutWidth: nil))
    }

    /// Brings the constants up to date with the views' current intrinsic sizes; `false` when a view
    /// gained or lost a size on an axis (the constraints themselves change: the island builds again).
    mutating func refresh(_ solver: inout ConstraintSolver) -> Bool {
        for index in items.indices {
            guard let view = items[index].view else { continue }
            let size = Self.intrinsicSize(of: view, atLayoutWidth: items[index].layoutWidth)
            guard size != items[index].size else { continue }
            let old = items[index].size
            if (old.width >= 0) != (size.width >= 0) || (old.height >= 0) != (size.height >= 0) || !size.width.isFinite || !size.height.isFinite {
                return false
            }
            items[index].size = size
            let ids = items[index].ids
            if size.width >= 0 {
                for id in [ids[0], ids[1]].compactMap({ $0 }) { try? solver.updateConstant(id, to: -Double(size.width)) }
            }
            if size.height >= 0 {
                for id in [ids[2], ids[3]].compactMap({ $0 }) { try? solver.updateConstant(id, to: -Double(size.height)) }
            }
        }
        return true
    }

    /// `view`'s intrinsic size for the constraints: a view whose height follows its width gives its
    /// one-line width and its height at `layoutWidth` — on one line before a width is known, never at
    /// the width of its own last frame, which would keep a label wrapped at a width it had only
    /// because its text was measured narrower before (the page's answer comes a frame later).
    private static func intrinsicSize(of view: View, atLayoutWidth layoutWidth: CGFloat?) -> CGSize {
        guard view.wrapsAtLayoutWidth else { return view.intrinsicContentSize }
        return view.intrinsicContentSize(forLayoutWidth: layoutWidth ?? .greatestFiniteMagnitude) ?? view.intrinsicContentSize
    }

    /// Measures the heights of wrapping views again at the widths the solution gives them and
    /// re-solves, until no width changes (at most four rounds: a height can move a width only through
    /// constraints that tie the two axes, and those settle quickly or not at all).
    mutating func settleWrapping(_ solver: inout ConstraintSolver) {
        guard wrappingCount > 0 else { return }
        for _ in 0..<4 {
            var changed = false
            for index in items.indices {
                guard let variable = items[index].wrapWidth, let view = items[index].view else { continue }
                let width = (Swift.max(0, solver.value(of: variable)) * 2).rounded() / 2
                guard width != items[index].layoutWidth else { continue }
                items[index].layoutWidth = width
                guard let size = view.intrinsicContentSize(forLayoutWidth: width), size.height.isFinite, size.height >= 0,
                      size.height != items[index].size.height else { continue }
                items[index].size.height = size.height
                let ids = items[index].ids
                for id in [ids[2], ids[3]].compactMap({ $0 }) { try? solver.updateConstant(id, to: -Double(size.height)) }
                changed = true
            }
            if !changed { return }
        }
    }
}
