import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("SearchBar: styles, tint, enabling, icons and the field's background")
@MainActor
struct SearchBarTests {
    func bar() -> SearchBar {
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: SearchBar.height))
        bar.layoutIfNeeded()
        return bar
    }

    func glass(of bar: SearchBar) -> ImageView? {
        bar.searchTextField.leftView as? ImageView
    }

    @Test("when a bar tint is set, then the bar's background takes it, except in the minimal style")
    func tintAndStyle() {
        let bar = bar()
        #expect(bar.searchBarStyle == .default && bar.barTintColor == nil && bar.backgroundColor == nil)
        bar.barTintColor = .systemIndigo
        #expect(bar.backgroundColor == .systemIndigo)
        bar.searchBarStyle = .minimal
        #expect(bar.backgroundColor == nil)
        bar.searchBarStyle = .prominent
        #expect(bar.backgroundColor == .systemIndigo && SearchBar.Style(rawValue: 2) == .minimal)
    }

    @Test("when the bar is disabled, then its field and Cancel button are too")
    func enabling() throws {
        let bar = bar()
        bar.showsCancelButton = true
        bar.isEnabled = false
        let cancel = try #require(bar.subviews.compactMap { $0 as? Button }.first)
        #expect(!bar.searchTextField.isEnabled && !cancel.isEnabled)
        bar.isEnabled = true
        #expect(bar.searchTextField.isEnabled && cancel.isEnabled)
    }

    @Test("when the Cancel button is shown with animation, then the field makes room for it, and hiding gives the width back")
    func cancelButton() {
        let bar = bar()
        let full = bar.searchTextField.frame.width
        bar.setShowsCancelButton(true, animated: true)
        bar.layoutIfNeeded()
        #expect(bar.showsCancelButton && bar.searchTextField.frame.width < full)
        bar.setShowsCancelButton(false, animated: false)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame.width == full)
    }

    @Test("when the search icon's image is set, then the glass shows it, and nil brings the standard one back; other icons are kept")
    func icons() {
        let bar = bar()
        let standard = glass(of: bar)?.image
        let star = Image(systemName: "star")
        bar.setImage(star, for: .search, state: .normal)
        #expect(glass(of: bar)?.image == star && bar.image(for: .search, state: .normal) == star)
        bar.setImage(star, for: .bookmark, state: .highlighted)
        #expect(bar.image(for: .bookmark, state: .highlighted) == star && bar.image(for: .bookmark, state: .normal) == nil)
        bar.setImage(nil, for: .search, state: .normal)
        #expect(glass(of: bar)?.image == standard && bar.image(for: .search, state: .normal) == nil)
    }

    @Test("when the field's background image is set, then it replaces the grey fill; the position adjustment moves the field")
    func fieldBackground() {
        let bar = bar()
        let pill = Image(systemName: "capsule")
        bar.setSearchFieldBackgroundImage(pill, for: .normal)
        bar.setSearchFieldBackgroundImage(pill, for: .disabled)
        #expect(bar.searchTextField.background == pill && bar.searchTextField.backgroundColor == nil)
        #expect(bar.searchTextField.disabledBackground == pill && bar.searchFieldBackgroundImage(for: .normal) == pill)
        bar.setSearchFieldBackgroundImage(nil, for: .normal)
        #expect(bar.searchTextField.background == nil && bar.searchTextField.backgroundColor == .tertiarySystemFill)
        let place = bar.searchTextField.frame
        bar.searchFieldBackgroundPositionAdjustment = Offset(horizontal: 4, vertical: -2)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == place.offsetBy(dx: 4, dy: -2))
    }
}
