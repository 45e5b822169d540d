extension Menu {
    /// A menu's identity (`UIMenu.Identifier`): equal identifiers name the same menu.
    ///
    /// The system identifiers name the menus of an app's main menu bar; here they are names only
    /// (raw values `com.apple.menu.` and the name), as nothing builds a main menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        private static func system(_ name: String) -> Identifier { Identifier("com.apple.menu." + name) }

        /// The application menu.
        public static let application = system("application")
        /// The File menu.
        public static let file = system("file")
        /// The Edit menu.
        public static let edit = system("edit")
        /// The View menu.
        public static let view = system("view")
        /// The Window menu.
        public static let window = system("window")
        /// The Help menu.
        public static let help = system("help")
        /// The About menu.
        public static let about = system("about")
        /// The Preferences menu.
        public static let preferences = system("preferences")
        /// The Services menu.
        public static let services = system("services")
        /// The Hide menu.
        public static let hide = system("hide")
        /// The Quit menu.
        public static let quit = system("quit")
        /// The New Scene menu.
        public static let newScene = system("new-scene")
        /// The Open Recent menu.
        public static let openRecent = system("open-recent")
        /// The Close menu.
        public static let close = system("close")
        /// The Print menu.
        public static let print = system("print")
        /// The Document menu.
        public static let document = system("document")
        /// The Undo and Redo menu.
        public static let undoRedo = system("undo-redo")
        /// The standard Edit menu.
        public static let standardEdit = system("standard-edit")
        /// The Find menu.
        public static let find = system("find")
        /// The Replace menu.
        public static let replace = system("replace")
        /// The Share menu.
        public static let share = system("share")
        /// The Text Style menu.
        public static let textStyle = system("text-style")
        /// The Spelling menu.
        public static let spelling = system("spelling")
        /// The Spelling panel menu.
        public static let spellingPanel = system("spelling-panel")
        /// The Spelling options menu.
        public static let spellingOptions = system("spelling-options")
        /// The Substitutions menu.
        public static let substitutions = system("substitutions")
        /// The Substitutions panel menu.
        public static let substitutionsPanel = system("substitutions-panel")
        /// The Substitution options menu.
        public static let substitutionOptions = system("substitution-options")
        /// The Transformations menu.
        public static let transformations = system("transformations")
        /// The Speech menu.
        public static let speech = system("speech")
        /// The Look Up menu.
        public static let lookup = system("lookup")
        /// The Learn menu.
        public static let learn = system("learn")
        /// The Format menu.
        public static let format = system("format")
        /// The Insert menu.
        public static let insert = system("insert")
        /// The Font menu.
        public static let font = system("font")
        /// The Text Size menu.
        public static let textSize = system("text-size")
        /// The Text Color menu.
        public static let textColor = system("text-color")
        /// The Text Style pasteboard menu.
        public static let textStylePasteboard = system("text-style-pasteboard")
        /// The Text menu.
        public static let text = system("text")
        /// The Writing Direction menu.
        public static let writingDirection = system("writing-direction")
        /// The Alignment menu.
        public static let alignment = system("alignment")
        /// The Toolbar menu.
        public static let toolbar = system("toolbar")
        /// The Sidebar menu.
        public static let sidebar = system("sidebar")
        /// The Full Screen menu.
        public static let fullscreen = system("fullscreen")
        /// The Minimize and Zoom menu.
        public static let minimizeAndZoom = system("minimize-and-zoom")
        /// The Bring All to Front menu.
        public static let bringAllToFront = system("bring-all-to-front")
        /// The root of the main menu.
        public static let root = system("root")
    }
}
