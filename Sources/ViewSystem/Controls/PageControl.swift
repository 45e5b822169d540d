import CollectionGeometry
import Foundation

/// A row of dots, one per page, the current one highlighted (`UIPageControl`): a tap before or after
/// the current dot moves one page that way and sends `.valueChanged`. Usually placed under a paging
/// scroll view, whose offset the app keeps it in step with.
///
/// Each dot is 7 points across, 16 points from the next, in a control 26 points tall with 8 points
/// at either end (`size(forNumberOfPages:)`); UIKit documents no sizes, these are ours. Indicator
/// images replace the dots, tinted the same way.
///
/// Differences from UIKit: no scrubbing along the dots (`allowsContinuousInteraction` is kept, and a
/// tap still moves one page), no timer progress (`UIPageControlProgress`); `.prominent` draws a
/// translucent rounded platter behind the dots, `.minimal` and `.automatic` none.
@MainActor
open class PageControl: Control {
    /// The platter behind the dots (`UIPageControl.BackgroundStyle`).
    public enum BackgroundStyle: Int, Sendable, CaseIterable {
        /// As the context suits: no platter here.
        case automatic
        /// A translucent rounded platter.
        case prominent
        /// No platter.
        case minimal
    }

    /// What the user is doing with the control (`UIPageControl.InteractionState`).
    public enum InteractionState: Int, Sendable, CaseIterable {
        /// Nothing.
        case none
        /// Tapping to move one page.
        case discrete
        /// Scrubbing along the dots (never here).
        case continuous
    }

    /// The direction the pages run in (`UIPageControl.Direction`).
    public enum Direction: Int, Sendable, CaseIterable {
        /// The layout direction's: left to right, or right to left.
        case natural
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
        /// Top to bottom (the dots stand in a column).
        case topToBottom
        /// Bottom to top.
        case bottomToTop
    }

    /// A dot's diameter, the distance between dots' centres, the room at either end, the thickness.
    static let dotSize: CGFloat = 7
    static let pitch: CGFloat = 16
    static let endRoom: CGFloat = 8
    static let thickness: CGFloat = 26

    /// The number of pages (default 0); a negative number is reported and read as 0. The current page
    /// stays within them.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 {
                report("numberOfPages must be 0 or more, got \(numberOfPages); 0 is used")
                numberOfPages = 0
            }
            if numberOfPages != oldValue { currentPage = clampedPage(currentPage); rebuildIndicators() }
        }
    }
    /// The page shown as current (default 0), kept within `0..<numberOfPages` (as UIKit keeps it).
    /// Setting it sends no event.
    open var currentPage = 0 {
        didSet {
            let clamped = clampedPage(currentPage)
            if clamped != currentPage { currentPage = clamped }
            if currentPage != oldValue { refresh() }
        }
    }
    /// Whether the control hides itself when there is only one page (default `false`).
    open var hidesForSinglePage = false { didSet { refresh() } }
    /// The other pages' dots' colour (`nil`: 30 % of the label colour).
    open var pageIndicatorTintColor: Color? { didSet { refresh() } }
    /// The current page's dot colour (`nil`: the label colour).
    open var currentPageIndicatorTintColor: Color? { didSet { refresh() } }
    /// The platter behind the dots (default `.automatic`).
    open var backgroundStyle = BackgroundStyle.automatic { didSet { refresh() } }
    /// What the user is doing with the control: `.discrete` while a finger is down on it.
    public private(set) var interactionState = InteractionState.none
    /// Whether a drag along the dots scrubs through the pages (default `true`; kept, see the type).
    open var allowsContinuousInteraction = true
    /// The image every dot shows (`nil`: a round dot).
    open var preferredIndicatorImage: Image? { didSet { refresh() } }
    /// The image the current page's dot shows (`nil`: as the others).
    open var preferredCurrentPageIndicatorImage: Image? { didSet { refresh() } }
    /// The direction the pages run in (default `.natural`).
    open var direction = Direction.natural { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }

    private var pageImages: [Int: Image] = [:]
    private var currentPageImages: [Int: Image] = [:]
    private var indicators: [ImageView] = []
    private let platter = View()

    /// Creates a control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a control with no pages; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Creates a control with no pages.
    public convenience required init() {
        self.init(frame: .zero)
    }

    private func setUp() {
        platter.isUserInteractionEnabled = false
        platter.backgroundColor = Color(white: 0, alpha: 0.2)
        addSubview(platter)
        isAccessibilityElement = true
        refresh()
    }

    // MARK: Indicator images

    /// The image the dot of `page` shows: its own, else `preferredIndicatorImage`.
    open func indicatorImage(forPage page: Int) -> Image? { pageImages[page] ?? preferredIndicatorImage }
    /// Gives the dot of `page` its own image (`nil`: the preferred one).
    open func setIndicatorImage(_ image: Image?, forPage page: Int) {
        guard checked(page, "setIndicatorImage(_:forPage:)") else { return }
        pageImages[page] = image
        refresh()
    }
    /// The image the dot of `page` shows when it is current: its own, else `preferredCurrentPageIndicatorImage`.
    open func currentPageIndicatorImage(forPage page: Int) -> Image? { currentPageImages[page] ?? preferredCurrentPageIndicatorImage }
    /// Gives the dot of `page` its own image for when it is current (`nil`: the preferred one).
    open func setCurrentPageIndicatorImage(_ image: Image?, forPage page: Int) {
        guard checked(page, "setCurrentPageIndicatorImage(_:forPage:)") else { return }
        currentPageImages[page] = image
        refresh()
    }

    // MARK: Size and layout

    /// The size the control needs for `pageCount` pages (a negative count reads as 0).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let length = CGFloat(Swift.max(0, pageCount)) * Self.pitch + 2 * Self.endRoom
        return isVertical ? CGSize(width: Self.thickness, height: length) : CGSize(width: length, height: Self.thickness)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }
    /// Whether page 0 is at the right (or the bottom).
    private var runsBackward: Bool {
        switch direction {
        case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .leftToRight, .topToBottom: false
        case .rightToLeft, .bottomToTop: true
        }
    }

    /// The centre of the dot of `page`, in the control's coordinates.
    private func centre(ofPage page: Int) -> CGPoint {
        let needed = size(forNumberOfPages: numberOfPages)
        let slot = CGFloat(runsBackward ? numberOfPages - 1 - page : page)
        let along = Self.endRoom + Self.pitch * (slot + 0.5)
        if isVertical {
            return CGPoint(x: bounds.midX, y: (bounds.height - needed.height) / 2 + along)
        }
        return CGPoint(x: (bounds.width - needed.width) / 2 + along, y: bounds.midY)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (page, indicator) in indicators.enumerated() {
            let point = centre(ofPage: page)
            let image = indicator.image
            let side = image == nil ? Self.dotSize : Swift.max(Self.dotSize, Swift.min(Self.pitch - 2, image?.size.width ?? 0))
            indicator.frame = CGRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side)
            indicator.layer.cornerRadius = image == nil ? side / 2 : 0
        }
        let needed = size(forNumberOfPages: numberOfPages)
        platter.frame = CGRect(x: (bounds.width - needed.width) / 2, y: (bounds.height - needed.height) / 2,
                               width: needed.width, height: needed.height)
        platter.layer.cornerRadius = Swift.min(needed.width, needed.height) / 2
    }

    // MARK: Taps

    /// A tap before the current dot goes back a page, one after it forward; `.valueChanged` is sent.
    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim {
        guard isEnabled, numberOfPages > 1 else { return .none }
        interactionState = .discrete
        return .tap
    }
    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    package func pointerCancelled() { interactionState = .none }
    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        interactionState = .none
        guard isEnabled, bounds.contains(point) else { return }
        let current = centre(ofPage: currentPage)
        let after = isVertical ? point.y > current.y : point.x > current.x
        step(forward: after != runsBackward)
    }

    /// Moves one page forward or back, within the pages; sends `.valueChanged` when it moved.
    private func step(forward: Bool) {
        let target = clampedPage(currentPage + (forward ? 1 : -1))
        guard target != currentPage else { return }
        currentPage = target
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: Accessibility

    /// An adjustable element: "page 2 of 5"; swiping up or down moves a page and sends `.valueChanged`.
    open override func accessibilityIncrement() { step(forward: true) }
    open override func accessibilityDecrement() { step(forward: false) }

    // MARK: Drawing

    private func rebuildIndicators() {
        for indicator in indicators { indicator.removeFromSuperview() }
        indicators = (0..<numberOfPages).map { _ in
            let indicator = ImageView()
            indicator.isUserInteractionEnabled = false
            indicator.contentMode = .scaleAspectFit
            addSubview(indicator)
            return indicator
        }
        invalidateIntrinsicContentSize()
        refresh()
    }

    private func refresh() {
        let current = currentPageIndicatorTintColor ?? .label
        let other = pageIndicatorTintColor ?? Color.label.withAlphaComponent(0.3)
        for (page, indicator) in indicators.enumerated() {
            let isCurrent = page == currentPage
            let image = isCurrent ? (currentPageIndicatorImage(forPage: page) ?? indicatorImage(forPage: page)) : indicatorImage(forPage: page)
            indicator.image = image
            indicator.tintColor = isCurrent ? current : other
            indicator.backgroundColor = image == nil ? (isCurrent ? current : other) : nil
        }
        platter.isHidden = backgroundStyle != .prominent || numberOfPages == 0
        isHidden = hidesForSinglePage && numberOfPages <= 1
        accessibilityTraits = .adjustable
        accessibilityValue = numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
        setNeedsLayout()
    }

    private func clampedPage(_ page: Int) -> Int { Swift.max(0, Swift.min(page, numberOfPages - 1)) }

    private func checked(_ page: Int, _ call: String) -> Bool {
        guard page < 0 || page >= numberOfPages else { return true }
        report("\(call): page \(page) is out of range 0..<\(numberOfPages); nothing changed")
        return false
    }

    private func report(_ message: String) {
        LayoutDiagnostic.report("UIPageControl: \(message).", constraints: [], from: self)
    }
}

extension PageControl: PointerInteracting {}
