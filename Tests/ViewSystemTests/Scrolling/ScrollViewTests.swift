import ViewSystem
import CollectionGeometry
import Foundation
import Testing

@MainActor
final class ScrollRecorder: ScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset) }
}

@Suite("ScrollView")
@MainActor
struct ScrollViewTests {
    @Test("when the content offset changes, then it is the bounds origin and the delegate hears about it")
    func contentOffset() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 40))
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.bounds.origin.y = 10
        #expect(recorder.offsets == [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 10)])
    }

    @Test("when the safe area is set, then the adjusted content inset follows the adjustment behaviour",
          arguments: ScrollView.ContentInsetAdjustmentBehavior.allCases)
    func adjustedContentInset(behavior: ScrollView.ContentInsetAdjustmentBehavior) {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.contentInset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        scrollView.safeAreaInsets = EdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
        scrollView.contentSize = CGSize(width: 100, height: 500)
        let adjusted = scrollView.adjustedContentInset
        switch behavior {
        case .never: #expect(adjusted == EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        case .always: #expect(adjusted == EdgeInsets(top: 21, left: 11, bottom: 31, right: 11))
        case .automatic, .scrollableAxes: #expect(adjusted == EdgeInsets(top: 21, left: 1, bottom: 31, right: 1))
        }
        scrollView.contentSize = CGSize(width: 500, height: 50)
        switch behavior {
        case .automatic: #expect(scrollView.adjustedContentInset == EdgeInsets(top: 21, left: 11, bottom: 31, right: 11))
        case .scrollableAxes: #expect(scrollView.adjustedContentInset == EdgeInsets(top: 1, left: 11, bottom: 1, right: 11))
        default: break
        }
    }

    @Test("when content size or inset is NaN, then it is replaced by 0")
    func badInput() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: CGFloat.nan, height: -4)
        #expect(scrollView.contentSize == .zero)
        scrollView.contentInset = EdgeInsets(top: CGFloat.nan, left: -2, bottom: 0, right: 0)
        #expect(scrollView.contentInset == EdgeInsets(top: 0, left: -2, bottom: 0, right: 0))
    }

    /// Counts adjusted-inset changes.
    final class InsetLog: ScrollViewDelegate {
        var changes: [EdgeInsets] = []
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { changes.append(scrollView.adjustedContentInset) }
    }

    @Test("when the content inset or the safe area changes the adjusted inset, then the delegate hears it once per change")
    func adjustedInsetDelegate() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let log = InsetLog()
        scrollView.delegate = log
        scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scrollView.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(log.changes == [EdgeInsets(top: 10, left: 0, bottom: 0, right: 0), EdgeInsets(top: 30, left: 0, bottom: 30, right: 0)])
    }

    @Test("when a drag begins on a scroll view that dismisses the keyboard on drag, then the field being edited in its window ends editing; with .none it keeps editing")
    func keyboardDismissOnDrag() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualFrameClock(), renderer: nil, timeSource: ManualTimeSource())
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 380))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        window.addSubview(field)
        window.addSubview(scrollView)
        #expect(scrollView.keyboardDismissMode == .none)
        #expect(field.becomeFirstResponder())
        scrollView.panBegan(time: 0)
        scrollView.panEnded(velocity: .zero, time: 0.1)
        #expect(field.isEditing, ".none: the keyboard stays")
        for mode in [ScrollView.KeyboardDismissMode.onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory] {
            scrollView.keyboardDismissMode = mode
            _ = field.becomeFirstResponder()
            #expect(field.isEditing)
            scrollView.panBegan(time: 0)
            scrollView.panEnded(velocity: .zero, time: 0.1)
            #expect(!field.isEditing && window.firstResponder == nil, "\(mode)")
        }
        #expect(ScrollView.KeyboardDismissMode(rawValue: 9) == nil && ScrollView.KeyboardDismissMode(rawValue: 1) == .onDrag)
    }
}

