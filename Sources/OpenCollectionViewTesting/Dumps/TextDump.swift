import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Text dumps of layouts and view hierarchies, for golden files and readable failure messages.
///
/// Not in UIKit (its nearest is the private `recursiveDescription`). Numbers print in UIKit's
/// `NSStringFromCGRect` form with no trailing zeros (`{{0, 44}, {390, 44}}`), lines are sorted, and
/// nothing depends on addresses or timing, so a dump is the same on every run and every machine.
@MainActor
public enum TextDump {
    // MARK: Layouts

    /// The layout of `collectionView` as text: a first line with the content size, then one line per
    /// element in `rect` (the whole content when `nil`), cells first, then supplementary and decoration
    /// views, each by index path:
    ///
    /// ```
    /// content {390, 1200}
    /// cell [0, 0] {{0, 0}, {390, 44}}
    /// header [0, 0] {{0, 0}, {390, 30}} z 10
    /// ```
    ///
    /// Runs the collection view's layout first (`layoutIfNeeded()`).
    /// - Complexity: O(k log k) for k elements in the rect, plus the layout's own query.
    public static func layout(of collectionView: CollectionViewBase, in rect: CGRect? = nil) -> String {
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        let size = layout.collectionViewContentSize
        let area = rect ?? CGRect(origin: .zero, size: CGSize(width: Swift.max(size.width, collectionView.bounds.width),
                                                              height: Swift.max(size.height, collectionView.bounds.height)))
        return self.layout(elements: layout.layoutAttributesForElements(in: area) ?? [], contentSize: size)
    }

    /// The layout's elements as text, as `layout(of:in:)` writes them.
    ///
    /// Throws when the layout belongs to no collection view (it has nothing to lay out) or `rect`
    /// is not finite.
    public static func layout(_ layout: CollectionViewLayout, in rect: CGRect) throws(TestingFailure) -> String {
        guard layout.collectionView != nil else {
            throw TestingFailure("the layout \(type(of: layout)) belongs to no collection view; give it to one first (`CollectionView(frame:collectionViewLayout:)`)")
        }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            throw TestingFailure("cannot dump the layout in \(rect): the rectangle is not finite")
        }
        return self.layout(elements: layout.layoutAttributesForElements(in: rect) ?? [], contentSize: layout.collectionViewContentSize)
    }

    /// One line per element, sorted, after the content size.
    static func layout(elements: [CollectionViewLayoutAttributes], contentSize: CGSize) -> String {
        let lines = elements.sorted { a, b in
            if a.representedElementCategory != b.representedElementCategory {
                return a.representedElementCategory.rawValue < b.representedElementCategory.rawValue
            }
            if a.representedElementKind != b.representedElementKind {
                return (a.representedElementKind ?? "") < (b.representedElementKind ?? "")
            }
            return a.indexPath < b.indexPath
        }.map(line(for:))
        return (["content \(contentSize.compactDescription)"] + lines).joined(separator: "\n") + "\n"
    }

    /// `cell [0, 3] {{0, 132}, {390, 44}}`, with z, alpha, hidden and transform when not the defaults.
    public static func line(for attributes: CollectionViewLayoutAttributes) -> String {
        var parts = [kindName(attributes), describe(attributes.indexPath), attributes.frame.compactDescription]
        if attributes.zIndex != 0 { parts.append("z \(attributes.zIndex)") }
        if attributes.alpha != 1 { parts.append("alpha \(attributes.alpha.compactDescription)") }
        if attributes.isHidden { parts.append("hidden") }
        if !attributes.transform3D.isIdentity { parts.append("transform \(attributes.transform3D)") }
        return parts.joined(separator: " ")
    }

    private static func kindName(_ attributes: CollectionViewLayoutAttributes) -> String {
        switch attributes.representedElementCategory {
        case .cell: return "cell"
        case .supplementaryView, .decorationView:
            switch attributes.representedElementKind {
            case CollectionElementKind.sectionHeader: return "header"
            case CollectionElementKind.sectionFooter: return "footer"
            case let kind?: return (attributes.representedElementCategory == .decorationView ? "decoration " : "supplementary ") + kind
            case nil: return "supplementary"
            }
        }
    }

    // MARK: View hierarchies

    /// `view` and everything under it as an indented tree, one view per line: its class, frame,
    /// scroll offset, look and what it shows.
    ///
    /// ```
    /// CollectionView {{0, 0}, {390, 844}} offset {0, 120} clips
    ///   CollectionViewCell {{0, 120}, {390, 44}} "Inbox" "12 unread"
    /// ```
    ///
    /// Hidden views are listed (marked `hidden`) without their subviews. Subviews appear in the order
    /// they are drawn; a collection view's cells in the order of their frames (their order among
    /// siblings depends on reuse, which a test should not depend on).
    /// - Complexity: O(views).
    public static func viewHierarchy(_ view: View) -> String {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            let properties = view.renderedProperties
            var parts = [String(repeating: "  ", count: depth) + name(of: view), properties.frame.compactDescription]
            if properties.boundsOrigin != .zero { parts.append("offset \(properties.boundsOrigin.compactDescription)") }
            if !properties.transform.isIdentity { parts.append("transform \(properties.transform)") }
            if properties.alpha != 1 { parts.append("alpha \(properties.alpha.compactDescription)") }
            if properties.clipsToBounds { parts.append("clips") }
            if !properties.appearance.isPlain { parts.append(properties.appearance.description) }
            if let background = view.renderedBackground?.backgroundColor { parts.append("fill \(background)") }
            let shown = texts(shownBy: view)
            if !shown.isEmpty { parts.append(shown.map { "\"\($0)\"" }.joined(separator: " ")) }
            if case .image(let image)? = view.renderedContent { parts.append("image \(image.image.name)") }
            if properties.isHidden {
                parts.append("hidden")
                lines.append(parts.joined(separator: " "))
                return
            }
            lines.append(parts.joined(separator: " "))
            var children = view.subviews
            if view is CollectionViewBase {
                children.sort { a, b in
                    (a.frame.minY, a.frame.minX, a.renderZIndex) < (b.frame.minY, b.frame.minX, b.renderZIndex)
                }
            }
            for child in children { visit(child, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Cell contents

    /// The texts `view` itself shows — a label's text, a list configuration's text and secondary text,
    /// a custom configuration's texts, a text field's text — in reading order.
    public static func texts(shownBy view: View) -> [String] {
        switch view.renderedContent {
        case .list(let list)?: return [list.text, list.secondaryText].compactMap { $0 }.filter { !$0.isEmpty }
        case .custom(let custom)?: return texts(in: custom.root)
        case .text(let text)?: return text.text.isEmpty ? [] : [text.text]
        case .textField(let field)?: return field.text.isEmpty ? [] : [field.text]
        case .image?, nil: return []
        }
    }

    /// Every text shown by `view` and the visible views under it, in drawing order, joined by " · ":
    /// what a reader sees in a cell.
    /// - Complexity: O(views under `view`).
    public static func content(of view: View) -> String {
        var found: [String] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0 else { return }
            found += texts(shownBy: view)
            view.subviews.forEach(visit)
        }
        visit(view)
        return found.joined(separator: " · ")
    }

    private static func texts(in part: CustomContentConfiguration.Part) -> [String] {
        switch part {
        case .text(let text, _, _): return text.isEmpty ? [] : [text]
        case .image, .swatch: return []
        case .vertical(let parts, _), .horizontal(let parts, _): return parts.flatMap(texts(in:))
        case .styled(let part, _): return texts(in: part)
        }
    }

    // MARK: Names

    /// A view's class name, as failure messages name it.
    public static func name(of view: View) -> String { String(describing: type(of: view)) }

    /// `[section, item]`.
    public nonisolated static func describe(_ indexPath: IndexPath) -> String { indexPath.description }

    /// `{x, y}`.
    nonisolated static func describe(_ point: CGPoint) -> String { point.compactDescription }

    /// `{{x, y}, {w, h}}`.
    nonisolated static func describe(_ rect: CGRect) -> String { rect.compactDescription }
}
