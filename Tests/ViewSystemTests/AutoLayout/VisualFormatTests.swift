import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("Auto Layout: the visual format language (F33)")
@MainActor
struct VisualFormatTests {
    func stage() -> (View, IntrinsicView, IntrinsicView) {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = IntrinsicView(30, 20), b = IntrinsicView(30, 20)
        container.addSubview(a)
        container.addSubview(b)
        return (container, a, b)
    }

    @Test("when the issue's format lays out two views, then the spacings, the fixed width and the edges hold")
    func horizontalFormat() {
        let (container, a, b) = stage()
        let constraints = LayoutConstraint.constraints(withVisualFormat: "H:|-12-[a(==40)]-10-[b]-12-|", options: [.alignAllCenterY],
                                                       metrics: nil, views: ["a": a, "b": b])
        #expect(constraints.count == 5)
        LayoutConstraint.activate(constraints + [a.topAnchor.constraint(equalTo: container.topAnchor)])
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 12, y: 0, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 62, y: 0, width: 226, height: 20))
    }

    @Test("when metrics, standard spacing, predicates on other views and priorities are used, then each means what UIKit says")
    func richFormat() {
        let (container, a, b) = stage()
        let formats = [
            "H:|-[a(>=w@750,<=200)]-[b(==a)]-|", "V:|-top-[a]", "V:[a]-(>=0)-[b]",
        ]
        for format in formats {
            LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: ["w": 100, "top": 5.5], views: ["a": a, "b": b]))
        }
        container.layoutIfNeeded()
        // Standard spacing: 20 to the edge, 8 between views: (300 − 48) / 2 = 126 each.
        #expect(a.frame.minX == 20 && a.frame.width == 126 && b.frame.minX == 154 && b.frame.width == 126)
        #expect(a.frame.minY == 5.5, "a metric names the spacing itself")
        #expect(b.frame.minY >= a.frame.maxY)
    }

    @Test("when a format is malformed, then UIKit's parse error is reported with a caret and nothing is returned")
    func malformed() {
        let (container, a, b) = stage()
        let log = LayoutDiagnosticsLog()
        log.attach(to: container)
        let cases: [(String, String)] = [
            ("H:|-[a]-[c]", "c is not a key in the views dictionary."),
            ("H:|-gap-[a]", "Expected a number, a metric or a view name"),
            ("H:|-8-[a", "Expected ']'"),
            ("X:[a]", "Expected 'H' or 'V' before ':'"),
            ("H:[a]-", "Expected a view or '|' after a connection"),
        ]
        for (format, reason) in cases {
            #expect(LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["a": a, "b": b]).isEmpty, "\(format)")
            #expect(log.messages.last?.hasPrefix("Unable to parse constraint format: \n\(reason)\n\(format)\n") == true, "\(format): \(log.messages.last ?? "")")
        }
        let alone = IntrinsicView(10, 10)
        #expect(LayoutConstraint.constraints(withVisualFormat: "H:|[x]|", options: [], metrics: nil, views: ["x": alone]).isEmpty)
        let misaligned = LayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: ["a": a, "b": b])
        #expect(misaligned.isEmpty)
    }
}
