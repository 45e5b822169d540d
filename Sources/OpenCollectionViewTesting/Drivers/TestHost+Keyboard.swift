import Foundation
import ViewSystem

extension TestHost {
    /// Presses `key` (with `modifiers`) on a hardware keyboard while `view` has the keys, as a user
    /// who clicked it first would: arrow keys move the focus through a collection or table view
    /// (selecting as it moves while `selectionFollowsFocus`), Return and Space act on the focused
    /// item, Page Up and Page Down scroll. A frame runs after the key.
    ///
    /// Throws, pressing nothing, when `view` is not in the window, is hidden, or cannot take the
    /// keys (`canBecomeFirstResponder` is `false`).
    public func press(_ key: KeyEvent.Key, modifiers: KeyModifiers = [], in view: View) throws(TestingFailure) {
        try requireInWindow(view)
        var cursor: View? = view
        while let shown = cursor {
            if shown.isHidden { throw TestingFailure("cannot press keys in \(TextDump.name(of: view)): it is hidden") }
            cursor = shown.superview
        }
        guard view.canBecomeFirstResponder else {
            throw TestingFailure("cannot press keys in \(TextDump.name(of: view)): it does not take the keyboard (canBecomeFirstResponder is false)")
        }
        if window.firstResponder !== view { window.makeFirstResponder(view) }
        window.send(KeyEvent(key, modifiers: modifiers))
        runFrames(1)
    }
}
