import Foundation

extension DiffableDataSourceSectionSnapshot {
    /// The tree as text, for debugging: one line per item in depth-first order, indented two spaces
    /// per level, a parent marked `▾` when expanded and `▸` when collapsed, a hidden item (under a
    /// collapsed parent) in parentheses.
    ///
    /// Differs from UIKit: Apple does not document its format; this one is stable and tested.
    /// - Complexity: O(n · depth) for n items.
    public func visualDescription() -> String {
        var lines: [String] = []
        walk(rootItems, onlyVisible: false) { item in
            let marker = children[item] == nil ? "-" : (isExpanded(item) ? "▾" : "▸")
            let name = String(describing: item)
            let indent = String(repeating: "  ", count: level(of: item))
            lines.append(indent + marker + " " + (isVisible(item) ? name : "(\(name))"))
        }
        return lines.joined(separator: "\n")
    }
}
