import CollectionEngine
import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import SnapshotTesting
import ViewSystem

extension Snapshotting where Value: View, Format == String {
    /// The view drawn as an SVG document (`SVGRenderer`): backgrounds, borders, corner radii, text,
    /// images and symbols, compared line by line and saved as `.svg` — open it in a browser, read it
    /// in a diff.
    ///
    /// A view that is in no window is shown first in a `TestHost` window of `size` (its own size when
    /// `nil`) with `traits`, so its layout runs and its cells are made; it is taken out again after.
    /// A view already in a window is drawn as it is. Call from the main actor (a `@MainActor` test).
    public static func svg(size: CGSize? = nil, traits: TraitCollection = TraitCollection(), embedsBitmaps: Bool = true) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { view in
            MainActor.assumeIsolated {
                ShownView.drawing(view, size: size, traits: traits) { SVGRenderer(embedsBitmaps: embedsBitmaps).svg(of: $0) }
            }
        }
    }

    /// The view drawn as an SVG document at its own size with the default traits (see `svg(size:traits:embedsBitmaps:)`).
    public static var svg: Snapshotting { .svg() }

    /// The view and everything under it as indented text (`TextDump.viewHierarchy(_:)`): class,
    /// frame, offset, look and the texts each view shows — UIKit's `recursiveDescription`, stable
    /// across runs.
    public static func hierarchy(size: CGSize? = nil, traits: TraitCollection = TraitCollection()) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            MainActor.assumeIsolated {
                ShownView.drawing(view, size: size, traits: traits) { TextDump.viewHierarchy($0) }
            }
        }
    }

    /// The view hierarchy as text at the view's own size (see `hierarchy(size:traits:)`).
    public static var hierarchy: Snapshotting { .hierarchy() }
}

extension Snapshotting where Value: CollectionViewBase, Format == String {
    /// The collection view's layout as text (`TextDump.layout(of:in:)`): the content size and every
    /// element's frame by index path, for the whole content.
    ///
    /// A collection view in no window is shown first at `size` (its own size when `nil`), as `svg` does.
    public static func layout(size: CGSize? = nil, traits: TraitCollection = TraitCollection()) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { collectionView in
            MainActor.assumeIsolated {
                ShownView.drawing(collectionView, size: size, traits: traits) { _ in TextDump.layout(of: collectionView) }
            }
        }
    }

    /// The collection view's layout as text at its own size.
    public static var layout: Snapshotting { .layout() }
}

extension Snapshotting where Value: ViewController, Format == String {
    /// The view controller's screen as an SVG document: it becomes the root of a `TestHost` window
    /// of `size` with `traits` (navigation bars, lists and cells included), laid out and settled.
    public static func svg(size: CGSize = CGSize(width: 390, height: 844), traits: TraitCollection = TraitCollection(),
                           embedsBitmaps: Bool = true) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { viewController in
            MainActor.assumeIsolated {
                ShownView.drawing(viewController, size: size, traits: traits) { SVGRenderer(embedsBitmaps: embedsBitmaps).svg(of: $0) }
            }
        }
    }

    /// The view controller's screen as SVG on an iPhone-sized window (390 × 844).
    public static var svg: Snapshotting { .svg() }

    /// The view controller's screen as indented text (see `Snapshotting<View, String>.hierarchy`).
    public static func hierarchy(size: CGSize = CGSize(width: 390, height: 844), traits: TraitCollection = TraitCollection()) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { viewController in
            MainActor.assumeIsolated {
                ShownView.drawing(viewController, size: size, traits: traits) { TextDump.viewHierarchy($0) }
            }
        }
    }

    /// The view controller's screen as indented text on an iPhone-sized window.
    public static var hierarchy: Snapshotting { .hierarchy() }
}
