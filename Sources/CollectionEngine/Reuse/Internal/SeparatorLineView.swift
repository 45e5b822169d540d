import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// The hairline a table or list cell draws along its row (`separatorStyle`, `ListSeparatorConfiguration`).
@MainActor
package final class SeparatorLineView: View {
    /// The line's thickness in points (UIKit's hairline at 2× scale).
    static let thickness: CGFloat = 0.5

    package var color: Color = .separator {
        didSet { if oldValue != color { setNeedsDisplay() } }
    }

    package override var renderedBackground: BackgroundConfiguration? {
        BackgroundConfiguration(backgroundColor: color)
    }
}
