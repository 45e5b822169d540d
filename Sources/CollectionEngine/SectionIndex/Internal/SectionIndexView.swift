import CollectionGeometry
import Foundation
import ViewSystem

/// The strip of index titles at the trailing edge of a table (`sectionIndexTitles(for:)`) or of a
/// collection view (`indexTitles(for:)`).
///
/// Titles are stacked in the middle of the strip, one line each. When they do not fit, lines shrink to
/// `minimumLineHeight`, and past that every other title gives way to a bullet, as UIKit's index does.
/// A press anywhere on the strip, and a drag along it, select the title under the pointer (each
/// change once); the table scrolls to its section. Metrics follow UIKit's look (UIKit does not document
/// them): a strip 16 points wide (wider for wider titles), 11-point semibold titles on 16-point lines.
@MainActor
final class SectionIndexView: View, PointerInteracting {
    static let width: CGFloat = 16
    static let lineHeight: CGFloat = 16
    static let minimumLineHeight: CGFloat = 11
    static let bullet = "•"
    /// The title drawn as a magnifying glass (`UITableView.indexSearch`).
    static let searchTitle = "{search}"
    /// The room each side of a title wider than the 16-point strip: the 4 or so points a one-letter
    /// title leaves each side, so wide titles do not touch the table's edge.
    static let titlePadding: CGFloat = 4

    /// The titles the data source gave.
    private(set) var titles: [String] = []
    /// What each shown line stands for: a title's index, or `nil` for a bullet.
    private(set) var lines: [Int?] = []
    /// The lines' views: a label per title or bullet, a magnifying glass for `searchTitle`.
    private var labels: [View] = []
    /// Called with the index of the title the pointer selects.
    var onSelect: (Int) -> Void = { _ in }
    var titleColor: Color = .systemBlue {
        didSet {
            guard oldValue != titleColor else { return }
            for line in labels {
                (line as? Label)?.textColor = titleColor
                line.tintColor = titleColor
            }
        }
    }
    var restingBackground: Color? { didSet { if !isTracking { backgroundColor = restingBackground } } }
    var trackingBackground: Color?
    private(set) var isTracking = false { didSet { backgroundColor = isTracking ? (trackingBackground ?? restingBackground) : restingBackground } }
    private var lastSelected: Int?

    /// The strip's width: 16 points, or the widest title with `titlePadding` each side when wider
    /// ("10k"), as estimated, then as the renderer measures the titles shown.
    private(set) var preferredWidth = SectionIndexView.width

    func setTitles(_ titles: [String]) {
        guard titles != self.titles else { return }
        self.titles = titles
        let measure = Label()
        measure.font = Self.titleFont
        preferredWidth = titles.reduce(Self.width) { widest, title in
            guard title != Self.searchTitle else { return widest }
            measure.text = title
            return Swift.max(widest, (measure.intrinsicContentSize.width + 2 * Self.titlePadding).rounded(.up))
        }
        setNeedsLayout()
    }

    static let titleFont = Font.systemFont(ofSize: 11, weight: .semibold)

    /// The strip for `titles`: `current` with the new titles (or a new strip), or `nil` —
    /// the old one removed — when there are none.
    static func updated(_ current: SectionIndexView?, titles: [String], onSelect: @escaping (Int) -> Void) -> SectionIndexView? {
        guard !titles.isEmpty else {
            current?.removeFromSuperview()
            return nil
        }
        let strip = current ?? SectionIndexView()
        strip.onSelect = onSelect
        strip.setTitles(titles)
        return strip
    }

    /// Keeps the strip at the trailing edge of `host`'s visible area (the left edge right to left),
    /// between its adjusted content insets, above its content.
    func place(in host: ScrollView) {
        let bounds = host.bounds, inset = host.adjustedContentInset, safeArea = host.safeAreaInsets
        let x = host.effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? bounds.minX + safeArea.left : bounds.maxX - safeArea.right - preferredWidth
        frame = CGRect(x: x, y: bounds.minY + inset.top, width: preferredWidth,
                       height: Swift.max(0, bounds.height - inset.top - inset.bottom))
        if superview !== host || host.subviews.last !== self { host.addSubview(self) }
    }

    /// What the strip shows, line by line: titles, and bullets where titles were thinned. For tests.
    var shownLines: [String] {
        layoutIfNeeded()
        return lines.map { $0.map { titles[$0] } ?? Self.bullet }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let available = Swift.max(0, bounds.height)
        var shown: [Int?] = Array(titles.indices)
        var lineHeight = Self.lineHeight
        if CGFloat(shown.count) * lineHeight > available {
            lineHeight = Swift.max(Self.minimumLineHeight, available / CGFloat(Swift.max(1, shown.count)))
            let fitting = Int(available / lineHeight)
            if shown.count > fitting, fitting >= 3 {
                // Keep the first and last titles; thin the middle to every other line, bullets between.
                shown = Self.thinned(titles.count, to: fitting)
            } else if shown.count > fitting {
                shown = Array(shown.prefix(Swift.max(0, fitting)))
            }
        }
        if shown != lines || labels.count != shown.count { rebuildLabels(shown) }
        let top = (available - CGFloat(shown.count) * lineHeight) / 2
        var widest = preferredWidth
        for (position, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: top + CGFloat(position) * lineHeight, width: bounds.width, height: lineHeight)
            // The renderer's measurement of a title (the page's font), once it is known, may be wider
            // than the estimate `setTitles` made without a window.
            if let title = label as? Label, lines[position] != nil { widest = Swift.max(widest, (title.intrinsicContentSize.width + 2 * Self.titlePadding).rounded(.up)) }
        }
        if widest > preferredWidth {
            // The table places the strip and moves its rows aside at its next layout.
            preferredWidth = widest
            superview?.setNeedsLayout()
        }
    }

    /// `count` titles shown on `lines` lines (odd, at least 3): titles on even lines, bullets between.
    static func thinned(_ count: Int, to lines: Int) -> [Int?] {
        let lineCount = lines % 2 == 0 ? lines - 1 : lines
        let titleCount = (lineCount + 1) / 2
        var result: [Int?] = []
        for slot in 0..<titleCount {
            let title = titleCount == 1 ? 0 : Int((Double(slot) * Double(count - 1) / Double(titleCount - 1)).rounded())
            if slot > 0 { result.append(nil) }
            result.append(title)
        }
        return result
    }

    private func rebuildLabels(_ shown: [Int?]) {
        lines = shown
        for label in labels { label.removeFromSuperview() }
        labels = shown.map { title -> View in
            if let title, titles[title] == Self.searchTitle {
                let glass = ImageView(image: Image(systemName: "magnifyingglass", withConfiguration: Image.SymbolConfiguration(pointSize: 11, weight: .semibold)))
                glass.contentMode = .center
                glass.tintColor = titleColor
                addSubview(glass)
                return glass
            }
            let label = Label()
            label.text = title.map { titles[$0] } ?? Self.bullet
            label.font = Self.titleFont
            label.textAlignment = .center
            label.textColor = titleColor
            addSubview(label)
            return label
        }
    }

    /// The title under `y` (strip coordinates): the nearest line's, a bullet standing for the titles
    /// between its neighbours; `nil` without titles.
    func titleIndex(at y: CGFloat) -> Int? {
        guard !lines.isEmpty, let first = labels.first else { return nil }
        let lineHeight = first.frame.height
        let position = Swift.min(lines.count - 1, Swift.max(0, Int(((y - first.frame.minY) / Swift.max(lineHeight, 1)).rounded(.down))))
        if let title = lines[position] { return title }
        // A bullet: between the titles around it, by where in the line the pointer is.
        let before = lines[..<position].compactMap { $0 }.last ?? 0
        let after = lines[(position + 1)...].compactMap { $0 }.first ?? before
        guard after > before + 1 else { return before }
        let fraction = (y - first.frame.minY - CGFloat(position) * lineHeight) / Swift.max(lineHeight, 1)
        return before + 1 + Swift.min(after - before - 2, Swift.max(0, Int(fraction * CGFloat(after - before - 1))))
    }

    private func select(at y: CGFloat) {
        guard let index = titleIndex(at: y), index != lastSelected else { return }
        lastSelected = index
        onSelect(index)
    }

    // MARK: PointerInteracting

    func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim {
        guard !titles.isEmpty else { return .none }
        isTracking = true
        lastSelected = nil
        select(at: point.y)
        return .drag
    }

    func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .drag }

    func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) { select(at: point.y) }

    func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        isTracking = false
        lastSelected = nil
    }

    func pointerCancelled() {
        isTracking = false
        lastSelected = nil
    }
}
