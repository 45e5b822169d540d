import OpenCollectionView

extension ConfigurationStateCustomKey {
    /// Whether the reminder a cell shows is done: the cell's own state, offered to its configurations.
    static let isReminderCompleted = ConfigurationStateCustomKey("gallery.reminder.isCompleted")
}

/// A reminder row's content, written the iOS 15 way: a value that makes its view and follows the
/// cell's state (selection, and the custom completed key).
struct ReminderConfiguration: ContentConfiguration, Hashable {
    var title = ""
    var notes: String?
    var isFlagged = false
    var isCompleted = false
    var isHighlighted = false
    var tint: Color = .systemBlue

    func makeContentView() -> any View & ContentView {
        ReminderContentView(configuration: self)
    }

    func updated(for state: any ConfigurationState) -> ReminderConfiguration {
        var updated = self
        if let completed = state[.isReminderCompleted] as? Bool { updated.isCompleted = completed }
        if let cell = state as? CellConfigurationState { updated.isHighlighted = cell.isHighlighted || cell.isSelected }
        return updated
    }
}
