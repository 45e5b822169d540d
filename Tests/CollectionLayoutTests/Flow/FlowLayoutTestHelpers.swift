import CollectionGeometry
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation

/// Frames of every item of `section`, in order.
@MainActor
func itemFrames(_ layout: CollectionViewLayout, section: Int = 0, count: Int) -> [CGRect] {
    (0..<count).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null }
}

/// A flow layout installed in a host of `width` × `height` with `counts` items per section.
@MainActor
func makeFlow(width: CGFloat = 320, height: CGFloat = 480, counts: [Int],
              configure: (CollectionViewFlowLayout, TestLayoutHost) -> Void = { _, _ in }) -> (CollectionViewFlowLayout, TestLayoutHost) {
    let host = TestLayoutHost(bounds: CGRect(x: 0, y: 0, width: width, height: height), counts: counts)
    let layout = CollectionViewFlowLayout()
    configure(layout, host)
    host.install(layout)
    return (layout, host)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}
