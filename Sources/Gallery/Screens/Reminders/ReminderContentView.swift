import OpenCollectionView

/// The view of a `ReminderConfiguration`: a completion circle, the title and notes stacked beside it,
/// a flag at the trailing edge — laid out by Auto Layout inside the layout margins.
@MainActor
final class ReminderContentView: View, ContentView {
    let circle = ImageView()
    let titleLabel = Label()
    let notesLabel = Label()
    let flag = ImageView(image: Image(systemName: "flag.fill"))
    private var applied: ReminderConfiguration

    init(configuration: ReminderConfiguration) {
        applied = configuration
        super.init(frame: .zero)
        directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.numberOfLines = 0
        notesLabel.font = .preferredFont(forTextStyle: .subheadline)
        notesLabel.textColor = .secondaryLabel
        notesLabel.numberOfLines = 2
        flag.tintColor = .systemOrange
        let texts = StackView(arrangedSubviews: [titleLabel, notesLabel])
        texts.axis = .vertical
        texts.spacing = 2
        for view in [circle, texts, flag] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let margins = layoutMarginsGuide
        LayoutConstraint.activate([
            circle.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            circle.topAnchor.constraint(equalTo: margins.topAnchor, constant: -1),
            circle.widthAnchor.constraint(equalToConstant: 24),
            circle.heightAnchor.constraint(equalToConstant: 24),
            texts.leadingAnchor.constraint(equalTo: circle.trailingAnchor, constant: 12),
            texts.topAnchor.constraint(equalTo: margins.topAnchor),
            texts.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            flag.leadingAnchor.constraint(greaterThanOrEqualTo: texts.trailingAnchor, constant: 8),
            flag.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            flag.centerYAnchor.constraint(equalTo: circle.centerYAnchor),
            flag.widthAnchor.constraint(equalToConstant: 18),
            flag.heightAnchor.constraint(equalToConstant: 18),
        ])
        apply(configuration)
    }

    required init?(coder: NSCoder) { nil }

    var configuration: any ContentConfiguration {
        get { applied }
        set {
            guard let reminder = newValue as? ReminderConfiguration else { return }
            apply(reminder)
        }
    }

    private func apply(_ configuration: ReminderConfiguration) {
        let old = applied
        applied = configuration
        circle.image = Image(systemName: configuration.isCompleted ? "checkmark.circle.fill" : "circle")
        circle.tintColor = configuration.isCompleted ? configuration.tint : .tertiaryLabel
        titleLabel.text = configuration.title
        titleLabel.textColor = configuration.isCompleted ? .secondaryLabel : .label
        notesLabel.text = configuration.notes
        notesLabel.isHidden = configuration.notes?.isEmpty ?? true
        flag.isHidden = !configuration.isFlagged
        backgroundColor = configuration.isHighlighted ? Color.systemFill : nil
        if old.title != configuration.title || old.notes != configuration.notes { invalidateIntrinsicContentSize() }
    }
}
