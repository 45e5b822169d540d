/// A view whose kind decides its accessibility role, or that places itself among items, for
/// renderers (`View.renderedAccessibility`): switches, text fields, cells and collection views.
@MainActor
package protocol AccessibilityRendering: AnyObject {
    /// The role the view's kind gives it when no trait says more (`.element` for none).
    var accessibilityKindRole: RenderedAccessibility.Role { get }
    /// The view's place among its section's items (from 1) and their number, when it is an item.
    var accessibilityItemPosition: (position: Int, setSize: Int)? { get }
    /// Whether the view has the keyboard focus (a focused cell).
    var accessibilityIsFocused: Bool { get }
}

extension AccessibilityRendering {
    package var accessibilityItemPosition: (position: Int, setSize: Int)? { nil }
    package var accessibilityIsFocused: Bool { false }
}
