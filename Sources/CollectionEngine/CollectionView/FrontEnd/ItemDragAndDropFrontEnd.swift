import CollectionGeometry
import Foundation
import ViewSystem

/// What the engine asks a front end's drag and drop delegates, in its own words: `CollectionView`
/// and `TableView` answer from `dragDelegate` and `dropDelegate`. Index paths are the data source's.
@MainActor
protocol ItemDragAndDropFrontEnd: AnyObject {
    /// Whether a press on an item may start a drag now (a drag delegate is set and
    /// `dragInteractionEnabled`).
    var dragsItems: Bool { get }
    /// The drag delegate's items for a drag starting on `indexPath` (`itemsForBeginning`).
    func dragItems(forBeginning session: ItemDragSession, at indexPath: IndexPath) -> [DragItem]
    /// Whether the drag delegate lets the items move (`dragSessionAllowsMoveOperation`; default `true`).
    func dragSessionAllowsMoveOperation(_ session: ItemDragSession) -> Bool
    /// Whether the drag stays in the app (`dragSessionIsRestrictedToDraggingApplication`; default `false`).
    func dragSessionIsRestrictedToDraggingApplication(_ session: ItemDragSession) -> Bool
    /// How the item at `indexPath` is drawn while dragged (`dragPreviewParametersForItemAt`; `nil`: as it is).
    func dragPreviewParameters(at indexPath: IndexPath) -> PreviewParameters?
    /// How the item at `indexPath` is drawn while a drop puts an item there (`dropPreviewParametersForItemAt`).
    func dropPreviewParameters(at indexPath: IndexPath) -> PreviewParameters?
    /// The drag begins (`dragSessionWillBegin`).
    func dragSessionWillBegin(_ session: ItemDragSession)
    /// The drag ended, dropped or not (`dragSessionDidEnd`).
    func dragSessionDidEnd(_ session: ItemDragSession)
    /// Whether a drop delegate is set and can handle the session (`canHandle`; default `true`).
    func dropCanHandle(_ session: ItemDragSession) -> Bool
    /// The drag entered the view (`dropSessionDidEnter`).
    func dropSessionDidEnter(_ session: ItemDragSession)
    /// The drop delegate's proposal for a drop at `destination`, with its intent in the engine's words
    /// (`dropSessionDidUpdate`; `.cancel` when the delegate does not implement it).
    func dropProposal(for session: ItemDragSession, at destination: IndexPath?) -> (DropProposal, ItemDropIntent)
    /// The drag left the view (`dropSessionDidExit`).
    func dropSessionDidExit(_ session: ItemDragSession)
    /// The drop ended, performed or not (`dropSessionDidEnd`).
    func dropSessionDidEnd(_ session: ItemDragSession)
    /// Whether a drag resting on an item opens it (`isSpringLoaded`).
    var springsLoadedItems: Bool { get }
    /// Whether the delegate lets the drag resting on `indexPath` open it (`shouldSpringLoadItemAt`).
    func shouldSpringLoad(at indexPath: IndexPath, context: any SpringLoadedInteractionContext) -> Bool
    /// Hands the drop to the drop delegate (`performDropWith`) through a coordinator whose drops
    /// `record` keeps.
    func performDrop(_ session: ItemDragSession, source: IndexPath, destination: IndexPath?, proposal: DropProposal,
                     record: ItemDropRecord)
}
