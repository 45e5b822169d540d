import CollectionGeometry
import Foundation

/// An alert or an action sheet (`UIAlertController`): a title, a message, text fields (alerts only)
/// and actions, presented with `present(_:animated:completion:)` and dismissed when an action is
/// chosen — then the action's handler runs.
///
/// Drawn as iOS draws them: an alert is a 270-point rounded panel centred over a dimmed window, two
/// actions side by side (the cancel one leading) and more stacked (the cancel one last); an action
/// sheet is a panel of 57-point rows above the bottom edge with the cancel action on its own below.
/// The preferred action (else the cancel one, in an alert) is bold. Escape chooses the cancel action,
/// Return the preferred one; the first text field takes the keys when the alert appears.
///
/// Differences from UIKit: an action sheet rises from the bottom on every width (UIKit shows it as a
/// popover on a regular width and requires a source view for it); an alert taller than the window is
/// not scrolled; `severity` (Mac Catalyst) is absent.
@MainActor
open class AlertController: ViewController {
    /// Whether the controller is an alert or an action sheet (`UIAlertController.Style`, raw values
    /// as UIKit's).
    public enum Style: Int, Sendable, CaseIterable {
        /// Actions in rows rising from the bottom edge.
        case actionSheet = 0
        /// A panel in the middle of the window.
        case alert = 1
    }

    /// Whether this is an alert or an action sheet (default `.actionSheet`, as in UIKit).
    public private(set) var preferredStyle = Style.actionSheet
    /// The text under the title.
    open var message: String? {
        didSet { if message != oldValue { contentDidChange() } }
    }
    /// The title, in bold at the top.
    open override var title: String? {
        didSet { if title != oldValue { contentDidChange() } }
    }
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The action drawn in bold and chosen by Return; it must be one of `actions` (another one is
    /// reported and ignored).
    open var preferredAction: AlertAction? {
        didSet {
            guard preferredAction !== oldValue else { return }
            if let preferred = preferredAction, !actions.contains(where: { $0 === preferred }) {
                report("The preferredAction of an alert controller must be one of its actions: \(preferred.title ?? "an untitled action") was not set.")
                preferredAction = oldValue
                return
            }
            contentDidChange()
        }
    }
    private var fields: [TextField] = []
    /// The text fields added with `addTextField(configurationHandler:)`, in order; `nil` when there are none.
    open var textFields: [TextField]? { fields.isEmpty ? nil : fields }

    /// The panel drawn (an action sheet's cancel action has its own, `cancelPanel`).
    private var panel: View?
    private var cancelPanel: View?

    /// Creates an alert or an action sheet with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
    }

    /// Creates an action sheet with no title; `nibName` and `bundle` are ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        modalTransitionStyle = .crossDissolve
    }

    /// Creates an action sheet with no title; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        modalTransitionStyle = .crossDissolve
    }

    /// Adds `action`. A second cancel action, or an action already added, is reported and ignored
    /// (UIKit raises for the first).
    public func addAction(_ action: AlertAction) {
        if actions.contains(where: { $0 === action }) {
            return report("The action \(action.title ?? "(untitled)") is already in this alert controller: it was not added again.")
        }
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return report("UIAlertController can only have one action with a style of UIAlertActionStyleCancel: \(action.title ?? "(untitled)") was not added.")
        }
        actions.append(action)
        action.enabledHandler = { [weak self] _ in self?.contentDidChange() }
        contentDidChange()
    }

    /// Adds a text field to an alert and lets `configurationHandler` set it up (placeholder, secure
    /// entry …). On an action sheet it is reported and ignored (UIKit raises).
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return report("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert.")
        }
        let field = TextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .line
        field.backgroundColor = .systemBackground
        fields.append(field)
        configurationHandler?(field)
        contentDidChange()
    }

    // MARK: The view

    open override func loadView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = Color(white: 0, alpha: 0.2)
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        buildContent()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let field = fields.first, let window = field.window { _ = window.makeFirstResponder(field) }
    }

    private func contentDidChange() {
        if isViewLoaded { buildContent() }
    }

    /// The actions in the order they are drawn: the cancel one leading in a row of two, last otherwise
    /// (an action sheet draws it in its own panel).
    var actionsInDrawnOrder: [AlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return others }
        return preferredStyle == .alert && actions.count == 2 ? [cancel] + others : others + [cancel]
    }

    /// Chooses `action`: the alert is dismissed, then the action's handler runs.
    func choose(_ action: AlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        guard presentingViewController != nil else { return action.handler?(action) ?? () }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Escape chooses the cancel action, Return the preferred one; other keys are the alert's.
    override func presentationKeyDown(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .escape:
            if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
            return true
        case .enter:
            if let preferred = preferredAction { choose(preferred) }
            return true
        default:
            return false
        }
    }

    private func report(_ message: String) {
        LayoutDiagnostic.report(message, constraints: [], from: viewIfLoaded)
    }

    private func buildContent() {
        panel?.removeFromSuperview()
        cancelPanel?.removeFromSuperview()
        for field in fields { field.removeFromSuperview() }
        let builder = AlertPanelBuilder(style: preferredStyle, title: title, message: message, fields: fields,
                                        actions: actionsInDrawnOrder, preferred: preferredAction, tint: view.tintColor ?? .systemBlue,
                                        onChoose: { [weak self] action in self?.choose(action) })
        let built = builder.build(in: view)
        panel = built.panel
        cancelPanel = built.cancelPanel
    }
}
