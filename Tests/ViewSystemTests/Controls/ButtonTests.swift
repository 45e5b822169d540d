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

    @Test("when a switch is asked for a style, then it slides whatever is asked, keeps the preference, title and images, and draws the same")
    func switchStyles() {
        let toggle = Switch()
        let drawn = toggle.renderedProperties
        #expect(toggle.preferredStyle == .automatic && toggle.style == .sliding)
        toggle.preferredStyle = .checkbox
        toggle.title = "Remember me"
        toggle.onImage = Image(systemName: "checkmark")
        toggle.offImage = Image(systemName: "xmark")
        #expect(toggle.style == .sliding && toggle.preferredStyle == .checkbox && toggle.title == "Remember me")
        #expect(toggle.renderedProperties == drawn && toggle.frame.size == Switch.size, "nothing a sliding switch draws changes")
        #expect(Switch.Style(rawValue: 3) == nil && Switch.Style(rawValue: 2) == .sliding)
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

    @Test("when a button changes state, then its configurationUpdateHandler runs once before the next layout, after updateConfiguration, and a configuration it sets asks for no second run")
    func configurationUpdateHandler() {
        final class Counting: Button {
            var updates: [String] = []
            override func updateConfiguration() {
                super.updateConfiguration()
                updates.append("update")
            }
        }
        let button = Counting(configuration: .filled())
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.configurationUpdateHandler = { button in
            (button as? Counting)?.updates.append("handler \(button.isHighlighted)")
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Holding" : "Save"
            button.configuration = configuration
        }
        button.layoutIfNeeded()
        #expect(button.updates == ["update", "handler false"] && button.currentTitle == "Save")
        button.layoutIfNeeded()
        #expect(button.updates.count == 2, "nothing changed since: no update")
        button.isHighlighted = true
        button.isSelected = true
        #expect(button.updates.count == 2, "the update waits for the layout")
        button.layoutIfNeeded()
        #expect(button.updates == ["update", "handler false", "update", "handler true"] && button.currentTitle == "Holding")
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(button.updates.count == 6)
    }

    @Test("when automaticallyUpdatesConfiguration is off, then a configured button looks the same highlighted and disabled as in .normal")
    func automaticUpdatesOff() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Save"
        let button = Button(configuration: configuration)
        button.tintColor = .systemPink
        button.isHighlighted = true
        #expect(button.drawnBackgroundColor != .systemPink, "highlighted: dimmed")
        button.automaticallyUpdatesConfiguration = false
        #expect(button.drawnBackgroundColor == .systemPink && button.currentTitleColor == .white)
        button.isEnabled = false
        #expect(button.drawnBackgroundColor == .systemPink)
        button.automaticallyUpdatesConfiguration = true
        #expect(button.drawnBackgroundColor == .quaternarySystemFill && button.currentTitleColor == .tertiaryLabel)
    }

    @Test("when a button without a menu changes selection as its primary action, then a tap flips isSelected before its actions run")
    func toggleButton() {
        let button = Button(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        button.addAction(Action { action in seen.append((action.sender as? Button)?.isSelected ?? false) }, for: .primaryActionTriggered)
        tap(button)
        tap(button)
        #expect(seen == [true, false] && !button.isSelected)
        button.performPrimaryAction()
        #expect(button.isSelected && seen == [true, false, true], "an assistive technology's activation toggles too")
        button.isEnabled = false
        tap(button)
        #expect(button.isSelected && seen.count == 3, "a disabled button does not toggle")
    }

    @Test("when a configured button's indicator is .popup, then up-and-down chevrons follow the title and the size makes room for them; right to left they lead")
    func popUpIndicator() throws {
        var configuration = Button.Configuration.gray()
        configuration.title = "Name"
        let button = Button(configuration: configuration)
        let plain = button.intrinsicContentSize
        configuration.indicator = .popup
        button.configuration = configuration
        let chevrons = try #require(button.subviews.compactMap { $0 as? ImageView }.first { $0.image?.name == "chevron.up.chevron.down" })
        let size = chevrons.intrinsicContentSize
        #expect(size.width > 0 && button.intrinsicContentSize.width == plain.width + 6 + size.width)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel?.frame)
        #expect(!chevrons.isHidden && chevrons.frame.minX == title.maxX + 6 && chevrons.frame.maxX == button.bounds.width - 12)
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        #expect(chevrons.frame.minX == 12 && title.width == button.titleLabel?.frame.width && button.titleLabel!.frame.minX == 12 + size.width + 6)
        configuration.indicator = .automatic
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(chevrons.isHidden && button.intrinsicContentSize == plain, "automatic: only a pop-up button shows it")
    }

    @Test("when a button is made with a type and a primary action, then it takes the action's title and image and runs it when tapped")
    func typeAndPrimaryAction() {
        var runs = 0
        let button = Button(type: .custom, primaryAction: Action(title: "Share", image: Image(systemName: "square.and.arrow.up")) { _ in runs += 1 })
        #expect(button.buttonType == .custom && button.currentTitle == "Share" && button.currentImage?.name == "square.and.arrow.up")
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        tap(button)
        #expect(runs == 1)
        #expect(Button(primaryAction: nil).buttonType == .system && Button(primaryAction: nil).currentTitle == nil)
        #expect(button.subtitleLabel == nil && Button(configuration: .plain()).subtitleLabel != nil, "a subtitle label only with a configuration")
    }

    @Test("when an action is sent, removed by its identifier, or a control is made with a primary action, then the control runs what is registered")
    func controlActions() {
        var log: [String] = []
        let ping = Action(title: "ping", identifier: Action.Identifier("ping")) { action in log.append("ping from \(action.sender is Control)") }
        let control = Control(frame: .zero, primaryAction: ping)
        control.performPrimaryAction()
        control.sendAction(Action(title: "direct") { action in log.append("direct from \(action.sender is Control)") })
        control.addAction(ping, for: .valueChanged)
        control.removeAction(identifiedBy: Action.Identifier("ping"), for: .primaryActionTriggered)
        control.performPrimaryAction()
        control.sendActions(for: .valueChanged)
        control.removeAction(identifiedBy: Action.Identifier("nobody"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["ping from true", "direct from true", "ping from true", "ping from true"])
        #expect(ping.sender == nil, "the sender is only set while the handler runs")
    }

    @Test("when a button has a styled title, then it shows it in every state without one of its own and wins over plain titles; a symbol configuration per state sizes its image")
    func attributedTitlesAndSymbolConfigurations() {
        let button = Button(type: .system)
        button.setTitle("Plain", for: .normal)
        let styled = NSAttributedString(string: "Styled", attributes: [.font: Font.systemFont(ofSize: 20, weight: .bold)])
        button.setAttributedTitle(styled, for: .normal)
        #expect(button.currentTitle == "Styled" && button.titleLabel?.attributedText?.string == "Styled" && button.currentAttributedTitle == styled)
        button.isSelected = true
        #expect(button.attributedTitle(for: .selected) == styled && button.currentTitle == "Styled")
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.currentTitle == "Plain" && button.titleLabel?.attributedText?.string == "Plain" && button.currentAttributedTitle == nil)
        button.setImage(Image(systemName: "star"), for: .normal)
        let before = button.intrinsicContentSize
        button.setPreferredSymbolConfiguration(Image.SymbolConfiguration(pointSize: 34), forImageIn: .normal)
        #expect(button.imageView?.preferredSymbolConfiguration?.pointSize == 34 && button.currentPreferredSymbolConfiguration?.pointSize == 34)
        #expect(button.intrinsicContentSize.width > before.width && button.intrinsicContentSize.height > before.height)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted)?.pointSize == 34, "falls back to .normal's")
        var configuration = Button.Configuration.plain()
        configuration.title = "Configured"
        button.setAttributedTitle(styled, for: .normal)
        button.configuration = configuration
        #expect(button.currentTitle == "Configured" && button.currentAttributedTitle == nil, "a configuration's title wins")
    }
}

