import Foundation

extension View {
    /// The interactions on the view, in the order added (`UIView.interactions`). Setting it removes
    /// the ones left out and adds the new ones, as `removeInteraction(_:)` and `addInteraction(_:)` would,
    /// and leaves them in the order given (an interaction listed twice counts once, where first listed).
    /// - Complexity: O(n × m), n the interactions on the view and m those given.
    public var interactions: [any Interaction] {
        get { storedInteractions }
        set {
            let kept = Set(newValue.map(ObjectIdentifier.init))
            for interaction in storedInteractions where !kept.contains(ObjectIdentifier(interaction)) {
                removeInteraction(interaction)
            }
            for interaction in newValue { addInteraction(interaction) }
            var seen = Set<ObjectIdentifier>()
            storedInteractions = newValue.filter { seen.insert(ObjectIdentifier($0)).inserted }
        }
    }

    /// Adds `interaction` to the view, taking it off the view it was on (`UIView.addInteraction(_:)`);
    /// nothing when it is already here.
    /// - Complexity: O(n), n the interactions on the view.
    public func addInteraction(_ interaction: any Interaction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        if let previous = interaction.view, previous !== self { previous.removeInteraction(interaction) }
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Takes `interaction` off the view (`UIView.removeInteraction(_:)`); nothing when it is not here.
    /// - Complexity: O(n), n the interactions on the view.
    public func removeInteraction(_ interaction: any Interaction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// The view's interactions that open context menus, in the order added.
    var contextMenuPresenters: [any ContextMenuPresenting] {
        guard !storedInteractions.isEmpty else { return [] }
        return storedInteractions.compactMap { $0 as? any ContextMenuPresenting }
    }
}
