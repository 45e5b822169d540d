import OpenCollectionView

/// An app as a store row, written as UIKit code writes it: the icon (corners rounded by its layer),
/// the name above the category in a vertical stack, and a capsule "GET" button, in a horizontal
/// stack pinned to the content view's edges, which sizes the row (taller at larger text sizes); a
/// hairline under the texts separates rows.
@MainActor
final class AppRowCell: CollectionViewCell {
    static let reuseIdentifier = "app-row"

    let iconView = ImageView()
    let nameLabel = Label()
    let categoryLabel = Label()
    let getButton = CapsuleButton(configuration: AppRowCell.buttonConfiguration(installed: false))
    private let separator = View()
    /// Called when the button is pressed.
    var onGet: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.contentMode = .scaleAspectFill
        iconView.clipsToBounds = true
        iconView.layer.cornerRadius = 12
        iconView.layer.cornerCurve = .continuous
        iconView.layer.borderWidth = 0.5
        iconView.layer.borderColor = Color.separator.cgColor
        nameLabel.font = .preferredFont(forTextStyle: .body)
        nameLabel.adjustsFontForContentSizeCategory = true
        categoryLabel.font = .preferredFont(forTextStyle: .footnote)
        categoryLabel.textColor = .secondaryLabel
        categoryLabel.adjustsFontForContentSizeCategory = true
        getButton.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        getButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        getButton.addAction(Action { [weak self] _ in self?.onGet?() }, for: .primaryActionTriggered)
        separator.backgroundColor = .separator

        let texts = StackView(arrangedSubviews: [nameLabel, categoryLabel])
        texts.axis = .vertical
        texts.spacing = 2
        let row = StackView(arrangedSubviews: [iconView, texts, getButton])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        separator.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        contentView.addSubview(separator)
        LayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 56),
            iconView.heightAnchor.constraint(equalToConstant: 56),
            // At least a finger wide; its touch area reaches 44 points tall (`CapsuleButton`).
            getButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            separator.leadingAnchor.constraint(equalTo: texts.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// The button: "GET" in a grey capsule, "OPEN" once the app is installed.
    static func buttonConfiguration(installed: Bool) -> Button.Configuration {
        var configuration = Button.Configuration.gray()
        configuration.title = installed ? "OPEN" : "GET"
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .small
        configuration.baseForegroundColor = .systemBlue
        return configuration
    }

    /// Shows `app`; `rank` numbers the row (top charts), `isLastInGroup` hides the separator.
    func configure(with app: StoreApp, icon: Image, rank: Int?, installed: Bool, isLastInGroup: Bool) {
        iconView.image = icon
        nameLabel.text = rank.map { "\($0). \(app.name)" } ?? app.name
        categoryLabel.text = app.category
        getButton.configuration = Self.buttonConfiguration(installed: installed)
        separator.isHidden = isLastInGroup
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onGet = nil
    }
}
