import CollectionGeometry
import ConstraintSolver
import Foundation

/// The constraints of one region of a view hierarchy and the solver that solves them (F33).
///
/// A layout island is rooted at a view whose frame comes from outside (`translates…` is `true`, or
/// it has no superview): it holds the constraints installed on the root and on the views below it
/// that its constraints lay out (`translates…` is `false`), down to the next such root. The root's
/// size, margins and the frames of fixed views it refers to are *pins*: variables held by
/// updatable equalities, so a resize re-solves in place. A fitting island (`systemLayoutSizeFitting`)
/// is rooted at the measured view, whose size is free at the fitting priorities; views below it whose
/// frames come from outside follow their superviews through their autoresizing masks, as UIKit's
/// autoresizing constraints make them.
@MainActor
final class Island {
    /// What a fitting island fits.
    struct Fitting: Equatable {
        var target: CGSize
        var horizontal: LayoutPriority
        var vertical: LayoutPriority
    }

    struct FrameVariables {
        var x, y, w, h: Variable
    }

    /// A linear expression under construction: terms appended in place, one array per constraint.
    private struct Terms {
        var terms: [(variable: Variable, coefficient: Double)] = []
        var constant = 0.0

        init() { terms.reserveCapacity(8) }

        mutating func add(_ variable: Variable, _ coefficient: Double) { terms.append((variable, coefficient)) }

    }

    private enum PinKind: Hashable {
        case x, y, w, h, boundsX, boundsY
        case marginLeft, marginRight, marginTop, marginBottom
        case safeLeft, safeRight, safeTop, safeBottom
        case readableLeft, readableWidth
    }

    private struct PinKey: Hashable {
        var object: ObjectIdentifier
        var kind: PinKind
    }

    private struct Pin {
        weak var view: View?
        var kind: PinKind
        var variable: Variable
        var id: ConstraintID?
        var value: CGFloat
    }

    private struct Entry {
        /// Strong: nothing the constraint holds leads back to the island.
        var constraint: LayoutConstraint?
        var id: ConstraintID?
        var constant: CGFloat
    }


    /// The view the island is rooted at.
    private(set) weak var root: View?
    /// The root's identity, compared without loading the weak reference (the root owns the island).
    private let rootID: ObjectIdentifier
    /// What it fits, for a fitting island.
    package var fitting: Fitting?
    /// Constraints or the hierarchy changed: build again. Constants changed: refresh.
    var needsBuild = true
    var needsRefresh = false

    private var solver = ConstraintSolver()
    /// Views with frame variables (laid out by the island, or followed through autoresizing in a
    /// fitting island), in tree order, and whether their frames are the island's to set.
    private var views: [(view: View, frame: FrameVariables, isLaidOut: Bool)] = []
    private var viewIndex: [ObjectIdentifier: Int] = [:]
    private var guides: [ObjectIdentifier: (guide: LayoutGuide, frame: FrameVariables)] = [:]
    private var pins: [PinKey: Pin] = [:]
    private var entries: [Entry] = []
    private var intrinsics = IntrinsicSizes()
    /// The fitting target's constraints and the priorities they were made with.
    private var fittingIDs: (w: ConstraintID?, h: ConstraintID?) = (nil, nil)
    private var fittingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority)?
    private var rootFrame: FrameVariables?

    /// Whether the island lays anything out (an island without constraints or laid-out views is dropped).
    private(set) var hasContent = false

    init(root: View, fitting: Fitting?) {
        self.root = root
        rootID = ObjectIdentifier(root)
        self.fitting = fitting
        build()
        isFresh = true
    }

    /// Just built by `init`: the first `update()` has nothing to read again.
    private var isFresh = false

    // MARK: Building

    private func build() {
        needsBuild = false
        needsRefresh = false
        solver = ConstraintSolver()
        views = []
        viewIndex = [:]
        guides = [:]
        pins = [:]
        entries = []
        intrinsics = IntrinsicSizes()
        fittingIDs = (nil, nil)
        fittingPriorities = nil
        rootFrame = nil
        guard let root else { return }
        var constraints: [LayoutConstraint] = []
        if fitting != nil {
            let frame = makeFrame()
            rootFrame = frame
            addRequired(frame.x == 0)
            addRequired(frame.y == 0)
        }
        collect(root, into: &constraints, isRoot: true)
        hasContent = !constraints.isEmpty || !views.isEmpty
        guard hasContent else { return }
        for index in views.indices where views[index].isLaidOut {
            addIntrinsic(views[index].view, frame: views[index].frame)
        }
        if let fitting, let frame = rootFrame {
            addIntrinsic(root, frame: frame)
            addFittingTarget(fitting, frame: frame)
        }
        for constraint in constraints { add(constraint) }
    }

    /// Collects the region below `view`: constraints installed on it, and its subviews that are laid
    /// out by constraints (or, in a fitting island, followed through their masks when they hold any).
    private func collect(_ view: View, into constraints: inout [LayoutConstraint], isRoot: Bool) {
        if let installed = view.autoLayoutState?.installed { constraints += installed }
        for subview in view.subviews {
            if !subview.translatesAutoresizingMaskIntoConstraints {
                register(subview, isLaidOut: true)
                collect(subview, into: &constraints, isRoot: false)
            } else if fitting != nil, subview.holdsConstraints {
                register(subview, isLaidOut: false)
                addAutoresizing(subview)
                collect(subview, into: &constraints, isRoot: false)
            }
        }
    }

    private func register(_ view: View, isLaidOut: Bool) {
        viewIndex[ObjectIdentifier(view)] = views.count
        views.append((view, makeFrame(), isLaidOut))
    }

    private func makeFrame() -> FrameVariables {
        FrameVariables(x: solver.makeVariable(), y: solver.makeVariable(), w: solver.makeVariable(), h: solver.makeVariable())
    }

    private func strength(_ priority: LayoutPriority) -> Strength {
        priority == .required ? .required : Strength(priority: Double(priority.rawValue))
    }

    func addRequired(_ constraint: LinearConstraint) {
        _ = try? solver.add(constraint)
    }

    /// Asks for the root's size to be the fitting target at the fitting priorities.
    private func addFittingTarget(_ fitting: Fitting, frame: FrameVariables) {
        func add(_ constraint: LinearConstraint) -> ConstraintID? {
            constraint.strength.isRequired ? (try? solver.addUpdatable(constraint)) : (try? solver.add(constraint))
        }
        fittingIDs.w = add(LinearConstraint(LinearExpression(frame.w) - Double(fitting.target.width), .equal, strength: strength(fitting.horizontal)))
        fittingIDs.h = add(LinearConstraint(LinearExpression(frame.h) - Double(fitting.target.height), .equal, strength: strength(fitting.vertical)))
        fittingPriorities = (fitting.horizontal, fitting.vertical)
    }

    // MARK: Pins

    private func pinValue(_ view: View, _ kind: PinKind) -> CGFloat {
        switch kind {
        case .x: return view.frame.minX
        case .y: return view.frame.minY
        case .w: return view.bounds.width
        case .h: return view.bounds.height
        case .boundsX: return view.bounds.minX
        case .boundsY: return view.bounds.minY
        case .marginLeft: return view.layoutMargins.left
        case .marginRight: return view.layoutMargins.right
        case .marginTop: return view.layoutMargins.top
        case .marginBottom: return view.layoutMargins.bottom
        case .safeLeft: return view.safeAreaInsets.left
        case .safeRight: return view.safeAreaInsets.right
        case .safeTop: return view.safeAreaInsets.top
        case .safeBottom: return view.safeAreaInsets.bottom
        case .readableLeft:
            return LayoutGuide.readableFrame(in: view.bounds.inset(by: view.layoutMargins)).minX - view.bounds.minX
        case .readableWidth:
            return LayoutGuide.readableFrame(in: view.bounds.inset(by: view.layoutMargins)).width
        }
    }

    private func pin(_ view: View, _ kind: PinKind) -> LinearExpression {
        LinearExpression(pinVariable(view, kind))
    }

    /// The variable standing for a value the island reads but does not set (kept current by `refresh`).
    private func pinVariable(_ view: View, _ kind: PinKind) -> Variable {
        let key = PinKey(object: ObjectIdentifier(view), kind: kind)
        if let existing = pins[key] { return existing.variable }
        let variable = solver.makeVariable()
        let value = pinValue(view, kind)
        let id = try? solver.addUpdatable(variable == Double(value))
        pins[key] = Pin(view: view, kind: kind, variable: variable, id: id, value: value)
        return variable
    }

    // MARK: Expressions

    /// The frame variables of `view` when the island has them.
    func frameVariables(_ view: View) -> FrameVariables? {
        if ObjectIdentifier(view) == rootID { return rootFrame }
        return viewIndex[ObjectIdentifier(view)].map { views[$0].frame }
    }

    /// The view's width and height: variables, or pins of its current size.
    func size(_ view: View) -> (LinearExpression, LinearExpression) {
        if let frame = frameVariables(view) { return (LinearExpression(frame.w), LinearExpression(frame.h)) }
        return (pin(view, .w), pin(view, .h))
    }

    /// Adds `factor` × an attribute of a layout guide in the root's coordinates; `false` when the
    /// guide has no owning view. A guide is a rectangle — its left and top edges and its size — read
    /// edge by edge as a view's frame is.
    private func accumulate(_ guide: LayoutGuide, _ attribute: LayoutConstraint.Attribute, _ factor: Double, into terms: inout Terms) -> Bool {
        guard let owner = guide.owningView else { return false }
        let origin: (Bool, Double, inout Terms) -> Void
        let length: (Bool, Double, inout Terms) -> Void
        switch guide.kind {
        case .custom:
            let frame: FrameVariables
            if let existing = guides[ObjectIdentifier(guide)] {
                frame = existing.frame
            } else {
                frame = makeFrame()
                guides[ObjectIdentifier(guide)] = (guide, frame)
                // A guide never has a negative size.
                addRequired(frame.w >= 0)
                addRequired(frame.h >= 0)
            }
            // Its frame is in the owner's bounds coordinates.
            origin = { horizontal, f, terms in
                self.addSpaceOrigin(owner, horizontal: horizontal, f, into: &terms)
                terms.add(horizontal ? frame.x : frame.y, f)
            }
            length = { horizontal, f, terms in terms.add(horizontal ? frame.w : frame.h, f) }
        case .scrollFrame:
            // The owner's frame, in the root's coordinates.
            origin = { horizontal, f, terms in self.addOrigin(owner, horizontal: horizontal, f, into: &terms) }
            length = { horizontal, f, terms in self.addLength(owner, horizontal: horizontal, f, into: &terms) }
        case .scrollContent:
            // At the origin of the owner's bounds coordinates; its size is the content size the
            // constraints give, held weakly at the current one where they leave it free.
            let frame = scrollContentFrame(guide, owner: owner)
            origin = { horizontal, f, terms in self.addSpaceOrigin(owner, horizontal: horizontal, f, into: &terms) }
            length = { horizontal, f, terms in terms.add(horizontal ? frame.w : frame.h, f) }
        case .layoutMargins, .safeArea, .readableContent:
            // The owner's frame inset by pinned insets (the readable guide: a pinned left and width).
            let kinds: (left: PinKind, right: PinKind, top: PinKind, bottom: PinKind) = guide.kind == .safeArea
                ? (.safeLeft, .safeRight, .safeTop, .safeBottom) : (.marginLeft, .marginRight, .marginTop, .marginBottom)
            let readable = guide.kind == .readableContent
            origin = { horizontal, f, terms in
                self.addOrigin(owner, horizontal: horizontal, f, into: &terms)
                terms.add(self.pinVariable(owner, horizontal ? (readable ? .readableLeft : kinds.left) : kinds.top), f)
            }
            length = { horizontal, f, terms in
                if horizontal, readable {
                    terms.add(self.pinVariable(owner, .readableWidth), f)
                    return
                }
                self.addLength(owner, horizontal: horizontal, f, into: &terms)
                terms.add(self.pinVariable(owner, horizontal ? kinds.left : kinds.top), -f)
                terms.add(self.pinVariable(owner, horizontal ? kinds.right : kinds.bottom), -f)
            }
        }
        let rightToLeft = attribute.isDirectional && owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left, .leftMargin:
            origin(true, factor, &terms)
        case .right, .rightMargin:
            origin(true, factor, &terms)
            length(true, factor, &terms)
        case .leading, .leadingMargin, .trailing, .trailingMargin:
            origin(true, factor, &terms)
            if (attribute == .leading || attribute == .leadingMargin) == rightToLeft { length(true, factor, &terms) }
        case .top, .topMargin, .firstBaseline:
            origin(false, factor, &terms)
        case .bottom, .bottomMargin, .lastBaseline:
            origin(false, factor, &terms)
            length(false, factor, &terms)
        case .width:
            length(true, factor, &terms)
        case .height:
            length(false, factor, &terms)
        case .centerX, .centerXWithinMargins:
            origin(true, factor, &terms)
            length(true, 0.5 * factor, &terms)
        case .centerY, .centerYWithinMargins:
            origin(false, factor, &terms)
            length(false, 0.5 * factor, &terms)
        case .notAnAttribute:
            break
        }
        return true
    }

    /// The size variables of a scroll view's content guide, made on first use: never negative, and
    /// weakly the content size the view has now.
    private func scrollContentFrame(_ guide: LayoutGuide, owner: View) -> FrameVariables {
        if let existing = guides[ObjectIdentifier(guide)] { return existing.frame }
        let frame = makeFrame()
        guides[ObjectIdentifier(guide)] = (guide, frame)
        addRequired(frame.w >= 0)
        addRequired(frame.h >= 0)
        let size = (owner as? any LayoutContentSizing)?.contentSize ?? .zero
        let weak = strength(LayoutPriority(1))
        _ = try? solver.add(LinearConstraint(LinearExpression(terms: [(frame.w, 1)], constant: -Double(size.width)), .equal, strength: weak))
        _ = try? solver.add(LinearConstraint(LinearExpression(terms: [(frame.h, 1)], constant: -Double(size.height)), .equal, strength: weak))
        return frame
    }

    /// Adds `factor` × the side's value in the root's coordinates to `terms`; `false` when an item
    /// is gone.
    private func accumulate(_ side: AnchorSide, _ factor: Double, into terms: inout Terms) -> Bool {
        if let offset = side.offset {
            // From leading to trailing is measured in the reading direction, as constraints are.
            let sign: Double = isMirrored(offset.from) ? -1 : 1
            return accumulate(offset.to, sign * factor, into: &terms) && accumulate(offset.from, -sign * factor, into: &terms)
        }
        if let view = side.view {
            accumulate(view, side.attribute, factor, into: &terms)
            return true
        }
        if let guide = side.guide { return accumulate(guide, side.attribute, factor, into: &terms) }
        return false
    }

    /// Adds `factor` × an attribute of `view` in the root's coordinates to `terms`, without
    /// intermediate expressions (this runs for every constraint of every island built).
    private func accumulate(_ view: View, _ attribute: LayoutConstraint.Attribute, _ factor: Double, into terms: inout Terms) {
        func rightToLeft() -> Bool { view.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        func margin(_ kind: PinKind, _ f: Double) { terms.add(pinVariable(view, kind), f) }
        switch attribute {
        case .left:
            addOrigin(view, horizontal: true, factor, into: &terms)
        case .right:
            addOrigin(view, horizontal: true, factor, into: &terms)
            addLength(view, horizontal: true, factor, into: &terms)
        case .leading, .trailing:
            accumulate(view, (attribute == .leading) == rightToLeft() ? .right : .left, factor, into: &terms)
        case .top:
            addOrigin(view, horizontal: false, factor, into: &terms)
        case .bottom:
            addOrigin(view, horizontal: false, factor, into: &terms)
            addLength(view, horizontal: false, factor, into: &terms)
        case .width:
            addLength(view, horizontal: true, factor, into: &terms)
        case .height:
            addLength(view, horizontal: false, factor, into: &terms)
        case .centerX:
            addOrigin(view, horizontal: true, factor, into: &terms)
            addLength(view, horizontal: true, 0.5 * factor, into: &terms)
        case .centerY:
            addOrigin(view, horizontal: false, factor, into: &terms)
            addLength(view, horizontal: false, 0.5 * factor, into: &terms)
        case .firstBaseline:
            addOrigin(view, horizontal: false, factor, into: &terms)
            if let offset = view.firstBaselineOffsetFromTop {
                terms.constant += factor * Double(offset)
            } else {
                addLength(view, horizontal: false, factor, into: &terms)
            }
        case .lastBaseline:
            addOrigin(view, horizontal: false, factor, into: &terms)
            addLength(view, horizontal: false, factor, into: &terms)
            terms.constant -= factor * Double(view.lastBaselineOffsetFromBottom ?? 0)
        case .leftMargin:
            accumulate(view, .left, factor, into: &terms)
            margin(.marginLeft, factor)
        case .rightMargin:
            accumulate(view, .right, factor, into: &terms)
            margin(.marginRight, -factor)
        case .leadingMargin, .trailingMargin:
            accumulate(view, (attribute == .leadingMargin) == rightToLeft() ? .rightMargin : .leftMargin, factor, into: &terms)
        case .topMargin:
            accumulate(view, .top, factor, into: &terms)
            margin(.marginTop, factor)
        case .bottomMargin:
            accumulate(view, .bottom, factor, into: &terms)
            margin(.marginBottom, -factor)
        case .centerXWithinMargins:
            accumulate(view, .centerX, factor, into: &terms)
            margin(.marginLeft, 0.5 * factor)
            margin(.marginRight, -0.5 * factor)
        case .centerYWithinMargins:
            accumulate(view, .centerY, factor, into: &terms)
            margin(.marginTop, 0.5 * factor)
            margin(.marginBottom, -0.5 * factor)
        case .notAnAttribute:
            break
        }
    }

    /// Adds `factor` × the view's left (or top) edge in the root's coordinates: its superview's space
    /// origin plus its frame origin (the root's own edge is 0).
    private func addOrigin(_ view: View, horizontal: Bool, _ factor: Double, into terms: inout Terms) {
        guard ObjectIdentifier(view) != rootID else { return }
        if let index = viewIndex[ObjectIdentifier(view)], let superview = view.superview {
            addSpaceOrigin(superview, horizontal: horizontal, factor, into: &terms)
            let frame = views[index].frame
            terms.add(horizontal ? frame.x : frame.y, factor)
            return
        }
        guard let superview = view.superview, let root, view.isDescendant(of: root) else {
            let frame = view.convert(view.bounds, to: root)
            terms.constant += factor * Double(horizontal ? frame.minX : frame.minY)
            return
        }
        addSpaceOrigin(superview, horizontal: horizontal, factor, into: &terms)
        terms.add(pinVariable(view, horizontal ? .x : .y), factor)
    }

    /// Adds `factor` × the offset that turns `view`'s bounds coordinates into the root's (see
    /// `spaceOrigin`).
    private func addSpaceOrigin(_ view: View, horizontal: Bool, _ factor: Double, into terms: inout Terms) {
        let boundsKind: PinKind = horizontal ? .boundsX : .boundsY
        if ObjectIdentifier(view) == rootID {
            if fitting == nil { terms.add(pinVariable(view, boundsKind), -factor) }
            return
        }
        guard let root, let superview = view.superview, viewIndex[ObjectIdentifier(view)] != nil || view.isDescendant(of: root) else {
            let origin = view.convert(CGPoint.zero, to: root)
            terms.constant += factor * Double(horizontal ? origin.x : origin.y)
            return
        }
        addSpaceOrigin(superview, horizontal: horizontal, factor, into: &terms)
        if let frame = frameVariables(view) {
            terms.add(horizontal ? frame.x : frame.y, factor)
        } else {
            terms.add(pinVariable(view, horizontal ? .x : .y), factor)
        }
        terms.add(pinVariable(view, boundsKind), -factor)
    }

    /// Adds `factor` × the view's width (or height).
    private func addLength(_ view: View, horizontal: Bool, _ factor: Double, into terms: inout Terms) {
        if let frame = frameVariables(view) {
            terms.add(horizontal ? frame.w : frame.h, factor)
        } else {
            terms.add(pinVariable(view, horizontal ? .w : .h), factor)
        }
    }

    /// Whether `side` is leading or trailing of an item laid out right to left.
    private func isMirrored(_ side: AnchorSide) -> Bool {
        side.attribute.isDirectional && side.item?.owningView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    private func linear(_ constraint: LayoutConstraint) -> LinearConstraint? {
        // UIKit measures a constraint on leading or trailing along the reading direction: right to
        // left, the horizontal axis is mirrored (x ↦ −x), so `a.leading == b.trailing + 12` leaves
        // 12 points to b's left and `≥` keeps meaning "at least that far along".
        let sign: Double = isMirrored(constraint.first) ? -1 : 1
        var terms = Terms()
        guard accumulate(constraint.first, sign, into: &terms) else { return nil }
        if let second = constraint.second {
            guard accumulate(second, -sign * Double(constraint.multiplier), into: &terms) else { return nil }
        }
        terms.constant -= Double(constraint.constant)
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return LinearConstraint(LinearExpression(terms: terms.terms, constant: terms.constant), relation, strength: strength(constraint.priority))
    }

    private func add(_ constraint: LayoutConstraint) {
        constraint.engineState.changedConstant = false
        guard let linear = linear(constraint) else { return }
        var id: ConstraintID?
        do {
            id = constraint.engineState.isVolatile && linear.strength.isRequired ? try solver.addUpdatable(linear) : try solver.add(linear)
        } catch {
            reportUnsatisfiable(constraint, error: error)
        }
        entries.append(Entry(constraint: constraint, id: id, constant: constraint.constant))
    }

    private func reportUnsatisfiable(_ constraint: LayoutConstraint, error: ConstraintSolverError) {
        var conflicting: [LayoutConstraint] = [constraint]
        if case .unsatisfiable(_, let ids) = error {
            let known = Set(ids)
            conflicting = entries.compactMap { entry in entry.id.flatMap { known.contains($0) ? entry.constraint : nil } } + [constraint]
        }
        let list = conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
        let message = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        (
        \(list)
        )

        Will attempt to recover by breaking constraint\(" ")
        \(constraint)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        """
        LayoutDiagnostic.report(message, constraints: conflicting, from: root)
    }

    /// Content hugging and compression resistance around the intrinsic size of `view`.
    private func addIntrinsic(_ view: View, frame: FrameVariables) {
        intrinsics.add(view, width: frame.w, height: frame.h, to: &solver)
    }

    // MARK: Refreshing

    /// Brings constants up to date in place: pins, changed constants, intrinsic sizes, the fitting target.
    private func refresh() {
        needsRefresh = false
        for key in Array(pins.keys) {
            guard let entry = pins[key], let view = entry.view, let id = entry.id else { continue }
            let value = pinValue(view, entry.kind)
            guard value != entry.value else { continue }
            pins[key]?.value = value
            try? solver.updateConstant(id, to: -Double(value))
        }
        for index in entries.indices {
            guard let constraint = entries[index].constraint, constraint.engineState.changedConstant else { continue }
            constraint.engineState.changedConstant = false
            guard constraint.constant != entries[index].constant, let id = entries[index].id, let linear = linear(constraint) else { continue }
            if !constraint.engineState.isVolatile {
                // The second change of a constant: keep the constraint updatable in place from now on.
                constraint.engineState.isVolatile = true
            }
            entries[index].constant = constraint.constant
            do {
                try solver.updateConstant(id, to: linear.expression.constant)
            } catch {
                reportUnsatisfiable(constraint, error: error)
            }
        }
        guard intrinsics.refresh(&solver) else {
            needsBuild = true
            return
        }
        if let fitting, let frame = rootFrame {
            if let priorities = fittingPriorities, priorities.horizontal == fitting.horizontal, priorities.vertical == fitting.vertical {
                if let id = fittingIDs.w { try? solver.updateConstant(id, to: -Double(fitting.target.width)) }
                if let id = fittingIDs.h { try? solver.updateConstant(id, to: -Double(fitting.target.height)) }
            } else {
                // Another fitting priority is another constraint.
                try? solver.remove([fittingIDs.w, fittingIDs.h].compactMap { $0 })
                addFittingTarget(fitting, frame: frame)
            }
        }
    }

    /// Builds or refreshes as needed.
    private func update() {
        if isFresh {
            // Built by `init` for the caller that made the island: nothing can have changed since.
            isFresh = false
        } else if needsBuild || root == nil {
            build()
        } else {
            refresh()
            if needsBuild { build() }
        }
    }

    // MARK: Solving

    /// Solves and places the views the island lays out (their frames, in their superviews).
    package func layOut() {
        update()
        intrinsics.settleWrapping(&solver)
        for entry in views where entry.isLaidOut {
            let frame = CGRect(x: solver.value(of: entry.frame.x), y: solver.value(of: entry.frame.y),
                               width: Swift.max(0, solver.value(of: entry.frame.w)), height: Swift.max(0, solver.value(of: entry.frame.h)))
            if entry.view.frame != frame { entry.view.frame = frame }
        }
        // A scroll view's content guide sets its content size.
        for entry in guides.values where entry.guide.kind == .scrollContent {
            guard let owner = entry.guide.owningView as? any LayoutContentSizing else { continue }
            let size = CGSize(width: Swift.max(0, solver.value(of: entry.frame.w)), height: Swift.max(0, solver.value(of: entry.frame.h)))
            if owner.contentSize != size { owner.contentSize = size }
        }
    }

    /// The fitted size of the root (a fitting island).
    func fittedSize() -> CGSize {
        update()
        intrinsics.settleWrapping(&solver)
        guard let frame = rootFrame else { return .zero }
        return CGSize(width: Swift.max(0, solver.value(of: frame.w)), height: Swift.max(0, solver.value(of: frame.h)))
    }

    /// A custom guide's frame in its owning view's coordinates.
    package func frame(of guide: LayoutGuide) -> CGRect? {
        guard let entry = guides[ObjectIdentifier(guide)] else { return nil }
        return CGRect(x: solver.value(of: entry.frame.x), y: solver.value(of: entry.frame.y),
                      width: solver.value(of: entry.frame.w), height: solver.value(of: entry.frame.h))
    }

    /// Whether the constraints leave `view`'s frame undetermined.
    func isAmbiguous(_ view: View) -> Bool {
        update()
        guard let index = viewIndex[ObjectIdentifier(view)] else { return false }
        let frame = views[index].frame
        return [frame.x, frame.y, frame.w, frame.h].contains { solver.isAmbiguous($0) }
    }
}

extension View {
    /// Whether the view or a view below it has installed constraints or views laid out by constraints.
    var holdsConstraints: Bool {
        if let state = autoLayoutState, !state.installed.isEmpty { return true }
        return subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints || $0.holdsConstraints }
    }
}
