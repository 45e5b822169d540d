import OpenCollectionView

/// A message cell as UIKit code writes one: an avatar symbol beside a bold name and a secondary time
/// in a horizontal stack (aligned on their first baseline; the time hugs its text at the trailing
/// edge) above a body label that wraps — stacks pinned to the content view's margins.
@MainActor
final class MessageCell: CollectionViewCell {
    static let reuseIdentifier = "message"

    /// What the screen's settings change.
    struct Style: Equatable {
        var textSize: CGFloat
        var bodyLines: Int
        var showsTime: Bool
    }

    let avatar = ImageView(image: Image(systemName: "person.circle.fill"))
    let nameLabel = Label()
    let timeLabel = Label()
    let bodyLabel = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.cornerCurve = .continuous
        contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 14, bottom: 12, trailing: 14)
        timeLabel.textColor = .secondaryLabel
        timeLabel.setContentHuggingPriority(.required, for: .horizontal)
        // Above the name's, not required: hidden, the stack gives the time no width (UIKit would log a
        // conflict with a required resistance, as it does here).
        timeLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        bodyLabel.numberOfLines = 0
        bodyLabel.lineBreakMode = .byWordWrapping

        let header = StackView(arrangedSubviews: [nameLabel, timeLabel])
        header.spacing = 8
        header.alignment = .firstBaseline
        let texts = StackView(arrangedSubviews: [header, bodyLabel])
        texts.axis = .vertical
        texts.spacing = 4
        avatar.contentMode = .scaleAspectFit
        avatar.setContentHuggingPriority(.required, for: .horizontal)
        avatar.setContentCompressionResistancePriority(.required, for: .horizontal)
        let stack = StackView(arrangedSubviews: [avatar, texts])
        stack.spacing = 10
        stack.alignment = .top
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        // Below required at the bottom: before the list fits a row it lays the row out at its estimate.
        let bottom = stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        bottom.priority = LayoutPriority(999)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bottom,
        ])
    }

    /// Messages are never archived.
    required init?(coder: NSCoder) { nil }

    /// Shows `message` in `style`.
    func configure(with message: MessagesScreen.Message, style: Style) {
        // Fonts follow Dynamic Type as UIKit code makes them: scaled by FontMetrics, adjusted by the labels.
        nameLabel.font = FontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: style.textSize, weight: .semibold))
        timeLabel.font = FontMetrics(forTextStyle: .subheadline).scaledFont(for: .monospacedDigitSystemFont(ofSize: (style.textSize * 0.82).rounded(), weight: .regular))
        bodyLabel.font = FontMetrics.default.scaledFont(for: .systemFont(ofSize: style.textSize))
        for label in [nameLabel, timeLabel, bodyLabel] { label.adjustsFontForContentSizeCategory = true }
        bodyLabel.numberOfLines = style.bodyLines
        bodyLabel.lineBreakMode = style.bodyLines == 0 ? .byWordWrapping : .byTruncatingTail
        timeLabel.isHidden = !style.showsTime
        avatar.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: style.textSize * 1.5)
        avatar.tintColor = Palette.color(message.name.unicodeScalars.reduce(0) { $0 + Int($1.value) })
        nameLabel.text = message.name
        timeLabel.text = message.time
        bodyLabel.text = message.body
    }
}
