import CollectionGeometry
import Foundation
import ViewSystem

extension TestHost {
    /// The smallest size a control should have, in points (the Human Interface Guidelines' 44 × 44).
    public static let minimumHitTarget: CGFloat = 44

    /// Audits the accessibility elements on screen, as Xcode's accessibility audit does
    /// (`performAccessibilityAudit`): interactive elements without a label, controls smaller than
    /// 44 × 44 points, labels whose text is cut. Each finding names the element and the reason.
    ///
    /// Differences from Xcode: contrast is not audited here (the browser tests run axe-core on the
    /// page), and text is audited at the window's text size — run it again after setting a larger
    /// `preferredContentSizeCategory` in `traits` to audit Dynamic Type.
    /// - Complexity: O(views), and a text measurement per label.
    public func accessibilityAudit(_ checks: AccessibilityAuditFinding.Check = .all) -> [AccessibilityAuditFinding] {
        var findings: [AccessibilityAuditFinding] = []
        for element in accessibilityElements {
            let traits = element.accessibilityTraits
            let isControl = !traits.isDisjoint(with: [.button, .link, .adjustable]) || element is Switch
            let isInteractive = isControl || traits.contains(.searchField) || element.renderedAccessibility?.role == .item
            if checks.contains(.unlabelledElement), isInteractive, (element.accessibilityLabel ?? "").isEmpty {
                findings.append(AccessibilityAuditFinding(check: .unlabelledElement, element: element,
                                                          reason: "an interactive element has no accessibility label, so VoiceOver reads only its role"))
            }
            if checks.contains(.smallHitTarget), isControl, let size = smallHitTarget(of: element) {
                findings.append(AccessibilityAuditFinding(check: .smallHitTarget, element: element,
                                                          reason: "its hit target is \(size.width.compactDescription) × \(size.height.compactDescription) points, under 44 × 44"))
            }
            if checks.contains(.clippedText), let label = element as? Label, let cut = clipping(of: label) {
                findings.append(AccessibilityAuditFinding(check: .clippedText, element: element, reason: cut))
            }
        }
        return findings
    }

    /// Throws, listing every finding, when the audit finds anything.
    public func assertAccessibilityAudit(_ checks: AccessibilityAuditFinding.Check = .all) throws(TestingFailure) {
        let findings = accessibilityAudit(checks)
        guard findings.isEmpty else {
            throw TestingFailure("the accessibility audit found \(findings.count) problem(s):\n" + findings.map { "- \($0)" }.joined(separator: "\n"))
        }
    }

    /// The size of `element` when a finger 44 points across, centred on it, would miss it at an edge —
    /// `nil` when every point of that square inside the window reaches it (a control may answer for
    /// more than its bounds, overriding `point(inside:with:)`, as iOS apps do for small buttons).
    private func smallHitTarget(of element: View) -> CGSize? {
        let frame = element.convert(element.bounds, to: window)
        let half = Self.minimumHitTarget / 2 - 0.5
        let probes = [(-half, -half), (half, -half), (-half, half), (half, half), (0, -half), (0, half), (-half, 0), (half, 0)]
            .map { CGPoint(x: frame.midX + $0.0, y: frame.midY + $0.1) }
            .filter { window.bounds.contains($0) }
        let reached = probes.allSatisfy { point in window.hitTest(point, with: nil).map { $0 === element || $0.isDescendant(of: element) } ?? false }
        return reached ? nil : frame.size
    }

    /// Why `label`'s text is cut, or `nil`: the lines the label allows (`numberOfLines`, 0 for any)
    /// need more height than it has, so lines are cut off; or a one-line label clips its text with
    /// `.byClipping`. Truncation with an ellipsis — a tail cut by a line limit, as iOS shows long
    /// texts — is a design choice and not reported; nor is a label that shrinks its font to fit.
    private func clipping(of label: Label) -> String? {
        guard let text = label.text, !text.isEmpty, label.bounds.width > 0, !label.adjustsFontSizeToFitWidth else { return nil }
        let probe = Label()
        probe.font = label.font
        if let attributed = label.attributedText { probe.attributedText = attributed } else { probe.text = text }
        if label.numberOfLines == 1 {
            guard label.lineBreakMode == .byClipping else { return nil }
            probe.numberOfLines = 1
            let width = probe.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)).width
            guard width > label.bounds.width + 1 else { return nil }
            return "its text needs \(width.compactDescription) points of width on its one line and has \(label.bounds.width.compactDescription)"
        }
        probe.numberOfLines = label.numberOfLines
        let height = probe.sizeThatFits(CGSize(width: label.bounds.width, height: CGFloat.greatestFiniteMagnitude)).height
        guard height > label.bounds.height + 1 else { return nil }
        return "its lines need \(height.compactDescription) points of height at its width and it has \(label.bounds.height.compactDescription)"
    }
}
