import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// The translucent rectangle of a rubber-band selection, above every cell and supplementary view.
@MainActor
final class RubberBandView: View {
    override var renderedBackground: BackgroundConfiguration? {
        var background = BackgroundConfiguration(backgroundColor: Color(red: 0, green: 0.478, blue: 1, alpha: 0.15))
        background.strokeColor = .systemBlue
        background.strokeWidth = 1
        return background
    }

    override var renderZIndex: Int { Int(Int32.max) }
}
