import CollectionWeb

/// The gallery's screens, in sidebar order, grouped by `GalleryGroup`: the sessions' demos (B5).
enum GalleryScreens {
    static var all: [WebScreenEntry] {
        [
            FriendsScreen.entry,
            MosaicScreen.entry,
            PrefetchingLabScreen.entry,
            SelfSizingWordsScreen.entry,
            ReorderingScreen.entry,
            RefreshScreen.entry,
        ] + CompositionalScreen.entries + [
            AppStoreScreen.entry,
            DiffableScreen.entry,
            ListsScreen.entry,
            RemindersScreen.entry,
            SettingsTableScreen.entry,
            LongTableScreen.entry,
            ConstraintCardsScreen.entry,
            MessagesScreen.entry,
            NewsFeedScreen.entry,
            SymbolsScreen.entry,
            DesktopScreen.entry,
            TrailsScreen.entry,
        ]
    }
}
