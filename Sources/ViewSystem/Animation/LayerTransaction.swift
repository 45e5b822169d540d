import Foundation

/// Groups changes to layers, with a completion block run once the animations added inside it have
/// ended (Core Animation's `CATransaction`).
///
/// `begin()` opens a transaction and `commit()` closes it; transactions nest, per thread, as in Core
/// Animation. A completion block set inside one runs when every animation added to a layer
/// (`Layer.add(_:forKey:)`) and every `View.animate` animation started while it was open has ended
/// or been removed — collection and table view updates and navigation transitions animate so too
/// — or at once on `commit()` when none was. Setting a value with no transaction open opens the
/// thread's implicit one, committed by `flush()` or before the window's next frame.
///
/// Differences from Core Animation: layers have no implicit animations here (a change to a layer of
/// its own shows at once), so `disableActions`, `animationDuration` and `animationTimingFunction` are
/// kept and answered but change nothing; a layer freed with animations still running never completes
/// its transaction. `commit()` without `begin()` is reported and does nothing.
public final class LayerTransaction {
    private init() {}

    // MARK: Opening and closing

    /// Opens a transaction on this thread, inside the one open.
    public class func begin() {
        TransactionStack.current.begin()
    }

    /// Closes the innermost transaction opened with `begin()`; its completion block runs now when it
    /// waits for no animation, else when the last one ends. Without a transaction open it is
    /// reported and nothing happens (Core Animation raises an exception).
    public class func commit() {
        if !TransactionStack.current.commit() {
            FileHandle.standardError.write(Data("CATransaction: commit() without begin(); nothing was committed.\n".utf8))
        }
    }

    /// Commits the thread's implicit transaction now, instead of before the next frame — or, inside
    /// explicit transactions, when the last of them is committed.
    public class func flush() {
        TransactionStack.current.flush()
    }

    /// Takes the lock that guards transaction values across threads (recursive).
    public class func lock() { TransactionStack.lock.lock() }

    /// Gives back the lock `lock()` took.
    public class func unlock() { TransactionStack.lock.unlock() }

    // MARK: Values

    /// The key of `animationDuration()` (Core Animation's `kCATransactionAnimationDuration`).
    public static let animationDurationKey = "animationDuration"
    /// The key of `disableActions()` (Core Animation's `kCATransactionDisableActions`).
    public static let disableActionsKey = "disableActions"
    /// The key of `animationTimingFunction()` (Core Animation's `kCATransactionAnimationTimingFunction`).
    public static let animationTimingFunctionKey = "animationTimingFunction"
    /// The key of `completionBlock()` (Core Animation's `kCATransactionCompletionBlock`).
    public static let completionBlockKey = "completionBlock"

    /// The duration implicit animations would take (default 0.25 s; kept, not used: see the type).
    public class func animationDuration() -> TimeInterval {
        (value(forKey: animationDurationKey) as? TimeInterval) ?? 0.25
    }

    /// Sets `animationDuration()` for the innermost transaction.
    public class func setAnimationDuration(_ dur: TimeInterval) {
        setValue(dur, forKey: animationDurationKey)
    }

    /// The pace implicit animations would take (default `nil`; kept, not used: see the type).
    public class func animationTimingFunction() -> MediaTimingFunction? {
        value(forKey: animationTimingFunctionKey) as? MediaTimingFunction
    }

    /// Sets `animationTimingFunction()` for the innermost transaction.
    public class func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
        setValue(function, forKey: animationTimingFunctionKey)
    }

    /// Whether implicit animations are turned off (default `false`; there are none here: see the type).
    public class func disableActions() -> Bool {
        (value(forKey: disableActionsKey) as? Bool) ?? false
    }

    /// Sets `disableActions()` for the innermost transaction.
    public class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: disableActionsKey)
    }

    /// The innermost transaction's completion block.
    public class func completionBlock() -> (() -> Void)? {
        TransactionStack.current.innermost?.completion.block
    }

    /// Sets the innermost transaction's completion block (replacing one set before): it runs once
    /// the animations added while the transaction is open have ended, or at its commit when none was.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        TransactionStack.current.innermostOrImplicit.completion.block = block
    }

    /// The value of the innermost transaction that has one under `key` (`"animationDuration"`,
    /// `"disableActions"`, `"animationTimingFunction"`, `"completionBlock"`, or a key of your own).
    /// - Complexity: O(open transactions).
    public class func value(forKey key: String) -> Any? {
        if key == completionBlockKey { return completionBlock() }
        return TransactionStack.current.value(forKey: key)
    }

    /// Sets the innermost transaction's value under `key` (`nil` removes it).
    public class func setValue(_ anObject: Any?, forKey key: String) {
        if key == completionBlockKey {
            setCompletionBlock(anObject as? () -> Void)
            return
        }
        TransactionStack.current.innermostOrImplicit.values[key] = anObject
    }
}
