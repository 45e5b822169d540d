import CollectionGeometry
import Foundation

/// Text typed into a text field the renderer draws (F34): the page owns the caret and the keyboard,
/// the engine owns the text — each change is proposed to the field, which may refuse it.
public struct TextInputEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The field's text became `text`.
        case change
        /// Return was pressed with `text` in the field.
        case submit
        /// The field took the keyboard focus.
        case focus
        /// The field lost the keyboard focus.
        case blur
    }

    /// The text field, by the identifier the renderer knows it by.
    public var view: ViewIdentifier
    /// What happened.
    public var kind: Kind
    /// The field's text in the renderer.
    public var text: String

    /// Creates an event.
    public init(view: ViewIdentifier, kind: Kind, text: String) {
        self.view = view
        self.kind = kind
        self.text = text
    }
}

/// A view that takes text from the renderer (a text field).
@MainActor
protocol TextInputReceiving: AnyObject {
    func receiveTextInput(_ kind: TextInputEvent.Kind, text: String)
}
