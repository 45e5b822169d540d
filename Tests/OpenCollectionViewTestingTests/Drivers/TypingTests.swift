import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem

@Suite("Typing driver")
@MainActor
struct TypingTests {
    final class Delegate: TextFieldDelegate {
        var proposals: [String] = []
        var returned = false
        func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            proposals.append(string)
            return string != "!"
        }
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            returned = true
            return true
        }
    }

    @Test("when text is typed, then each character is proposed to the delegate, refused ones are dropped, and return is pressed")
    func types() throws {
        let host = TestHost()
        let field = TextField()
        let delegate = Delegate()
        field.delegate = delegate
        host.show(field, frame: CGRect(x: 16, y: 100, width: 300, height: 36))
        try host.type("ab!c", into: field, pressingReturn: true)
        #expect(field.text == "abc")
        #expect(delegate.proposals == ["a", "b", "!", "c"])
        #expect(delegate.returned)
    }

    @Test("when the search bar is typed into, then its text follows and its delegate hears each change")
    func searchBar() throws {
        final class Listener: SearchBarDelegate {
            var texts: [String] = []
            func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { texts.append(searchText) }
        }
        let host = TestHost()
        let bar = SearchBar()
        let listener = Listener()
        bar.delegate = listener
        host.show(bar, frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        try host.type("kiw", into: bar)
        #expect(bar.text == "kiw")
        #expect(listener.texts == ["k", "ki", "kiw"])
    }

    @Test("when the field is disabled, hidden or in no window, then typing throws and the text is unchanged")
    func refused() {
        let host = TestHost()
        let field = TextField()
        field.text = "keep"
        #expect(throws: TestingFailure.self) { try host.type("x", into: field) }
        host.show(field, frame: CGRect(x: 16, y: 100, width: 300, height: 36))
        field.isEnabled = false
        #expect { try host.type("x", into: field) } throws: { ($0 as? TestingFailure)?.message.contains("disabled") == true }
        field.isEnabled = true
        field.isHidden = true
        #expect(throws: TestingFailure.self) { try host.type("x", into: field) }
        #expect(field.text == "keep")
    }
}
