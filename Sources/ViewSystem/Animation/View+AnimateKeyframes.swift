import CollectionGeometry
import Foundation

extension View {
    /// Animates views through keyframes (`UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`):
    /// inside `animations`, each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// changes views over its share of `duration`.
    ///
    /// As in UIKit the keyframes' blocks run at once, in the order added, and views keep their final
    /// values; each changed alpha, centre, size, transform and background colour of a view becomes one
    /// `KeyframeAnimation` on its layer under the property's key (`"opacity"`, `"position"`, `"bounds"`,
    /// `"transform"`, `"backgroundColor"`), through the values each keyframe left, at their times.
    /// Changes made in `animations` outside any keyframe animate over the whole duration. `completion`
    /// runs when the animations have all ended (`false` when one was removed first).
    ///
    /// Differences from UIKit: between keyframes the pace is linear (no curve options exist for
    /// keyframes); keyframes added out of time order are placed no earlier than the one before; with
    /// animations disabled, an invalid duration or views in no window, the changes apply at once and
    /// `completion(true)` runs before this returns.
    /// - Complexity: O(views × keyframes).
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard animates(for: duration) else {
            animations()
            completion?(true)
            return
        }
        let recorder = KeyframeRecorder()
        // Changes made outside any keyframe animate over the whole duration, as in UIKit.
        KeyframeRecorder.$current.withValue(recorder) { recorder.record(start: 0, duration: 1, animations: animations) }
        let group = completionGroup(calling: completion)
        recorder.addAnimations(duration: duration, delay: delay.isFinite ? Swift.max(0, delay) : 0, options: options, group: group)
        group.start()
    }

    /// Adds a keyframe to the `animateKeyframes` block running: `animations` changes views from
    /// `frameStartTime` for `frameDuration` (both fractions, 0…1, of the whole duration; clamped).
    ///
    /// Differences from UIKit: outside an `animateKeyframes` block the changes apply at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let recorder = KeyframeRecorder.current else {
            animations()
            return
        }
        recorder.record(start: frameStartTime, duration: frameDuration, animations: animations)
    }
}
