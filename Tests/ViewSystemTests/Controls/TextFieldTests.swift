import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// Records what a text field and a search bar tell their delegates; refuses digits.
@MainActor
final class RecordingFieldDelegate: TextFieldDelegate, SearchBarDelegate {
    var log: [String] = []
    func textFieldDidBeginEditing(_ textField: TextField) { log.append("begin") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change \(range.location),\(range.length) \(string.debugDescription)")
        return !string.contains(where: \.isNumber)
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { log.append("return"); return true }
    func textFieldDidEndEditing(_ textField: TextField) { log.append("end") }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { log.append("search \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search button") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
}

@Suite("TextField and SearchBar: the page types, the engine keeps or refuses the text (F34)")
@MainActor
struct TextFieldTests {
    func stage() -> (Window, ManualFrameClock) {
        let clock = ManualFrameClock()
        return (Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource()), clock)
    }

    @Test("when text arrives from the page, then the delegate is asked about the changed part, and a refused change keeps the old text")
    func typing() throws {
        let (window, clock) = stage()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(Action { _ in events.append("changed") }, for: .editingChanged)
        field.addAction(Action { _ in events.append("exit") }, for: .editingDidEndOnExit)
        window.addSubview(field)
        clock.advanceFrames(1)
        let id = try #require(field.renderIdentifier)
        for (kind, text) in [(TextInputEvent.Kind.focus, ""), (.change, "Hi"), (.change, "Hey"), (.change, "Hey1"), (.submit, "Hey"), (.blur, "Hey")] {
            window.send(TextInputEvent(view: id, kind: kind, text: text))
        }
        clock.advanceFrames(1)
        #expect(delegate.log == ["begin", #"change 0,0 "Hi""#, #"change 1,1 "ey""#, #"change 3,0 "1""#, "return", "end"])
        #expect(field.text == "Hey" && events == ["changed", "changed", "exit"] && !field.isEditing)
        guard case .textField(let content)? = field.renderedContent else { Issue.record("no field content"); return }
        #expect(content.text == "Hey", "the page gets the kept text back")
    }

    @Test("when bad values are set or sent, then the field stays consistent: nil empties it, overlong text is cut, a disabled field takes nothing")
    func badInput() throws {
        let (window, clock) = stage()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        clock.advanceFrames(1)
        field.text = nil
        #expect(field.text == "")
        field.text = String(repeating: "x", count: TextField.maximumLength + 5)
        #expect(field.text.count == TextField.maximumLength)
        field.isEnabled = false
        window.send(TextInputEvent(view: try #require(field.renderIdentifier), kind: .change, text: "new"))
        clock.advanceFrames(1)
        #expect(field.text.count == TextField.maximumLength && !field.isEditing)
    }

    @Test("when a field has a border and a left view, then its height is a line and insets, and its text starts after the view")
    func layout() throws {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 22 + 12 && field.layer.cornerRadius == 5)
        let icon = ImageView(image: Image(systemName: "magnifyingglass"))
        field.leftView = icon
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 8, y: 7, width: 20.5, height: 20.5) && icon.superview === field)
        guard case .textField(let content)? = field.renderedContent else { return }
        #expect(content.insets.leading == 8 + 20.5 + 6)
    }

    @Test("when a search bar is typed into, then its delegate hears the text, the search button and cancel")
    func searchBar() throws {
        let (window, clock) = stage()
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: SearchBar.height))
        let delegate = RecordingFieldDelegate()
        bar.delegate = delegate
        bar.showsCancelButton = true
        window.addSubview(bar)
        clock.advanceFrames(1)
        let id = try #require(bar.searchTextField.renderIdentifier)
        window.send(TextInputEvent(view: id, kind: .change, text: "star"))
        window.send(TextInputEvent(view: id, kind: .submit, text: "star"))
        clock.advanceFrames(1)
        #expect(delegate.log == ["search star", "search button"] && bar.text == "star")
        #expect(bar.searchTextField.frame.maxX < 320 - 8, "the Cancel button takes the trailing end")
        bar.text = ""
        #expect(delegate.log.last == "search ")
    }

    /// Refuses to let editing end.
    final class StubbornDelegate: TextFieldDelegate {
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool { false }
    }

    @Test("when a form ends editing, then the field being edited inside it gives up the keys; a delegate refusal holds unless forced; a view without the editing field inside changes nothing")
    func endEditing() {
        let (window, _) = stage()
        let form = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200)), other = View(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        window.addSubview(form)
        window.addSubview(other)
        form.addSubview(field)
        let delegate = StubbornDelegate()
        field.delegate = delegate
        #expect(field.becomeFirstResponder() && field.isEditing)
        #expect(other.endEditing(false) && field.isEditing, "not inside: nothing to end")
        #expect(!form.endEditing(false) && field.isEditing && window.firstResponder === field, "the delegate refuses")
        #expect(form.endEditing(true) && !field.isEditing && window.firstResponder == nil, "forced")
        #expect(form.endEditing(false), "nothing being edited")
    }
}

