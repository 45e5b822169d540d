import Foundation
import Testing
import UIKit

/// A sign-in form as iOS apps write it: fields with keyboards, return keys and content types for
/// autofill, a clear button, a password field whose eye toggles the secure entry, Return moving to
/// the next field, and the Sign In button enabled by `textDidChangeNotification`.
final class SignInViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.borderStyle = .roundedRect
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .username
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.delegate = self

        passwordField.borderStyle = .roundedRect
        passwordField.attributedPlaceholder = NSAttributedString(string: "Password", attributes: [.foregroundColor: UIColor.secondaryLabel])
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
        passwordField.returnKeyType = .go
        passwordField.enablesReturnKeyAutomatically = true
        let eye = UIButton(type: .system)
        eye.setImage(UIImage(systemName: "eye"), for: .normal)
        eye.addAction(UIAction { [unowned self] _ in passwordField.isSecureTextEntry.toggle() }, for: .touchUpInside)
        passwordField.rightView = eye
        passwordField.rightViewMode = .always
        passwordField.delegate = self

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.isEnabled = false
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, signInButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.updateButton() }
        }
    }

    func updateButton() {
        signInButton.isEnabled = !(emailField.text ?? "").isEmpty && (passwordField.text ?? "").count >= 8
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField { passwordField.becomeFirstResponder() } else { textField.resignFirstResponder() }
        return true
    }
}

@Suite("UIKit spellings of a sign-in form's text fields")
@MainActor
struct TextFieldSourceCompatibilityTests {
    @Test("when the form is filled in, then Return moves to the password, the typing enables Sign In and the eye shows the password")
    func signIn() throws {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let form = SignInViewController()
        window.rootViewController = form
        clock.advanceFrames(1)
        let email = try #require(form.emailField.renderIdentifier), password = try #require(form.passwordField.renderIdentifier)
        window.send(TextInputEvent(view: email, kind: .focus, text: ""))
        window.send(TextInputEvent(view: email, kind: .change, text: "ann@example.com"))
        window.send(TextInputEvent(view: email, kind: .submit, text: "ann@example.com"))
        clock.advanceFrames(1)
        #expect(form.passwordField.isEditing, "Return moved on to the password")
        #expect(!form.signInButton.isEnabled)
        window.send(TextInputEvent(view: password, kind: .change, text: "correct horse"))
        clock.advanceFrames(1)
        #expect(form.signInButton.isEnabled, "textDidChangeNotification enabled Sign In")
        let eye = try #require(form.passwordField.rightView as? UIButton)
        eye.sendActions(for: .touchUpInside)
        #expect(!form.passwordField.isSecureTextEntry)
        #expect(form.emailField.keyboardType == .emailAddress && form.passwordField.textContentType == .password)
        #expect(eye.frame.maxX < form.passwordField.bounds.width, "the eye sits inside the field's trailing edge")
    }
}
