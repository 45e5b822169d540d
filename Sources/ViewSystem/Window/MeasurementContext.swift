import CollectionGeometry
import Foundation

/// The window that measures views that are not in one yet, while a caller sizes them (a collection
/// view sizes a new cell before it adds it). A scoped value, not state stored on the view.
package enum MeasurementContext {
    @TaskLocal package static var window: Window?
    /// The traits of the view that will hold the measured one: a cell sized before it joins its
    /// collection view has the collection view's traits (content size category, direction, style).
    @TaskLocal package static var traitCollection: TraitCollection?
}
