import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("SegmentedControl: a row of segments, one selected, a tap selects and sends valueChanged")
@MainActor
struct SegmentedControlTests {
    func segmentViews(_ control: SegmentedControl) -> [SegmentView] {
        control.subviews.compactMap { $0 as? SegmentView }.sorted { $0.index < $1.index }
    }

    func tap(_ control: SegmentedControl, _ index: Int) {
        let view = segmentViews(control)[index]
        let point = CGPoint(x: 2, y: 2)
        _ = view.pointerDown(PointerEvent(.down, at: point), at: point, time: 0)
        view.pointerUp(PointerEvent(.up, at: point), at: point, time: 0.1)
    }

    @Test("when made from items, then strings are titles, images are images, and other items are reported and left out")
    func items() {
        let control = SegmentedControl(items: ["Day", Image(systemName: "calendar"), 42, "Week"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "Day" && control.imageForSegment(at: 1)?.name == "calendar")
        #expect(control.titleForSegment(at: 2) == "Week" && control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test("when segments share the width, then each gets an equal part, the selected one sits on the thumb and the dividers beside it hide")
    func layout() throws {
        let control = SegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        control.layoutIfNeeded()
        #expect(segmentViews(control).map(\.frame.width) == [100, 100, 100])
        let thumb = try #require(control.subviews.first { !($0 is SegmentView) && $0.layer.cornerRadius == 7 })
        #expect(thumb.frame == CGRect(x: 102, y: 2, width: 96, height: 28) && !thumb.isHidden)
        let dividers = control.subviews.filter { !($0 is SegmentView) && $0 !== thumb }
        #expect(dividers.count == 2 && dividers.allSatisfy(\.isHidden), "both dividers touch the selected segment")
        control.setWidth(40, forSegmentAt: 0)
        control.layoutIfNeeded()
        #expect(segmentViews(control).map(\.frame.width) == [40, 130, 130])
        #expect(control.intrinsicContentSize.height == 32)
    }

    @Test("when right to left, then the first segment is on the right")
    func rightToLeft() {
        let control = SegmentedControl(items: ["A", "B"])
        control.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.layoutIfNeeded()
        #expect(segmentViews(control)[0].frame.minX == 100)
    }

    @Test("when a segment is tapped, then it is selected, valueChanged is sent and its action runs with the control as sender; tapping it again sends nothing")
    func tapSelects() {
        var heard: [String] = []
        let control = SegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            Action(title: "List") { action in heard.append("list from \(action.sender is SegmentedControl)") },
            Action(title: "Grid") { action in heard.append("grid from \(action.sender is SegmentedControl)") },
        ])
        control.addAction(Action { _ in heard.append("valueChanged") }, for: .valueChanged)
        control.layoutIfNeeded()
        tap(control, 1)
        #expect(control.selectedSegmentIndex == 1)
        #expect(heard == ["grid from true", "valueChanged"])
        tap(control, 1)
        #expect(heard.count == 2)
        #expect(control.segmentIndex(identifiedBy: control.actionForSegment(at: 0)!.identifier) == 0)
    }

    @Test("when a segment or the control is disabled, then a tap changes nothing; a momentary control keeps no selection")
    func disabledAndMomentary() {
        let control = SegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.layoutIfNeeded()
        control.setEnabled(false, forSegmentAt: 2)
        tap(control, 2)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && !control.isEnabledForSegment(at: 2))
        #expect(segmentViews(control)[2].accessibilityTraits.contains(.notEnabled))
        control.isEnabled = false
        tap(control, 0)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.isEnabled = true
        control.isMomentary = true
        var changes = 0
        control.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        tap(control, 0)
        #expect(changes == 1 && control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test("when segments are inserted, removed or renamed, then the selection follows its segment; an insertion past the end is pinned")
    func editing() {
        let control = SegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.titleForSegment(at: 3) == "End")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && control.numberOfSegments == 3)
        control.setImage(Image(systemName: "star"), forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil && control.imageForSegment(at: 0) != nil)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("when an index is out of range, then it is reported with UIKit's name and nothing changes; reads answer nothing")
    func badIndexes() {
        let control = SegmentedControl(items: ["A", "B"])
        var reports: [String] = []
        control.layoutDiagnosticHandler = { reports.append($0.message) }
        control.selectedSegmentIndex = 5
        control.setTitle("X", forSegmentAt: -1)
        control.removeSegment(at: 2, animated: false)
        control.setWidth(.nan, forSegmentAt: 0)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && control.numberOfSegments == 2)
        #expect(control.widthForSegment(at: 0) == 0)
        #expect(reports.count == 4 && reports.allSatisfy { $0.hasPrefix("UISegmentedControl: ") })
        #expect(control.titleForSegment(at: 9) == nil && !control.isEnabledForSegment(at: 9) && control.actionForSegment(at: -3) == nil)
    }

    @Test("when title attributes are set, then the font and colour are used for that state")
    func titleAttributes() throws {
        let control = SegmentedControl(items: ["A", "B"])
        control.setTitleTextAttributes([.foregroundColor: Color.systemRed, .font: Font.systemFont(ofSize: 17)], for: .normal)
        control.selectedSegmentIndex = 0
        let labels = segmentViews(control).map { $0.subviews.compactMap { $0 as? Label }.first }
        #expect(labels[1]?.textColor == .systemRed && labels[1]?.font.pointSize == 17)
        #expect(control.titleTextAttributes(for: .normal)?.count == 2 && control.titleTextAttributes(for: .selected) == nil)
        #expect(segmentViews(control)[0].accessibilityTraits.contains(.selected) && segmentViews(control)[0].accessibilityValue == "1 of 2")
    }
}
