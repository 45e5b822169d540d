/// A view that hears when it, or a view in its subtree, invalidates its intrinsic content size or
/// changes constraints: a view whose own size follows its content (a collection view cell, which
/// its collection view measures again under `selfSizingInvalidation`). Such a view sets
/// `observesLayoutSize`.
@MainActor
package protocol LayoutSizeObserving: View {
    /// `source` — this view or one in its subtree — invalidated its intrinsic content size
    /// (`byConstraints` `false`), or its constraints changed (`true`).
    func layoutSizeDidInvalidate(in source: View, byConstraints: Bool)
}
