import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("Button, Switch and ActivityIndicatorView: UIKit's controls drawn by their own views (F34)")
@MainActor
struct ButtonTests {
    func tap(_ control: some PointerInteracting, at point: CGPoint = CGPoint(x: 5, y: 5)) {
        _ = control.pointerDown(PointerEvent(.down, at: point), at: point, time: 0)
        control.pointerUp(PointerEvent(.up, at: point), at: point, time: 0.1)
    }

    @Test("when a filled button has a title and an image, then its size is its content and the medium insets, its colours the style's")
    func filledButton() throws {
        var configuration = Button.Configuration.filled()
        configuration.title = "Save"
        let button = Button(configuration: configuration)
        #expect(button.intrinsicContentSize == CGSize(width: 34 + 24, height: 22 + 14), "4 × 8.5 by one line, insets 7 × 12")
        configuration.image = Image(systemName: "star")
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 20.5 + 4 + 34 + 24, height: 22 + 14))
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.tintColor = .systemPink
        root.addSubview(button)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.drawnBackgroundColor == .systemPink && button.titleLabel?.textColor == .white)
        #expect(button.backgroundColor == nil, "the configuration draws its own background; the view's stays the app's")
        // Content 58.5 × 22 centred at (12, 7); the image centred on the line, the title after 4 points.
        #expect(button.imageView?.frame == CGRect(x: 12, y: 7.75, width: 20.5, height: 20.5) && button.titleLabel?.frame.minX == 36.5)
        #expect(button.drawnCornerRadius == 8)
        button.isEnabled = false
        #expect(button.drawnBackgroundColor == .quaternarySystemFill && button.titleLabel?.textColor == .tertiaryLabel)
    }

    @Test("when a tinted button has base colours, then it draws the base background faint behind the base foreground, as UIKit's tinted style transforms them; a filled one draws its base background as it is")
    func tintedBaseColors() {
        var configuration = Button.Configuration.tinted()
        configuration.title = "Remove"
        configuration.baseForegroundColor = .systemRed
        configuration.baseBackgroundColor = .systemRed
        let button = Button(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.drawnBackgroundColor == Color.systemRed.withAlphaComponent(0.15) && button.titleLabel?.textColor == .systemRed,
                "the title stays readable on its background")
        configuration = .filled()
        configuration.title = "Remove"
        configuration.baseBackgroundColor = .systemRed
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.drawnBackgroundColor == .systemRed && button.titleLabel?.textColor == .white)
    }

    @Test("when an app sets a button's background colour, then setting its image, title or configuration keeps it")
    func appBackgroundColorStays() {
        let plain = Button(type: .system)
        plain.backgroundColor = .systemYellow
        plain.setImage(Image(systemName: "star"), for: .normal)
        plain.setTitle("Star", for: .normal)
        plain.isHighlighted = true
        #expect(plain.backgroundColor == .systemYellow && plain.drawnBackgroundColor == nil)
        let filled = Button(configuration: .filled())
        filled.backgroundColor = .systemYellow
        filled.setTitle("Go", for: .normal)
        filled.configuration?.title = "Go"
        #expect(filled.backgroundColor == .systemYellow && filled.drawnBackgroundColor != nil)
    }

    @Test("when a button is tapped, then its primary action runs and it sends its events; a tap that ends outside does nothing")
    func taps() {
        var runs = 0, events = 0
        var senders: [Any?] = []
        let primary = Action { runs += 1; senders.append($0.sender) }
        let button = Button(configuration: .tinted(), primaryAction: primary)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 36)
        button.addAction(Action { events += 1; senders.append($0.sender) }, for: .touchUpInside)
        tap(button)
        #expect(runs == 1 && events == 1 && !button.isHighlighted)
        #expect(senders.count == 2 && senders.allSatisfy { ($0 as? Button) === button }, "the sender, typed Any? as in UIKit, is the button")
        #expect(primary.sender == nil, "no sender once the action has run")
        _ = button.pointerDown(PointerEvent(.down, at: CGPoint(x: 5, y: 5)), at: CGPoint(x: 5, y: 5), time: 0)
        #expect(button.isHighlighted && button.state == .highlighted)
        button.pointerUp(PointerEvent(.up, at: CGPoint(x: 500, y: 5)), at: CGPoint(x: 500, y: 5), time: 0.1)
        #expect(runs == 1 && !button.isHighlighted)
        button.isEnabled = false
        #expect(button.pointerDown(PointerEvent(.down, at: CGPoint(x: 5, y: 5)), at: CGPoint(x: 5, y: 5), time: 0) == .none)
    }

    @Test("when a control performs its primary action, then a button runs its primary action and the primaryActionTriggered actions, not the touchUpInside ones")
    func performPrimaryAction() {
        var log: [String] = []
        let button = Button(configuration: .tinted(), primaryAction: Action { _ in log.append("primary") })
        button.addAction(Action { _ in log.append("triggered") }, for: .primaryActionTriggered)
        button.addAction(Action { _ in log.append("touch up") }, for: .touchUpInside)
        button.performPrimaryAction()
        #expect(log == ["primary", "triggered"])
        let control = Switch()
        control.addAction(Action { _ in log.append("switch") }, for: .primaryActionTriggered)
        control.performPrimaryAction()
        #expect(log.last == "switch" && !control.isOn, "a plain control only sends the event")
    }

    @Test("when a system button has titles per state, then the current state's shows, falling back to the normal one")
    func perStateTitles() {
        let button = Button(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.systemRed, for: .normal)
        #expect(button.currentTitle == "Follow" && button.titleLabel?.textColor == .systemRed)
        button.isSelected = true
        #expect(button.currentTitle == "Following" && button.title(for: .highlighted) == "Follow")
        #expect(Button(type: .close).currentImage?.name == "xmark.circle.fill")
    }

    @Test("when a switch is tapped, then it turns and sends valueChanged; setting isOn sends nothing")
    func switches() {
        let toggle = Switch(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        var changes = 0
        toggle.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        tap(toggle)
        #expect(toggle.isOn && changes == 1 && toggle.backgroundColor == .systemGreen)
        toggle.layoutIfNeeded()
        #expect(toggle.subviews.first?.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
        toggle.isOn = false
        #expect(changes == 1 && toggle.backgroundColor == .systemFill)
        toggle.isEnabled = false
        tap(toggle)
        #expect(!toggle.isOn && changes == 1)
    }

    @Test("when an activity indicator starts and stops, then it shows the spinner and hides when stopped")
    func activityIndicator() {
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        let image = (spinner.subviews.first as? ImageView)?.image
        #expect(image?.name == "_activity" && image?.isKnownSymbol == true)
        spinner.hidesWhenStopped = false
        spinner.stopAnimating()
        #expect(!spinner.isHidden && (spinner.subviews.first as? ImageView)?.image == nil)
    }
}
