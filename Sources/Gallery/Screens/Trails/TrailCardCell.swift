import UIKitNames

/// A trail's card in the grid: its picture, name and distance, laid out with Auto Layout; the
/// picture darkens towards its foot under a gradient layer, as photo cards on iOS do, and a ring of
/// two shape layers in its top trailing corner fills with the trail's length (a full ring: 15 km).
class TrailCardCell: UICollectionViewCell {
    let imageView = UIImageView()
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    private let shade = CAGradientLayer()
    /// A dark disk with a faint track, and the part of the track the distance fills.
    private let ring = CAShapeLayer()
    private let ringFill = CAShapeLayer()
    static let ringDistance = 15.0

    override init(frame: CGRect) {
        super.init(frame: frame)
        // One element to VoiceOver, read as the trail's name, region and distance.
        isAccessibilityElement = true
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        shade.colors = [UIColor.black.withAlphaComponent(0).cgColor, UIColor.black.withAlphaComponent(0.3).cgColor]
        shade.locations = [0.5, 1]
        imageView.layer.addSublayer(shade)
        ring.fillColor = UIColor.black.withAlphaComponent(0.35).cgColor
        ring.strokeColor = UIColor.white.withAlphaComponent(0.35).cgColor
        ringFill.fillColor = nil
        ringFill.strokeColor = UIColor.white.cgColor
        ringFill.lineCap = .round
        for layer in [ring, ringFill] {
            layer.lineWidth = 3
            imageView.layer.addSublayer(layer)
        }
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.textColor = .secondaryLabel
        for view in [imageView, nameLabel, detailLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.6),
            nameLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            detailLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        shade.frame = imageView.bounds
        let side: CGFloat = 26, inset: CGFloat = 8
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? inset : imageView.bounds.width - side - inset
        // From twelve o'clock, clockwise on screen.
        let path = UIBezierPath(arcCenter: CGPoint(x: side / 2, y: side / 2), radius: side / 2 - 3,
                                startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        for layer in [ring, ringFill] {
            layer.frame = CGRect(x: x, y: inset, width: side, height: side)
            layer.path = path
        }
    }

    /// One line each, ending in "…", at the usual text sizes; at accessibility sizes, where the grid
    /// keeps fewer and wider columns, the texts wrap whole.
    private func updateLineCounts() {
        let wraps = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        nameLabel.numberOfLines = wraps ? 0 : 1
        detailLabel.numberOfLines = wraps ? 2 : 1
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateLineCounts()
    }

    func show(_ trail: Trail, picture: UIImage, isFavorite: Bool) {
        updateLineCounts()
        imageView.image = picture
        ringFill.strokeEnd = CGFloat(min(1, trail.distance / Self.ringDistance))
        nameLabel.text = trail.name
        detailLabel.text = "\(trail.region) · \(Int(trail.distance)) km" + (isFavorite ? " · ★" : "")
        accessibilityLabel = "\(trail.name), \(trail.region), \(Int(trail.distance)) kilometres" + (isFavorite ? ", favorite" : "")
    }
}
