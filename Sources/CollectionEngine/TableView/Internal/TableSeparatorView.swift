import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// The hairline a table cell draws under its row (`separatorStyle` `.singleLine`).
@MainActor
package final class TableSeparatorView: View {
    package var color: Color = .separator {
        didSet { if oldValue != color { setNeedsDisplay() } }
    }

    package override var renderedBackground: BackgroundConfiguration? {
        BackgroundConfiguration(backgroundColor: color)
    }
}
