import OpenCollectionView

/// A photo filling the cell (aspect fill, clipped) with its caption in a dark pill at the bottom
/// leading corner — the 2018 session's mosaic cell, written with an image view and a label.
///
/// Laid out by hand in `layoutSubviews`, not by constraints: a feed cell configured dozens of times
/// a second is where UIKit code drops Auto Layout for frames (the 2016 session's advice for smooth
/// scrolling), and the lab measures exactly that path. The pill follows the label's size.
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
        // Darker with increased contrast, so the white caption meets WCAG AA over the light placeholder.
        pill.backgroundColor = Color(dynamicProvider: { $0.accessibilityContrast == .high ? Color(white: 0, alpha: 0.65) : Color(white: 0, alpha: 0.45) })
        pill.layer.cornerRadius = 9
        captionLabel.font = .monospacedDigitSystemFont(ofSize: 11, weight: .semibold)
        captionLabel.textColor = .white
        contentView.addSubview(imageView)
        contentView.addSubview(pill)
        pill.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        imageView.frame = bounds
        let text = captionLabel.sizeThatFits(CGSize(width: max(0, bounds.width - 26), height: 18))
        let width = min(text.width.rounded(.up) + 14, max(0, bounds.width - 12))
        pill.frame = CGRect(x: 6, y: bounds.height - 24, width: width, height: 18)
        captionLabel.frame = CGRect(x: 7, y: 0, width: max(0, width - 14), height: 18)
    }

    /// Shows `image` captioned `caption`; no image shows the placeholder colour and the caption only.
    func configure(image: Image?, caption: String) {
        imageView.image = image
        if captionLabel.text != caption {
            captionLabel.text = caption
            setNeedsLayout()
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}
