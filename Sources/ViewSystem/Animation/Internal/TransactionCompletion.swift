import Foundation

/// A transaction's completion block and the animations it waits for: the block runs once the
/// transaction is committed and every animation it counted has ended.
final class TransactionCompletion {
    var block: (() -> Void)?
    private var pending = 0
    private var isCommitted = false

    /// Counts an animation to wait for.
    func enter() { pending += 1 }

    /// An animation counted has ended or been removed.
    func leave() {
        pending -= 1
        runIfDone()
    }

    func commit() {
        isCommitted = true
        runIfDone()
    }

    private func runIfDone() {
        guard isCommitted, pending <= 0, let block else { return }
        self.block = nil
        block()
    }
}
