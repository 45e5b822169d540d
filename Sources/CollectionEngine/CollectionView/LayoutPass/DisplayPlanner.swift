import CollectionGeometry
import CollectionLayout
import Foundation

/// The layout pass's decision, as a function of values: from the context, the layout's answers for
/// `context.layoutQueryRect` and the elements displayed now, the `DisplayPlan`.
///
/// It touches no view and asks nothing of the layout, so it is tested without a view tree; the
/// collection view gathers its inputs and applies its result.
@MainActor
enum DisplayPlanner {
    /// Plans one pass.
    /// - Parameters:
    ///   - answers: the layout's attributes for `context.layoutQueryRect`, in the layout's coordinates.
    ///   - displayed: every displayed element and its view's frame now.
    /// - Complexity: O(a + d log d) for a answers and d displayed elements.
    static func plan(_ context: DisplayPlanContext, answers: [CollectionViewLayoutAttributes],
                     displayed: [(key: ElementKey, frame: CGRect)]) -> DisplayPlan {
        var plan = DisplayPlan()
        let visibleRect = context.visibleRect
        let flipped = context.isFlipped
        let flipWidth = context.contentSize.width
        let tracksWindow = context.tracksStableWindow
        var window = StableWindow(bounds: visibleRect, contentSize: context.contentSize, generation: context.answersGeneration,
                                  alongY: context.alongY, queried: context.queriedRect)
        // Each wanted element's place in `entries`: a layout that answers twice for one element
        // keeps its first place and its last attributes.
        var wanted: [ElementKey: Int] = [:]
        wanted.reserveCapacity(displayed.count + 8)
        plan.entries.reserveCapacity(displayed.count + 8)
        // Loops rather than closures on this path: a closure formed in main-actor code checks its
        // executor on every call, and this runs for every element of every frame.
        for original in answers {
            guard original.frame.isUsableFrame else {
                plan.problems.append(.unusableFrame(original.frame, original.indexPath))
                continue
            }
            let key = ElementKey(original)
            guard context.contains(key) else {
                plan.problems.append(.nonexistentElement(key))
                continue
            }
            // Copied only when flipped: most elements of a frame are unchanged.
            let attributes: CollectionViewLayoutAttributes
            if flipped {
                attributes = (original.copy() as? CollectionViewLayoutAttributes) ?? original
                attributes.frame = attributes.frame.mirroredHorizontally(inWidth: flipWidth)
            } else {
                attributes = original
            }
            let onScreen = attributes.frame.overlapsStrictly(visibleRect)
            if tracksWindow, key.category != .supplementaryView || !context.pinnedKinds.contains(key.kind) {
                window.include(attributes.frame, onScreen: onScreen)
            }
            guard onScreen else { continue }
            plan.want(key, attributes: attributes, layoutAttributes: original, at: &wanted)
        }
        if let lifted = context.lifted {
            // Its position is the pointer's, not an answer of the layout: mirrored, it has no layout
            // coordinates of its own, and keeps the layout's answer for its item if there was one.
            plan.want(.cell(lifted.indexPath), attributes: lifted.attributes, layoutAttributes: flipped ? nil : lifted.attributes, at: &wanted)
        }

        let replacing = context.replacesVisibleViews
        let retentionRect = context.retentionRect
        for (key, frame) in displayed {
            if !replacing, let index = wanted[key] {
                plan.entries[index].isDisplayed = true
                continue
            }
            let departure: DisplayPlan.Departure
            if context.isUpdate, !replacing {
                departure = .slideOut
            } else if !replacing, key.category != .decorationView, frame.overlapsStrictly(retentionRect) {
                departure = .retain
            } else {
                departure = .recycle
            }
            plan.departures.append((key, departure))
        }
        plan.departures.sort { $0.key < $1.key }
        plan.discardsOffscreen = replacing
        plan.stableWindow = tracksWindow ? window : nil
        plan.retentionRect = retentionRect
        plan.preparedRect = context.preparedRect
        return plan
    }
}

extension DisplayPlan {
    /// Adds `key` on screen, or gives its entry new attributes when it is there already.
    /// - Parameter layoutAttributes: `nil` keeps an existing entry's layout attributes (or none for a
    ///   new entry).
    fileprivate mutating func want(_ key: ElementKey, attributes: CollectionViewLayoutAttributes,
                                   layoutAttributes: CollectionViewLayoutAttributes?, at wanted: inout [ElementKey: Int]) {
        if let index = wanted[key] {
            entries[index].attributes = attributes
            if layoutAttributes != nil { entries[index].layoutAttributes = layoutAttributes }
        } else {
            wanted[key] = entries.count
            entries.append(Entry(key: key, attributes: attributes, layoutAttributes: layoutAttributes, isDisplayed: false))
        }
    }
}
