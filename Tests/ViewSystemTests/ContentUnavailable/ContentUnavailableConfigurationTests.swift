import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("ContentUnavailableConfiguration: the empty, loading and search placeholders and their properties")
@MainActor
struct ContentUnavailableConfigurationTests {
    @Test("when the factories make configurations, then empty has nothing to show, loading says so, and search has a magnifying glass and a suggestion")
    func factories() {
        let empty = ContentUnavailableConfiguration.empty()
        #expect(empty.image == nil && empty.text == nil && empty.secondaryText == nil && empty.alignment == .center)
        #expect(empty.button.title == nil && empty.buttonProperties.isEnabled && empty.buttonProperties.role == .normal)
        #expect(empty.textProperties.font.weight == .semibold && empty.secondaryTextProperties.color == .secondaryLabel)
        let loading = ContentUnavailableConfiguration.loading()
        #expect(loading.text == "Loading…" && loading.textProperties == loading.secondaryTextProperties)
        let search = ContentUnavailableConfiguration.search()
        #expect(search.image?.name == "magnifyingglass" && search.text == "No Results" && search.secondaryText != nil)
        #expect(empty != loading && loading != search && empty == .empty())
    }

    @Test("when a search configuration is updated for a state with search text, then its text names it; once you set the text, it is yours")
    func searchFollowsTheState() {
        var state = ContentUnavailableConfigurationState(traitCollection: TraitCollection())
        state.searchText = "Ridge"
        let search = ContentUnavailableConfiguration.search()
        #expect(search.updated(for: state).text == "No Results for “Ridge”")
        #expect(search.updated(for: state).updated(for: ContentUnavailableConfigurationState(traitCollection: TraitCollection())).text == "No Results")
        var custom = search
        custom.text = "Nothing here"
        #expect(custom.updated(for: state).text == "Nothing here")
        // Other kinds and other states leave the text alone.
        var empty = ContentUnavailableConfiguration.empty()
        empty.text = "None"
        #expect(empty.updated(for: state).text == "None")
        #expect(search.updated(for: ViewConfigurationState(traitCollection: TraitCollection())).text == "No Results")
    }

    @Test("when a state stores custom values, then they read back, and states with different search texts differ")
    func state() {
        let key = ConfigurationStateCustomKey("com.example.downloading")
        var state = ContentUnavailableConfigurationState(traitCollection: TraitCollection(userInterfaceStyle: .dark))
        state[key] = true
        #expect(state[key] == AnyHashable(true) && state.traitCollection.userInterfaceStyle == .dark && state.searchText == nil)
        var other = state
        other.searchText = "x"
        #expect(other != state)
    }

    @Test("when text properties are given negative lines or a scale out of range, then they are clamped")
    func textPropertiesClamp() {
        var properties = ContentUnavailableConfiguration.TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        properties.numberOfLines = -3
        properties.minimumScaleFactor = 4
        #expect(properties.numberOfLines == 0 && properties.minimumScaleFactor == 1)
        properties.minimumScaleFactor = .nan
        #expect(properties.minimumScaleFactor == 0)
    }

    @Test("when button properties hold actions, then they are equal only with the same action object")
    func buttonPropertiesCompareActions() {
        let action = Action(title: "Retry") { _ in }
        var a = ContentUnavailableConfiguration.ButtonProperties(), b = ContentUnavailableConfiguration.ButtonProperties()
        a.primaryAction = action
        b.primaryAction = action
        #expect(a == b && a.hashValue == b.hashValue)
        b.primaryAction = Action(title: "Retry") { _ in }
        #expect(a != b)
    }
}
