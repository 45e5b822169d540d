import Foundation

/// The generated programme of the conference-schedule screen: five time slots of eight talks, each
/// with a title, a speaker and a room. Deterministic: a talk is a function of its index path.
enum ConferenceSchedule {
    private static let slots = ["Monday · 9:00 AM", "Monday · 11:00 AM", "Monday · 2:00 PM", "Tuesday · 9:00 AM", "Tuesday · 11:00 AM"]
    private static let topics = ["Layouts", "Diffable Data Sources", "Self-Sizing Cells", "Prefetching", "Lists", "Auto Layout",
                                 "Batch Updates", "Dynamic Type", "Reordering", "Orthogonal Sections", "Swift Concurrency"]
    private static let forms = ["What's New in %@", "Advances in %@", "Mastering %@", "%@ in Practice", "Modern %@", "%@, Step by Step",
                                "Debugging %@", "%@ Without Surprises"]
    private static let rooms = ["Hall A", "Hall B", "Hall C", "Room 101", "Room 102", "Room 201", "Lab 1", "Lab 2"]
    private static let speakers = Names.generate(count: 40, seed: 2019)

    /// The slot a section is, as its header says it.
    static func slot(_ section: Int) -> String { slots[section % slots.count] }

    /// The title of the talk at `indexPath`.
    static func title(at indexPath: IndexPath) -> String {
        let topic = topics[(indexPath.section * 5 + indexPath.item * 3) % topics.count]
        let form = forms[(indexPath.section + indexPath.item * 5) % forms.count]
        return form.replacingOccurrences(of: "%@", with: topic)
    }

    /// The speaker and the room of the talk at `indexPath`.
    static func detail(at indexPath: IndexPath) -> String {
        "\(speakers[(indexPath.section * 8 + indexPath.item) % speakers.count]) · \(rooms[indexPath.item % rooms.count])"
    }

    /// The footer of a slot: what follows it.
    static func footer(for section: Int) -> String {
        section % slots.count == 2 ? "8 talks in parallel · then the evening reception" : "8 talks in parallel · then a 30-minute break"
    }
}
