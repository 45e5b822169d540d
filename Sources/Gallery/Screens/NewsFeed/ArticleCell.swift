import OpenCollectionView

/// A news article as a self-sizing Auto Layout cell: a 16:9 picture, the source and age, a headline
/// that wraps to any number of lines and a summary of up to four, in a vertical stack pinned to the
/// content view's margins. Every font is a text style that follows Dynamic Type, so the cell grows
/// with the reader's text size and the collection view sizes it from its constraints.
@MainActor
final class ArticleCell: CollectionViewCell {
    static let reuseIdentifier = "article"

    let pictureView = ImageView()
    let sourceLabel = Label()
    let headlineLabel = Label()
    let summaryLabel = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBackground
        contentView.layer.cornerRadius = 14
        contentView.layer.cornerCurve = .continuous
        contentView.layer.borderWidth = 0.5
        contentView.layer.borderColor = Color.separator.cgColor
        contentView.clipsToBounds = true
        contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 14, bottom: 14, trailing: 14)

        pictureView.contentMode = .scaleAspectFill
        pictureView.clipsToBounds = true
        sourceLabel.font = .preferredFont(forTextStyle: .caption1)
        sourceLabel.textColor = .secondaryLabel
        headlineLabel.font = .preferredFont(forTextStyle: .title3)
        headlineLabel.numberOfLines = 0
        summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 4
        for label in [sourceLabel, headlineLabel, summaryLabel] { label.adjustsFontForContentSizeCategory = true }

        let texts = StackView(arrangedSubviews: [sourceLabel, headlineLabel, summaryLabel])
        texts.axis = .vertical
        texts.spacing = 4
        texts.setCustomSpacing(6, after: headlineLabel)
        for view in [pictureView, texts] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        // The texts fit above the bottom margin (below required: before the layout fits a cell it lays
        // it out at its estimate), and the margin is pulled up to them just under the labels' hugging,
        // so a cell made taller by a taller sibling in its row keeps its texts at the top instead of
        // spreading them out.
        let bottom = texts.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)
        bottom.priority = LayoutPriority(999)
        let pull = margins.bottomAnchor.constraint(equalTo: texts.bottomAnchor)
        pull.priority = .defaultLow - 1
        LayoutConstraint.activate([
            pictureView.topAnchor.constraint(equalTo: contentView.topAnchor),
            pictureView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            pictureView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            pictureView.heightAnchor.constraint(equalTo: pictureView.widthAnchor, multiplier: 9.0 / 16),
            texts.topAnchor.constraint(equalTo: pictureView.bottomAnchor, constant: 12),
            texts.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            texts.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bottom, pull,
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(with article: Article, picture: Image) {
        pictureView.image = picture
        sourceLabel.text = "\(article.source.uppercased()) · \(article.age)"
        headlineLabel.text = article.headline
        summaryLabel.text = article.summary
    }
}
