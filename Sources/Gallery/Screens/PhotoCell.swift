import OpenCollectionView

/// A photo filling the cell (aspect fill, clipped) with its caption in a dark pill at the bottom
/// leading corner — the 2018 session's mosaic cell, written with an image view and a label.
@MainActor
final class PhotoCell: CollectionViewCell {
    static let reuseIdentifier = "photo"

    let imageView = ImageView()
    let captionLabel = Label()
    private let pill = View()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.clipsToBounds = true
        contentView.layer.cornerRadius = 4
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        pill.backgroundColor = Color(white: 0, alpha: 0.45)
        pill.layer.cornerRadius = 9
        captionLabel.font = .monospacedDigitSystemFont(ofSize: 11, weight: .semibold)
        captionLabel.textColor = .white
        for view in [imageView, pill, captionLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        contentView.addSubview(imageView)
        contentView.addSubview(pill)
        pill.addSubview(captionLabel)
        LayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            pill.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            pill.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            pill.heightAnchor.constraint(equalToConstant: 18),
            captionLabel.leadingAnchor.constraint(equalTo: pill.leadingAnchor, constant: 7),
            captionLabel.trailingAnchor.constraint(equalTo: pill.trailingAnchor, constant: -7),
            captionLabel.centerYAnchor.constraint(equalTo: pill.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `image` captioned `caption`; no image shows the placeholder colour and the caption only.
    func configure(image: Image?, caption: String) {
        imageView.image = image
        captionLabel.text = caption
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}
