import UIKitNames

/// A trail's page: its picture, region, distance and summary; a star to make it a favourite, and
/// Remove, which asks first in an alert. Holding the picture (or a secondary click) opens a menu with
/// the same two choices, as a `UIContextMenuInteraction` on the image view. The navigation
/// controller's toolbar shows while the page is on screen: the trail's length in the middle, a trash
/// button at the trailing edge (the same Remove).
class TrailDetailViewController: UIViewController, UIContextMenuInteractionDelegate {
    private let store: TrailStore
    private let trail: Trail
    private let picture: UIImage
    private let favoriteButton = UIButton(type: .system)

    init(store: TrailStore, trail: Trail, picture: UIImage) {
        self.store = store
        self.trail = trail
        self.picture = picture
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = trail.name
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground
        let imageView = UIImageView(image: picture)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 12
        imageView.isUserInteractionEnabled = true
        imageView.addInteraction(UIContextMenuInteraction(delegate: self))
        let region = UILabel()
        region.text = "\(trail.region) · \(Int(trail.distance)) km"
        region.font = .preferredFont(forTextStyle: .headline)
        let summary = UILabel()
        summary.text = trail.summary
        summary.numberOfLines = 0
        summary.textColor = .secondaryLabel
        var remove = UIButton.Configuration.tinted()
        remove.title = "Remove Trail"
        remove.baseForegroundColor = .systemRed
        remove.baseBackgroundColor = .systemRed
        let removeButton = UIButton(configuration: remove, primaryAction: UIAction { [weak self] _ in self?.confirmRemoval() })
        favoriteButton.addAction(UIAction { [weak self] _ in self?.toggleFavorite() }, for: .touchUpInside)
        updateFavoriteButton()
        let length = UIBarButtonItem(title: "\(Int(trail.distance)) km loop")
        length.isEnabled = false
        let trash = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.confirmRemoval() })
        toolbarItems = [.flexibleSpace(), length, .flexibleSpace(), trash]

        let stack = UIStackView(arrangedSubviews: [imageView, region, summary, favoriteButton, removeButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.5),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    private func updateFavoriteButton() {
        let favorite = store.isFavorite(trail)
        favoriteButton.setTitle(favorite ? "Remove from Favorites" : "Add to Favorites", for: .normal)
        favoriteButton.setImage(UIImage(systemName: favorite ? "star.fill" : "star"), for: .normal)
    }

    private func toggleFavorite() {
        store.toggleFavorite(trail)
        updateFavoriteButton()
        guard store.isFavorite(trail), let star = favoriteButton.imageView else { return }
        // The star pops as it fills: up and back, the layer's own scale untouched.
        let pop = CABasicAnimation(keyPath: "transform.scale")
        pop.fromValue = 1
        pop.toValue = 1.4
        pop.duration = 0.15
        pop.autoreverses = true
        pop.timingFunction = CAMediaTimingFunction(name: .easeOut)
        star.layer.add(pop, forKey: "pop")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            guard let self else { return nil }
            let favorite = self.store.isFavorite(self.trail)
            let toggle = UIAction(title: favorite ? "Remove from Favorites" : "Add to Favorites",
                                  image: UIImage(systemName: favorite ? "star.slash" : "star")) { [weak self] _ in self?.toggleFavorite() }
            let remove = UIAction(title: "Remove Trail…", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                self?.confirmRemoval()
            }
            return UIMenu(title: "", children: [toggle, remove])
        }
    }

    private func confirmRemoval() {
        let alert = UIAlertController(title: "Remove \(trail.name)?", message: "It leaves your trails and favorites.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Remove", style: .destructive) { [weak self] _ in
            guard let self else { return }
            self.store.remove(self.trail)
            self.navigationController?.popViewController(animated: true)
        })
        present(alert, animated: true)
    }
}
