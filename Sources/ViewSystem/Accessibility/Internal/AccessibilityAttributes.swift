import CollectionGeometry
import Foundation

/// What an app set of a view's accessibility; `nil` fields leave the view's default in place (as in
/// UIKit, setting a label back to `nil` restores the one the view computes). Allocated on first set,
/// so views that nobody labels carry one empty reference.
@MainActor
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var identifier: String?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var customActions: [AccessibilityCustomAction]?
    var frame: CGRect?
}
