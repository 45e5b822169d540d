import OpenCollectionView

/// A list cell that keeps its reminder and offers whether it is done to its configurations as a
/// custom state key — the iOS 15 way: the state decides, `updateConfiguration(using:)` applies it.
///
/// Its separator starts where the title does, past the completion circle, as Reminders' rows do: the
/// cell constrains its `separatorLayoutGuide` to the title of the content view it shows.
@MainActor
final class ReminderCell: CollectionViewListCell {
    var reminder: Reminder? {
        didSet { if reminder != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// The constraint that starts the separator at the title, and the title it names.
    private var separatorStart: (constraint: LayoutConstraint, title: Label)?

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state[.isReminderCompleted] = reminder?.isCompleted
        return state
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        guard let reminder else { return }
        var content = ReminderConfiguration(title: reminder.title, notes: reminder.notes, isFlagged: reminder.isFlagged)
        content.tint = reminder.list.color
        contentConfiguration = content.updated(for: state)
        var background = BackgroundConfiguration.listCell().updated(for: state)
        // The row's own highlight comes from the content view; the background keeps its plain fill.
        background.backgroundColor = .secondarySystemGroupedBackground
        backgroundConfiguration = background
        alignSeparatorWithTitle()
    }

    /// Starts the separator at the shown content view's title (once per content view).
    private func alignSeparatorWithTitle() {
        guard let view = contentView as? ReminderContentView, separatorStart?.title !== view.titleLabel else { return }
        separatorStart?.constraint.isActive = false
        let constraint = separatorLayoutGuide.leadingAnchor.constraint(equalTo: view.titleLabel.leadingAnchor)
        constraint.isActive = true
        separatorStart = (constraint, view.titleLabel)
    }
}
