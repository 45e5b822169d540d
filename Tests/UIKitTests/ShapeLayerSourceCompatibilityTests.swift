import Foundation
import Testing
import UIKit

/// Shape-layer code as iOS apps write it — a progress ring whose track and progress are two
/// `CAShapeLayer`s on one `UIBezierPath` arc, redrawn in `layoutSubviews()`; a check mark; a dashed
/// outline; a view whose `layerClass` is `CAShapeLayer` — compiles unchanged and draws what iOS draws.
@Suite("UIKit spellings of shape layers and Bézier paths")
@MainActor
struct ShapeLayerSourceCompatibilityTests {
    final class ProgressRing: UIView {
        private let trackLayer = CAShapeLayer()
        private let progressLayer = CAShapeLayer()

        var progress: CGFloat = 0 {
            didSet { progressLayer.strokeEnd = progress }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            for shape in [trackLayer, progressLayer] {
                shape.fillColor = UIColor.clear.cgColor
                shape.lineWidth = 6
                shape.lineCap = .round
                layer.addSublayer(shape)
            }
            trackLayer.strokeColor = UIColor.systemGray5.cgColor
            progressLayer.strokeColor = UIColor.systemGreen.cgColor
            progressLayer.strokeEnd = 0
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let radius = min(bounds.width, bounds.height) / 2 - 3
            let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                                    endAngle: 3 * .pi / 2, clockwise: true)
            for shape in [trackLayer, progressLayer] {
                shape.frame = bounds
                shape.path = path.cgPath
            }
        }
    }

    final class CheckView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

        override init(frame: CGRect) {
            super.init(frame: frame)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 4, y: 12))
            path.addLine(to: CGPoint(x: 9, y: 17))
            path.addLine(to: CGPoint(x: 20, y: 6))
            shapeLayer.path = path.cgPath
            shapeLayer.fillColor = nil
            shapeLayer.strokeColor = tintColor.cgColor
            shapeLayer.lineWidth = 2.5
            shapeLayer.lineJoin = .round
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A dashed outline made away from the main actor, as Core Animation allows.
    nonisolated static func makeDashedOutline(in rect: CGRect) -> CAShapeLayer {
        let outline = CAShapeLayer()
        outline.frame = rect
        outline.path = UIBezierPath(roundedRect: CGRect(origin: .zero, size: rect.size), byRoundingCorners: [.topLeft, .bottomRight],
                                    cornerRadii: CGSize(width: 8, height: 8)).cgPath
        outline.fillColor = UIColor.clear.cgColor
        outline.strokeColor = UIColor.black.cgColor
        outline.lineDashPattern = [6, 3]
        outline.fillRule = .evenOdd
        let mutable = CGMutablePath()
        mutable.addPath(outline.path!)
        mutable.addEllipse(in: CGRect(x: 4, y: 4, width: 8, height: 8))
        outline.path = mutable
        return outline
    }

    @Test("when a progress ring is laid out and its progress set, then both arcs are drawn and the progress stroke stops at the fraction")
    func progressRing() throws {
        let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        ring.layoutIfNeeded()
        ring.progress = 0.3
        let layers = ring.renderedProperties.appearance.sublayers
        try #require(layers.count == 2)
        let track = try #require(layers[0].appearance.shape), progress = try #require(layers[1].appearance.shape)
        #expect(track.fillColor == nil && track.strokeEnd == 1 && track.lineCap == .round && track.lineWidth == 6)
        #expect(progress.isTrimmed && progress.strokeEnd == 0.3 && progress.elements == track.elements)
        let bounds = try #require(ring.layer.sublayers?.first as? CAShapeLayer).path?.boundingBoxOfPath ?? .null
        #expect(abs(bounds.width - 54) < 1e-9 && abs(bounds.midX - 30) < 1e-9)
    }

    @Test("when a view's layerClass is CAShapeLayer, then its own layer draws the check mark in its tint colour")
    func checkView() throws {
        let check = CheckView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        #expect(check.layer is CAShapeLayer)
        let shape = try #require(check.renderedProperties.appearance.shape)
        #expect(shape.elements.count == 3 && shape.lineJoin == .round && shape.fillColor == nil && shape.strokeColor != nil)
    }

    @Test("when an outline is built by a nonisolated helper, then its dashes, rule and both subpaths are drawn")
    func dashedOutline() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.addSublayer(Self.makeDashedOutline(in: CGRect(x: 10, y: 10, width: 40, height: 30)))
        let drawn = try #require(view.renderedProperties.appearance.sublayers.first)
        let shape = try #require(drawn.appearance.shape)
        #expect(drawn.frame == CGRect(x: 10, y: 10, width: 40, height: 30) && shape.dashPattern == [6, 3] && shape.evenOdd)
        #expect(shape.elements.filter { $0 == .closeSubpath }.count == 2)
    }
}
