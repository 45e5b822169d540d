/// The anchors of a view or a layout guide, made when first asked for and kept: one slot per
/// attribute, each always holding the anchor type of its attribute.
@MainActor
struct AnchorCache {
    private var slots: [AnyObject?] = []

    /// The anchor of `attribute`, made by `make` from a new side of `item` the first time.
    mutating func anchor<T: AnyObject>(_ attribute: LayoutConstraint.Attribute, of item: any LayoutItem, _ make: (AnchorSide) -> T) -> T {
        let index = attribute.rawValue
        if index < slots.count, let existing = slots[index] { return unsafeDowncast(existing, to: T.self) }
        if slots.isEmpty { slots = Array(repeating: nil, count: LayoutConstraint.Attribute.allCases.count) }
        let made = make(AnchorSide(item: item, attribute: attribute))
        slots[index] = made
        return made
    }
}
