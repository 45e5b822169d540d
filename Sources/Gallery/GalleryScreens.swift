import CollectionWeb

/// The gallery's screens, in sidebar order: the sessions' demos (B5).
enum GalleryScreens {
    static var all: [WebScreenEntry] {
        [
            FriendsScreen.entry,
            MosaicScreen.entry,
            PrefetchingLabScreen.entry,
            SelfSizingWordsScreen.entry,
            ConstraintCardsScreen.entry,
            MessagesScreen.entry,
            SymbolsScreen.entry,
            ReorderingScreen.entry,
            RefreshScreen.entry,
            ListsScreen.entry,
        ] + CompositionalScreen.entries + [
            DesktopScreen.entry,
            DiffableScreen.entry,
            SettingsTableScreen.entry,
            LongTableScreen.entry,
        ]
    }
}
