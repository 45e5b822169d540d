import CollectionGeometry
import Foundation

/// A view that shows a list content configuration (`UIListContentView`): an image view and two labels
/// you can find among its subviews, placed by Auto Layout inside its layout margins, and layout guides
/// for each, so a custom cell can constrain its own views to the text, the secondary text or the image.
///
/// The metrics are the configuration's: its margins, the image's slot (`reservedLayoutSize` and
/// `maximumSize`), `imageToTextPadding`, the padding between the texts, side by side for value cells.
/// A guide exists while its element does (`textLayoutGuide` is `nil` without a text).
///
/// Differences from UIKit: a cell given a list configuration draws it as the cell's content instead
/// of installing this view (`ContentConfiguration`).
@MainActor
open class ListContentView: View, ContentView {
    private let imageView = ImageView()
    private let textLabel = Label()
    private let secondaryTextLabel = Label()
    /// The guides, created once; installed while their elements are shown.
    private let imageGuide = LayoutGuide()
    private let textGuide = LayoutGuide()
    private let secondaryTextGuide = LayoutGuide()
    /// The block of texts, centred on the image's centre line when there is an image.
    private let textsGuide = LayoutGuide()
    /// The constraints of the current arrangement (replaced when the configuration changes it).
    private var arrangement: [LayoutConstraint] = []
    private var appliedConfiguration: ListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        appliedConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        addGuides()
        apply(configuration)
    }

    /// The guides, added once: a client's constraints to them outlive every change of configuration.
    private func addGuides() {
        for (guide, name) in [(imageGuide, "image"), (textGuide, "text"), (secondaryTextGuide, "secondaryText"), (textsGuide, "texts")] {
            guide.identifier = "UIListContentView.\(name)"
            addLayoutGuide(guide)
        }
    }

    /// A view showing a cell configuration; `coder` is ignored.
    public required init?(coder: NSCoder) {
        appliedConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        addGuides()
        apply(appliedConfiguration)
    }

    /// The configuration shown. Setting a configuration of another type is refused with a
    /// diagnostic (the view keeps what it shows), as `supports(_:)` says.
    public var configuration: any ContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let list = accepted(newValue, as: ListContentConfiguration.self, names: ("UIListContentView", "UIListContentConfiguration")) else { return }
            apply(list)
        }
    }

    /// Whether `configuration` is a list content configuration.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    /// The text's frame, while there is a text.
    public var textLayoutGuide: LayoutGuide? { textLabel.isHidden ? nil : textGuide }
    /// The secondary text's frame, while there is one.
    public var secondaryTextLayoutGuide: LayoutGuide? { secondaryTextLabel.isHidden ? nil : secondaryTextGuide }
    /// The image's frame, while there is an image.
    public var imageLayoutGuide: LayoutGuide? { imageView.isHidden ? nil : imageGuide }

    /// Shows `configuration`: the views take its values, and the constraints are made again when the
    /// arrangement changed (an element came or went, the metrics changed).
    private func apply(_ configuration: ListContentConfiguration) {
        let old = appliedConfiguration
        appliedConfiguration = configuration
        directionalLayoutMargins = configuration.directionalLayoutMargins
        style(textLabel, configuration.textProperties)
        show(configuration.text, configuration.attributedText, in: textLabel, configuration.textProperties)
        style(secondaryTextLabel, configuration.secondaryTextProperties)
        show(configuration.secondaryText, configuration.secondaryAttributedText, in: secondaryTextLabel,
             configuration.secondaryTextProperties)
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor.map(configuration.imageProperties.resolvedTintColor(for:))
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        if arrangement.isEmpty || Self.arrangementKey(old) != Self.arrangementKey(configuration) {
            arrange(configuration)
        }
    }

    /// Puts `text` in `label`, cased as `properties` say; the attributed text, where there is one,
    /// with its own attributes over the properties' font and colour.
    private func show(_ text: String?, _ attributed: NSAttributedString?, in label: Label,
                      _ properties: ListContentConfiguration.TextProperties) {
        label.isHidden = text?.isEmpty ?? true
        if let attributed, properties.transform == .none {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
    }

    private func style(_ label: Label, _ properties: ListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = switch properties.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
    }

    /// What the constraints depend on.
    private static func arrangementKey(_ configuration: ListContentConfiguration) -> [CGFloat] {
        let slot = configuration.imageLayout?.slot ?? CGSize(width: -1, height: -1)
        return [slot.width, slot.height, configuration.imageToTextPadding, configuration.textToSecondaryTextVerticalPadding,
                configuration.textToSecondaryTextHorizontalPadding, configuration.prefersSideBySideTextAndSecondaryText ? 1 : 0,
                configuration.text?.isEmpty ?? true ? 0 : 1, configuration.secondaryText?.isEmpty ?? true ? 0 : 1, configuration.minimumHeight]
    }

    /// The constraints: the image at the leading margin, centred; the texts after it, stacked (or side
    /// by side for value cells), the whole block centred between the top and bottom margins and never
    /// outside them; each guide on its element.
    private func arrange(_ configuration: ListContentConfiguration) {
        LayoutConstraint.deactivate(arrangement)
        var constraints: [LayoutConstraint] = []
        let margins = layoutMarginsGuide
        let hasImage = configuration.image != nil
        let hasText = !(configuration.text?.isEmpty ?? true), hasSecondary = !(configuration.secondaryText?.isEmpty ?? true)
        var leadingAnchor = margins.leadingAnchor
        if hasImage, let slot = configuration.imageLayout?.slot {
            constraints += [
                imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                imageView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
                imageView.widthAnchor.constraint(equalToConstant: slot.width),
                imageView.heightAnchor.constraint(equalToConstant: slot.height),
                imageView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                imageView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            ]
            leadingAnchor = imageView.trailingAnchor
        }
        let padding = hasImage ? configuration.imageToTextPadding : 0
        let texts = [hasText ? textLabel : nil, hasSecondary ? secondaryTextLabel : nil].compactMap { $0 }
        if configuration.prefersSideBySideTextAndSecondaryText, texts.count == 2 {
            constraints += [
                textLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: padding),
                secondaryTextLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor,
                                                            constant: configuration.textToSecondaryTextHorizontalPadding),
                secondaryTextLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                textLabel.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
                secondaryTextLabel.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            ]
            for label in texts {
                constraints += [label.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                                label.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)]
            }
            textLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        } else if let first = texts.first, let last = texts.last {
            for label in texts {
                constraints += [label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: padding),
                                label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)]
            }
            if texts.count == 2 {
                constraints.append(last.topAnchor.constraint(equalTo: first.bottomAnchor, constant: configuration.textToSecondaryTextVerticalPadding))
            }
            // The block of texts between the margins, centred when the image is taller.
            let top = first.topAnchor.constraint(equalTo: margins.topAnchor)
            top.priority = LayoutPriority(999)
            constraints += [
                first.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                last.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                top,
            ]
            // Centred between the margins: on the image's centre line when the image is the taller
            // one, in the row's middle when the row's least height is more than the texts need.
            constraints += [textsGuide.topAnchor.constraint(equalTo: first.topAnchor), textsGuide.bottomAnchor.constraint(equalTo: last.bottomAnchor),
                            textsGuide.centerYAnchor.constraint(equalTo: margins.centerYAnchor)]
            if hasImage { top.priority = .defaultLow }
        } else if hasImage {
            // Only an image: the margins hold it, centred when the row's least height is more.
            let top = imageView.topAnchor.constraint(equalTo: margins.topAnchor)
            top.priority = LayoutPriority(999)
            constraints.append(top)
        }
        if configuration.minimumHeight > 0 {
            constraints.append(heightAnchor.constraint(greaterThanOrEqualToConstant: configuration.minimumHeight))
        }
        // Each guide on its element (a hidden element's guide is not handed out).
        for (guide, view) in [(imageGuide, imageView as View), (textGuide, textLabel), (secondaryTextGuide, secondaryTextLabel)] {
            constraints += [guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                            guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        }
        arrangement = constraints
        LayoutConstraint.activate(constraints)
    }
}
