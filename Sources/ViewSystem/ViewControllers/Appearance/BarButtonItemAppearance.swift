import CollectionGeometry
import Foundation

/// How a bar's buttons of one style look in each state (`UIBarButtonItemAppearance`): a navigation
/// bar appearance has one for plain buttons, one for done buttons and one for the back button.
///
/// Change a state by changing the object its property returns
/// (`appearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]`). A state left
/// as made takes another's look: `highlighted` and `disabled` take `normal`'s (a disabled title is
/// still drawn in the disabled grey unless `disabled` sets a colour), `focused` takes `highlighted`'s.
@MainActor
public final class BarButtonItemAppearance {
    /// The look of an enabled button at rest.
    public private(set) var normal = BarButtonItemStateAppearance()
    /// The look while the button is pressed.
    public private(set) var highlighted = BarButtonItemStateAppearance()
    /// The look of a disabled button.
    public private(set) var disabled = BarButtonItemStateAppearance()
    /// The look of a button with the keyboard focus.
    public private(set) var focused = BarButtonItemStateAppearance()

    /// An appearance with the defaults of `style` (nothing set: the bar's own look for it).
    public init(style: BarButtonItem.Style) {
        configureWithDefault(for: style)
    }

    /// An appearance with the plain style's defaults.
    public convenience init() {
        self.init(style: .plain)
    }

    /// Archives are not read here; returns `nil`.
    public init?(coder: NSCoder) { nil }

    private init(copying other: BarButtonItemAppearance) {
        normal = BarButtonItemStateAppearance(copying: other.normal)
        highlighted = BarButtonItemStateAppearance(copying: other.highlighted)
        disabled = BarButtonItemStateAppearance(copying: other.disabled)
        focused = BarButtonItemStateAppearance(copying: other.focused)
    }

    /// An independent copy: its states are new objects with the same values.
    public func copy() -> Self {
        // The class is final: the copy is of this very class.
        unsafeDowncast(BarButtonItemAppearance(copying: self), to: Self.self)
    }

    /// Forgets every state's values, back to the defaults of `style` (which set nothing: a done
    /// button's bold title comes from the bar).
    public func configureWithDefault(for style: BarButtonItem.Style) {
        normal = BarButtonItemStateAppearance()
        highlighted = BarButtonItemStateAppearance()
        disabled = BarButtonItemStateAppearance()
        focused = BarButtonItemStateAppearance()
    }

    /// The look for a button that is enabled or not, pressed or not, focused or not, following the
    /// fallbacks above.
    func resolved(isEnabled: Bool, isHighlighted: Bool, isFocused: Bool) -> BarButtonItemStateAppearance {
        if !isEnabled { return disabled.isDefault ? normal : disabled }
        if isFocused, !focused.isDefault { return focused }
        if isHighlighted || isFocused { return highlighted.isDefault ? normal : highlighted }
        return normal
    }
}
