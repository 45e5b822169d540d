import OpenCollectionView

/// A reminder in one of a few lists.
struct Reminder: Hashable, Sendable {
    /// The list a reminder is in, with its colour.
    enum List: String, CaseIterable, Sendable {
        case today = "Today", groceries = "Groceries", work = "Work"

        var color: Color {
            switch self {
            case .today: .systemBlue
            case .groceries: .systemGreen
            case .work: .systemOrange
            }
        }
    }

    let id: Int
    var title: String
    var notes: String?
    var isFlagged = false
    var isCompleted = false
    var list: List

    /// The sample reminders.
    static let samples: [Reminder] = [
        Reminder(id: 0, title: "Call the dentist", notes: "Ask about the January appointment", isFlagged: true, list: .today),
        Reminder(id: 1, title: "Water the plants", list: .today),
        Reminder(id: 2, title: "Pick up the parcel at the post office before it closes at six", notes: nil, list: .today),
        Reminder(id: 3, title: "Oat milk", list: .groceries),
        Reminder(id: 4, title: "Lemons", notes: "Unwaxed, for the cake", list: .groceries),
        Reminder(id: 5, title: "Rice", isCompleted: true, list: .groceries),
        Reminder(id: 6, title: "Review the layout pull request", notes: "The orthogonal sections part first", isFlagged: true, list: .work),
        Reminder(id: 7, title: "Book the offsite room", list: .work),
        Reminder(id: 8, title: "Send the quarterly report", isCompleted: true, list: .work),
    ]
}
