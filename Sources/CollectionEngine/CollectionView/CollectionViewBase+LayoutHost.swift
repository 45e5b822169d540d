import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase: CollectionViewLayoutHost {
    /// The flow layout view of the delegate, when it is a `CollectionViewDelegateFlowLayout`.
    public var flowLayoutMetricsProvider: (any FlowLayoutMetricsProvider)? { frontEnd.flowLayoutAdapter }

    /// Forwards a layout's problem to the diagnostics, once per layout pass.
    public func layout(_ layout: CollectionViewLayout, didReport diagnostic: CollectionDiagnostic) {
        reportOncePerPass(diagnostic.source, diagnostic.message, recovery: diagnostic.recovery)
    }

    /// The installed layout was invalidated from outside a layout pass (the app changed a metric or
    /// called `invalidateLayout()`): the next layout cycle runs a pass, as UIKit's does. Inside a pass
    /// `layoutIfNeeded()` repeats while the layout needs preparing.
    public func layoutDidInvalidate(_ layout: CollectionViewLayout) {
        guard layout === collectionViewLayout, !pass.isRunning, !needsLayout else { return }
        setNeedsLayout()
    }
}
