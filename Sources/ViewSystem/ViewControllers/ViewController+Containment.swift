import CollectionGeometry
import Foundation

extension ViewController {
    /// Adds `childController` as a child (UIKit's container API): calls its `willMove(toParent:)`, takes
    /// it from any other container first. Add its view to this view's hierarchy, then call its
    /// `didMove(toParent:)`.
    ///
    /// Adding the view controller to itself or to one of its own children (a cycle) is reported and
    /// ignored (UIKit raises). Adding a child again keeps it where it is.
    public func addChild(_ childController: ViewController) {
        var ancestor: ViewController? = self
        while let candidate = ancestor {
            if candidate === childController {
                LayoutDiagnostic.report("A view controller cannot be added as a child of itself or of one of its own children: \(type(of: childController)) was not added.",
                                        constraints: [], from: nearestLoadedView ?? childController.nearestLoadedView)
                return
            }
            ancestor = candidate.parent
        }
        guard childController.parent !== self else { return }
        childController.willMove(toParent: self)
        if let old = childController.parent {
            old.children.removeAll { $0 === childController }
        }
        children.append(childController)
        childController.parent = self
    }

    /// Removes the view controller from its container and calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first and take its view out of the hierarchy, as in UIKit. Without a
    /// container it does nothing.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        parentMovement = nil
        // The traits the parent set for it go with the parent.
        if parentTraitCollection != nil {
            parentTraitCollection = nil
            traitOverridesFromParent = TraitOverrides()
            controllerTraitOverridesDidChange()
        }
        didMove(toParent: nil)
    }

    /// The nearest container above this view controller (not itself) that is a `Container`: what
    /// `navigationController`, `tabBarController` and `splitViewController` answer.
    /// - Complexity: O(depth of containment).
    func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
        var current: ViewController? = parent
        while let candidate = current {
            if let found = candidate as? Container { return found }
            current = candidate.parent
        }
        return nil
    }

    /// Reports `message` through the layout diagnostic handlers from this view controller's nearest
    /// loaded view (standard error without one): bad input a container ignores.
    func reportDiagnostic(_ message: String) {
        LayoutDiagnostic.report(message, constraints: [], from: nearestLoadedView)
    }

    /// The view of this view controller or of its nearest container that has one loaded (where
    /// diagnostics go).
    var nearestLoadedView: View? {
        var current: ViewController? = self
        while let candidate = current {
            if let view = candidate.viewIfLoaded { return view }
            current = candidate.parent
        }
        return nil
    }
}
