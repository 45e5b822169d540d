import CollectionGeometry
import Foundation

extension ViewController {
    /// The view controller this one — or the container it is in — presented, if any.
    public var presentedViewController: ViewController? {
        presentationContextRoot.presentationAsPresenting?.presented
    }

    /// The view controller that presented this one, or the nearest container of it that was
    /// presented; `nil` when neither was.
    public var presentingViewController: ViewController? {
        presentationContextRoot.presentationAsPresented?.presenting
    }

    /// The object that manages the view controller's presentation: a `SheetPresentationController`
    /// for the sheet styles (page sheet, form sheet, popover, automatic), a plain one otherwise; made on
    /// first access, so it can be configured before `present` (a change of style makes a new one).
    public var presentationController: PresentationController? {
        let wantsSheet = Self.isSheetStyle(modalPresentationStyle)
        if let made = storedPresentationController, (made is SheetPresentationController) == wantsSheet { return made }
        let made = wantsSheet ? SheetPresentationController(presentedViewController: self, presenting: nil)
            : PresentationController(presentedViewController: self, presenting: nil)
        storedPresentationController = made
        return made
    }

    /// The sheet presentation controller when the view controller is presented as a sheet (page sheet,
    /// form sheet, popover or automatic style); `nil` for the other styles.
    public var sheetPresentationController: SheetPresentationController? {
        Self.isSheetStyle(modalPresentationStyle) ? presentationController as? SheetPresentationController : nil
    }

    /// Whether `style` presents a sheet.
    static func isSheetStyle(_ style: ModalPresentationStyle) -> Bool {
        style == .automatic || style == .pageSheet || style == .formSheet || style == .popover
    }

    /// Whether the view controller is entering as a presented one (from `present` to the end of its
    /// entrance).
    public var isBeingPresented: Bool { presentationAsPresented?.phase == .presenting }

    /// Whether the view controller is leaving as a presented one (from `dismiss` to the end of its exit).
    public var isBeingDismissed: Bool { presentationAsPresented?.phase == .dismissing }

    /// The view controller whose presentations this one's go through: the nearest of itself and its
    /// containers that is presented, else its outermost container.
    /// - Complexity: O(depth of containment).
    var presentationContextRoot: ViewController {
        var current = self
        while current.presentationAsPresented == nil, let parent = current.parent { current = parent }
        return current
    }

    /// `present(_:animated:completion:)`'s work.
    func performPresentation(of presented: ViewController, animated: Bool, completion: (() -> Void)?) {
        let root = presentationContextRoot
        if presented === self || presented.presentationAsPresented != nil {
            let by = presented.presentationAsPresented?.presenting
            return reportDiagnostic(by.map { "Application tried to present modally a view controller \(Self.describe(presented)) that is already being presented by \(Self.describe($0))." }
                                      ?? "Application tried to present modally an active controller \(Self.describe(presented)).")
        }
        if let parent = presented.parent {
            return reportDiagnostic("Application tried to present modally a view controller \(Self.describe(presented)) that has a parent view controller \(Self.describe(parent)).")
        }
        if presented.viewIfLoaded?.window != nil {
            return reportDiagnostic("Application tried to present modally an active controller \(Self.describe(presented)).")
        }
        guard root.viewIfLoaded?.window != nil else {
            return reportDiagnostic("Attempt to present \(Self.describe(presented)) on \(Self.describe(root)) (from \(Self.describe(self))) whose view is not in the window hierarchy.")
        }
        if let running = root.presentationAsPresenting {
            return reportDiagnostic(running.phase == .presented
                ? "Attempt to present \(Self.describe(presented)) on \(Self.describe(root)) (from \(Self.describe(self))) which is already presenting \(Self.describe(running.presented))."
                : "Attempt to present \(Self.describe(presented)) on \(Self.describe(root)) (from \(Self.describe(self))) while a presentation is in progress.")
        }
        let presentation = Presentation(presenting: root, presented: presented)
        root.presentationAsPresenting = presentation
        presented.presentationAsPresented = presentation
        presentation.show(animated: animated, completion: completion)
    }

    /// `dismiss(animated:completion:)`'s work.
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let root = presentationContextRoot
        if let presentation = root.presentationAsPresenting ?? root.presentationAsPresented {
            presentation.dismiss(animated: animated, completion: completion)
        } else if let view = nearestLoadedView {
            LayoutDiagnostic.reportOnce("dismiss(animated:completion:) on \(Self.describe(self)), which neither presents nor is presented: nothing to dismiss.", from: view)
        }
    }


    /// A view controller as UIKit's messages name one: `<Module.Type: 0x…>`.
    static func describe(_ controller: ViewController) -> String {
        "<\(String(reflecting: type(of: controller))): 0x\(String(UInt(bitPattern: ObjectIdentifier(controller).hashValue), radix: 16))>"
    }
}
