import Foundation

extension View {
    /// What a renderer shows assistive technologies of the view; `nil` for a view that is no element,
    /// no collection and hides nothing (see `RenderedAccessibility`).
    ///
    /// The role comes from the traits — search field, then the view's kind for switches and text
    /// fields, adjustable, button, link, header, image, static text — else from the kind (an item,
    /// a collection) or is a plain element; a container with `accessibilityViewIsModal` is a dialog. A
    /// text, heading, image or plain element with no label, value or action has no role (VoiceOver
    /// passes over it).
    /// - Complexity: what the view's label costs (a list cell joins its texts).
    package var renderedAccessibility: RenderedAccessibility? {
        let kind = accessibilityKind
        // Only items place themselves and carry the focus: the one kind that needs a type check.
        let rendering = kind == .item ? self as? any AccessibilityRendering : nil
        var result = RenderedAccessibility(identifier: accessibilityIdentifier)
        result.isHidden = accessibilityElementsHidden
        let isElement = isAccessibilityElement
        if isElement {
            let traits = accessibilityTraits
            let role: RenderedAccessibility.Role
            if traits.contains(.searchField) { role = .searchField }
            else if kind == .switch || kind == .textField { role = kind }
            else if traits.contains(.adjustable) { role = .adjustable }
            else if traits.contains(.button) { role = .button }
            else if traits.contains(.link) { role = .link }
            else if traits.contains(.header) { role = .heading }
            else if traits.contains(.image) { role = .image }
            else if traits.contains(.staticText) { role = .text }
            else { role = kind == .collection ? .element : kind }
            result.role = role
            result.label = accessibilityLabel
            result.value = accessibilityValue
            result.hint = accessibilityHint
            result.isSelected = traits.contains(.selected)
            result.isDisabled = traits.contains(.notEnabled)
            if role == .switch { result.isChecked = result.value == "1" }
            result.actions = accessibilityCustomActions?.map(\.name) ?? []
            // VoiceOver passes over an element with nothing to read: an empty text, heading or image
            // (a navigation bar's title label while the large title shows) is not exposed at all.
            switch role {
            case .text, .heading, .image, .element:
                if (result.label ?? "").isEmpty, (result.value ?? "").isEmpty, result.actions.isEmpty { result.role = nil }
            default:
                break
            }
        } else if kind == .item {
            // A cell that is a container (its subviews are the elements) is still an item of its collection.
            result.role = .item
            result.isSelected = accessibilityTraits.contains(.selected)
        } else if kind == .collection {
            result.role = .collection
            result.label = accessibilityLabel
        } else if accessibilityViewIsModal {
            result.role = .dialog
            result.label = accessibilityLabel
        }
        // A container whose reading order the app set: the render diff names the listed views. Only an
        // order set through the property reaches renderers (every frame asks; the stored attributes are
        // one pointer away, an overridden getter would be a call on every view).
        if !isElement, accessibilityAttributes?.elements != nil { result.elementOrder = [] }
        if result.role == .item, let place = rendering?.accessibilityItemPosition {
            result.position = place.position
            result.setSize = place.setSize
        }
        result.isFocused = rendering?.accessibilityIsFocused ?? false
        guard result.role != nil || result.isHidden || result.identifier != nil || result.elementOrder != nil else { return nil }
        return result
    }
}

extension View: AccessibilityEnvironmentProviding {
    /// The environment of the window the view is in: a notification posted with the view goes there.
    var accessibilityEnvironment: AccessibilityEnvironment? { window?.accessibility }
}
