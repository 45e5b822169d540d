import CollectionGeometry
import Foundation

/// A view that shows a content-unavailable configuration (`UIContentUnavailableView`, iOS 17): the
/// image (or a spinner while loading), the texts and the buttons in a vertical stack, centred (or
/// along the leading margin) in the configuration's margins, over its background.
///
/// Content taller than the view scrolls (`isScrollEnabled`).
@MainActor
open class ContentUnavailableView: View, ContentView {
    /// Holds the stack: the content scrolls when it is taller than the view.
    private let scrollView = ScrollView()
    private let stack = StackView()
    private let imageView = ImageView()
    private let spinner = ActivityIndicatorView()
    private let textLabel = Label()
    private let secondaryTextLabel = Label()
    private var primaryButton: Button?
    private var secondaryButtonView: Button?
    private let backgroundParts = BackgroundViewsSlot()
    /// The stack's constraints for the current alignment.
    private var placement: [LayoutConstraint] = []
    /// The constraints that hold the stack in the margins, kept to follow the effective margins
    /// (which take the superview's into account along the preserved axes).
    private var marginConstraints: (leading: LayoutConstraint, trailing: LayoutConstraint, top: LayoutConstraint, bottom: LayoutConstraint,
                                    across: LayoutConstraint, down: LayoutConstraint, alignment: ContentUnavailableConfiguration.Alignment)?
    private var fillConstraint: LayoutConstraint?
    /// The image's `maximumSize`, as constraints.
    private var imageLimits: [LayoutConstraint] = []
    private var appliedConfiguration: ContentUnavailableConfiguration

    /// A view showing `configuration`.
    public init(configuration: ContentUnavailableConfiguration) {
        appliedConfiguration = configuration
        super.init(frame: .zero)
        setUp()
    }

    /// A view showing an empty configuration; `coder` is ignored (as UIKit declares it, this
    /// initialiser cannot fail).
    public required init(coder: NSCoder) {
        appliedConfiguration = .empty()
        super.init(frame: .zero)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = false
        addSubview(scrollView)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        for label in [textLabel, secondaryTextLabel] { label.numberOfLines = 0 }
        apply(appliedConfiguration, replacing: nil)
    }

    /// The configuration shown. Setting a configuration of another type is refused with a
    /// diagnostic (the view keeps what it shows), as `supports(_:)` says.
    public var configuration: any ContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let configuration = accepted(newValue, as: ContentUnavailableConfiguration.self, names: ("UIContentUnavailableView", "UIContentUnavailableConfiguration")) else { return }
            let old = appliedConfiguration
            appliedConfiguration = configuration
            apply(configuration, replacing: old)
        }
    }

    /// The configuration shown, typed.
    public var contentUnavailableConfiguration: ContentUnavailableConfiguration { appliedConfiguration }

    /// Whether content taller than the view scrolls (default `true`); without scrolling it is clipped.
    public var isScrollEnabled: Bool {
        get { scrollView.isScrollEnabled }
        set { scrollView.isScrollEnabled = newValue }
    }

    /// Whether `configuration` is a content-unavailable configuration.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ContentUnavailableConfiguration
    }

    // MARK: Applying a configuration

    private func apply(_ configuration: ContentUnavailableConfiguration, replacing old: ContentUnavailableConfiguration?) {
        directionalLayoutMargins = configuration.directionalLayoutMargins
        preservesSuperviewLayoutMargins = !configuration.axesPreservingSuperviewLayoutMargins.isEmpty
        backgroundColor = configuration.background.resolvedBackgroundColor(for: tintColor)
        layer.cornerRadius = configuration.background.cornerRadius
        backgroundParts.show(configuration.background, tintColor: tintColor, in: self)

        var arranged: [View] = []
        if configuration.kind == .loading {
            spinner.style = .large
            spinner.color = configuration.imageProperties.tintColor ?? .secondaryLabel
            spinner.startAnimating()
            arranged.append(spinner)
        } else if let image = configuration.image {
            applyImage(image, configuration.imageProperties)
            arranged.append(imageView)
        }
        if show(configuration.text, configuration.attributedText, configuration.textProperties, in: textLabel, alignment: configuration.alignment) {
            arranged.append(textLabel)
        }
        if show(configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties,
                in: secondaryTextLabel, alignment: configuration.alignment) {
            arranged.append(secondaryTextLabel)
        }
        primaryButton = button(configuration.button, configuration.buttonProperties, replacing: primaryButton,
                               changed: old.map { $0.button != configuration.button || $0.buttonProperties != configuration.buttonProperties } ?? true)
        if let primaryButton { arranged.append(primaryButton) }
        secondaryButtonView = button(configuration.secondaryButton, configuration.secondaryButtonProperties, replacing: secondaryButtonView,
                                     changed: old.map { $0.secondaryButton != configuration.secondaryButton
                                         || $0.secondaryButtonProperties != configuration.secondaryButtonProperties } ?? true)
        if let secondaryButtonView { arranged.append(secondaryButtonView) }
        if configuration.kind != .loading { spinner.stopAnimating() }

        if arranged.map(ObjectIdentifier.init) != stack.arrangedSubviews.map(ObjectIdentifier.init) {
            for view in stack.arrangedSubviews { stack.removeArrangedSubview(view); view.removeFromSuperview() }
            for view in arranged { stack.addArrangedSubview(view) }
        }
        spaceElements(configuration)
        place(configuration, changed: old.map { $0.alignment != configuration.alignment || $0.directionalLayoutMargins != configuration.directionalLayoutMargins } ?? true)
    }

    private func applyImage(_ image: Image, _ properties: ContentUnavailableConfiguration.ImageProperties) {
        imageView.image = image
        imageView.tintColor = properties.tintColor
        imageView.preferredSymbolConfiguration = properties.preferredSymbolConfiguration
        imageView.layer.cornerRadius = properties.cornerRadius
        imageView.clipsToBounds = properties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        LayoutConstraint.deactivate(imageLimits)
        let size = properties.maximumSize
        imageLimits = []
        if size.width > 0 { imageLimits.append(imageView.widthAnchor.constraint(lessThanOrEqualToConstant: size.width)) }
        if size.height > 0 { imageLimits.append(imageView.heightAnchor.constraint(lessThanOrEqualToConstant: size.height)) }
        LayoutConstraint.activate(imageLimits)
    }

    /// Shows a text in `label`; whether there is one.
    private func show(_ text: String?, _ attributedText: NSAttributedString?, _ properties: ContentUnavailableConfiguration.TextProperties,
                      in label: Label, alignment: ContentUnavailableConfiguration.Alignment) -> Bool {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = alignment == .center ? .center : .natural
        if let attributedText, attributedText.length > 0 {
            label.attributedText = attributedText
            return true
        }
        label.text = text
        return !(text ?? "").isEmpty
    }

    /// The button for `configuration`, kept when nothing about it changed; `nil` without a title or
    /// an image.
    private func button(_ configuration: Button.Configuration, _ properties: ContentUnavailableConfiguration.ButtonProperties,
                        replacing current: Button?, changed: Bool) -> Button? {
        guard !(configuration.title ?? "").isEmpty || configuration.image != nil else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, !changed { return current }
        current?.removeFromSuperview()
        var styled = configuration
        if properties.role == .destructive, styled.baseForegroundColor == nil { styled.baseForegroundColor = .systemRed }
        let button = Button(configuration: styled, primaryAction: properties.primaryAction)
        button.isEnabled = properties.isEnabled
        if let menu = properties.menu {
            button.menu = menu
            button.showsMenuAsPrimaryAction = properties.primaryAction == nil
        }
        return button
    }

    private func spaceElements(_ configuration: ContentUnavailableConfiguration) {
        let views = stack.arrangedSubviews
        for (index, view) in views.enumerated() where index + 1 < views.count {
            let next = views[index + 1]
            let spacing: CGFloat
            if view === imageView || view === spinner {
                spacing = configuration.imageToTextPadding
            } else if view === textLabel, next === secondaryTextLabel {
                spacing = configuration.textToSecondaryTextPadding
            } else if view === primaryButton, next === secondaryButtonView {
                spacing = configuration.buttonToSecondaryButtonPadding
            } else {
                spacing = configuration.textToButtonPadding
            }
            stack.setCustomSpacing(spacing, after: view)
        }
    }

    /// Centres the stack in the margins, or puts it along the leading margin; it never leaves them.
    /// Vertically it is centred in the scroll view's content, which is as tall as the view, or as
    /// the stack and the margins when they are taller.
    private func place(_ configuration: ContentUnavailableConfiguration, changed: Bool) {
        guard changed || placement.isEmpty else { return }
        LayoutConstraint.deactivate(placement)
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        let insets = effectiveMargins
        stack.alignment = configuration.alignment == .center ? .center : .leading
        let leading = stack.leadingAnchor.constraint(greaterThanOrEqualTo: content.leadingAnchor, constant: insets.leading)
        let trailing = stack.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -insets.trailing)
        let top = stack.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: insets.top)
        let bottom = stack.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -insets.bottom)
        // Centred between the margins: the centre is offset by half their difference.
        let across = configuration.alignment == .center
            ? stack.centerXAnchor.constraint(equalTo: content.centerXAnchor, constant: (insets.leading - insets.trailing) / 2)
            : stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: insets.leading)
        let down = stack.centerYAnchor.constraint(equalTo: content.centerYAnchor, constant: (insets.top - insets.bottom) / 2)
        marginConstraints = (leading, trailing, top, bottom, across, down, configuration.alignment)
        var constraints = [
            leading, trailing, top, bottom, across, down,
            content.widthAnchor.constraint(equalTo: frame.widthAnchor),
            content.heightAnchor.constraint(greaterThanOrEqualTo: frame.heightAnchor),
        ]
        // The content is as short as the view allows, and texts wrap at the margins' width rather
        // than pushing the stack out of them.
        let shortest = content.heightAnchor.constraint(equalTo: frame.heightAnchor)
        shortest.priority = .defaultLow
        let fill = stack.widthAnchor.constraint(equalTo: content.widthAnchor, constant: -(insets.leading + insets.trailing))
        fill.priority = .defaultLow
        fillConstraint = fill
        constraints += [shortest, fill]
        placement = constraints
        LayoutConstraint.activate(constraints)
    }

    /// The margins in effect: the configuration's, or the superview's where they reach further along
    /// the preserved axes.
    private var effectiveMargins: DirectionalEdgeInsets {
        let frame = layoutMarginsGuide.layoutFrame
        guard bounds.width > 0, bounds.height > 0 else { return directionalLayoutMargins }
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let left = frame.minX - bounds.minX, right = bounds.maxX - frame.maxX
        return DirectionalEdgeInsets(top: frame.minY - bounds.minY, leading: leftToRight ? left : right,
                                     bottom: bounds.maxY - frame.maxY, trailing: leftToRight ? right : left)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The margins can change with the superview's: follow them (a later pass settles the stack).
        guard let constraints = marginConstraints else { return }
        let insets = effectiveMargins
        let across = constraints.alignment == .center ? (insets.leading - insets.trailing) / 2 : insets.leading
        let values: [(LayoutConstraint, CGFloat)] = [
            (constraints.leading, insets.leading), (constraints.trailing, -insets.trailing), (constraints.top, insets.top),
            (constraints.bottom, -insets.bottom), (constraints.across, across), (constraints.down, (insets.top - insets.bottom) / 2),
        ]
        for (constraint, value) in values where constraint.constant != value { constraint.constant = value }
        if let fillConstraint, fillConstraint.constant != -(insets.leading + insets.trailing) {
            fillConstraint.constant = -(insets.leading + insets.trailing)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = appliedConfiguration.background.resolvedBackgroundColor(for: tintColor)
    }
}
