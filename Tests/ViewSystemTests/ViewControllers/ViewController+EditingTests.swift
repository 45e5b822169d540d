import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("ViewController: editing mode and the edit-done button")
@MainActor
struct ViewControllerEditingTests {
    final class EditableController: ViewController {
        var calls: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append("setEditing(\(editing), animated: \(animated))")
        }
    }

    @Test("when the edit button is tapped, then the controller toggles editing, animated, and the button says Done in bold, then Edit again")
    func editButtonToggles() throws {
        let controller = EditableController()
        #expect(!controller.isEditing)
        let button = controller.editButtonItem
        #expect(controller.editButtonItem === button, "one button")
        #expect(button.title == "Edit" && button.style == .plain)
        let action = try #require(button.primaryAction)
        action.handler(action)
        #expect(controller.isEditing && controller.calls == ["setEditing(true, animated: true)"])
        #expect(button.title == "Done" && button.style == .done)
        action.handler(action)
        #expect(!controller.isEditing && button.title == "Edit" && button.style == .plain)
    }

    @Test("when isEditing is set, then setEditing is called without animation and a button made later starts as Done")
    func isEditingCallsSetEditing() {
        let controller = EditableController()
        controller.isEditing = true
        #expect(controller.calls == ["setEditing(true, animated: false)"])
        #expect(controller.editButtonItem.title == "Done")
        controller.isEditing = true
        #expect(controller.calls.count == 2, "set again, said again, as UIKit does")
    }
}
