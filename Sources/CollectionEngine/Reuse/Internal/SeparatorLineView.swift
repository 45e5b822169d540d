import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// The hairline a table or list cell draws along its row (`separatorStyle`, `ListSeparatorConfiguration`).
@MainActor
package final class SeparatorLineView: View {
    package var color: Color = .separator {
        didSet { if oldValue != color { setNeedsDisplay() } }
    }

    package override var renderedBackground: BackgroundConfiguration? {
        BackgroundConfiguration(backgroundColor: color)
    }
}
