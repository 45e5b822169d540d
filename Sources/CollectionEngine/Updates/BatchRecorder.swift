import CollectionData
import Foundation

/// The changes recorded inside `performBatchUpdates(_:completion:)` (F9): nested batches join the
/// outermost one, and their completions run with it.
struct BatchRecorder {
    /// The changes recorded so far.
    var batch = BatchUpdate()
    /// How deeply batches are nested (0: none is open).
    private(set) var depth = 0
    /// Completions of nested batches, run with the outermost one.
    private var completions: [(Bool) -> Void] = []

    /// Whether a batch is open.
    var isOpen: Bool { depth > 0 }

    /// Opens a batch; returns `true` when it is the outermost one (the recording starts empty).
    mutating func open() -> Bool {
        depth += 1
        if depth == 1 { batch = BatchUpdate() }
        return depth == 1
    }

    /// Closes a batch. Closing the outermost one returns its changes and every completion to run;
    /// closing a nested one keeps `completion` for later and returns `nil`.
    mutating func close(completion: ((Bool) -> Void)?) -> (batch: BatchUpdate, completions: [(Bool) -> Void])? {
        depth = Swift.max(0, depth - 1)
        if let completion { completions.append(completion) }
        guard depth == 0 else { return nil }
        defer {
            batch = BatchUpdate()
            completions = []
        }
        return (batch, completions)
    }
}
