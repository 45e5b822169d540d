import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A "like" cell as iOS 15+ apps write it: symbol configurations combined with `applying`, a weight
/// kept as `UIImage.SymbolWeight`, hierarchical and palette colours — compiles unchanged.
@Suite("UIKit spellings of UIImage.SymbolConfiguration")
@MainActor
struct SymbolConfigurationSourceCompatibilityTests {
    final class LikeView: UIView {
        let heart = UIImageView()
        let badge = UIImageView()
        var weight: UIImage.SymbolWeight = .semibold

        override init(frame: CGRect) {
            super.init(frame: frame)
            let base = UIImage.SymbolConfiguration(textStyle: .title2)
            heart.preferredSymbolConfiguration = base.applying(UIImage.SymbolConfiguration(weight: weight))
                .applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemPink))
            heart.image = UIImage(systemName: "heart.fill")
            let palette = UIImage.SymbolConfiguration(paletteColors: [.white, .systemRed])
            badge.image = UIImage(systemName: "checkmark.circle.fill", withConfiguration: palette.applying(UIImage.SymbolConfiguration(scale: .small)))
            addSubview(heart)
            addSubview(badge)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("when the like view is made, then its heart is drawn in the hierarchical colour at the text style's size and its badge in the palette's first colour")
    func likeView() throws {
        let like = LikeView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let heart = try #require(like.heart.image?.applyingSymbolConfiguration(like.heart.preferredSymbolConfiguration!))
        #expect(heart.tintColor == .systemPink && heart.symbolConfiguration?.weight == like.weight.fontWeight())
        #expect(heart.symbolConfiguration?.pointSize == UIFont.preferredFont(forTextStyle: .title2).pointSize)
        #expect(like.badge.image?.tintColor == .white)
        let plain = UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large)
        #expect(plain.configurationWithoutScale().isEqual(to: UIImage.SymbolConfiguration(pointSize: 17, weight: .bold)))
        #expect(UIImage.SymbolConfiguration.preferringMulticolor() != UIImage.SymbolConfiguration.unspecified)
    }

    /// A photo cell's image loading as Apple's iOS 15 sample code writes it: a thumbnail prepared off
    /// the main thread, then shown.
    @Test("when a thumbnail is prepared for a cell, then the cell shows it at the asked size")
    func preparedThumbnail() async throws {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 4, 0, 0, 0, 3, 0, 8, 6, 0, 0, 0])
        let photo = try #require(UIImage(data: bytes))
        let imageView = UIImageView()
        if let thumbnail = await photo.byPreparingThumbnail(ofSize: CGSize(width: 64, height: 48)) {
            imageView.image = thumbnail
        }
        #expect(imageView.image?.size == CGSize(width: 64, height: 48) && imageView.image?.isSymbolImage == false)
        #expect(UIImage.checkmark.isSymbolImage && photo.preparingForDisplay() != nil)
    }
}
