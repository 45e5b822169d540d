import UIKitNames

/// The sheet that adds a trail: its name in a text field (a new trail is on the coast), Cancel and
/// Add in the bar.
class NewTrailViewController: UIViewController {
    let nameField = UITextField()
    /// Called with the name and region when Add is tapped.
    var onAdd: ((String, String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Trail"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.onAdd?(self.nameField.text ?? "", TrailStore.regions[0])
            self.dismiss(animated: true)
        })
        nameField.placeholder = "Trail name"
        nameField.borderStyle = .roundedRect
        nameField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameField)
        NSLayoutConstraint.activate([
            nameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            nameField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            nameField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            nameField.heightAnchor.constraint(equalToConstant: 36),
        ])
    }
}
