import CollectionGeometry
import Foundation
import ViewSystem

/// The image view and labels of a table cell's style, for UIKit's older content API
/// (`textLabel`, `detailTextLabel`, `imageView`): real views in the cell's content view, placed by
/// constraints from the style's list content metrics, so a row sizes itself to them.
///
/// Made the first time one of them is read, as UIKit makes them.
@MainActor
final class TableCellLegacyContent {
    let imageView: LegacyImageView?
    let textLabel = Label()
    let detailTextLabel: Label?

    /// The width of `value2`'s text column (UIKit's is not documented).
    static let value2TextWidth: CGFloat = 91

    init(style: TableViewCell.CellStyle, in contentView: View) {
        let metrics: ListContentConfiguration = switch style {
        case .default: .cell()
        case .value1, .value2: .valueCell()
        case .subtitle: .subtitleCell()
        }
        let margins = metrics.directionalLayoutMargins
        textLabel.font = metrics.textProperties.font
        textLabel.textColor = metrics.textProperties.color
        detailTextLabel = style == .default ? nil : Label()
        detailTextLabel?.font = metrics.secondaryTextProperties.font
        detailTextLabel?.textColor = metrics.secondaryTextProperties.color
        imageView = style == .value2 ? nil : LegacyImageView()

        for view in [imageView, textLabel, detailTextLabel].compactMap({ $0 }) as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        // The texts as one block, centred vertically inside the margins.
        let texts = LayoutGuide()
        texts.identifier = "UITableViewCell.texts"
        contentView.addLayoutGuide(texts)
        var constraints: [LayoutConstraint] = [
            texts.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            texts.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: margins.top),
            texts.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -margins.bottom),
        ]
        // The block hugs its texts.
        let hug = texts.heightAnchor.constraint(equalToConstant: 0)
        hug.priority = LayoutPriority(rawValue: 49)
        constraints.append(hug)
        if let imageView {
            imageView.isHidden = true
            let padding = imageView.trailingAnchor.constraint(equalTo: textLabel.leadingAnchor, constant: 0)
            // Without an image the view takes no room: the text starts at the margin.
            let collapsed = imageView.widthAnchor.constraint(equalToConstant: 0)
            constraints.append(collapsed)
            imageView.onImageChange = { [weak padding, weak collapsed] hasImage in
                padding?.constant = hasImage ? -metrics.imageToTextPadding : 0
                collapsed?.isActive = !hasImage
            }
            constraints += [
                imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margins.leading),
                imageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                imageView.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: margins.top),
                imageView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -margins.bottom),
                padding,
            ]
        } else {
            constraints.append(textLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margins.leading))
        }
        switch (style, detailTextLabel) {
        case (.subtitle, let detail?):
            // The detail under the text.
            constraints += [
                textLabel.topAnchor.constraint(equalTo: texts.topAnchor),
                detail.topAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: metrics.textToSecondaryTextVerticalPadding),
                detail.bottomAnchor.constraint(equalTo: texts.bottomAnchor),
                detail.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
                textLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -margins.trailing),
                detail.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -margins.trailing),
            ]
        case (.value1, let detail?), (.value2, let detail?):
            // Side by side: value1 puts the detail at the trailing edge; value2 puts the text in a
            // narrow trailing-aligned column, the detail after it.
            let spacing = style == .value1 ? metrics.textToSecondaryTextHorizontalPadding : 6
            constraints += [
                textLabel.topAnchor.constraint(greaterThanOrEqualTo: texts.topAnchor),
                textLabel.bottomAnchor.constraint(lessThanOrEqualTo: texts.bottomAnchor),
                textLabel.centerYAnchor.constraint(equalTo: texts.centerYAnchor),
                detail.topAnchor.constraint(greaterThanOrEqualTo: texts.topAnchor),
                detail.bottomAnchor.constraint(lessThanOrEqualTo: texts.bottomAnchor),
                detail.centerYAnchor.constraint(equalTo: texts.centerYAnchor),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor, constant: spacing),
            ]
            if style == .value1 {
                detail.textAlignment = .right
                constraints.append(detail.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -margins.trailing))
                // The text gives way first.
                textLabel.setContentCompressionResistancePriority(LayoutPriority(rawValue: 749), for: .horizontal)
            } else {
                textLabel.textAlignment = .right
                textLabel.font = .systemFont(ofSize: Font.preferredFont(forTextStyle: .footnote).pointSize, weight: .semibold)
                textLabel.textColor = .systemBlue
                let column = textLabel.widthAnchor.constraint(equalToConstant: Self.value2TextWidth)
                constraints += [
                    column,
                    detail.leadingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: spacing),
                    detail.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -margins.trailing),
                ]
            }
        default:
            constraints += [
                textLabel.topAnchor.constraint(equalTo: texts.topAnchor),
                textLabel.bottomAnchor.constraint(equalTo: texts.bottomAnchor),
                textLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -margins.trailing),
            ]
        }
        LayoutConstraint.activate(constraints)
    }
}

/// The legacy image view: hidden, and taking no room before the text, while it has no image.
@MainActor
final class LegacyImageView: ImageView {
    var onImageChange: ((Bool) -> Void)?

    override var image: Image? {
        didSet {
            isHidden = image == nil
            onImageChange?(image != nil)
        }
    }
}
