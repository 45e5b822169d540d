import CollectionGeometry
import Foundation

/// How `View.transition(…)` turns one look into another: the transition option of its options.
@MainActor
enum ViewTransition: Equatable {
    /// No transition option: the change shows at once.
    case none
    /// The old look fades out as the new one fades in.
    case crossDissolve
    /// The old look turns edge-on about a vertical (`horizontal` true) or horizontal axis, then the
    /// new one turns back from edge-on.
    case flip(horizontal: Bool)
    /// The old look slides up and away (`up`) or the new one slides down over it, fading.
    case curl(up: Bool)

    /// The transition `options` name (the bits UIKit keeps for it; an unknown value is `.none`).
    init(_ options: View.AnimationOptions) {
        switch (options.rawValue >> 20) & 0xF {
        case 1, 2: self = .flip(horizontal: true)
        case 3: self = .curl(up: true)
        case 4: self = .curl(up: false)
        case 5: self = .crossDissolve
        case 6, 7: self = .flip(horizontal: false)
        default: self = .none
        }
    }

    /// A transform that shows a look edge-on (scaled to almost nothing across the turning axis).
    func edgeOn(_ transform: Transform3D) -> Transform3D {
        guard case .flip(let horizontal) = self else { return transform }
        let squeeze = Transform3D(scaleX: horizontal ? 0.001 : 1, y: horizontal ? 1 : 0.001, z: 1)
        return squeeze.concatenating(transform)
    }

    /// Animates `old` (leaving) away and `new` (arriving) in, over `duration`; `finish` runs once both
    /// ended, with whether neither was interrupted. `old` is left as it ended (its caller removes,
    /// hides or restores it); `new` ends with its own alpha and transform.
    func run(from old: View, to new: View, duration: TimeInterval, options: View.AnimationOptions,
             finish: @escaping (Bool) -> Void) {
        let alpha = new.alpha, transform = new.transform3D
        let curve = options.subtracting(View.AnimationOptions(rawValue: 0xF << 20))
        switch self {
        case .none:
            finish(true)
        case .crossDissolve:
            View.performWithoutAnimation { new.alpha = 0 }
            View.animate(withDuration: duration, delay: 0, options: curve, animations: {
                new.alpha = alpha
                old.alpha = 0
            }, completion: finish)
        case .flip:
            View.performWithoutAnimation { new.transform3D = edgeOn(transform) }
            let oldTransform = old.transform3D
            View.animate(withDuration: duration / 2, delay: 0, options: .curveEaseIn, animations: {
                old.transform3D = edgeOn(oldTransform)
            }, completion: { first in
                old.alpha = 0
                View.animate(withDuration: duration / 2, delay: 0, options: .curveEaseOut, animations: {
                    new.transform3D = transform
                }, completion: { second in finish(first && second) })
            })
        case .curl(let up):
            let height = Swift.max(old.bounds.height, new.bounds.height)
            if up {
                let oldTransform = old.transform3D
                View.animate(withDuration: duration, delay: 0, options: curve, animations: {
                    old.transform3D = Transform3D(translationX: 0, y: -height, z: 0).concatenating(oldTransform)
                    old.alpha = 0
                }, completion: finish)
            } else {
                View.performWithoutAnimation {
                    new.transform3D = Transform3D(translationX: 0, y: -height, z: 0).concatenating(transform)
                    new.alpha = 0
                }
                View.animate(withDuration: duration, delay: 0, options: curve, animations: {
                    new.transform3D = transform
                    new.alpha = alpha
                    old.alpha = 0
                }, completion: finish)
            }
        }
    }
}
