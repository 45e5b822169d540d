import CollectionGeometry
import CollectionWeb
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem
@testable import Gallery

@Suite("The gallery's screens to VoiceOver: what the accessibility audit finds (F40)")
@MainActor
struct GalleryAccessibilityTests {
    @Test("when each screen is shown on a phone, then the accessibility audit finds no unlabelled element, small control or cut text",
          arguments: GalleryScreens.all.map(\.description.id))
    func everyScreenPassesTheAudit(_ id: String) throws {
        let entry = try #require(GalleryScreens.all.first { $0.description.id == id })
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let screen = entry.make(CGSize(width: 390, height: 844))
        if let controller = screen.viewController { host.show(controller) } else { host.show(screen.view) }
        host.runFrames(5)
        let findings = host.accessibilityAudit()
        #expect(findings.isEmpty, "\(id):\n\(findings.map { "- \($0)" }.joined(separator: "\n"))")
        withExtendedLifetime(screen) {}
    }
}
