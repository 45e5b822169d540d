import Foundation
import Testing
import ViewSystem

/// A value that reads only an image type, to ask for what plain text cannot become.
struct PNGThumbnail: ItemProviderReading {
    static var readableTypeIdentifiersForItemProvider: [String] { ["public.png"] }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> PNGThumbnail { PNGThumbnail() }
}

/// A value whose data never makes one.
struct Unreadable: ItemProviderReading {
    struct Failure: Error {}
    static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Unreadable { throw Failure() }
}

/// Collects what a completion handler was given.
final class Received<Value>: @unchecked Sendable {
    var value: Value?
    var error: (any Error)?
    var calls = 0
}

@Suite("Item providers: representations registered, loaded, refused")
struct ItemProviderTests {
    @Test("when a string is registered, then it is offered as UTF-8 plain text and loads back as a String and an NSString")
    func stringRoundTrip() {
        let provider = ItemProvider(object: "Grüße" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"), "UTF-8 text is plain text")
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.png"))
        #expect(provider.canLoadObject(ofClass: String.self) && provider.canLoadObject(ofClass: NSString.self))
        let typed = Received<String>()
        provider.loadObject(ofClass: String.self) { value, error in
            typed.value = value
            typed.error = error
            typed.calls += 1
        }
        #expect(typed.value == "Grüße" && typed.error == nil && typed.calls == 1)
        let object = Received<String>()
        let progress = provider.loadObject(ofClass: NSString.self) { value, _ in object.value = (value as? NSString).map(String.init) }
        #expect(object.value == "Grüße")
        #expect(progress.completedUnitCount == 1)
    }

    @Test("when a data representation is registered, then its handler runs only when loaded, and a second registration of the identifier is ignored")
    func dataRepresentations() {
        let provider = ItemProvider()
        let loads = Received<Int>()
        loads.value = 0
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .ownProcess) { completion in
            loads.value! += 1
            completion(Data([0x89, 0x50]), nil)
            return nil
        }
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([0]), nil)
            return nil
        }
        provider.suggestedName = "thumbnail.png"
        #expect(provider.registeredTypeIdentifiers == ["public.png"])
        #expect(loads.value == 0)
        let data = Received<Data>()
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { value, _ in data.value = value }
        #expect(data.value == Data([0x89, 0x50]) && loads.value == 1)
        #expect(provider.canLoadObject(ofClass: PNGThumbnail.self) && !provider.canLoadObject(ofClass: String.self))
        #expect(provider.suggestedName == "thumbnail.png")
    }

    @Test("when a representation or class is asked for that the provider cannot give, then the completion gets Foundation's error, never a trap")
    func refusals() throws {
        let provider = ItemProvider(object: "text")
        let missing = Received<Data>()
        provider.loadDataRepresentation(forTypeIdentifier: "public.jpeg") { value, error in
            missing.value = value
            missing.error = error
        }
        let noData = try #require(missing.error as? NSError)
        #expect(missing.value == nil)
        #expect(noData.domain == "NSItemProviderErrorDomain" && noData.code == ItemProvider.ErrorCode.itemUnavailableError.rawValue)
        #expect(noData.localizedDescription == "Cannot load representation of type public.jpeg")

        let coercion = Received<PNGThumbnail>()
        provider.loadObject(ofClass: PNGThumbnail.self) { value, error in
            coercion.value = value
            coercion.error = error
        }
        let notCoerced = try #require(coercion.error as? NSError)
        #expect(coercion.value == nil && notCoerced.code == ItemProvider.ErrorCode.unavailableCoercionError.rawValue)
        #expect(notCoerced.localizedDescription == "Could not coerce an item to class PNGThumbnail")

        let unreadable = Received<Unreadable>()
        provider.loadObject(ofClass: Unreadable.self) { value, error in
            unreadable.value = value
            unreadable.error = error
        }
        #expect(unreadable.value == nil && unreadable.error is Unreadable.Failure)

        let empty = ItemProvider()
        #expect(empty.registeredTypeIdentifiers.isEmpty && !empty.canLoadObject(ofClass: String.self))
    }

    @Test("when UTF-16 text is registered, then String reads it in that encoding, and bytes that are not text are refused")
    func encodings() throws {
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf16-plain-text", visibility: .all) { completion in
            completion("héllo".data(using: .utf16), nil)
            return nil
        }
        let text = Received<String>()
        provider.loadObject(ofClass: String.self) { value, _ in text.value = value }
        #expect(text.value == "héllo")
        #expect(throws: (any Error).self) { try String.object(withItemProviderData: Data([0xFF, 0xFE, 0xFD]), typeIdentifier: "public.utf8-plain-text") }
    }
}
