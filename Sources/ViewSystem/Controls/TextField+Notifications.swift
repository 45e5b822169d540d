import Foundation

/// The notifications a field posts on `NotificationCenter.default`, with the field as their object
/// (UIKit's names and strings).
extension TextField {
    /// Editing began (after the delegate's `textFieldDidBeginEditing(_:)`).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Editing ended; `userInfo[didEndEditingReasonUserInfoKey]` says why.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The text changed through the user (typing, the clear button), not through `text`.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// The `userInfo` key of `textDidEndEditingNotification`'s `DidEndEditingReason`.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"

    /// Why editing ended (`UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable {
        /// The edit was committed (focus left the field, Return, or code ended it).
        case committed = 0
    }
}
