import OpenCollectionView

/// A list cell that keeps its reminder and offers whether it is done to its configurations as a
/// custom state key — the iOS 15 way: the state decides, `updateConfiguration(using:)` applies it.
@MainActor
final class ReminderCell: CollectionViewListCell {
    var reminder: Reminder? {
        didSet { if reminder != oldValue { setNeedsUpdateConfiguration() } }
    }

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
    }
}
