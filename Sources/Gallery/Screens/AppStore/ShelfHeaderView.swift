import OpenCollectionView

/// A shelf's header: its title in bold and a "See All" button at the trailing edge, over a hairline.
@MainActor
final class ShelfHeaderView: CollectionReusableView {
    static let elementKind = CollectionView.elementKindSectionHeader

    let titleLabel = Label()
    let seeAllButton = Button(type: .system)
    private let separator = View()
    /// Called when "See All" is pressed.
    var onSeeAll: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Dynamic Type as UIKit code writes it: a fixed design scaled like the title 2 style.
        titleLabel.font = FontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22, weight: .bold))
        titleLabel.accessibilityTraits = [.staticText, .header]
        titleLabel.adjustsFontForContentSizeCategory = true
        seeAllButton.setTitle("See All", for: .normal)
        seeAllButton.setContentHuggingPriority(.required, for: .horizontal)
        seeAllButton.addAction(Action { [weak self] _ in self?.onSeeAll?() }, for: .primaryActionTriggered)
        separator.backgroundColor = .separator
        let row = StackView(arrangedSubviews: [titleLabel, seeAllButton])
        row.alignment = .center
        row.spacing = 8
        for view in [row, separator] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        LayoutConstraint.activate([
            separator.topAnchor.constraint(equalTo: topAnchor),
            separator.leadingAnchor.constraint(equalTo: leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
            row.topAnchor.constraint(equalTo: separator.bottomAnchor, constant: 10),
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.trailingAnchor.constraint(equalTo: trailingAnchor),
            row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
            // A finger's 44 points: the text stays centred in a taller button.
            seeAllButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        onSeeAll = nil
    }
}
