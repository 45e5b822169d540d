import CollectionGeometry
import Foundation

extension View {
    /// The width from which containers lay out as on a regular width (sheets centred, split views in
    /// columns) when the traits give no horizontal size class: an iPad mini's 744 points is regular,
    /// a phone's 430 is not.
    static let regularWidthForContainers: CGFloat = 700

    /// Whether containers lay this view out as on a regular width: a regular horizontal size class, or,
    /// with none given, a width of 700 points or more.
    var hasRegularWidthForContainers: Bool {
        switch traitCollection.horizontalSizeClass {
        case .regular: return true
        case .compact: return false
        default: return bounds.width >= Self.regularWidthForContainers
        }
    }
}
