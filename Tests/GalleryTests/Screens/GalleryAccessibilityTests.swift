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
    /// Contrast is left out: the gallery keeps iOS's colours, and iOS's secondary label colour measures
    /// 3.4:1 on white, under WCAG AA's 4.5:1 (the audit reports it on any screen that uses it).
    @Test("when each screen is shown on a phone, then the accessibility audit finds no unlabelled element, small control or cut text",
          arguments: GalleryScreens.all.map(\.description.id))
    func everyScreenPassesTheAudit(_ id: String) throws {
        let entry = try #require(GalleryScreens.all.first { $0.description.id == id })
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let screen = entry.make(CGSize(width: 390, height: 844))
        if let controller = screen.viewController { host.show(controller) } else { host.show(screen.view) }
        host.runFrames(5)
        let findings = host.accessibilityAudit(AccessibilityAuditFinding.Check.all.subtracting(.lowContrast))
        #expect(findings.isEmpty, "\(id):\n\(findings.map { "- \($0)" }.joined(separator: "\n"))")
        withExtendedLifetime(screen) {}
    }

    @Test("when each screen is shown on a phone at the largest Dynamic Type size, then the audit still finds no cut text, small control or unlabelled element",
          arguments: GalleryScreens.all.map(\.description.id))
    func everyScreenPassesTheAuditAtTheLargestTextSize(_ id: String) throws {
        let entry = try #require(GalleryScreens.all.first { $0.description.id == id })
        let host = TestHost(size: CGSize(width: 390, height: 844), traits: TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let screen = entry.make(CGSize(width: 390, height: 844))
        if let controller = screen.viewController { host.show(controller) } else { host.show(screen.view) }
        host.runFrames(5)
        #expect(host.traits.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        let findings = host.accessibilityAudit(AccessibilityAuditFinding.Check.all.subtracting(.lowContrast))
        #expect(findings.isEmpty, "\(id):\n\(findings.map { "- \($0)" }.joined(separator: "\n"))")
        withExtendedLifetime(screen) {}
    }

    @Test("when each screen is shown with increased contrast, then no text fails WCAG AA's contrast against its background",
          arguments: GalleryScreens.all.map(\.description.id))
    func everyScreenMeetsContrastWithIncreasedContrast(_ id: String) throws {
        let entry = try #require(GalleryScreens.all.first { $0.description.id == id })
        let host = TestHost(size: CGSize(width: 390, height: 844), traits: TraitCollection(accessibilityContrast: .high))
        let screen = entry.make(CGSize(width: 390, height: 844))
        if let controller = screen.viewController { host.show(controller) } else { host.show(screen.view) }
        host.runFrames(5)
        let findings = host.accessibilityAudit(.lowContrast)
        #expect(findings.isEmpty, "\(id):\n\(findings.map { "- \($0)" }.joined(separator: "\n"))")
        withExtendedLifetime(screen) {}
    }
}
