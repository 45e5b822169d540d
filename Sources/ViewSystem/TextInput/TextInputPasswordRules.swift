import Foundation

/// What a strong password for a field must hold (`UITextInputPasswordRules`), in the password-rules
/// language: `"required: upper; required: digit; minlength: 12;"`.
///
/// On the page it becomes the editor's `passwordrules` attribute, which Safari's password generator
/// follows. The descriptor is kept as given (at most 1 000 characters; longer ones are cut there).
public final class TextInputPasswordRules: Hashable, Sendable {
    /// The rules, in the password-rules language.
    public let passwordRulesDescriptor: String

    /// Rules from a descriptor.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = String(passwordRulesDescriptor.prefix(1_000))
    }

    public static func == (lhs: TextInputPasswordRules, rhs: TextInputPasswordRules) -> Bool {
        lhs.passwordRulesDescriptor == rhs.passwordRulesDescriptor
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(passwordRulesDescriptor) }
}
