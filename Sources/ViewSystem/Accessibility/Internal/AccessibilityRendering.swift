/// A view that places itself among items, for renderers (`View.renderedAccessibility`): a cell, whose
/// `accessibilityKind` is `.item`.
@MainActor
package protocol AccessibilityRendering: AnyObject {
    /// The view's place among its section's items (from 1) and their number, when it is an item.
    var accessibilityItemPosition: (position: Int, setSize: Int)? { get }
    /// Whether the view has the keyboard focus (a focused cell).
    var accessibilityIsFocused: Bool { get }
}
