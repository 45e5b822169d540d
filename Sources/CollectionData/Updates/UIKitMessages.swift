/// The wording of UIKit's batch-update exceptions, shared by the validator and the collection view.
///
/// Kept in one place so every message a user may search for reads exactly as UIKit's.
package enum UIKitMessages {
    /// The item-count check of a surviving section.
    package static func invalidNumberOfItems(section: Int, after: Int, before: Int, inserted: Int, deleted: Int,
                                             movedIn: Int, movedOut: Int, itemNoun: String = "items") -> String {
        "Invalid update: invalid number of \(itemNoun) in section \(section). The number of \(itemNoun) contained in an existing section after the update (\(after)) must be equal to the number of \(itemNoun) contained in that section before the update (\(before)), plus or minus the number of \(itemNoun) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(itemNoun) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }

    /// The section-count check.
    package static func invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int,
                                                container: String = "collection view") -> String {
        "Invalid update: invalid number of sections. The number of sections contained in the \(container) after the update (\(after)) must be equal to the number of sections contained in the \(container) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    }
}
