import Foundation

/// A thread's open `LayerTransaction`s, innermost last, and the completions animations wait for.
final class TransactionStack {
    /// One open transaction: its values and its completion.
    final class Entry {
        var values: [String: Any] = [:]
        let completion = TransactionCompletion()
        /// Opened by setting a value with none open; committed by `flush()` or the next frame.
        let isImplicit: Bool

        init(isImplicit: Bool) {
            self.isImplicit = isImplicit
        }
    }

    /// The lock `LayerTransaction.lock()` takes.
    static let lock = NSRecursiveLock()

    /// The thread-specific slot holding each thread's stack (released when the thread ends): one
    /// lookup per frame, cheaper than a thread dictionary's.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stack in
            // Optional on Linux, not on Apple's platforms.
            guard let stack = stack as UnsafeMutableRawPointer? else { return }
            Unmanaged<TransactionStack>.fromOpaque(stack).release()
        }
        return key
    }()

    /// This thread's stack (Core Animation's transactions are per thread too), made on first use.
    static var current: TransactionStack {
        if let stack = existing { return stack }
        let stack = TransactionStack()
        pthread_setspecific(slot, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    /// This thread's stack if a transaction was ever used on it.
    static var existing: TransactionStack? {
        pthread_getspecific(slot).map { Unmanaged<TransactionStack>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The completions an animation added now on this thread is awaited by (none when no
    /// transaction is open).
    static var openCompletions: [TransactionCompletion] { existing?.openCompletions ?? [] }

    private var entries: [Entry] = []

    /// The innermost open transaction.
    var innermost: Entry? { entries.last }

    /// The innermost open transaction, or a new implicit one.
    var innermostOrImplicit: Entry {
        if let last = entries.last { return last }
        let implicit = Entry(isImplicit: true)
        entries.append(implicit)
        return implicit
    }

    /// The completions of every open transaction: an animation added now is awaited by each.
    var openCompletions: [TransactionCompletion] { entries.map(\.completion) }

    func begin() {
        entries.append(Entry(isImplicit: false))
    }

    /// Whether `flush()` was called inside an explicit transaction: the implicit one is committed
    /// when the last explicit one is.
    private var flushAfterCommits = false

    /// Commits the innermost explicit transaction; `false` when none is open.
    func commit() -> Bool {
        guard let index = entries.lastIndex(where: { !$0.isImplicit }) else { return false }
        let entry = entries.remove(at: index)
        entry.completion.commit()
        if flushAfterCommits, !entries.contains(where: { !$0.isImplicit }) {
            flushAfterCommits = false
            commitImplicit()
        }
        return true
    }

    /// Commits the implicit transaction, if one is open.
    func commitImplicit() {
        guard let index = entries.firstIndex(where: \.isImplicit) else { return }
        entries.remove(at: index).completion.commit()
    }

    /// Commits the implicit transaction now, or once the explicit ones open are committed.
    func flush() {
        if entries.contains(where: { !$0.isImplicit }) {
            flushAfterCommits = true
        } else {
            commitImplicit()
        }
    }

    /// - Complexity: O(open transactions).
    func value(forKey key: String) -> Any? {
        for entry in entries.reversed() {
            if let value = entry.values[key] { return value }
        }
        return nil
    }
}
