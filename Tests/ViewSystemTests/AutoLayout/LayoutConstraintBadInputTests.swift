import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("Auto Layout: bad input is reported in UIKit's words and layout goes on (F33, B2)")
@MainActor
struct LayoutConstraintBadInputTests {
    @Test("when required constraints conflict, then UIKit's message lists them, one is broken and layout continues")
    func unsatisfiable() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let log = LayoutDiagnosticsLog()
        log.attach(to: container)
        let box = plainView()
        container.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        LayoutConstraint.activate([wide, box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   box.topAnchor.constraint(equalTo: container.topAnchor), box.heightAnchor.constraint(equalToConstant: 10), narrow])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 10), "the later constraint is broken")
        #expect(log.messages.count == 1)
        let message = log.messages.first ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'wide'") && message.contains("'narrow'"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint 'narrow'"))
    }

    @Test("when many cells in a window have the same conflicting constraints and no handler takes the message, then it is printed once for the window")
    func repeatedConflictPrintedOnce() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 400), clock: ManualFrameClock(), renderer: RecordingRenderer(),
                            timeSource: ManualTimeSource())
        for row in 0..<5 {
            let card = View(frame: CGRect(x: 0, y: CGFloat(row) * 60, width: 300, height: 50))
            let box = plainView()
            card.addSubview(box)
            LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 200), box.widthAnchor.constraint(equalToConstant: 100),
                                       box.leadingAnchor.constraint(equalTo: card.leadingAnchor), box.topAnchor.constraint(equalTo: card.topAnchor),
                                       box.heightAnchor.constraint(equalToConstant: 10)])
            window.addSubview(card)
            card.layoutIfNeeded()
            #expect(box.frame.width == 200, "row \(row) still breaks the later constraint")
        }
        #expect(window.printedLayoutDiagnostics.count == 1, "one conflict, printed once")
        #expect(window.printedLayoutDiagnostics.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    }

    @Test("when items have no common ancestor, or attributes do not mix, then the constraint is reported and stays inactive")
    func invalidConstraints() {
        let a = View(frame: .zero), b = View(frame: .zero)
        let log = LayoutDiagnosticsLog()
        log.attach(to: a)
        let orphan = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        #expect(log.messages.last?.contains("because they have no common ancestor") == true)
        b.removeFromSuperview()
        a.addSubview(b)
        let mixed = LayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .left, multiplier: 1, constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        #expect(log.messages.last == "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
        let location = LayoutConstraint(item: b, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 4)
        location.isActive = true
        #expect(!location.isActive && log.messages.last?.contains("location attribute") == true)
        let foreign = a.widthAnchor.constraint(equalToConstant: 1)
        b.addConstraint(foreign)
        #expect(!foreign.isActive && log.messages.last?.contains("The view hierarchy is not prepared for the constraint") == true)
    }

    @Test("when a constant is NaN or a priority would change between required and not while active, then the change is reported and ignored")
    func badValues() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = LayoutDiagnosticsLog()
        log.attach(to: container)
        let box = plainView()
        container.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.constant = .nan
        #expect(width.constant == 10)
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        #expect(log.messages.count == 2)
        #expect(log.messages[1].hasPrefix("Mutating a priority from required to not on an installed constraint"))
        let created = LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                       multiplier: .infinity, constant: .nan)
        #expect(created.multiplier == 1 && created.constant == 0)
        #expect(LayoutPriority(rawValue: .nan) == .required && LayoutPriority(5000) == .required && LayoutPriority(-3).rawValue == 1)
    }
}
