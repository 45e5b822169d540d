import OpenCollectionView

/// An app as an icon with its name under it, centred, for the freely scrolling shelf.
@MainActor
final class AppIconCell: CollectionViewCell {
    static let reuseIdentifier = "app-icon"

    let iconView = ImageView()
    let nameLabel = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.contentMode = .scaleAspectFill
        iconView.clipsToBounds = true
        iconView.layer.cornerRadius = 16
        iconView.layer.cornerCurve = .continuous
        nameLabel.font = .preferredFont(forTextStyle: .caption1)
        nameLabel.textAlignment = .center
        nameLabel.numberOfLines = 2
        let stack = StackView(arrangedSubviews: [iconView, nameLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        LayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 72),
            iconView.heightAnchor.constraint(equalToConstant: 72),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(with app: StoreApp, icon: Image) {
        iconView.image = icon
        nameLabel.text = app.name
    }
}
