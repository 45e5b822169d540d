import OpenCollectionView

/// A file of the desktop screen: its kind's symbol over its name, which a narrow cell shortens in the
/// middle as Finder and Files do ("Interview…2024.pdf"), so the kind stays readable.
@MainActor
final class DesktopFileCell: CollectionViewCell {
    let iconView = ImageView()
    let nameLabel = Label()

    /// The symbol's side, and the space between it and the name.
    private static let iconSide: CGFloat = 34
    private static let spacing: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.contentMode = .scaleAspectFit
        nameLabel.font = .systemFont(ofSize: 12)
        nameLabel.textAlignment = .center
        nameLabel.numberOfLines = 1
        nameLabel.lineBreakMode = .byTruncatingMiddle
        contentView.addSubview(iconView)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let nameHeight = ceil(nameLabel.font.lineHeight)
        let top = ((bounds.height - Self.iconSide - Self.spacing - nameHeight) / 2).rounded()
        iconView.frame = CGRect(x: ((bounds.width - Self.iconSide) / 2).rounded(), y: top, width: Self.iconSide, height: Self.iconSide)
        nameLabel.frame = CGRect(x: 6, y: top + Self.iconSide + Self.spacing, width: Swift.max(0, bounds.width - 12), height: nameHeight)
    }

    /// Shows `file`, white on blue when selected.
    func configure(with file: DesktopScreen.File, selected: Bool) {
        iconView.image = Image(systemName: file.symbol)
        iconView.tintColor = selected ? .white : file.tint
        nameLabel.text = file.name
        nameLabel.textColor = selected ? .white : .label
        nameLabel.font = .systemFont(ofSize: 12, weight: selected ? .semibold : .regular)
    }
}
