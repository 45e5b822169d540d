import CollectionEngine
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The reminders screen: rows made by a custom content configuration and its view, following a custom state key (F38)")
@MainActor
struct RemindersScreenTests {
    @MainActor
    final class Stage {
        let clock = ManualFrameClock()
        let window: Window
        let screen = RemindersScreen()

        init() {
            window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: RecordingRenderer(),
                            timeSource: ManualTimeSource())
            window.rootViewController = screen.viewController
            settle()
        }

        func settle() {
            clock.advanceFrames(2)
            clock.advance(by: 1)
            clock.advanceFrames(2)
        }

        func cell(_ item: Int, section: Int = 0) -> ReminderCell? {
            screen.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? ReminderCell
        }

        func view(_ item: Int, section: Int = 0) -> ReminderContentView? {
            cell(item, section: section)?.contentView as? ReminderContentView
        }
    }

    @Test("when the screen shows, then each row's content view is the configuration's own view, sized by its constraints: a long title makes a taller row")
    func rowsAreTheConfigurationsViews() throws {
        let stage = Stage()
        let first = try #require(stage.view(0))
        #expect(first.titleLabel.text == "Call the dentist" && !first.flag.isHidden && !first.notesLabel.isHidden)
        let plain = try #require(stage.cell(1)), long = try #require(stage.cell(2))
        #expect(long.frame.height > plain.frame.height, "the long title wraps: \(long.frame.height) vs \(plain.frame.height)")
        #expect(plain.frame.height >= 44)
        let done = try #require(stage.view(2, section: 1))
        #expect(done.circle.image == Image(systemName: "checkmark.circle.fill"), "a completed reminder, from the state key")
    }

    @Test("when the screen shows, then a row's separator starts where its title does, past the completion circle, as in Reminders")
    func separatorStartsAtTheTitle() throws {
        let stage = Stage()
        let cell = try #require(stage.cell(0)), view = try #require(stage.view(0))
        let separator = try #require(cell.subviews.first { $0 is SeparatorLineView && !$0.isHidden && $0.frame.height < 1 })
        let title = view.titleLabel.convert(view.titleLabel.bounds, to: cell)
        let circle = view.circle.convert(view.circle.bounds, to: cell)
        #expect(abs(separator.frame.minX - title.minX) < 0.5, "separator \(separator.frame.minX), title \(title.minX)")
        #expect(separator.frame.minX > circle.maxX, "the separator starts past the circle (\(circle.maxX))")
        #expect(abs(separator.frame.maxX - cell.bounds.width) < 0.5, "and runs to the trailing edge")
    }

    @Test("when a reminder is tapped, then the same content view shows it done through the cell's custom state key; tapped again, not done")
    func tapTogglesThroughTheStateKey() throws {
        let stage = Stage()
        let view = try #require(stage.view(1))
        #expect(view.circle.image == Image(systemName: "circle"))
        let cell = try #require(stage.cell(1))
        stage.screen.reminders.collectionView(stage.screen.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        stage.settle()
        #expect(stage.cell(1) === cell && stage.view(1) === view, "reconfigured in place: the same cell and content view")
        #expect(view.circle.image == Image(systemName: "checkmark.circle.fill") && view.titleLabel.textColor == .secondaryLabel)
        #expect(cell.configurationState[.isReminderCompleted] == AnyHashable(true))
        stage.screen.reminders.collectionView(stage.screen.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        stage.settle()
        #expect(view.circle.image == Image(systemName: "circle"))
    }

    @Test("when the page measures text wider than the estimate, then each short title gets the width the page measured and stays on one line")
    func pageMeasurementsWidenTitles() throws {
        let renderer = RecordingRenderer()
        renderer.answersMeasurementsLater = true
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: renderer,
                            timeSource: ManualTimeSource())
        let screen = RemindersScreen()
        window.rootViewController = screen.viewController
        var answered = Set<Int>()
        // The page's font is a quarter wider than the headless model: text wraps where the model said one line.
        for _ in 0..<12 {
            clock.advanceFrames(1)
            for request in renderer.openMeasurements where answered.insert(request.id).inserted {
                guard case .text(let text) = request.content else { continue }
                let metrics = TextMetrics()
                let width = metrics.width(of: text.text, font: text.font) * 1.25
                let lines = text.wrapWidth.map { max(1, ($0 > 0 ? width / $0 : 1).rounded(.up)) } ?? 1
                let size = CGSize(width: lines > 1 ? text.wrapWidth ?? width : width, height: metrics.lineHeight(of: text.font) * lines)
                window.deliver(MeasurementAnswer(request: request.id, size: size))
            }
        }
        let view = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentView as? ReminderContentView)
        let natural = TextMetrics().width(of: view.titleLabel.text ?? "", font: view.titleLabel.font) * 1.25
        #expect(view.titleLabel.frame.width >= natural, "\(view.titleLabel.frame) for a text \(natural) wide")
        #expect(view.titleLabel.frame.height == TextMetrics().lineHeight(of: view.titleLabel.font))
    }
}
