import Foundation

/// The key of a custom value an app stores on a configuration state (`UIConfigurationStateCustomKey`):
/// a cell's own state, such as "is a favourite", that its `updateConfiguration(using:)` reads.
public struct ConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A key named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}
