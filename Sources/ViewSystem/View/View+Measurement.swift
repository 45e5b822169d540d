import CollectionGeometry
import Foundation

extension View {
    /// The size of `content` fitting `targetSize`, the fixed axes keeping the target's length: from
    /// the last answer for the same question, or asked now — of the view's window (or the scoped
    /// `MeasurementContext.window`), whose renderer measures; with the deterministic `TextMetrics`
    /// when there is no window. `nil` while an asynchronous renderer's answer is on its way: it is
    /// stored on the view when it arrives, and the window tells its frame participants.
    ///
    /// The model's answer, taken while the view had no window (a content view configured before its
    /// cell joins one), is not kept once a window can answer: that window's renderer is asked.
    package func measureContent(_ content: RenderedContent, fitting targetSize: CGSize, fixesWidth: Bool, fixesHeight: Bool) -> CGSize? {
        let key = MeasurementKey(content: content, width: fixesWidth ? targetSize.width : nil, height: fixesHeight ? targetSize.height : nil)
        let window = window ?? MeasurementContext.window
        if let measurement = contentMeasurement, measurement.key == key, !measurement.isModel || window == nil {
            return measurement.size
        }
        guard let window else {
            let size = fitted(TextMetrics().size(of: content, fixedWidth: key.width), to: key)
            contentMeasurement = (key, size, true)
            return size
        }
        contentMeasurement = (key, nil, false)
        guard let size = window.measure(key, for: self, fitting: targetSize) else { return nil }
        let answer = fitted(size, to: key)
        contentMeasurement = (key, answer, false)
        return answer
    }

    /// Whether the view or a view below it waits for a renderer's answer to a content measurement: a
    /// size computed now would be made of a missing piece.
    /// - Complexity: O(views in the subtree).
    package var awaitsContentMeasurement: Bool {
        if let measurement = contentMeasurement, measurement.size == nil { return true }
        return subviews.contains { $0.awaitsContentMeasurement }
    }

    /// Stores a renderer's later answer to `key`; `false` when the view has asked another question since.
    func receiveMeasurement(_ key: MeasurementKey, size: CGSize) -> Bool {
        guard contentMeasurement?.key == key else { return false }
        contentMeasurement = (key, fitted(size, to: key), false)
        return true
    }

    /// `size` with the fixed axes of `key` kept.
    private func fitted(_ size: CGSize, to key: MeasurementKey) -> CGSize {
        CGSize(width: key.width ?? size.width, height: key.height ?? size.height)
    }
}
