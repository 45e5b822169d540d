import Foundation

/// How a drop target would handle a drop at the pointer's place (`UIDropProposal`).
@MainActor
open class DropProposal {
    /// What dropping would do.
    public let operation: DropOperation
    /// Whether the drop aims at a precise place (`isPrecise`; kept, not drawn: the pointer is precise).
    open var isPrecise = false
    /// Whether the drop preview keeps the item's full size (`prefersFullSizePreview`; kept, not drawn:
    /// the dragged cell keeps its size).
    open var prefersFullSizePreview = false

    /// A proposal to perform `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}
