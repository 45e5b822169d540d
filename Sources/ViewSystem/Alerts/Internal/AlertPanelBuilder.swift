import CollectionGeometry
import Foundation

/// Builds an alert controller's panels in its view with constraints: the header (title, message),
/// the text fields and the actions, measured and placed as iOS places them.
@MainActor
struct AlertPanelBuilder {
    let style: AlertController.Style
    let title: String?
    let message: String?
    let fields: [TextField]
    /// The actions in drawn order (see `AlertController.actionsInDrawnOrder`).
    let actions: [AlertAction]
    let preferred: AlertAction?
    let tint: Color
    let onChoose: (AlertAction) -> Void

    /// An alert's width, and an action sheet's widest.
    static let alertWidth: CGFloat = 270
    static let sheetMaximumWidth: CGFloat = 414

    /// Builds the panels in `root` and returns them (an action sheet with a cancel action has two).
    func build(in root: View) -> (panel: View, cancelPanel: View?) {
        let panel = makePanel()
        root.addSubview(panel)
        var constraints: [LayoutConstraint] = []
        let safe = root.safeAreaLayoutGuide
        var cancelPanel: View?
        if style == .alert {
            constraints += [
                panel.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                panel.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                panel.widthAnchor.constraint(equalToConstant: Self.alertWidth),
            ]
        } else {
            var bottom = safe.bottomAnchor
            if let cancel = actions.last, cancel.style == .cancel {
                let own = makePanel()
                own.backgroundColor = .tertiarySystemBackground
                root.addSubview(own)
                let row = actionView(cancel, showsTopSeparator: false, showsLeadingSeparator: false)
                own.addSubview(row)
                constraints += pinned(row, in: own) + [row.heightAnchor.constraint(equalToConstant: 57)]
                constraints += sheetWidth(own, in: root) + [own.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8)]
                bottom = own.topAnchor
                cancelPanel = own
            }
            constraints += sheetWidth(panel, in: root) + [panel.bottomAnchor.constraint(equalTo: bottom, constant: -8)]
        }
        constraints += fill(panel, showsCancelInline: style == .alert)
        let top = panel.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: 20)
        constraints.append(top)
        LayoutConstraint.activate(constraints)
        return (panel, cancelPanel)
    }

    private func makePanel() -> View {
        let panel = View(frame: .zero)
        panel.translatesAutoresizingMaskIntoConstraints = false
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = 14
        panel.clipsToBounds = true
        return panel
    }

    private func sheetWidth(_ panel: View, in root: View) -> [LayoutConstraint] {
        let fitted = panel.widthAnchor.constraint(equalTo: root.safeAreaLayoutGuide.widthAnchor, constant: -16)
        fitted.priority = LayoutPriority(750)
        return [fitted, panel.widthAnchor.constraint(lessThanOrEqualToConstant: Self.sheetMaximumWidth),
                panel.centerXAnchor.constraint(equalTo: root.centerXAnchor)]
    }

    /// The header, the fields and the actions, top to bottom in `panel`.
    private func fill(_ panel: View, showsCancelInline: Bool) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        var above = panel.topAnchor
        var gap: CGFloat = style == .alert ? 19 : 14
        let isAlert = style == .alert
        var hasHeader = false
        for (text, font) in [(title, Font.systemFont(ofSize: isAlert ? 17 : 13, weight: .semibold)), (message, Font.systemFont(ofSize: 13))] {
            guard let text, !text.isEmpty else { continue }
            let label = Label(frame: .zero)
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = text
            label.font = font
            label.textColor = isAlert ? .label : .secondaryLabel
            label.textAlignment = .center
            label.numberOfLines = 0
            panel.addSubview(label)
            constraints += [label.topAnchor.constraint(equalTo: above, constant: gap),
                            label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16),
                            label.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -16)]
            above = label.bottomAnchor
            gap = 2
            hasHeader = true
        }
        for (index, field) in fields.enumerated() {
            field.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(field)
            constraints += [field.topAnchor.constraint(equalTo: above, constant: index == 0 ? (hasHeader ? 16 : 19) : -0.5),
                            field.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16),
                            field.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -16),
                            field.heightAnchor.constraint(equalToConstant: 28)]
            above = field.bottomAnchor
            hasHeader = true
        }
        let rows = showsCancelInline ? actions : actions.filter { $0.style != .cancel }
        let rowHeight: CGFloat = isAlert ? 44 : 57
        let headerGap: CGFloat = hasHeader ? (isAlert ? 19 : 14) : 0
        if isAlert, rows.count == 2 {
            let first = actionView(rows[0], showsTopSeparator: hasHeader, showsLeadingSeparator: false)
            let second = actionView(rows[1], showsTopSeparator: hasHeader, showsLeadingSeparator: true)
            panel.addSubview(first)
            panel.addSubview(second)
            constraints += [first.topAnchor.constraint(equalTo: above, constant: headerGap),
                            second.topAnchor.constraint(equalTo: first.topAnchor),
                            first.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
                            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                            second.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
                            first.widthAnchor.constraint(equalTo: second.widthAnchor),
                            first.heightAnchor.constraint(equalToConstant: rowHeight),
                            second.heightAnchor.constraint(equalToConstant: rowHeight)]
            above = first.bottomAnchor
        } else {
            for (index, action) in rows.enumerated() {
                let row = actionView(action, showsTopSeparator: hasHeader || index > 0, showsLeadingSeparator: false)
                panel.addSubview(row)
                constraints += [row.topAnchor.constraint(equalTo: above, constant: index == 0 ? headerGap : 0),
                                row.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
                                row.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
                                row.heightAnchor.constraint(equalToConstant: rowHeight)]
                above = row.bottomAnchor
            }
            if rows.isEmpty, hasHeader { constraints.append(panel.bottomAnchor.constraint(equalTo: above, constant: headerGap)); return constraints }
        }
        constraints.append(panel.bottomAnchor.constraint(equalTo: above))
        return constraints
    }

    private func pinned(_ view: View, in panel: View) -> [LayoutConstraint] {
        [view.topAnchor.constraint(equalTo: panel.topAnchor), view.bottomAnchor.constraint(equalTo: panel.bottomAnchor),
         view.leadingAnchor.constraint(equalTo: panel.leadingAnchor), view.trailingAnchor.constraint(equalTo: panel.trailingAnchor)]
    }

    /// An action's row, in its colour and weight: red when destructive, bold when preferred (or, with
    /// none preferred, when it cancels).
    private func actionView(_ action: AlertAction, showsTopSeparator: Bool, showsLeadingSeparator: Bool) -> AlertActionView {
        let bold = preferred.map { $0 === action } ?? false || (action.style == .cancel && (preferred == nil || style == .actionSheet))
        let size: CGFloat = style == .alert ? 17 : 20
        let font = Font.systemFont(ofSize: size, weight: bold ? .semibold : .regular)
        let color: Color = action.style == .destructive ? .systemRed : tint
        let view = AlertActionView(action: action, font: font, color: color, showsTopSeparator: showsTopSeparator,
                                   showsLeadingSeparator: showsLeadingSeparator)
        view.onChoose = onChoose
        return view
    }
}
