import Foundation

/// Carries the data of a dragged item, in one or more representations named by uniform type
/// identifiers, loaded when a drop asks for them (`NSItemProvider`).
///
/// Register a value that writes itself (`init(object:)`, `registerObject(_:visibility:)`) or a
/// data representation with a load handler; a drop reads it back with `loadObject(ofClass:…)` or
/// `loadDataRepresentation(forTypeIdentifier:…)`.
///
/// Differences from UIKit (Foundation on Linux has no `NSItemProvider`):
/// - Loading happens at once, on the calling thread, and the completion handler is called before
///   the load method returns; UIKit calls it later on a background queue. Code written for UIKit (that
///   hops to the main queue in the handler) works unchanged.
/// - Type identifiers conform to one another only along the text family (`public.utf8-plain-text` →
///   `public.plain-text` → `public.text` → `public.data` and `public.content`); otherwise they must match.
/// - Files and file promises are not supported: there is no `init(contentsOf:)`.
open class ItemProvider: @unchecked Sendable, CustomStringConvertible {
    /// The error codes of `ItemProvider.errorDomain` (`NSItemProvider.ErrorCode`).
    public enum ErrorCode: Int, Hashable, Sendable, CaseIterable {
        /// Something went wrong that has no other code.
        case unknownError = -1
        /// No representation of the asked type is registered.
        case itemUnavailableError = -1000
        /// A representation's data did not make a value of the asked class.
        case unexpectedValueClassError = -1100
        /// No representation can become a value of the asked class.
        case unavailableCoercionError = -1200
    }

    /// The domain of the errors loading reports (`NSItemProviderErrorDomain`).
    public static let errorDomain = "NSItemProviderErrorDomain"

    private struct Representation {
        let typeIdentifier: String
        let visibility: ItemProviderRepresentationVisibility
        let load: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private let lock = NSLock()
    private var representations: [Representation] = []
    private var name: String?

    /// An empty provider: register representations on it.
    public init() {}

    /// A provider of `object`'s representations (`init(object:)`), its suggested name unset.
    public convenience init(object: any ItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A name for the item, for a drop that saves it as a file (`suggestedName`).
    open var suggestedName: String? {
        get { lock.withLock { name } }
        set { lock.withLock { name = newValue } }
    }

    /// The registered type identifiers, in the order registered (`registeredTypeIdentifiers`).
    open var registeredTypeIdentifiers: [String] {
        lock.withLock { representations.map(\.typeIdentifier) }
    }

    /// Registers `object`'s representations: one for each of its writable type identifiers.
    open func registerObject(_ object: any ItemProviderWriting, visibility: ItemProviderRepresentationVisibility) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            register(Representation(typeIdentifier: identifier, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
            })
        }
    }

    /// Registers a representation of `typeIdentifier` whose data `loadHandler` produces when asked;
    /// a second registration of the same identifier is ignored, as in UIKit.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: ItemProviderRepresentationVisibility,
                                         loadHandler: @escaping (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    /// Whether a representation conforms to `typeIdentifier` (`hasItemConformingToTypeIdentifier(_:)`).
    /// - Complexity: O(*n*) in the registered representations.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether `aClass` can be made from a representation (`canLoadObject(ofClass:)`).
    /// - Complexity: O(*n* × *m*), *n* representations and *m* readable identifiers.
    open func canLoadObject(ofClass aClass: any ItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { representation(conformingTo: $0) != nil }
    }

    /// Loads the data of the first representation conforming to `typeIdentifier` and hands it to
    /// `completionHandler`; an `itemUnavailableError` when there is none.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, Self.error(.itemUnavailableError, "Cannot load representation of type \(typeIdentifier)"))
            return progress
        }
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    /// Makes a value of `aClass` from the first representation it reads (given that representation's
    /// own type identifier) and hands it to `completionHandler`; an `unavailableCoercionError` when no representation fits, the reader's
    /// error when its data does not make one.
    @discardableResult
    open func loadObject(ofClass aClass: any ItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any ItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let readable = aClass.readableTypeIdentifiersForItemProvider
        guard let representation = readable.lazy.compactMap({ self.representation(conformingTo: $0) }).first else {
            completionHandler(nil, Self.error(.unavailableCoercionError, "Could not coerce an item to class \(aClass)"))
            return progress
        }
        // The reader decodes the representation's own type (UTF-16 text is not read as UTF-8).
        let identifier = representation.typeIdentifier
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            guard let data else {
                completionHandler(nil, error ?? Self.error(.itemUnavailableError, "Cannot load representation of type \(identifier)"))
                return
            }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: identifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
        return progress
    }

    /// Makes a `T` from the first representation it reads (the typed form, for Swift value types and
    /// final classes).
    @discardableResult
    public func loadObject<T: ItemProviderReading>(ofClass aClass: T.Type,
                                                   completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        loadObject(ofClass: aClass as any ItemProviderReading.Type) { object, error in
            completionHandler(object as? T, error)
        }
    }

    /// The registered type identifiers.
    open var description: String {
        "<ItemProvider: types = \(registeredTypeIdentifiers)>"
    }

    // MARK: Internals

    private func register(_ representation: Representation) {
        lock.withLock {
            guard !representations.contains(where: { $0.typeIdentifier == representation.typeIdentifier }) else { return }
            representations.append(representation)
        }
    }

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        lock.withLock { representations.first { TypeIdentifierConformance.conforms($0.typeIdentifier, to: typeIdentifier) } }
    }

    private static func error(_ code: ErrorCode, _ description: String) -> NSError {
        NSError(domain: errorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }
}
