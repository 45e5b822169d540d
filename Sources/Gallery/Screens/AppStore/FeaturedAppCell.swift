import OpenCollectionView

/// A featured app: an uppercase category in the tint colour, the name large, the pitch in grey, and
/// the app's picture filling the rest of the card with rounded corners.
@MainActor
final class FeaturedAppCell: CollectionViewCell {
    static let reuseIdentifier = "featured-app"

    let categoryLabel = Label()
    let nameLabel = Label()
    let subtitleLabel = Label()
    let pictureView = ImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Dynamic Type as UIKit code writes it: fixed designs scaled like their text styles.
        categoryLabel.font = FontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12, weight: .semibold))
        categoryLabel.textColor = .systemBlue
        nameLabel.font = FontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22, weight: .regular))
        subtitleLabel.font = .preferredFont(forTextStyle: .body)
        for label in [categoryLabel, nameLabel, subtitleLabel] { label.adjustsFontForContentSizeCategory = true }
        subtitleLabel.textColor = .secondaryLabel
        pictureView.contentMode = .scaleAspectFill
        pictureView.clipsToBounds = true
        pictureView.layer.cornerRadius = 10
        pictureView.layer.cornerCurve = .continuous
        // The picture takes the card's height the texts leave: labels made in code hug at 250, as
        // UIKit's do, so the picture is made the view that stretches and shrinks first.
        pictureView.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        pictureView.setContentCompressionResistancePriority(.defaultLow - 1, for: .vertical)

        let stack = StackView(arrangedSubviews: [categoryLabel, nameLabel, subtitleLabel, pictureView])
        stack.axis = .vertical
        stack.spacing = 2
        stack.setCustomSpacing(10, after: subtitleLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(with app: StoreApp, picture: Image) {
        categoryLabel.text = app.category.uppercased()
        nameLabel.text = app.name
        subtitleLabel.text = app.subtitle
        pictureView.image = picture
    }
}
