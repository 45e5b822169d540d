import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("ListContentView: a real view of an image view and two labels with layout guides, sized by Auto Layout (F38)")
@MainActor
struct ListContentViewTests {
    func configuration(image: Bool = true, secondary: String? = "Subtitle") -> ListContentConfiguration {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = secondary
        if image { content.image = Image(systemName: "star") }
        return content
    }

    @Test("when a list configuration makes its view, then the image view and the labels are among its subviews showing the configuration")
    func hierarchy() throws {
        let view = try #require(configuration().makeContentView() as? ListContentView)
        let labels = view.subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.text) == ["Title", "Subtitle"])
        #expect(labels.map(\.font) == [configuration().textProperties.font, configuration().secondaryTextProperties.font])
        let image = try #require(view.subviews.compactMap { $0 as? ImageView }.first)
        #expect(image.image?.name == "star" && !image.isHidden)
        #expect(view.directionalLayoutMargins == configuration().directionalLayoutMargins)
    }

    @Test("when the view is fitted to a width, then its height is the configuration's as the text model measures it, and the guides sit on their elements")
    func sizeAndGuides() throws {
        for content in [configuration(), configuration(image: false), configuration(secondary: nil)] {
            let view = ListContentView(configuration: content)
            let fitted = view.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
            let drawn = TextMetrics().size(of: .list(content), fixedWidth: 320)
            #expect(abs(fitted.height - drawn.height) < 0.5, "\(content.secondaryText ?? "-") image \(content.image != nil): \(fitted.height) vs \(drawn.height)")
            view.frame = CGRect(origin: .zero, size: CGSize(width: 320, height: fitted.height))
            view.layoutIfNeeded()
            let text = try #require(view.textLayoutGuide)
            let label = try #require(view.subviews.compactMap { $0 as? Label }.first)
            #expect(text.layoutFrame == label.frame)
            #expect((view.secondaryTextLayoutGuide == nil) == (content.secondaryText == nil))
            #expect((view.imageLayoutGuide == nil) == (content.image == nil))
            if let image = view.imageLayoutGuide {
                #expect(image.layoutFrame.minX == content.directionalLayoutMargins.leading)
                #expect(abs(text.layoutFrame.minX - (image.layoutFrame.maxX + content.imageToTextPadding)) < 0.001)
            }
        }
    }

    @Test("when a cell's text needs less than 44 points, then the view fits to 44 with the text centred, as the text model measures it; a header fits its text")
    func rowMinimumHeight() throws {
        var cell = ListContentConfiguration.cell()
        cell.text = "Small"
        cell.textProperties.font = .systemFont(ofSize: 12)
        var header = ListContentConfiguration.plainHeader()
        header.text = "Small"
        header.textProperties.font = .systemFont(ofSize: 12)
        var imageOnly = ListContentConfiguration.cell()
        imageOnly.image = Image(systemName: "star", size: CGSize(width: 12, height: 12))
        for content in [cell, header, imageOnly] {
            let view = ListContentView(configuration: content)
            let fitted = view.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
            let drawn = TextMetrics().size(of: .list(content), fixedWidth: 320)
            #expect(abs(fitted.height - drawn.height) < 0.5, "\(fitted.height) vs \(drawn.height)")
            view.frame = CGRect(origin: .zero, size: CGSize(width: 320, height: fitted.height))
            view.layoutIfNeeded()
            let shown = try #require(content.text == nil ? view.imageLayoutGuide : view.textLayoutGuide)
            #expect(abs(shown.layoutFrame.midY - fitted.height / 2) < 0.5 || content.text != nil && content.minimumHeight == 0,
                    "centred in the row: \(shown.layoutFrame) in \(fitted.height)")
        }
        #expect(TextMetrics().size(of: .list(cell), fixedWidth: 320).height == 44)
    }

    @Test("when a custom cell's view is constrained to a list content view's text guide, then it follows the text, also after the configuration changes")
    func constrainingToGuides() throws {
        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let list = ListContentView(configuration: configuration())
        list.translatesAutoresizingMaskIntoConstraints = false
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(list)
        container.addSubview(badge)
        let guide = try #require(list.textLayoutGuide)
        LayoutConstraint.activate([
            list.leadingAnchor.constraint(equalTo: container.leadingAnchor), list.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            list.topAnchor.constraint(equalTo: container.topAnchor),
            badge.leadingAnchor.constraint(equalTo: guide.trailingAnchor, constant: 4), badge.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        let title = try #require(list.subviews.compactMap { $0 as? Label }.first)
        let titleInContainer = title.convert(CGRect(origin: .zero, size: title.frame.size), to: container)
        #expect(abs(badge.frame.minX - (titleInContainer.maxX + 4)) < 0.001 && abs(badge.frame.midY - titleInContainer.midY) < 0.001)
        var longer = configuration()
        longer.text = "A longer title"
        list.configuration = longer
        container.layoutIfNeeded()
        let moved = title.convert(CGRect(origin: .zero, size: title.frame.size), to: container)
        #expect(moved.width > titleInContainer.width && abs(badge.frame.minX - (moved.maxX + 4)) < 0.001, "the badge followed the longer text")
    }

    /// A renderer that answers a frame later, as a page does, with text wider than the estimate made
    /// before: one line of "Work" is 58.5 points, wrapped at a narrower width it takes more lines.
    final class LateWideTextRenderer: Renderer {
        var open: [MeasurementRequest] = []
        func render(_ transaction: RenderTransaction) {}
        func measure(_ request: MeasurementRequest) -> CGSize? {
            open.append(request)
            return nil
        }
        func answer(in window: Window) {
            for request in open {
                guard case .text(let text) = request.content else { continue }
                let lines = text.wrapWidth.map { Swift.max(1, (58.5 / Swift.max($0, 1)).rounded(.up)) } ?? 1
                window.deliver(MeasurementAnswer(request: request.id, size: CGSize(width: Swift.min(58.5, text.wrapWidth ?? 58.5), height: 24 * lines)))
            }
            open.removeAll()
        }
    }

    @Test("when a self-sizing header's wrapping text is measured wider a frame after it was estimated, then the label takes the measured one-line width and the header one line's height")
    func wrappingTextTakesTheLateMeasurement() throws {
        let clock = ManualFrameClock(), renderer = LateWideTextRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 200), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        var content = ListContentConfiguration.groupedHeader()
        content.text = "Work"
        content.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
        content.textProperties.numberOfLines = 0
        let view = content.makeContentView()
        view.frame = CGRect(x: 0, y: 0, width: 600, height: 80)
        window.addSubview(view)
        // Sized as a self-sizing header is: fitted to its width each frame, its height taken.
        var fitted = CGSize.zero
        for _ in 0..<8 {
            fitted = view.systemLayoutSizeFitting(CGSize(width: 600, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
            view.frame.size.height = fitted.height
            clock.advanceFrames(1)
            renderer.answer(in: window)
        }
        let label = try #require(view.subviews.compactMap { $0 as? Label }.first { $0.text == "Work" })
        let margins = view.directionalLayoutMargins
        #expect(label.frame.width == 58.5 && label.frame.height == 24, "one line, as measured: \(label.frame)")
        #expect(fitted.height == 24 + margins.top + margins.bottom, "the header as tall as one line: \(fitted)")
    }
}
