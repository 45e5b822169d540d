import CollectionGeometry
import Foundation
import ViewSystem

/// A view with a fixed intrinsic size (what a label or an image view reports).
@MainActor
final class IntrinsicView: View {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    required convenience init() { self.init(0, 0) }
    override var intrinsicContentSize: CGSize { size }
}

/// Collects layout diagnostics of a view hierarchy.
@MainActor
final class LayoutDiagnosticsLog {
    var messages: [String] = []
    func attach(to view: View) {
        view.layoutDiagnosticHandler = { [unowned self] in self.messages.append($0.message) }
    }
}

@MainActor
func plainView() -> View {
    let view = View(frame: .zero)
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}
