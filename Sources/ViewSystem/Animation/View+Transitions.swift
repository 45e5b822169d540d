import CollectionGeometry
import Foundation

extension View {
    /// Animates a change of `view`'s look made by `animations` with a transition
    /// (`UIView.transition(with:duration:options:animations:completion:)`): `.transitionCrossDissolve`
    /// fades the old look out as the new one fades in; the flips turn the old look edge-on and the
    /// new one back; `.transitionCurlUp` lifts the old look away, `.transitionCurlDown` brings the new
    /// one down over it. Without a transition option the change shows at once. The old look is a
    /// snapshot (`snapshotView(afterScreenUpdates:)`) placed over the view while the transition runs;
    /// changes `animations` makes to geometry or alpha are not animated unless the options include
    /// `.allowAnimatedContent`.
    ///
    /// Differences from UIKit: a flip has no perspective (the view narrows to its axis and widens
    /// back), a curl is a slide with a fade, not a page turn. With animations disabled, a duration
    /// that is zero, negative or not finite, or a view that is in no window or has no superview,
    /// the change shows at once and `completion(true)` is called before this returns.
    public static func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let transition = ViewTransition(options)
        guard transition != .none, animates(for: duration), view.window != nil,
              let superview = view.superview else {
            animations?()
            completion?(true)
            return
        }
        let snapshot = ViewSnapshot(of: view)
        snapshot.center = view.center
        snapshot.transform3D = view.transform3D
        snapshot.alpha = view.alpha
        if options.contains(.allowAnimatedContent) {
            animate(withDuration: duration, delay: 0, options: options, animations: { animations?() })
        } else {
            performWithoutAnimation { animations?() }
        }
        superview.insertSubview(snapshot, aboveSubview: view)
        transition.run(from: snapshot, to: view, duration: duration, options: options) { finished in
            snapshot.removeFromSuperview()
            completion?(finished)
        }
    }

    /// Replaces `fromView` with `toView` with a transition
    /// (`UIView.transition(from:to:duration:options:completion:)`): `toView` takes `fromView`'s place
    /// among its superview's subviews and `fromView` leaves it at the end — or, with
    /// `.showHideTransitionViews`, both stay where they are and `fromView` ends hidden, `toView` shown.
    /// The transitions are `transition(with:…)`'s; without one the views swap at once.
    ///
    /// Differences from UIKit: as `transition(with:…)`'s. `fromView` ends with its own alpha and
    /// transform back. A `fromView` without a superview is reported and nothing changes
    /// (`completion(false)`), unless `.showHideTransitionViews` names views already in place; the same
    /// view twice changes nothing (`completion(true)`).
    public static func transition(from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
                                  completion: ((Bool) -> Void)? = nil) {
        guard fromView !== toView else {
            completion?(true)
            return
        }
        let showHide = options.contains(.showHideTransitionViews)
        if !showHide {
            guard let superview = fromView.superview else {
                LayoutDiagnostic.report("UIView.transition(from:to:): the view to replace (\(type(of: fromView))) has no superview "
                                        + "to put the new view in; nothing changed.", constraints: [], from: toView)
                completion?(false)
                return
            }
            superview.insertSubview(toView, aboveSubview: fromView)
        } else {
            toView.isHidden = false
        }
        let alpha = fromView.alpha, transform = fromView.transform3D
        let end = { (finished: Bool) in
            performWithoutAnimation {
                if showHide { fromView.isHidden = true } else { fromView.removeFromSuperview() }
                fromView.alpha = alpha
                fromView.transform3D = transform
            }
            completion?(finished)
        }
        let transition = ViewTransition(options)
        guard transition != .none, animates(for: duration), toView.window != nil else {
            end(true)
            return
        }
        transition.run(from: fromView, to: toView, duration: duration, options: options, finish: end)
    }
}
