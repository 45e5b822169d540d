import CollectionGeometry
import Foundation

/// A window's input: the events queued for its next frame, the pointer gesture in progress and the
/// view with the keyboard focus.
///
/// The window owns it and hands itself to each call (hit testing and coordinates are the window's);
/// nothing else reads or writes this state.
@MainActor
final class InputRouter {
    private var pending: [InputEvent] = []
    private var pointerTracking: PointerTracking?
    /// The view keys go to.
    weak var firstResponder: View? {
        didSet {
            guard oldValue !== firstResponder, let resigning = oldValue as? any FirstResponderResigning else { return }
            resigning.didResignFirstResponder()
        }
    }

    /// Whether events wait for the next frame.
    var hasPendingInput: Bool { !pending.isEmpty }

    /// Queues `event` for the next frame.
    func enqueue(_ event: InputEvent) {
        pending.append(event)
    }

    /// Applies the queued events in order (step 1 of a frame), then lets a held pointer become a drag.
    func process(in window: Window, time: TimeInterval) {
        let events = pending
        pending.removeAll()
        for event in events {
            switch event {
            case .pointer(let pointer): handle(pointer, in: window, time: time)
            case .wheel(let wheel): handle(wheel, in: window)
            case .key(let key): handle(key, in: window)
            case .text(let text): handle(text, in: window)
            case .accessibilityAction(let action): handle(action, in: window, time: time)
            }
        }
        continuePointerHold(in: window, time: time)
    }

    // MARK: Pointer

    private func handle(_ event: PointerEvent, in window: Window, time: TimeInterval) {
        // A secondary click opens the context menu of the innermost view that has one, and nothing else.
        if event.buttonMask.contains(.secondary) {
            guard event.phase == .down else { return }
            cancelPointerGesture(time: time)
            var cursor: View? = window.hitTest(event.location, with: event)
            while let view = cursor {
                let point = window.convert(event.location, to: view)
                if let presenting = view as? any ContextMenuPresenting, presenting.presentContextMenu(at: point) { return }
                for presenter in view.contextMenuPresenters where presenter.presentContextMenu(at: point) { return }
                cursor = view.superview
            }
            return
        }
        switch event.phase {
        case .down:
            cancelPointerGesture(time: time)
            let target = window.hitTest(event.location, with: event) ?? window
            var chain: [View] = []
            var cursor: View? = target
            while let view = cursor { chain.append(view); cursor = view.superview }
            if let focusable = chain.first(where: { $0.canBecomeFirstResponder }) { firstResponder = focusable }
            var tracking = PointerTracking(downLocation: event.location, downTime: time, hitChain: chain, interactor: nil, claim: .none)
            tracking.samples = [(time, event.location)]
            if event.kind == .touch { tracking.menuPresenters = Self.menuPresenters(in: chain) }
            for view in chain {
                guard let interacting = view as? any PointerInteracting else { continue }
                let claim = interacting.pointerDown(event, at: window.convert(event.location, to: view), time: time)
                if claim != .none {
                    tracking.interactor = interacting
                    tracking.claim = claim
                    if claim == .drag { tracking.state = .dragging }
                    break
                }
            }
            pointerTracking = tracking
        case .moved:
            guard var tracking = pointerTracking else { return }
            tracking.samples.append((time, event.location))
            if tracking.samples.count > 32 { tracking.samples.removeFirst(tracking.samples.count - 32) }
            let translation = CGPoint(x: event.location.x - tracking.downLocation.x, y: event.location.y - tracking.downLocation.y)
            switch tracking.state {
            case .pending:
                guard hypot(translation.x, translation.y) > Window.dragSlop else { break }
                if let scrollable = scrollable(for: tracking, translation: translation, in: window) {
                    tracking.interactor?.pointerCancelled()
                    tracking.interactor = nil
                    tracking.state = .panning(scrollable)
                    scrollable.panBegan(time: time)
                    scrollable.panChanged(translation: translation, time: time)
                } else if let interactor = tracking.interactor, interactor.followsTapPastSlop, let view = interactor as? View {
                    tracking.state = .dragging
                    interactor.pointerDragged(event, to: window.convert(event.location, to: view), time: time)
                } else {
                    tracking.interactor?.pointerCancelled()
                    tracking.interactor = nil
                    tracking.state = .finished
                }
            case .panning(let scrollable):
                scrollable.panChanged(translation: translation, time: time)
            case .dragging:
                if let interactor = tracking.interactor, let view = interactor as? View {
                    interactor.pointerDragged(event, to: window.convert(event.location, to: view), time: time)
                }
            case .finished:
                break
            }
            pointerTracking = tracking
        case .up:
            guard let tracking = pointerTracking else { return }
            pointerTracking = nil
            switch tracking.state {
            case .pending, .dragging:
                if let interactor = tracking.interactor, let view = interactor as? View {
                    interactor.pointerUp(event, at: window.convert(event.location, to: view), time: time)
                }
            case .panning(let scrollable):
                var samples = tracking.samples
                samples.append((time, event.location))
                scrollable.panEnded(velocity: Self.velocity(of: samples, at: time), time: time)
            case .finished:
                break
            }
        case .cancelled:
            cancelPointerGesture(time: time)
        }
    }

    /// The interactions of `chain`'s views a held touch may open a context menu with, innermost
    /// first, up to the first view that opens its own menus (a collection view: a held touch is its own).
    private static func menuPresenters(in chain: [View]) -> [(view: View, presenter: any ContextMenuPresenting)] {
        var presenters: [(view: View, presenter: any ContextMenuPresenting)] = []
        for view in chain {
            if view is any ContextMenuPresenting { break }
            presenters += view.contextMenuPresenters.map { (view, $0) }
        }
        return presenters
    }

    private func continuePointerHold(in window: Window, time: TimeInterval) {
        guard var tracking = pointerTracking, case .pending = tracking.state else { return }
        let location = tracking.samples.last?.location ?? tracking.downLocation
        if !tracking.menuPresenters.isEmpty, time - tracking.downTime >= Window.contextMenuHoldDuration {
            // Asked once: the innermost interaction whose delegate gives a menu opens it and ends the gesture.
            let candidates = tracking.menuPresenters
            tracking.menuPresenters = []
            pointerTracking = tracking
            for (view, presenter) in candidates {
                guard view.window === window, presenter.presentContextMenu(at: window.convert(location, to: view)) else { continue }
                tracking.interactor?.pointerCancelled()
                tracking.interactor = nil
                tracking.state = .finished
                pointerTracking = tracking
                return
            }
        }
        guard let interactor = tracking.interactor, let view = interactor as? View else { return }
        let claim = interactor.pointerHeld(at: window.convert(location, to: view), for: time - tracking.downTime, time: time)
        if claim == .drag {
            tracking.claim = .drag
            tracking.state = .dragging
            pointerTracking = tracking
        }
    }

    private func cancelPointerGesture(time: TimeInterval) {
        guard let tracking = pointerTracking else { return }
        pointerTracking = nil
        switch tracking.state {
        case .panning(let scrollable): scrollable.panEnded(velocity: .zero, time: time)
        default: tracking.interactor?.pointerCancelled()
        }
    }

    /// The innermost thing along the hit chain that scrolls for `translation` — unless a view further
    /// out takes the drag over from it (a sheet, from content scrolled to its top).
    private func scrollable(for tracking: PointerTracking, translation: CGPoint, in window: Window) -> (any PanScrollable)? {
        for (index, view) in tracking.hitChain.enumerated() {
            guard let provider = view as? any PanScrollableProviding else { continue }
            let point = window.convert(tracking.downLocation, to: view)
            guard let scrollable = provider.panScrollable(at: point, forDrag: translation) else { continue }
            for outer in tracking.hitChain.dropFirst(index + 1) {
                if let taken = (outer as? any PanScrollableProviding)?.panScrollable(takingOverFrom: scrollable, forDrag: translation) {
                    return taken
                }
            }
            return scrollable
        }
        return nil
    }

    /// The finger's velocity in points per millisecond over the last 100 ms of `samples`.
    static func velocity(of samples: [(time: TimeInterval, location: CGPoint)], at time: TimeInterval) -> CGPoint {
        let recent = samples.filter { time - $0.time <= 0.1 }
        guard let first = recent.first, let last = recent.last, last.time > first.time else { return .zero }
        let milliseconds = (last.time - first.time) * 1000
        return CGPoint(x: (last.location.x - first.location.x) / milliseconds, y: (last.location.y - first.location.y) / milliseconds)
    }

    // MARK: Wheel, text and keys

    private func handle(_ event: ScrollWheelEvent, in window: Window) {
        var cursor = window.hitTest(event.location, with: nil)
        let translation = CGPoint(x: -event.deltaX, y: -event.deltaY)
        while let view = cursor {
            if let provider = view as? any PanScrollableProviding,
               let scrollable = provider.panScrollable(at: window.convert(event.location, to: view), forDrag: translation) as? any WheelScrollable {
                scrollable.scrollWheel(deltaX: event.deltaX, deltaY: event.deltaY)
                return
            }
            cursor = view.superview
        }
    }

    private func handle(_ event: TextInputEvent, in window: Window) {
        guard let view = view(withRenderIdentifier: event.view, in: window), let receiver = view as? any TextInputReceiving else { return }
        if event.kind == .focus { firstResponder = view }
        receiver.receiveTextInput(event.kind, text: event.text)
    }

    /// Acts on the element as the event says, when it is shown to assistive technologies (no hidden
    /// view, no `accessibilityElementsHidden` above it): activation is `accessibilityActivate()`, else a
    /// tap at the centre of its accessibility frame on screen, as VoiceOver's double tap is.
    private func handle(_ event: AccessibilityActionEvent, in window: Window, time: TimeInterval) {
        guard let view = view(withRenderIdentifier: event.view, in: window), view.isAccessibilityElement else { return }
        var cursor: View? = view
        while let current = cursor {
            if current.isHidden || current.accessibilityElementsHidden { return }
            cursor = current.superview
        }
        switch event.action {
        case .custom(let name):
            view.accessibilityCustomActions?.first { $0.name == name }?.perform()
        case .increment:
            view.accessibilityIncrement()
        case .decrement:
            view.accessibilityDecrement()
        case .activate:
            if view.accessibilityActivate() { return }
            let frame = view.accessibilityFrame.intersection(window.bounds)
            guard !frame.isNull, !frame.isEmpty else { return }
            let point = CGPoint(x: frame.midX, y: frame.midY)
            handle(PointerEvent(.down, at: point, kind: .touch), in: window, time: time)
            handle(PointerEvent(.up, at: point, kind: .touch), in: window, time: time)
        }
    }

    /// The view the renderer knows as `identifier`, below `root`.
    /// - Complexity: O(views) — text and accessibility events are rare.
    private func view(withRenderIdentifier identifier: ViewIdentifier, in root: View) -> View? {
        if root.renderIdentifier == identifier { return root }
        for subview in root.subviews {
            if let found = view(withRenderIdentifier: identifier, in: subview) { return found }
        }
        return nil
    }

    /// A key goes to the first responder, then up its superviews until one handles it. With no first
    /// responder yet (a keyboard user who never clicked), the largest view on screen that takes keys
    /// and is no text field becomes it, as a window's initial first responder does.
    private func handle(_ event: KeyEvent, in window: Window) {
        if firstResponder?.window !== window { firstResponder = initialFirstResponder(in: window) }
        var cursor = firstResponder
        while let view = cursor {
            if view.keyDown(event) { return }
            cursor = view.superview
        }
    }

    /// The largest visible view below `window` that can become first responder and does not edit text.
    /// - Complexity: O(views) — once, for the first key.
    private func initialFirstResponder(in window: Window) -> View? {
        var best: (view: View, area: CGFloat)?
        var stack: [View] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            if view !== window, view.canBecomeFirstResponder, !(view is any TextInputReceiving) {
                let shown = view.convert(view.bounds, to: window).intersection(window.bounds)
                let area = shown.isNull ? 0 : shown.width * shown.height
                if area > 0, area > (best?.area ?? 0) { best = (view, area) }
            }
            stack.append(contentsOf: view.subviews)
        }
        return best?.view
    }
}
