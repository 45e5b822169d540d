import CollectionGeometry
import Foundation

/// What a navigation bar looks like (`UINavigationBarAppearance`): the background and shadow of
/// `BarAppearance`, the titles' attributes and the buttons' appearances.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationController.navigationBar.standardAppearance = appearance
/// navigationController.navigationBar.scrollEdgeAppearance = appearance
/// ```
///
/// Differences from UIKit: the back button draws its chevron as text, so `backIndicatorImage` and
/// `backIndicatorTransitionMaskImage` are kept and read back but not drawn; of the title attributes,
/// `.font` and `.foregroundColor` are drawn.
@MainActor
open class NavigationBarAppearance: BarAppearance {
    /// The inline title's attributes (`.font`, `.foregroundColor`); empty for the system's
    /// (17-point semibold, the label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; empty for the system's (34-point bold, scaled with the text
    /// size, the label colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title moves from the centre (positive: right and down).
    open var titlePositionAdjustment: Offset = .zero

    /// The look of plain bar button items (a copy of what is set is kept).
    open var buttonAppearance: BarButtonItemAppearance {
        get { storedButtonAppearance }
        set { storedButtonAppearance = newValue.copy() }
    }
    /// The look of done-style bar button items (a copy of what is set is kept).
    open var doneButtonAppearance: BarButtonItemAppearance {
        get { storedDoneButtonAppearance }
        set { storedDoneButtonAppearance = newValue.copy() }
    }
    /// The look of the back button (a copy of what is set is kept); while never set, the back button
    /// looks as `buttonAppearance` says.
    open var backButtonAppearance: BarButtonItemAppearance {
        get { storedBackButtonAppearance ?? storedButtonAppearance }
        set { storedBackButtonAppearance = newValue.copy() }
    }

    /// The back button's chevron (kept, not drawn: the back button draws `‹`).
    open var backIndicatorImage: Image { storedBackIndicator?.image ?? Self.defaultBackIndicator }
    /// The mask of content sliding under the chevron during a push or pop (kept, not drawn).
    open var backIndicatorTransitionMaskImage: Image { storedBackIndicator?.mask ?? Self.defaultBackIndicator }

    private var storedButtonAppearance = BarButtonItemAppearance(style: .plain)
    private var storedDoneButtonAppearance = BarButtonItemAppearance(style: .done)
    private var storedBackButtonAppearance: BarButtonItemAppearance?
    private var storedBackIndicator: (image: Image, mask: Image)?

    /// The system's chevron.
    private static let defaultBackIndicator = Image(systemName: "chevron.backward", size: CGSize(width: 13, height: 21))

    /// An appearance for `idiom` with the default background.
    public required init(idiom: UserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance with `barAppearance`'s background and shadow, and, when it is a navigation bar
    /// appearance, its titles, buttons and back indicator too.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? NavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        storedButtonAppearance = other.storedButtonAppearance.copy()
        storedDoneButtonAppearance = other.storedDoneButtonAppearance.copy()
        storedBackButtonAppearance = other.storedBackButtonAppearance?.copy()
        storedBackIndicator = other.storedBackIndicator
    }

    /// Archives are not read here; returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Sets the back button's chevron and its transition mask; `nil` for either puts both back to the
    /// system's.
    open func setBackIndicatorImage(_ backIndicatorImage: Image?, transitionMaskImage backIndicatorTransitionMaskImage: Image?) {
        if let backIndicatorImage, let backIndicatorTransitionMaskImage {
            storedBackIndicator = (backIndicatorImage, backIndicatorTransitionMaskImage)
        } else {
            storedBackIndicator = nil
        }
    }

    /// This appearance with no background and no shadow: what the bar shows at the scroll edge when
    /// no scroll-edge appearance is given.
    func transparentCopy() -> NavigationBarAppearance {
        let copy = NavigationBarAppearance(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}
