import Foundation
import ViewSystem

extension TestHost {
    /// Types `text` into `textField` a character at a time, as a keyboard does: the field begins
    /// editing, each character is proposed to its delegate (`textField(_:shouldChangeCharactersIn:replacementString:)`)
    /// and sends `.editingChanged`; with `pressingReturn` the return key follows (`textFieldShouldReturn(_:)`).
    ///
    /// Throws, typing nothing, when the field is not in the window, is hidden, or is disabled.
    public func type(_ text: String, into textField: TextField, pressingReturn: Bool = false) throws(TestingFailure) {
        _ = try visibleCenter(of: textField, action: "type into")
        guard textField.isEnabled else {
            throw TestingFailure("cannot type into \(TextDump.name(of: textField)): it is disabled")
        }
        if textField.renderIdentifier == nil { runFrames(1) }
        guard let identifier = textField.renderIdentifier else {
            throw TestingFailure("cannot type into \(TextDump.name(of: textField)): the window has not drawn it")
        }
        window.send(TextInputEvent(view: identifier, kind: .focus, text: textField.text ?? ""))
        runFrames(1)
        for character in text {
            window.send(TextInputEvent(view: identifier, kind: .change, text: (textField.text ?? "") + String(character)))
            runFrames(1)
        }
        if pressingReturn {
            window.send(TextInputEvent(view: identifier, kind: .submit, text: textField.text ?? ""))
            runFrames(1)
        }
    }

    /// Types `text` into the search bar's field (see `type(_:into:pressingReturn:)`).
    public func type(_ text: String, into searchBar: SearchBar, pressingReturn: Bool = false) throws(TestingFailure) {
        try type(text, into: searchBar.searchTextField, pressingReturn: pressingReturn)
    }
}
