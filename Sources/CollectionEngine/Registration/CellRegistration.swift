import Foundation
import ViewSystem

/// A cell class and the closure that configures it for an item (`UICollectionView.CellRegistration`).
///
/// Create it once (outside the data source's cell method) and pass it to
/// `dequeueConfiguredReusableCell(using:for:item:)`: the collection view registers the class under an
/// identifier of its own the first time.
@MainActor
public struct CellRegistration<Cell: CollectionViewCell, Item> {
    /// Configures `cell` for `item` at `indexPath`.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

    /// The configuration closure.
    public let handler: Handler
    /// The reuse identifier the registration uses.
    public let reuseIdentifier: String

    /// A registration of `Cell` configured by `handler`.
    public init(handler: @escaping Handler) {
        self.handler = handler
        reuseIdentifier = RegistrationIdentity.make(prefix: "cell", type: Cell.self)
    }
}

/// A supplementary view class and the closure that configures it (`UICollectionView.SupplementaryRegistration`).
@MainActor
public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    /// Configures `supplementaryView` of `elementKind` at `indexPath`.
    public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

    /// The kind of supplementary view.
    public let elementKind: String
    /// The configuration closure.
    public let handler: Handler
    /// The reuse identifier the registration uses.
    public let reuseIdentifier: String

    /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
        self.elementKind = elementKind
        self.handler = handler
        reuseIdentifier = RegistrationIdentity.make(prefix: "supplementary", type: Supplementary.self)
    }
}

/// Unique reuse identifiers for registrations (a fresh UUID each: no shared counter).
enum RegistrationIdentity {
    static func make(prefix: String, type: Any.Type) -> String {
        "\(prefix)-\(String(describing: type))-\(UUID().uuidString)"
    }
}
