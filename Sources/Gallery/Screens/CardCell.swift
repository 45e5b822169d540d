import OpenCollectionView

/// A card cell built as UIKit code builds one: an avatar circle (clipped, bordered, with a half-tone
/// band inside it), a column of bars standing in for lines of text, and a "new" tag in the top
/// trailing corner, all placed by constraints in the content view, whose layer draws the card itself.
/// The tag rounds its one inner corner and sits in a clipping view with the card's corners, so the
/// card's own corner shapes its outer one — the usual way to keep the shadow (on the content view)
/// while clipping.
///
/// The card's height is not set anywhere: the bars stack down from the top margin, the card ends below
/// the lower of the bars and the avatar, and the collection view fits the content view to the column
/// width (at `fittingSizeLevel` a card whose height its constraints left open would keep the estimate).
@MainActor
final class CardCell: CollectionViewCell {
    static let reuseIdentifier = "card"

    /// The layer properties the screen's settings change.
    struct Style: Equatable {
        var cornerRadius: CGFloat
        var isContinuous: Bool
        var hasShadow: Bool
    }

    private let avatar = View()
    private let band = View()
    private let badge = View()
    /// Clips the tag to the card's rounded corners; the content view keeps its shadow.
    private let corners = View()
    private let column = LayoutGuide()
    private var bars: [View] = []
    private var barConstraints: [LayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 14, leading: 14, bottom: 14, trailing: 14)
        contentView.layer.borderColor = Color.separator.cgColor
        contentView.layer.borderWidth = 0.5
        contentView.layer.shadowColor = Color.black.cgColor
        contentView.layer.shadowOffset = CGSize(width: 0, height: 3)
        contentView.layer.shadowRadius = 8

        avatar.clipsToBounds = true
        avatar.layer.cornerRadius = 22
        avatar.layer.borderWidth = 2
        avatar.layer.borderColor = Color.white.cgColor
        band.backgroundColor = Color(white: 0, alpha: 0.18)
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 8
        badge.layer.maskedCorners = [.layerMinXMaxYCorner]
        corners.clipsToBounds = true
        corners.isUserInteractionEnabled = false

        for view in [avatar, corners] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        badge.translatesAutoresizingMaskIntoConstraints = false
        corners.addSubview(badge)
        band.translatesAutoresizingMaskIntoConstraints = false
        avatar.addSubview(band)
        contentView.addLayoutGuide(column)

        let margins = contentView.layoutMarginsGuide
        // The card is as tall as the taller of the avatar and the bars: both must fit above the bottom
        // margin, and the margin is pulled up to each at a low priority, so it stops at the lower of
        // the two (the "max" idiom). The fits are just below required, the usual way: before the
        // collection view has fitted a card it lays the card out at the layout's estimate, and a tall
        // card would otherwise log a conflict there.
        var fits: [LayoutConstraint] = []
        for bottom in [column.bottomAnchor, avatar.bottomAnchor] {
            let fit = bottom.constraint(lessThanOrEqualTo: margins.bottomAnchor)
            fit.priority = LayoutPriority(999)
            let pull = margins.bottomAnchor.constraint(equalTo: bottom)
            pull.priority = .defaultLow
            fits += [fit, pull]
        }
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 44),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            band.leadingAnchor.constraint(equalTo: avatar.leadingAnchor),
            band.trailingAnchor.constraint(equalTo: avatar.trailingAnchor),
            band.bottomAnchor.constraint(equalTo: avatar.bottomAnchor),
            band.heightAnchor.constraint(equalTo: avatar.heightAnchor, multiplier: 0.4),
            column.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            column.topAnchor.constraint(equalTo: margins.topAnchor, constant: 4),
            corners.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            corners.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            corners.topAnchor.constraint(equalTo: contentView.topAnchor),
            corners.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            badge.topAnchor.constraint(equalTo: corners.topAnchor),
            badge.trailingAnchor.constraint(equalTo: corners.trailingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 36),
            badge.heightAnchor.constraint(equalToConstant: 16),
        ] + fits)
    }

    /// Cards are never archived.
    required init?(coder: NSCoder) { nil }

    /// Shows `card`: its colours, one bar per line stacked down the column, and the badge if it is new.
    func configure(with card: ConstraintCardsScreen.Card, style: Style) {
        avatar.backgroundColor = Palette.color(card.hue)
        contentView.backgroundColor = Palette.color(card.hue, saturation: 0.08, brightness: 1)
        badge.isHidden = !card.isNew
        setBarCount(card.bars.count)
        LayoutConstraint.deactivate(barConstraints)
        barConstraints.removeAll(keepingCapacity: true)
        for (index, bar) in bars.enumerated() {
            bar.backgroundColor = index == 0 ? Palette.color(card.hue, saturation: 0.6, brightness: 0.55) : .systemGray4
            let height: CGFloat = index == 0 ? 14 : 10
            bar.layer.cornerRadius = height / 2
            let top = index == 0 ? bar.topAnchor.constraint(equalTo: column.topAnchor)
                                 : bar.topAnchor.constraint(equalTo: bars[index - 1].bottomAnchor, constant: 9)
            barConstraints += [
                top,
                bar.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                bar.widthAnchor.constraint(equalTo: column.widthAnchor, multiplier: card.bars[index]),
                bar.heightAnchor.constraint(equalToConstant: height),
            ]
        }
        // The column ends at its last bar.
        if let last = bars.last { barConstraints.append(last.bottomAnchor.constraint(equalTo: column.bottomAnchor)) }
        LayoutConstraint.activate(barConstraints)
        apply(style)
    }

    /// Draws the card with `style` (layer properties only; the size does not change).
    func apply(_ style: Style) {
        for layer in [contentView.layer, corners.layer] {
            layer.cornerRadius = style.cornerRadius
            layer.cornerCurve = style.isContinuous ? .continuous : .circular
        }
        contentView.layer.shadowOpacity = style.hasShadow ? 0.18 : 0
    }

    /// Rounds the tag's inner corner: Core Animation's corner mask is not mirrored right to left.
    override func layoutSubviews() {
        super.layoutSubviews()
        badge.layer.maskedCorners = effectiveUserInterfaceLayoutDirection == .rightToLeft ? [.layerMaxXMaxYCorner] : [.layerMinXMaxYCorner]
    }

    private func setBarCount(_ count: Int) {
        while bars.count < count {
            let bar = View()
            bar.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(bar)
            bars.append(bar)
        }
        while bars.count > count { bars.removeLast().removeFromSuperview() }
    }
}
