import CollectionGeometry

extension UserInterfaceIdiom {
    /// Whether collection and table views let items be dragged by default on this idiom: on iPad and
    /// the Mac, as UIKit's `dragInteractionEnabled` defaults.
    var dragsByDefault: Bool { self == .pad || self == .mac }
}
