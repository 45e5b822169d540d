import CollectionGeometry
import Foundation

extension ContentUnavailableConfiguration {
    /// What a button does (`UIContentUnavailableConfiguration.ButtonProperties`): its action, its menu,
    /// whether it is enabled, its role.
    ///
    /// Two properties are equal when they hold the same action and menu objects.
    public struct ButtonProperties: Hashable {
        /// The action the button performs when tapped (its title and image come from the
        /// configuration's `button`, not from the action).
        public var primaryAction: Action?
        /// The menu the button shows (on a tap when there is no primary action, as UIKit).
        public var menu: Menu?
        /// Whether the button can be tapped (default `true`).
        public var isEnabled = true
        /// The button's role (default `.normal`); a destructive button is drawn red unless the
        /// configuration gives its own colour.
        public var role = Button.Role.normal

        /// Properties without action or menu, enabled, with the normal role.
        public init() {}

        public static func == (lhs: ButtonProperties, rhs: ButtonProperties) -> Bool {
            lhs.primaryAction === rhs.primaryAction && lhs.menu === rhs.menu && lhs.isEnabled == rhs.isEnabled && lhs.role == rhs.role
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(primaryAction.map(ObjectIdentifier.init))
            hasher.combine(menu.map(ObjectIdentifier.init))
            hasher.combine(isEnabled)
            hasher.combine(role)
        }
    }
}
