extension ContentView where Self: View {
    /// `configuration` as the type this view shows, or `nil` after reporting it as refused: a
    /// content view keeps what it shows when given another type, as `supports(_:)` says.
    func accepted<Shown: ContentConfiguration>(_ configuration: any ContentConfiguration, as type: Shown.Type,
                                              names: (view: String, configuration: String)) -> Shown? {
        if let shown = configuration as? Shown { return shown }
        LayoutDiagnostic.report("\(names.view) cannot show a configuration of type \(Swift.type(of: configuration)); it shows \(names.configuration) only (check supports(_:) first)",
                                constraints: [], from: self)
        return nil
    }
}
