import CollectionGeometry
import Foundation

/// A view whose menus show attached to it (a control): it says where the menu hangs and hears which
/// action was chosen.
@MainActor
protocol ContextMenuAttaching: View {
    /// The point, in the view's coordinates, the menu for `configuration` hangs from: the list's
    /// trailing edge lines up with it and its top (or, when it does not fit below, the view's top
    /// edge above it) follows it.
    func menuAttachmentPoint(for configuration: ContextMenuConfiguration) -> CGPoint
    /// `action` was chosen from the attached menu, after its handler ran.
    func attachedMenuDidChoose(_ action: Action)
}
