import CollectionGeometry
import Foundation
import ViewSystem

extension TestHost {
    /// The smallest size a control should have, in points (the Human Interface Guidelines' 44 × 44).
    public static let minimumHitTarget: CGFloat = 44

    /// Audits the accessibility elements on screen, as Xcode's accessibility audit does
    /// (`performAccessibilityAudit`): interactive elements without a label, controls smaller than
    /// 44 × 44 points, labels whose text is cut, text whose contrast is under WCAG AA. Each finding
    /// names the element and the reason.
    ///
    /// Differences from Xcode: contrast is measured against the colours drawn behind the text (the
    /// views' background colours and background configurations up to the window, over the system
    /// background), not against pixels, so a text over an image is measured against the view's colour;
    /// text is audited at the window's text size — run it again after setting a larger
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
            if checks.contains(.lowContrast) {
                for reason in lowContrast(in: element) {
                    findings.append(AccessibilityAuditFinding(check: .lowContrast, element: element, reason: reason))
                }
            }
        }
        return findings
    }

    // MARK: Contrast

    /// Why each text `element` draws (its own and its subviews': labels, list and custom content) is
    /// too faint against what lies behind it.
    private func lowContrast(in element: View) -> [String] {
        var reasons: [String] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            for (text, font, color) in Self.texts(of: view.renderedContent) where !text.trimmingCharacters(in: .whitespaces).isEmpty {
                let behind = backdrop(of: view)
                let drawn = Self.composite(color.resolvedColor(with: view.traitCollection), over: behind)
                let ratio = Self.contrastRatio(drawn, behind)
                let isLarge = font.pointSize >= 18 || (font.pointSize >= 14 && font.weight.isBold)
                let required: CGFloat = isLarge ? 3 : 4.5
                guard ratio < required - 0.005 else { continue }
                let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
                reasons.append("its text \"\(shown)\" has a contrast of \(Self.ratioDescription(ratio)):1 against its background \(behind), under WCAG AA's \(required.compactDescription):1\(isLarge ? " for large text" : "")")
            }
            for subview in view.subviews where !subview.isAccessibilityElement { visit(subview) }
        }
        visit(element)
        return reasons
    }

    /// The texts a view draws, with their fonts and colours.
    private static func texts(of content: RenderedContent?) -> [(String, Font, Color)] {
        switch content {
        case .text(let label)?:
            return [(label.text, label.font, label.color)]
        case .list(let list)?:
            return [list.text.map { ($0, list.textProperties.font, list.textProperties.color) },
                    list.secondaryText.map { ($0, list.secondaryTextProperties.font, list.secondaryTextProperties.color) }].compactMap { $0 }
        case .custom(let custom)?:
            var found: [(String, Font, Color)] = []
            func walk(_ part: CustomContentConfiguration.Part) {
                switch part {
                case .text(let text, let font, let color): found.append((text, font, color))
                case .vertical(let parts, _), .horizontal(let parts, _): parts.forEach(walk)
                case .styled(let inner, _): walk(inner)
                case .image, .swatch: break
                }
            }
            walk(custom.root)
            return found
        case .image?, .textField?, nil:
            return []
        }
    }

    /// The opaque colour behind `view`'s content: its own and its superviews' background
    /// configurations and colours, each over the next, down to the first opaque one or the system
    /// background of the window's traits.
    private func backdrop(of view: View) -> Color {
        var layers: [Color] = []
        var cursor: View? = view
        while let current = cursor {
            let traits = current.traitCollection
            for color in [current.renderedBackground?.backgroundColor, current.backgroundColor].compactMap({ $0 }) {
                let resolved = color.resolvedColor(with: traits)
                guard resolved.alpha > 0 else { continue }
                layers.append(resolved)
                if resolved.alpha >= 0.999 { return layers.reversed().dropFirst().reduce(resolved) { Self.composite($1, over: $0) } }
            }
            cursor = current.superview
        }
        let base = Color.systemBackground.resolvedColor(with: window.traitCollection)
        return layers.reversed().reduce(base) { Self.composite($1, over: $0) }
    }

    /// `top` drawn over the opaque `bottom`.
    private static func composite(_ top: Color, over bottom: Color) -> Color {
        let a = top.alpha
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a), alpha: 1)
    }

    /// WCAG's contrast ratio of two opaque colours, 1 to 21.
    static func contrastRatio(_ first: Color, _ second: Color) -> CGFloat {
        first.contrastRatio(with: second)
    }

    /// A ratio with one decimal, cut rather than rounded up (3.49 is "3.4", not "3.5").
    private static func ratioDescription(_ ratio: CGFloat) -> String {
        ((ratio * 10).rounded(.down) / 10).compactDescription
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
