import UIKit

/// A sheet to write a new greeting: Cancel and Add in its bar, a text field below.
class ComposeViewController: UIViewController {

    let field = UITextField()
    /// Called with the text when Add is tapped.
    var onAdd: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Greeting"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.onAdd?(self.field.text ?? "")
            self.dismiss(animated: true)
        })
        field.placeholder = "How do you say hello?"
        field.borderStyle = .roundedRect
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 36),
        ])
    }
}
