/// What assistive technologies learn of a view, for renderers (F40): the page turns it into ARIA on
/// the view's box, so a screen reader hears what VoiceOver would.
///
/// A view that is no element and changes nothing for its subviews has none (`nil`); its texts are
/// still read as the page draws them.
public struct RenderedAccessibility: Hashable, Sendable, CustomStringConvertible {
    /// What the element is, from its traits (the first that applies, in this order) or its kind.
    public enum Role: String, Hashable, Sendable {
        /// A search field (`.searchField`).
        case searchField
        /// A text field: the page's editor carries the name.
        case textField
        /// A value adjusted by steps (`.adjustable`).
        case adjustable
        /// An on-off switch (`UISwitch`): `isChecked` holds its state.
        case `switch`
        /// A button (`.button`).
        case button
        /// A link (`.link`).
        case link
        /// A heading (`.header`).
        case heading
        /// An image (`.image`).
        case image
        /// A text the page draws (`.staticText`): its text is its name, so nothing is added.
        case text
        /// An item of a collection or table view (a cell: an element when it combines its content, a
        /// container of elements otherwise): `position` and `setSize` place it among its section's
        /// items, `isSelected` says whether it is selected.
        case item
        /// A collection or table view: the container of its items.
        case collection
        /// A view that keeps assistive technologies to itself while shown (`accessibilityViewIsModal`:
        /// a presented sheet or alert): the page makes what is behind it inert.
        case dialog
        /// An element with no more specific role.
        case element
    }

    /// The role, or `nil` for a view that is no element (its subviews may still be).
    public var role: Role?
    /// The name read for the element (`accessibilityLabel`).
    public var label: String?
    /// The current value (`accessibilityValue`).
    public var value: String?
    /// What activating it does (`accessibilityHint`).
    public var hint: String?
    /// The automation name (`accessibilityIdentifier`).
    public var identifier: String?
    /// Whether it is selected (`.selected`).
    public var isSelected = false
    /// Whether it is disabled (`.notEnabled`).
    public var isDisabled = false
    /// A switch's state.
    public var isChecked: Bool?
    /// Whether the keyboard focus is on it (a focused cell): the page moves its own focus there.
    public var isFocused = false
    /// Whether the view and its subviews are hidden from assistive technologies
    /// (`accessibilityElementsHidden` of the view or an ancestor; only the topmost says so).
    public var isHidden = false
    /// An item's place among its section's items, from 1.
    public var position: Int?
    /// The number of items in the item's section.
    public var setSize: Int?
    /// The names of the element's custom actions (`accessibilityCustomActions`), in order: a renderer
    /// offers each, and performing one sends its name back (`AccessibilityActionEvent`).
    public var actions: [String] = []
    /// The renderer's identifiers of the views the app listed as the container's
    /// `accessibilityElements` (those inside it), in that order: a renderer reads and tabs through
    /// them in this order and passes over the container's other subviews. `nil` when the app listed
    /// none (the subviews are read by their places). The window's render diff fills it in; an order
    /// that only an overridden getter computes is not read (every frame would call it on every view).
    public var elementOrder: [ViewIdentifier]?

    /// Creates accessibility for a renderer.
    public init(role: Role? = nil, label: String? = nil, value: String? = nil, hint: String? = nil, identifier: String? = nil) {
        self.role = role
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
    }

    public var description: String {
        var parts = [role?.rawValue ?? "none"]
        if let label { parts.append("\"\(label)\"") }
        if let value { parts.append("value \"\(value)\"") }
        if isSelected { parts.append("selected") }
        if isDisabled { parts.append("disabled") }
        if let isChecked { parts.append(isChecked ? "on" : "off") }
        if isFocused { parts.append("focused") }
        if isHidden { parts.append("hidden") }
        if let position, let setSize { parts.append("\(position) of \(setSize)") }
        if !actions.isEmpty { parts.append("actions: " + actions.map { "\"\($0)\"" }.joined(separator: ", ")) }
        return parts.joined(separator: " ")
    }
}
