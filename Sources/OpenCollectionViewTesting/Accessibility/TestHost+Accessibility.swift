import CollectionGeometry
import Foundation
import ViewSystem

extension TestHost {
    /// The accessibility elements on screen, in the order VoiceOver reads them — what a UI test on
    /// iOS queries (`XCUIApplication`'s elements).
    ///
    /// A view that is an element (`isAccessibilityElement`) is read as one, its subviews are not; a
    /// container's subviews are read top to bottom, then in the reading direction, unless it sets
    /// `accessibilityElements` (its views that are inside it, in that order; others are passed over);
    /// `accessibilityElementsHidden` hides a view and what it holds; while a view with
    /// `accessibilityViewIsModal` is shown, only it is read. Hidden and transparent views, and views
    /// outside the window, are not read.
    /// - Complexity: O(views) and a sort of each container's children.
    public var accessibilityElements: [View] {
        let root = modalRoot(in: window) ?? window
        var found: [View] = []
        collectElements(in: root, into: &found)
        return found
    }

    /// What a VoiceOver user hears on this screen: one line per element, in reading order, with its
    /// role, label, value and state (`RenderedAccessibility`'s description) and its identifier.
    public func accessibilityDump() -> String {
        accessibilityElements.map { view in
            var line = view.renderedAccessibility?.description ?? "element"
            if let identifier = view.accessibilityIdentifier { line += " #\(identifier)" }
            return line
        }.joined(separator: "\n") + "\n"
    }

    /// The element on screen whose `accessibilityIdentifier` is `identifier`.
    ///
    /// Throws when no element has it (the message lists the identifiers there are) or more than one does.
    public func element(identifier: String) throws(TestingFailure) -> View {
        let elements = accessibilityElements
        let matches = elements.filter { $0.accessibilityIdentifier == identifier }
        guard matches.count == 1 else {
            if matches.isEmpty {
                let known = elements.compactMap(\.accessibilityIdentifier).map { "\"\($0)\"" }
                throw TestingFailure("no accessibility element is identified \"\(identifier)\" on screen"
                                     + (known.isEmpty ? " (no element has an identifier)" : "; identifiers shown: \(known.joined(separator: ", "))"))
            }
            throw TestingFailure("\(matches.count) accessibility elements are identified \"\(identifier)\"; an identifier names one element")
        }
        return matches[0]
    }

    /// The element on screen whose `accessibilityLabel` is `label` and whose traits include `traits`
    /// (the first in reading order when several are).
    ///
    /// Throws when none is, listing the labels read on screen.
    public func element(label: String, traits: AccessibilityTraits = []) throws(TestingFailure) -> View {
        let elements = accessibilityElements
        if let match = elements.first(where: { $0.accessibilityLabel == label && $0.accessibilityTraits.contains(traits) }) {
            return match
        }
        let labels = elements.compactMap(\.accessibilityLabel).prefix(20).map { "\"\($0)\"" }
        throw TestingFailure("no accessibility element is labelled \"\(label)\"" + (traits.isEmpty ? "" : " with traits \(traits)")
                             + " on screen; labels read: \(labels.isEmpty ? "none" : labels.joined(separator: ", "))")
    }

    /// Activates `element` as a VoiceOver double tap does: its `accessibilityActivate()`, else a tap
    /// at its centre (or its activation point inside `accessibilityFrame`). Runs a frame.
    ///
    /// Throws when `element` is not one of the elements on screen (hidden, under a modal view, or in
    /// another window).
    public func activate(_ element: View) throws(TestingFailure) {
        guard accessibilityElements.contains(where: { $0 === element }) else {
            throw TestingFailure("cannot activate \(TextDump.name(of: element)): it is not an accessibility element on screen")
        }
        if element.accessibilityActivate() {
            runFrames(1)
            return
        }
        let frame = element.accessibilityFrame.intersection(window.bounds)
        guard !frame.isNull, !frame.isEmpty else {
            throw TestingFailure("cannot activate \(TextDump.name(of: element)): its accessibility frame is off screen")
        }
        try tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Performs `element`'s custom action called `name` (`accessibilityCustomActions`: a list row's
    /// swipe actions and outline disclosure by default), as VoiceOver's actions rotor does. Runs a frame.
    ///
    /// Throws when `element` is not an accessibility element on screen or has no action called
    /// `name` (the message lists the ones it has), or when the action's handler returns `false`.
    public func performAccessibilityAction(named name: String, on element: View) throws(TestingFailure) {
        guard accessibilityElements.contains(where: { $0 === element }) else {
            throw TestingFailure("cannot perform \"\(name)\" on \(TextDump.name(of: element)): it is not an accessibility element on screen")
        }
        let actions = element.accessibilityCustomActions ?? []
        guard let action = actions.first(where: { $0.name == name }) else {
            let names = actions.map { "\"\($0.name)\"" }
            throw TestingFailure("\(TextDump.name(of: element)) has no accessibility action \"\(name)\"; "
                                 + (names.isEmpty ? "it has no custom actions" : "its actions: \(names.joined(separator: ", "))"))
        }
        let succeeded = action.perform()
        runFrames(1)
        guard succeeded else {
            throw TestingFailure("the accessibility action \"\(name)\" of \(TextDump.name(of: element)) returned false (it did not succeed)")
        }
    }

    /// What VoiceOver was told to speak (`UIAccessibility.post(notification:argument:)` with a text),
    /// oldest first, in the frames the renderer received (`renderer.clearLog()` forgets them).
    public var accessibilityAnnouncements: [String] {
        renderer.transactions.flatMap(\.announcements)
    }

    /// The view an app last moved the assistive focus to (`.screenChanged` or `.layoutChanged` posted
    /// with a view), if it is still in the window.
    /// - Complexity: O(views) to find it.
    public var accessibilityFocusedElement: View? {
        guard let identifier = renderer.transactions.last(where: { $0.accessibilityFocus != nil })?.accessibilityFocus else { return nil }
        func find(_ view: View) -> View? {
            if view.renderIdentifier == identifier { return view }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        return find(window)
    }

    /// The reader's assistive settings that are no trait (reduced motion …) in the host's window;
    /// increased contrast and bold text are `traits` (`accessibilityContrast`, `legibilityWeight`).
    /// Changes are posted as UIKit's status notifications with the next frame.
    public var accessibilitySettings: AccessibilitySettings {
        get { window.accessibilitySettings }
        set { window.accessibilitySettings = newValue }
    }

    // MARK: Walking

    /// The topmost shown view with `accessibilityViewIsModal`, if any.
    private func modalRoot(in root: View) -> View? {
        var found: View?
        func visit(_ view: View) {
            guard isShown(view), !view.accessibilityElementsHidden else { return }
            if view.accessibilityViewIsModal { found = view }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }

    private func isShown(_ view: View) -> Bool {
        !view.isHidden && view.alpha > 0.01
    }

    private func collectElements(in view: View, into found: inout [View]) {
        guard isShown(view), !view.accessibilityElementsHidden else { return }
        if view !== window, view.isAccessibilityElement {
            let frame = view.convert(view.bounds, to: window)
            // VoiceOver passes over an element with nothing to read (an empty label, heading or image).
            let silent = (view.accessibilityLabel ?? "").isEmpty && (view.accessibilityValue ?? "").isEmpty
                && view.accessibilityTraits.isSubset(of: [.staticText, .notEnabled, .header, .image])
                && (view.accessibilityCustomActions ?? []).isEmpty
            if frame.intersects(window.bounds), !silent { found.append(view) }
            return
        }
        for child in readingOrder(of: view) { collectElements(in: child, into: &found) }
    }

    /// A container's children in reading order: its `accessibilityElements` (views inside it only),
    /// else line by line from the top — views whose middles lie within a line's height are on that
    /// line (a title beside a taller button) — and leading to trailing within a line.
    private func readingOrder(of view: View) -> [View] {
        if let listed = view.accessibilityElements {
            return listed.compactMap { $0 as? View }.filter { $0 !== view && $0.isDescendant(of: view) }
        }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let placed = view.subviews.map { ($0, $0.convert($0.bounds, to: window)) }.sorted { $0.1.midY < $1.1.midY }
        var lines: [(bottom: CGFloat, views: [(View, CGRect)])] = []
        for entry in placed {
            if let last = lines.indices.last, entry.1.midY <= lines[last].bottom {
                lines[last].views.append(entry)
                lines[last].bottom = Swift.max(lines[last].bottom, entry.1.maxY)
            } else {
                lines.append((entry.1.maxY, [entry]))
            }
        }
        return lines.flatMap { line in
            line.views.sorted { rightToLeft ? $0.1.maxX > $1.1.maxX : $0.1.minX < $1.1.minX }.map(\.0)
        }
    }
}
