import CollectionGeometry
import Foundation

/// What a search bar tells its delegate (`UISearchBarDelegate`); every method is optional.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The text changed (typed, or set).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Whether the text in `range` may become `text` (default `true`).
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Return (Search) was pressed.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// The default: nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// The default: `true`.
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// The default: nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// The default: nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// The default: nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// The default: nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
}

/// A search field (`UISearchBar`, F34): a rounded text field with a magnifying glass, and a Cancel
/// button when `showsCancelButton`; 56 points high.
@MainActor
open class SearchBar: View, TextFieldDelegate {
    /// The field (UIKit's `searchTextField`).
    public let searchTextField = TextField()
    private let cancelButton: Button
    private let glass = ImageView(image: SearchBar.standardGlass)

    /// The delegate.
    open weak var delegate: (any SearchBarDelegate)?

    /// The text (setting it tells the delegate, as UIKit's does).
    open var text: String? {
        get { searchTextField.text }
        set {
            let old = searchTextField.text ?? ""
            searchTextField.text = newValue
            if (searchTextField.text ?? "") != old {
                delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
                searchEvents?(.textChanged)
            }
        }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// What a search controller hears of the bar, besides its delegate (which the app may own).
    enum SearchEvent {
        case beganEditing, textChanged, cancelled
    }

    /// The search controller's ear (set by `SearchController`).
    var searchEvents: ((SearchEvent) -> Void)?

    /// Whether the Cancel button shows (default `false`).
    open var showsCancelButton = false { didSet { if showsCancelButton != oldValue { setNeedsLayout() } } }

    /// UIKit's search bar height.
    public static let height: CGFloat = 56

    /// The look of the bar (`searchBarStyle`; default `.default`): `.minimal` draws no bar background
    /// (`barTintColor` is ignored).
    open var searchBarStyle = Style.default { didSet { if searchBarStyle != oldValue { barAppearanceDidChange() } } }

    /// The colour of the bar's background behind the field (`barTintColor`; default `nil`: none).
    open var barTintColor: Color? { didSet { if barTintColor != oldValue { barAppearanceDidChange() } } }

    /// Whether the field and the Cancel button take input (default `true`); a disabled field is dimmed.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            searchTextField.isEnabled = isEnabled
            cancelButton.isEnabled = isEnabled
        }
    }

    /// How far the field's rounded background sits from its place (`searchFieldBackgroundPositionAdjustment`).
    open var searchFieldBackgroundPositionAdjustment = Offset.zero {
        didSet { if searchFieldBackgroundPositionAdjustment != oldValue { setNeedsLayout() } }
    }

    /// The images set for the bar's icons, by icon and control state (`setImage(_:for:state:)`).
    private var iconImages: [Icon: [Control.State: Image]] = [:]
    /// The field's background images, by control state (`setSearchFieldBackgroundImage(_:for:)`).
    private var fieldBackgroundImages: [Control.State: Image] = [:]

    /// Creates a search bar.
    public override init(frame: CGRect) {
        var configuration = Button.Configuration.plain()
        configuration.title = "Cancel"
        configuration.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        cancelButton = Button(configuration: configuration)
        super.init(frame: frame)
        setUp()
    }

    /// Creates a search bar; `coder` is ignored.
    public required init?(coder: NSCoder) {
        cancelButton = Button(configuration: .plain())
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchTextField.borderStyle = .none
        searchTextField.backgroundColor = .tertiarySystemFill
        searchTextField.layer.cornerRadius = 10
        searchTextField.placeholder = "Search"
        glass.tintColor = .secondaryLabel
        searchTextField.leftView = glass
        searchTextField.leftViewMode = .always
        searchTextField.delegate = self
        // UIKit's search bar: a Search key, off while the bar is empty.
        searchTextField.returnKeyType = .search
        searchTextField.enablesReturnKeyAutomatically = true
        addSubview(searchTextField)
        addSubview(cancelButton)
        cancelButton.addAction(Action { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
            self.searchEvents?(.cancelled)
        }, for: .primaryActionTriggered)
    }

    private func barAppearanceDidChange() {
        backgroundColor = searchBarStyle == .minimal ? nil : barTintColor
    }

    /// Shows or hides the Cancel button, sliding the field's end when `animated`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != self.showsCancelButton else { return }
        self.showsCancelButton = showsCancelButton
        guard animated, window != nil else { return }
        View.animate(withDuration: 0.25) { self.layoutIfNeeded() }
    }

    /// Sets the image of `icon` in `state` (`nil` for the standard one). The search icon (the
    /// magnifying glass) shows the image for `.normal`; the bar has no clear, bookmark or results
    /// button, so images for those are kept for `image(for:state:)` only.
    open func setImage(_ iconImage: Image?, for icon: Icon, state: Control.State) {
        iconImages[icon, default: [:]][state] = iconImage
        if icon == .search, state == .normal { glass.image = iconImage ?? Self.standardGlass }
    }

    /// The image set for `icon` in `state` with `setImage(_:for:state:)`, if any.
    open func image(for icon: Icon, state: Control.State) -> Image? {
        iconImages[icon]?[state]
    }

    /// Sets the field's background image for `state`: `.normal` replaces the rounded grey fill,
    /// `.disabled` is shown while the bar is not enabled; `nil` restores the standard look.
    open func setSearchFieldBackgroundImage(_ backgroundImage: Image?, for state: Control.State) {
        fieldBackgroundImages[state] = backgroundImage
        if state == .normal {
            searchTextField.background = backgroundImage
            searchTextField.backgroundColor = backgroundImage == nil ? .tertiarySystemFill : nil
        } else if state == .disabled {
            searchTextField.disabledBackground = backgroundImage
        }
    }

    /// The field's background image set for `state`, if any.
    open func searchFieldBackgroundImage(for state: Control.State) -> Image? {
        fieldBackgroundImages[state]
    }

    /// The standard search icon.
    private static var standardGlass: Image? {
        Image(systemName: "magnifyingglass", withConfiguration: .init(pointSize: 15, weight: .medium))
    }

    /// A full width and 56 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        cancelButton.isHidden = !showsCancelButton
        let cancelWidth = showsCancelButton ? cancelButton.intrinsicContentSize.width : 0
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let inset = fieldInset
        let fieldWidth = Swift.max(0, bounds.width - 2 * inset - cancelWidth)
        let shift = searchFieldBackgroundPositionAdjustment
        searchTextField.frame = CGRect(x: (rtl ? bounds.width - inset - fieldWidth : inset) + shift.horizontal, y: 10 + shift.vertical,
                                       width: fieldWidth, height: 36)
        cancelButton.frame = CGRect(x: rtl ? inset : bounds.width - inset - cancelWidth, y: 10, width: cancelWidth, height: 36)
    }

    /// How far the field (and the Cancel button) stay from the bar's sides: 8 points standing alone,
    /// as UIKit's search bar; in a navigation bar, its 16-point margin, so the field lines up with
    /// the large title, as UIKit's search controller in a navigation item does. Set by the
    /// navigation bar.
    var fieldInset: CGFloat = 8 {
        didSet { if fieldInset != oldValue { setNeedsLayout() } }
    }

    // MARK: The field's delegate

    /// The search bar as its field's delegate: passes this on to its own delegate.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The search bar as its field's delegate: passes this on to its own delegate.
    public func textFieldDidChangeSelection(_ textField: TextField) {
        delegate?.searchBar(self, textDidChange: textField.text ?? "")
        searchEvents?(.textChanged)
    }

    /// The search bar as its field's delegate: passes this on to its own delegate.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(self)
        return true
    }

    /// The search bar as its field's delegate: passes this on to its own delegate.
    public func textFieldDidBeginEditing(_ textField: TextField) {
        delegate?.searchBarTextDidBeginEditing(self)
        searchEvents?(.beganEditing)
    }

    /// The search bar as its field's delegate: passes this on to its own delegate.
    public func textFieldDidEndEditing(_ textField: TextField) {
        delegate?.searchBarTextDidEndEditing(self)
    }
}
