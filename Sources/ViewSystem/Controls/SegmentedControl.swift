import CollectionGeometry
import Foundation

/// A row of segments, one of them selected (`UISegmentedControl`): each shows a title or an image, a tap
/// selects it and sends `.valueChanged` (and runs the segment's action, for segments made from actions).
///
/// Drawn as iOS 13 and later draw it: a rounded grey track, 32 points tall, the selected segment on a
/// raised white (dark grey in a dark appearance) thumb, thin dividers between the other segments.
/// Segments share the width equally unless `setWidth(_:forSegmentAt:)` fixes one's, or
/// `apportionsSegmentWidthsByContent` sizes each by its content.
///
/// Differences from UIKit: no background, divider or content-position images per bar metrics; title
/// text attributes read only the font and foreground colour; the thumb does not follow a drag across
/// segments (a tap selects). An index out of range is reported (UIKit raises) and changes nothing;
/// reading one answers `nil`, 0 or `false`.
@MainActor
open class SegmentedControl: Control {
    /// The index meaning "no segment" (`UISegmentedControl.noSegment`).
    public static let noSegment = -1
    /// The control's height.
    public static let height: CGFloat = 32

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: Image?
        var action: Action?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    private var segments: [Segment] = []
    private var segmentViews: [SegmentView] = []
    private var dividers: [View] = []
    private let thumb = View()
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Whether a tapped segment shows as selected only while pressed (default `false`).
    open var isMomentary = false
    /// Whether each segment is as wide as its content (default `false`: they share the width equally).
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// The selected segment's thumb colour (`nil`: white, dark grey in a dark appearance).
    open var selectedSegmentTintColor: Color? { didSet { refresh() } }

    /// The selected segment's index, or `noSegment`. Setting it sends no event, as in UIKit; an index
    /// out of range is reported and changes nothing.
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return report("selectedSegmentIndex \(newValue) is out of range 0..<\(segments.count) (or noSegment, -1)")
            }
            guard newValue != selected else { return }
            selected = newValue
            refresh()
        }
    }
    private var selected = SegmentedControl.noSegment

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with a segment per item: a `String` is a title, an `Image` an image; other
    /// items are reported and left out.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            if let title = item as? String { segments.append(Segment(title: title)) }
            else if let image = item as? Image { segments.append(Segment(image: image)) }
            else { report("an item of type \(type(of: item)) is neither a String nor an Image; it was left out") }
        }
        rebuildSegments()
    }

    /// Creates a control with a segment per action: its title and image show, a tap runs it.
    public convenience init(frame: CGRect, actions: [Action]) {
        self.init(frame: frame)
        for action in actions {
            segments.append(Segment(title: action.title, image: action.image, action: action))
        }
        rebuildSegments()
    }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a control with no segments; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Creates a control with no segments.
    public convenience required init() {
        self.init(frame: .zero)
    }

    private func setUp() {
        backgroundColor = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        layer.cornerRadius = 9
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = 7
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.isHidden = true
        addSubview(thumb)
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (pinned to 0…`numberOfSegments`, as UIKit documents).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (pinned to 0…`numberOfSegments`).
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` (its title and image; a tap runs it) at `segment` (pinned).
    open func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ new: Segment, at index: Int) {
        let at = Swift.min(Swift.max(0, index), segments.count)
        segments.insert(new, at: at)
        if selected >= at { selected += 1 }
        rebuildSegments()
    }

    /// Removes the segment at `segment` (an index out of range is reported).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checked(segment, "removeSegment(at:animated:)") else { return }
        segments.remove(at: segment)
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
        rebuildSegments()
    }

    /// Removes every segment; nothing is selected.
    open func removeAllSegments() {
        segments.removeAll()
        selected = Self.noSegment
        rebuildSegments()
    }

    /// Sets the title of the segment at `segment` (it then shows the title, not an image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checked(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        rebuildSegments()
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (it then shows the image, not a title).
    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard checked(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        segments[segment].title = nil
        rebuildSegments()
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> Image? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Makes the segment at `segment` show `action`'s title and image and run it when tapped.
    open func setAction(_ action: Action, forSegmentAt segment: Int) {
        guard checked(segment, "setAction(_:forSegmentAt:)") else { return }
        segments[segment] = Segment(title: action.title, image: action.image, action: action,
                                    isEnabled: segments[segment].isEnabled, width: segments[segment].width,
                                    contentOffset: segments[segment].contentOffset)
        rebuildSegments()
    }

    /// The action of the segment at `segment`, if it was made from one.
    open func actionForSegment(at segment: Int) -> Action? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    /// - Complexity: O(segments).
    open func segmentIndex(identifiedBy actionIdentifier: Action.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Fixes the width of the segment at `segment`; 0 lets it share the width (NaN, infinite and
    /// negative widths are reported and read as 0).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checked(segment, "setWidth(_:forSegmentAt:)") else { return }
        if !width.isFinite || width < 0 { report("a segment width must be a finite length of 0 or more, got \(width); 0 is used") }
        segments[segment].width = width.isFinite ? Swift.max(0, width) : 0
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The fixed width of the segment at `segment` (0: it shares the width).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves the content of the segment at `segment` by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard checked(segment, "setContentOffset(_:forSegmentAt:)") else { return }
        segments[segment].contentOffset = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        setNeedsLayout()
    }

    /// How far the content of the segment at `segment` is moved from its centre.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Enables or disables the segment at `segment` (a disabled one is dimmed and cannot be tapped).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checked(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        refresh()
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the title's attributes for `state`: its `.font` and `.foregroundColor` are used.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        textAttributes[state.rawValue] = attributes
        refresh()
    }

    /// The title's attributes set for `state`.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }

    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { refresh() } } }

    // MARK: Layout

    /// 32 points tall; as wide as its segments need (each the widest content plus 12 points either
    /// side, or its own content's with `apportionsSegmentWidthsByContent`, or its fixed width).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: contentWidths().reduce(0, +), height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The width each segment wants.
    private func contentWidths() -> [CGFloat] {
        let natural = segmentViews.map { $0.contentWidth + 24 }
        let widest = natural.max() ?? 0
        return segments.indices.map { index in
            segments[index].width > 0 ? segments[index].width : (apportionsSegmentWidthsByContent ? natural[index] : widest)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let count = segments.count
        guard count > 0 else { thumb.isHidden = true; return }
        // Fixed widths are kept; the others share what is left — equally, or in proportion to their
        // content when apportioned by content.
        let wanted = contentWidths()
        let fixed = segments.indices.filter { segments[$0].width > 0 }
        let fixedTotal = fixed.reduce(0) { $0 + wanted[$1] }
        let free = segments.indices.filter { segments[$0].width <= 0 }
        let freeWanted = free.reduce(0) { $0 + wanted[$1] }
        let left = Swift.max(0, bounds.width - fixedTotal)
        var widths = wanted
        for index in free {
            widths[index] = apportionsSegmentWidthsByContent && freeWanted > 0 ? left * wanted[index] / freeWanted : left / CGFloat(free.count)
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = 0
        var frames: [CGRect] = []
        for index in 0..<count {
            let width = widths[index]
            let origin = rightToLeft ? bounds.width - x - width : x
            frames.append(CGRect(x: origin, y: 0, width: width, height: bounds.height))
            x += width
        }
        for (index, view) in segmentViews.enumerated() {
            let offset = segments[index].contentOffset
            view.frame = frames[index].offsetBy(dx: offset.width, dy: offset.height)
        }
        for (index, divider) in dividers.enumerated() {
            // Between segments index and index + 1; hidden next to the selected one.
            let edge = rightToLeft ? frames[index].minX : frames[index].maxX
            divider.frame = CGRect(x: edge - 0.5, y: 8, width: 1, height: bounds.height - 16)
            divider.isHidden = index == shownSelection || index + 1 == shownSelection
        }
        if frames.indices.contains(shownSelection) {
            thumb.isHidden = false
            thumb.frame = frames[shownSelection].insetBy(dx: 2, dy: 2)
        } else {
            thumb.isHidden = true
        }
    }

    /// The segment drawn as selected: the pressed one of a momentary control, else the selection.
    private var shownSelection: Int { pressed ?? selected }
    /// The segment pressed in a momentary control, while the finger is down.
    private var pressed: Int?

    // MARK: Taps

    /// A tap on the segment at `index`: it becomes selected (unless momentary), `.valueChanged` is sent
    /// and its action runs.
    func segmentTapped(_ index: Int) {
        guard isEnabled, segments.indices.contains(index), segments[index].isEnabled else { return }
        if !isMomentary {
            guard index != selected else { return }
            selected = index
            View.animate(withDuration: 0.2) {
                self.refresh()
                self.layoutIfNeeded()
            }
        }
        segments[index].action?.perform(withSender: self, target: nil)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// A momentary control shows the pressed segment as selected while the finger is down.
    func segmentPressed(_ index: Int?) {
        guard isMomentary, pressed != index else { return }
        pressed = index
        refresh()
    }

    // MARK: Drawing

    private func rebuildSegments() {
        for view in segmentViews { view.removeFromSuperview() }
        for divider in dividers { divider.removeFromSuperview() }
        segmentViews = segments.indices.map { index in
            let view = SegmentView(control: self, index: index)
            addSubview(view)
            return view
        }
        dividers = segments.count > 1 ? (0..<(segments.count - 1)).map { _ in
            let divider = View()
            divider.backgroundColor = .opaqueSeparator
            insertSubview(divider, belowSubview: thumb)
            return divider
        } : []
        if !segments.indices.contains(selected) { selected = Self.noSegment }
        refresh()
        invalidateIntrinsicContentSize()
    }

    /// Shows each segment's content, state and colours.
    private func refresh() {
        thumb.backgroundColor = selectedSegmentTintColor
            ?? Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? Color(white: 0.39, alpha: 1) : .white })
        for (index, view) in segmentViews.enumerated() {
            let isSelected = index == shownSelection
            var state: State = isSelected ? .selected : .normal
            if !isEnabled || !segments[index].isEnabled { state = .disabled }
            let attributes = textAttributes[state.rawValue] ?? textAttributes[State.normal.rawValue]
            let font = attributes?[.font] as? Font ?? .systemFont(ofSize: 13, weight: isSelected ? .semibold : .medium)
            let color = attributes?[.foregroundColor] as? Color
                ?? (state == .disabled ? Color.tertiaryLabel : Color.label)
            view.show(segments[index], font: font, color: color, isSelected: isSelected, position: index, count: segments.count)
        }
        setNeedsLayout()
    }

    /// `index` names a segment; otherwise reported for `call`.
    private func checked(_ index: Int, _ call: String) -> Bool {
        guard !segments.indices.contains(index) else { return true }
        report("\(call): segment \(index) is out of range 0..<\(segments.count); nothing changed")
        return false
    }

    private func report(_ message: String) {
        LayoutDiagnostic.report("UISegmentedControl: \(message).", constraints: [], from: self)
    }
}
