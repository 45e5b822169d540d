import Foundation

/// The title of the keyboard's return key (`UIReturnKeyType`). On the page it sets the editor's `enterkeyhint`, which on-screen keyboards label the key by.
public enum ReturnKeyType: Int, Sendable, Hashable, CaseIterable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google (a search).
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo (a search).
    case yahoo
    /// Done.
    case done
    /// Emergency call.
    case emergencyCall
    /// Continue.
    case `continue`
}
