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
    /// The audit's findings of `checks` on screen `id`, shown on a phone with `traits` for five frames,
    /// one line each.
    func findings(on id: String, traits: TraitCollection = TraitCollection(), checks: AccessibilityAuditFinding.Check) throws -> [String] {
        let entry = try #require(GalleryScreens.all.first { $0.description.id == id })
        let host = TestHost(size: CGSize(width: 390, height: 844), traits: traits)
        let screen = entry.make(CGSize(width: 390, height: 844))
        if let controller = screen.viewController { host.show(controller) } else { host.show(screen.view) }
        host.runFrames(5)
        #expect(host.traits.preferredContentSizeCategory == traits.preferredContentSizeCategory)
        defer { withExtendedLifetime(screen) {} }
        return host.accessibilityAudit(checks).map { "- \($0)" }
    }

    /// Contrast is left out: the gallery keeps iOS's colours, and iOS's secondary label colour measures
    /// 3.4:1 on white, under WCAG AA's 4.5:1 (the audit reports it on any screen that uses it).
    @Test("when each screen is shown on a phone, then the accessibility audit finds no unlabelled element, small control or cut text",
          arguments: GalleryScreens.all.map(\.description.id))
    func everyScreenPassesTheAudit(_ id: String) throws {
        let found = try findings(on: id, checks: AccessibilityAuditFinding.Check.all.subtracting(.lowContrast))
        #expect(found.isEmpty, "\(id):\n\(found.joined(separator: "\n"))")
    }

    @Test("when each screen is shown on a phone at the largest Dynamic Type size, then the audit still finds no cut text, small control or unlabelled element",
          arguments: GalleryScreens.all.map(\.description.id))
    func everyScreenPassesTheAuditAtTheLargestTextSize(_ id: String) throws {
        let found = try findings(on: id, traits: TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
                                 checks: AccessibilityAuditFinding.Check.all.subtracting(.lowContrast))
        #expect(found.isEmpty, "\(id):\n\(found.joined(separator: "\n"))")
    }

    @Test("when each screen is shown with increased contrast, then no text fails WCAG AA's contrast against its background",
          arguments: GalleryScreens.all.map(\.description.id))
    func everyScreenMeetsContrastWithIncreasedContrast(_ id: String) throws {
        let found = try findings(on: id, traits: TraitCollection(accessibilityContrast: .high), checks: .lowContrast)
        #expect(found.isEmpty, "\(id):\n\(found.joined(separator: "\n"))")
    }
}
