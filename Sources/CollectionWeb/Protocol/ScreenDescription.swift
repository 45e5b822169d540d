import Foundation

/// A screen the page can show, for its sidebar.
public struct ScreenDescription: Hashable, Sendable, Encodable {
    /// The identifier `navigate` names.
    public var id: String
    /// The title shown in the sidebar.
    public var title: String
    /// The buttons the screen offers (`action` names and their titles).
    public var actions: [Action]
    /// The switches and sliders the screen offers (`setting` names, ranges and first values).
    public var settings: [Setting]
    /// The text fields the screen offers (`text` names and their placeholders).
    public var fields: [Action]
    /// The heading the sidebar lists the screen under (screens of one group are listed together, in
    /// the order the first of them comes); empty: no heading.
    public var group: String
    /// One line for the toolbar: what the screen shows and what to try.
    public var summary: String

    /// A button of a screen.
    public struct Action: Hashable, Sendable, Encodable {
        /// The name `action` messages carry.
        public var name: String
        /// The button's title (or a text field's placeholder).
        public var title: String
        /// Whether pressing the button clears the page's notices (a reset starts the story again).
        public var clearsNotices: Bool
        /// Creates a button.
        public init(name: String, title: String, clearsNotices: Bool = false) {
            self.name = name
            self.title = title
            self.clearsNotices = clearsNotices
        }
    }

    /// A switch (0 to 1 in steps of 1) or a slider of a screen.
    public struct Setting: Hashable, Sendable, Encodable {
        /// The name `setting` messages carry.
        public var name: String
        /// The label next to the control.
        public var title: String
        /// The smallest value.
        public var minimum: Double
        /// The largest value.
        public var maximum: Double
        /// The slider's step.
        public var step: Double
        /// The value the screen starts with.
        public var value: Double

        /// A slider from `minimum` to `maximum`.
        public init(name: String, title: String, minimum: Double, maximum: Double, step: Double, value: Double) {
            self.name = name
            self.title = title
            self.minimum = minimum
            self.maximum = maximum
            self.step = step
            self.value = value
        }

        /// A switch, on (1) or off (0).
        public static func toggle(name: String, title: String, isOn: Bool) -> Setting {
            Setting(name: name, title: title, minimum: 0, maximum: 1, step: 1, value: isOn ? 1 : 0)
        }
    }

    /// Creates a description.
    public init(id: String, title: String, group: String = "", summary: String = "",
                actions: [Action] = [], settings: [Setting] = [], fields: [Action] = []) {
        self.id = id
        self.title = title
        self.group = group
        self.summary = summary
        self.actions = actions
        self.settings = settings
        self.fields = fields
    }
}
