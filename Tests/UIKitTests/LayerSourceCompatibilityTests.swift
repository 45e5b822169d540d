import Foundation
import Testing
import UIKit

/// Layer code as iOS apps write it — a view whose layer is a gradient, a cell with a gradient sublayer
/// framed in `layoutSubviews()`, a hairline `CALayer`, a gradient built by a nonisolated helper —
/// compiles unchanged and builds the layer tree iOS would.
@Suite("UIKit spellings of Core Animation layers")
@MainActor
struct LayerSourceCompatibilityTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

        override init(frame: CGRect) {
            super.init(frame: frame)
            gradientLayer.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
            gradientLayer.startPoint = CGPoint(x: 0, y: 0)
            gradientLayer.endPoint = CGPoint(x: 1, y: 1)
            gradientLayer.type = .axial
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class PosterCell: UICollectionViewCell {
        let imageView = UIImageView()
        private let scrim = CAGradientLayer()
        private let hairline = CALayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(imageView)
            scrim.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
            scrim.locations = [0.4, 1.0]
            imageView.layer.insertSublayer(scrim, at: 0)
            hairline.backgroundColor = UIColor.separator.cgColor
            contentView.layer.addSublayer(hairline)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            imageView.frame = contentView.bounds
            scrim.frame = imageView.bounds
            hairline.frame = CGRect(x: 0, y: contentView.bounds.height - 0.5, width: contentView.bounds.width, height: 0.5)
        }
    }

    /// A layer built away from the main actor, as Core Animation allows.
    nonisolated static func makeBadge(diameter: CGFloat) -> CALayer {
        let badge = CALayer()
        badge.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        badge.cornerRadius = diameter / 2
        badge.backgroundColor = UIColor.systemRed.cgColor
        badge.name = "badge"
        return badge
    }

    @Test("when a view's layerClass is CAGradientLayer, then its layer is one and keeps the colours and points set on it")
    func gradientView() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.layer is CAGradientLayer)
        #expect(view.gradientLayer.colors?.count == 2 && view.gradientLayer.endPoint == CGPoint(x: 1, y: 1))
        let gradient = try #require(view.renderedProperties.appearance.gradient)
        #expect(gradient.kind == .axial && gradient.locations == [0, 1])
    }

    @Test("when a cell frames its sublayers in layoutSubviews, then the scrim covers the picture and the hairline sits on the foot")
    func cellSublayers() throws {
        let cell = PosterCell(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
        cell.layoutIfNeeded()
        let scrim = try #require(cell.imageView.layer.sublayers?.first as? CAGradientLayer)
        #expect(scrim.frame == CGRect(x: 0, y: 0, width: 160, height: 90))
        #expect(scrim.superlayer === cell.imageView.layer)
        let hairline = try #require(cell.contentView.layer.sublayers?.last)
        #expect(hairline.frame == CGRect(x: 0, y: 89.5, width: 160, height: 0.5))
        #expect(cell.contentView.renderedProperties.appearance.sublayers.map(\.frame) == [hairline.frame])
    }

    @Test("when a layer is made by a nonisolated helper and added to a view's layer, then it is positioned by its position and drawn")
    func nonisolatedLayer() throws {
        let badge = Self.makeBadge(diameter: 16)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        badge.position = CGPoint(x: 52, y: 8)
        view.layer.addSublayer(badge)
        #expect(view.layer.sublayers?.first?.name == "badge")
        #expect(badge.frame == CGRect(x: 44, y: 0, width: 16, height: 16))
        let drawn = try #require(view.renderedProperties.appearance.sublayers.first)
        #expect(drawn.frame == badge.frame && drawn.appearance.cornerRadius == 8)
    }
}
