import OpenCollectionView

/// A row of the compositional catalog's list screens, built as Apple's sample code builds its list
/// cell: a body-font label, a chevron at the trailing edge and a hairline under the label, all in
/// Auto Layout. These screens' sections are compositional sections, not list sections, so nothing
/// draws separators for them: the cell draws its own, and hides it on a section's last row.
@MainActor
final class SampleListCell: CollectionViewCell {
    /// The row's title.
    let label = Label()
    /// The disclosure chevron, pointing to the trailing side in either layout direction.
    let accessoryImageView = ImageView()
    /// The hairline under the label, from the label's leading edge to the cell's trailing edge.
    let separatorView = View()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        accessoryImageView.tintColor = .tertiaryLabel
        accessoryImageView.contentMode = .scaleAspectFit
        separatorView.backgroundColor = .separator
        for view in [label, accessoryImageView, separatorView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let inset: CGFloat = 16
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            label.trailingAnchor.constraint(lessThanOrEqualTo: accessoryImageView.leadingAnchor, constant: -8),
            accessoryImageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            accessoryImageView.widthAnchor.constraint(equalToConstant: 13),
            accessoryImageView.heightAnchor.constraint(equalToConstant: 20),
            accessoryImageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            separatorView.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            separatorView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            separatorView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            separatorView.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // As the sample does: the chevron points to the trailing side.
        let name = effectiveUserInterfaceLayoutDirection == .rightToLeft ? "chevron.left" : "chevron.right"
        if accessoryImageView.image?.name != name {
            accessoryImageView.image = Image(systemName: name, withConfiguration: Image.SymbolConfiguration(pointSize: 17, weight: .semibold))
        }
    }

    /// Shows `text`; `isLastInSection` hides the hairline, as the sample does under a section's
    /// last row.
    func show(_ text: String, isLastInSection: Bool) {
        label.text = text
        separatorView.isHidden = isLastInSection
    }
}
