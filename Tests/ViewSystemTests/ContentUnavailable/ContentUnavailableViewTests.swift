import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("ContentUnavailableView: the placeholder's elements stacked in its margins")
@MainActor
struct ContentUnavailableViewTests {
    func window() -> Window {
        Window(frame: CGRect(x: 0, y: 0, width: 390, height: 700), clock: ManualFrameClock(), renderer: nil, timeSource: ManualTimeSource())
    }

    func favorites(alignment: ContentUnavailableConfiguration.Alignment = .center) -> ContentUnavailableConfiguration {
        var configuration = ContentUnavailableConfiguration.empty()
        configuration.image = Image(systemName: "star")
        configuration.text = "No Favorites"
        configuration.secondaryText = "Tap the star on a trail to keep it here."
        configuration.button.title = "Browse"
        configuration.alignment = alignment
        return configuration
    }

    func stack(of view: View) -> StackView? {
        view.subviews.compactMap { $0 as? ScrollView }.first?.subviews.compactMap { $0 as? StackView }.first
    }

    func elements(of view: View) -> [View] {
        stack(of: view)?.arrangedSubviews ?? []
    }

    @Test("when the view shows a configuration, then the image, the texts and the button are stacked in that order, centred in the margins")
    func stackedAndCentred() throws {
        let window = window()
        let view = ContentUnavailableView(configuration: favorites())
        view.frame = window.bounds
        window.addSubview(view)
        window.layoutIfNeeded()
        let parts = elements(of: view)
        #expect(parts.count == 4)
        #expect(parts.first is ImageView && parts.last is Button)
        #expect(parts.compactMap { ($0 as? Label)?.text } == ["No Favorites", "Tap the star on a trail to keep it here."])
        let margins = view.layoutMarginsGuide.layoutFrame
        for part in parts {
            let frame = part.convert(part.bounds, to: view)
            #expect(abs(frame.midX - margins.midX) < 1, "\(type(of: part)) centred: \(frame)")
            #expect(frame.minX >= margins.minX - 0.5 && frame.maxX <= margins.maxX + 0.5, "inside the margins: \(frame)")
        }
        let tops = parts.map { $0.convert($0.bounds, to: view).minY }
        #expect(tops == tops.sorted())
        let shown = try #require(stack(of: view))
        #expect(abs(shown.convert(shown.bounds, to: view).midY - view.bounds.midY) < 1)
    }

    @Test("when the alignment is natural, then the elements line up along the leading margin")
    func naturalAlignment() {
        let window = window()
        let view = ContentUnavailableView(configuration: favorites(alignment: .natural))
        view.frame = window.bounds
        window.addSubview(view)
        window.layoutIfNeeded()
        let margins = view.layoutMarginsGuide.layoutFrame
        for part in elements(of: view) {
            #expect(abs(part.convert(part.bounds, to: view).minX - margins.minX) < 1)
        }
    }

    @Test("when a loading configuration is shown, then a spinning indicator takes the image's place, tinted as the image would be")
    func loadingShowsASpinner() throws {
        var loading = ContentUnavailableConfiguration.loading()
        loading.imageProperties.tintColor = .systemBlue
        loading.image = Image(systemName: "star")
        let view = ContentUnavailableView(configuration: loading)
        let spinner = try #require(elements(of: view).first as? ActivityIndicatorView)
        #expect(spinner.isAnimating && spinner.color == .systemBlue)
        #expect(!elements(of: view).contains { $0 is ImageView })
        view.configuration = favorites()
        #expect(!spinner.isAnimating && elements(of: view).first is ImageView)
    }

    @Test("when the button is tapped, then its action runs; a disabled or destructive button shows as such")
    func buttons() throws {
        var ran = 0
        var configuration = favorites()
        configuration.buttonProperties.primaryAction = Action(title: "Browse") { _ in ran += 1 }
        configuration.secondaryButton.title = "Delete All"
        configuration.secondaryButtonProperties.role = .destructive
        configuration.secondaryButtonProperties.isEnabled = false
        let view = ContentUnavailableView(configuration: configuration)
        let buttons = elements(of: view).compactMap { $0 as? Button }
        #expect(buttons.count == 2)
        let primary = try #require(buttons.first), secondary = try #require(buttons.last)
        primary.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        _ = primary.pointerDown(PointerEvent(.down, at: CGPoint(x: 5, y: 5)), at: CGPoint(x: 5, y: 5), time: 0)
        primary.pointerUp(PointerEvent(.up, at: CGPoint(x: 5, y: 5)), at: CGPoint(x: 5, y: 5), time: 0.1)
        #expect(ran == 1)
        #expect(!secondary.isEnabled && secondary.configuration?.baseForegroundColor == .systemRed)
        // The same configuration again keeps the buttons.
        view.configuration = configuration
        #expect(elements(of: view).compactMap { $0 as? Button }.first === primary)
    }

    @Test("when a configuration of another type is set, then it is reported and the view keeps what it shows")
    func wrongConfigurationType() {
        let window = window()
        var reports: [String] = []
        window.layoutDiagnosticHandler = { reports.append($0.message) }
        let view = ContentUnavailableView(configuration: favorites())
        window.addSubview(view)
        #expect(!view.supports(ListContentConfiguration.cell()) && view.supports(ContentUnavailableConfiguration.loading()))
        view.configuration = ListContentConfiguration.cell()
        #expect(reports.count == 1 && reports.first?.contains("UIContentUnavailableView cannot show") == true)
        #expect(view.contentUnavailableConfiguration == favorites())
    }

    @Test("when the configuration has a background colour, margins and a maximum image size, then the view takes them")
    func backgroundMarginsAndImageSize() throws {
        var configuration = favorites()
        configuration.background.backgroundColor = .systemYellow
        configuration.background.cornerRadius = 12
        configuration.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30)
        configuration.imageProperties.maximumSize = CGSize(width: 20, height: 20)
        configuration.imageProperties.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 80)
        let window = window()
        let view = ContentUnavailableView(configuration: configuration)
        view.frame = window.bounds
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.backgroundColor == .systemYellow && view.layer.cornerRadius == 12)
        #expect(view.directionalLayoutMargins.leading == 30)
        let image = try #require(elements(of: view).first)
        #expect(image.frame.width <= 20.5 && image.frame.height <= 20.5)
    }

    @Test("when the content is taller than the view, then it scrolls from the top margin; without scrolling it stays put")
    func tallContentScrolls() throws {
        var configuration = favorites()
        configuration.secondaryText = String(repeating: "A very long explanation of why there is nothing here. ", count: 30)
        let window = window()
        let view = ContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        window.addSubview(view)
        window.layoutIfNeeded()
        let scroll = try #require(view.subviews.compactMap { $0 as? ScrollView }.first)
        let shown = try #require(stack(of: view))
        #expect(scroll.contentSize.height > 200 && view.isScrollEnabled && scroll.isScrollEnabled)
        #expect(abs(shown.frame.minY - configuration.directionalLayoutMargins.top) < 1)
        view.isScrollEnabled = false
        #expect(!scroll.isScrollEnabled)
        // Short content is not scrollable: the content is the view's height.
        view.configuration = favorites()
        view.frame.size.height = 500
        window.layoutIfNeeded()
        #expect(abs(scroll.contentSize.height - 500) < 1)
    }
}
