import Foundation
import CollectionData
import CollectionGeometry
import CollectionLayout
import TestSupport

/// Text dumps of layouts, for golden tests (`__Snapshots__/` next to the test).
public enum LayoutDump {
    /// One line per element, sorted (cells, supplementary views, decoration views), after a first line
    /// with the content size.
    public static func dump(_ elements: [ElementSignature], contentSize: CGSize) -> String {
        (["content \(contentSize.compactDescription)"] + elements.sorted().map(\.description)).joined(separator: "\n") + "\n"
    }

    /// Compares `text` with the golden file `name` in the `__Snapshots__` folder next to `testFile`.
    ///
    /// With `OCV_RECORD_SNAPSHOTS=1` the golden file is (re)written instead and the comparison fails,
    /// so a recording run can never pass by accident. Returns `nil` when the text matches, or a
    /// description of the difference.
    public static func compare(_ text: String, toGolden name: String, testFile: String = #filePath) -> String? {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let file = folder.appendingPathComponent(name)
        if ProcessInfoEnvironment.value(for: "OCV_RECORD_SNAPSHOTS") == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? text.write(to: file, atomically: true, encoding: .utf8)
            return "recorded \(file.path); run again without OCV_RECORD_SNAPSHOTS to compare"
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            return "missing golden file \(file.path); record it with OCV_RECORD_SNAPSHOTS=1 and review it"
        }
        guard golden != text else { return nil }
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expected.count, actual.count) {
            let e = index < expected.count ? String(expected[index]) : "<end>"
            let a = index < actual.count ? String(actual[index]) : "<end>"
            if e != a { return "\(name) line \(index + 1): expected «\(e)», got «\(a)»" }
        }
        return "\(name) differs"
    }
}
