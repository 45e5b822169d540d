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
package final class Island {
    /// What a fitting island fits.
    package struct Fitting: Equatable {
        var target: CGSize
        var horizontal: LayoutPriority
        var vertical: LayoutPriority
    }

    private struct FrameVariables {
        var x, y, w, h: Variable
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
        weak var constraint: LayoutConstraint?
        var id: ConstraintID?
        var constant: CGFloat
    }

    private struct Intrinsic {
        weak var view: View?
        var size: CGSize
        var ids: [ConstraintID?]
        var hugging: (LayoutPriority, LayoutPriority)
        var compression: (LayoutPriority, LayoutPriority)
    }

    /// The view the island is rooted at.
    package private(set) weak var root: View?
    /// What it fits, for a fitting island.
    package var fitting: Fitting?
    /// Constraints or the hierarchy changed: build again. Constants changed: refresh.
    package var needsBuild = true
    package var needsRefresh = false

    private var solver = ConstraintSolver()
    /// Views with frame variables (laid out by the island, or followed through autoresizing in a
    /// fitting island), in tree order, and whether their frames are the island's to set.
    private var views: [(view: View, frame: FrameVariables, isLaidOut: Bool)] = []
    private var viewIndex: [ObjectIdentifier: Int] = [:]
    private var guides: [ObjectIdentifier: (guide: LayoutGuide, frame: FrameVariables)] = [:]
    private var pins: [PinKey: Pin] = [:]
    private var entries: [Entry] = []
    private var intrinsics: [Intrinsic] = []
    /// The fitting target's constraints and the priorities they were made with.
    private var fittingIDs: (w: ConstraintID?, h: ConstraintID?) = (nil, nil)
    private var fittingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority)?
    private var rootFrame: FrameVariables?

    /// Whether the island lays anything out (an island without constraints or laid-out views is dropped).
    package private(set) var hasContent = false

    package init(root: View, fitting: Fitting?) {
        self.root = root
        self.fitting = fitting
        build()
    }

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
        intrinsics = []
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

    private func addRequired(_ constraint: LinearConstraint) {
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
        let key = PinKey(object: ObjectIdentifier(view), kind: kind)
        if let existing = pins[key] { return LinearExpression(existing.variable) }
        let variable = solver.makeVariable()
        let value = pinValue(view, kind)
        let id = try? solver.addUpdatable(variable == Double(value))
        pins[key] = Pin(view: view, kind: kind, variable: variable, id: id, value: value)
        return LinearExpression(variable)
    }

    // MARK: Expressions

    /// The frame variables of `view` when the island has them.
    private func frameVariables(_ view: View) -> FrameVariables? {
        if view === root { return rootFrame }
        return viewIndex[ObjectIdentifier(view)].map { views[$0].frame }
    }

    /// The offset that turns `view`'s bounds coordinates into the root's: Σ (frame origin − bounds
    /// origin) from the view up to the root. Views outside the root's subtree are placed as they are.
    private func spaceOrigin(_ view: View) -> (x: LinearExpression, y: LinearExpression) {
        guard let root else { return (LinearExpression(0), LinearExpression(0)) }
        if view === root {
            return fitting != nil ? (LinearExpression(0), LinearExpression(0)) : (-pin(view, .boundsX), -pin(view, .boundsY))
        }
        guard view.isDescendant(of: root), let superview = view.superview else {
            let origin = view.convert(CGPoint.zero, to: root)
            return (LinearExpression(Double(origin.x)), LinearExpression(Double(origin.y)))
        }
        let parent = spaceOrigin(superview)
        let (x, y) = position(view)
        return (parent.x + x - pin(view, .boundsX), parent.y + y - pin(view, .boundsY))
    }

    /// The view's frame origin in its superview: variables, or pins of its current frame.
    private func position(_ view: View) -> (LinearExpression, LinearExpression) {
        if let frame = frameVariables(view) { return (LinearExpression(frame.x), LinearExpression(frame.y)) }
        return (pin(view, .x), pin(view, .y))
    }

    private func size(_ view: View) -> (LinearExpression, LinearExpression) {
        if let frame = frameVariables(view) { return (LinearExpression(frame.w), LinearExpression(frame.h)) }
        return (pin(view, .w), pin(view, .h))
    }

    /// The view's frame in the root's coordinates: left, top, width, height.
    private func rect(_ view: View) -> (l: LinearExpression, t: LinearExpression, w: LinearExpression, h: LinearExpression) {
        let (w, h) = size(view)
        if view === root { return (LinearExpression(0), LinearExpression(0), w, h) }
        guard let superview = view.superview, let root, view.isDescendant(of: root) else {
            let frame = view.convert(view.bounds, to: root)
            return (LinearExpression(Double(frame.minX)), LinearExpression(Double(frame.minY)), w, h)
        }
        let origin = spaceOrigin(superview)
        let (x, y) = position(view)
        return (origin.x + x, origin.y + y, w, h)
    }

    /// An attribute of a view in the root's coordinates.
    private func expression(_ view: View, _ attribute: LayoutConstraint.Attribute) -> LinearExpression {
        let (l, t, w, h) = rect(view)
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        func marginRect() -> (LinearExpression, LinearExpression, LinearExpression, LinearExpression) {
            let left = pin(view, .marginLeft), right = pin(view, .marginRight), top = pin(view, .marginTop), bottom = pin(view, .marginBottom)
            return (l + left, t + top, w - left - right, h - top - bottom)
        }
        switch attribute {
        case .left: return l
        case .right: return l + w
        case .leading: return rightToLeft ? l + w : l
        case .trailing: return rightToLeft ? l : l + w
        case .top: return t
        case .bottom: return t + h
        case .width: return w
        case .height: return h
        case .centerX: return l + w * 0.5
        case .centerY: return t + h * 0.5
        case .firstBaseline: return view.firstBaselineOffsetFromTop.map { t + Double($0) } ?? t + h
        case .lastBaseline: return t + h - Double(view.lastBaselineOffsetFromBottom ?? 0)
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin, .centerXWithinMargins, .centerYWithinMargins:
            let (ml, mt, mw, mh) = marginRect()
            return edge(attribute, l: ml, t: mt, w: mw, h: mh, rightToLeft: rightToLeft)
        case .notAnAttribute: return LinearExpression(0)
        }
    }

    /// An edge of a rectangle for a margin attribute (the margin rectangle is passed in).
    private func edge(_ attribute: LayoutConstraint.Attribute, l: LinearExpression, t: LinearExpression, w: LinearExpression, h: LinearExpression,
                      rightToLeft: Bool) -> LinearExpression {
        switch attribute {
        case .left, .leftMargin: l
        case .right, .rightMargin: l + w
        case .leading, .leadingMargin: rightToLeft ? l + w : l
        case .trailing, .trailingMargin: rightToLeft ? l : l + w
        case .top, .topMargin, .firstBaseline: t
        case .bottom, .bottomMargin, .lastBaseline: t + h
        case .width: w
        case .height: h
        case .centerX, .centerXWithinMargins: l + w * 0.5
        case .centerY, .centerYWithinMargins: t + h * 0.5
        case .notAnAttribute: LinearExpression(0)
        }
    }

    /// An attribute of a layout guide in the root's coordinates.
    private func expression(_ guide: LayoutGuide, _ attribute: LayoutConstraint.Attribute) -> LinearExpression? {
        guard let owner = guide.owningView else { return nil }
        let rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let (l, t, w, h) = rect(owner)
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
            let origin = spaceOrigin(owner)
            return edge(attribute, l: origin.x + frame.x, t: origin.y + frame.y, w: LinearExpression(frame.w), h: LinearExpression(frame.h),
                        rightToLeft: rightToLeft)
        case .layoutMargins:
            let left = pin(owner, .marginLeft), right = pin(owner, .marginRight), top = pin(owner, .marginTop), bottom = pin(owner, .marginBottom)
            return edge(attribute, l: l + left, t: t + top, w: w - left - right, h: h - top - bottom, rightToLeft: rightToLeft)
        case .safeArea:
            let left = pin(owner, .safeLeft), right = pin(owner, .safeRight), top = pin(owner, .safeTop), bottom = pin(owner, .safeBottom)
            return edge(attribute, l: l + left, t: t + top, w: w - left - right, h: h - top - bottom, rightToLeft: rightToLeft)
        case .readableContent:
            let top = pin(owner, .marginTop), bottom = pin(owner, .marginBottom)
            return edge(attribute, l: l + pin(owner, .readableLeft), t: t + top, w: pin(owner, .readableWidth), h: h - top - bottom,
                        rightToLeft: rightToLeft)
        }
    }

    private func expression(_ side: AnchorSide) -> LinearExpression? {
        if let offset = side.offset {
            guard let to = expression(offset.to), let from = expression(offset.from) else { return nil }
            // From leading to trailing is measured in the reading direction, as constraints are.
            return isMirrored(offset.from) ? from - to : to - from
        }
        if let view = side.view { return expression(view, side.attribute) }
        if let guide = side.guide { return expression(guide, side.attribute) }
        return nil
    }

    // MARK: Constraints

    /// Whether `side` is leading or trailing of an item laid out right to left.
    private func isMirrored(_ side: AnchorSide) -> Bool {
        side.attribute.isDirectional && side.item?.owningView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    private func linear(_ constraint: LayoutConstraint) -> LinearConstraint? {
        guard var first = expression(constraint.first) else { return nil }
        // UIKit measures a constraint on leading or trailing along the reading direction: right to
        // left, the horizontal axis is mirrored (x ↦ −x), so `a.leading == b.trailing + 12` leaves
        // 12 points to b's left and `≥` keeps meaning "at least that far along".
        let sign: Double = isMirrored(constraint.first) ? -1 : 1
        first = first * sign
        var rhs = LinearExpression(Double(constraint.constant))
        if let second = constraint.second {
            guard let value = expression(second) else { return nil }
            rhs = value * (sign * Double(constraint.multiplier)) + Double(constraint.constant)
        }
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return LinearConstraint(first - rhs, relation, strength: strength(constraint.priority))
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
        let size = view.intrinsicContentSize
        let hugging = (view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical))
        let compression = (view.contentCompressionResistancePriority(for: .horizontal), view.contentCompressionResistancePriority(for: .vertical))
        var ids: [ConstraintID?] = [nil, nil, nil, nil]
        if size.width >= 0, size.width.isFinite {
            ids[0] = try? solver.add(LinearConstraint(LinearExpression(frame.w) - Double(size.width), .lessThanOrEqual, strength: strength(hugging.0)))
            ids[1] = try? solver.add(LinearConstraint(LinearExpression(frame.w) - Double(size.width), .greaterThanOrEqual, strength: strength(compression.0)))
        }
        if size.height >= 0, size.height.isFinite {
            ids[2] = try? solver.add(LinearConstraint(LinearExpression(frame.h) - Double(size.height), .lessThanOrEqual, strength: strength(hugging.1)))
            ids[3] = try? solver.add(LinearConstraint(LinearExpression(frame.h) - Double(size.height), .greaterThanOrEqual, strength: strength(compression.1)))
        }
        intrinsics.append(Intrinsic(view: view, size: size, ids: ids, hugging: hugging, compression: compression))
    }

    /// UIKit's autoresizing constraints: a fixed view's frame follows its superview's size by its mask.
    private func addAutoresizing(_ view: View) {
        guard let frame = frameVariables(view), let superview = view.superview else { return }
        let parent = size(superview)
        let current = view.frame, container = superview.bounds.size
        let mask = view.autoresizingMask
        func axis(_ start: Variable, _ length: Variable, _ containerLength: LinearExpression, from: CGFloat, length size: CGFloat, in total: CGFloat,
                  flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) {
            let end = total - from - size
            let s = Double(from), l = Double(size), e = Double(end)
            switch (flexibleStart, flexibleLength, flexibleEnd) {
            case (false, false, false), (false, false, true):
                addRequired(start == s)
                addRequired(length == l)
            case (false, true, false):
                addRequired(start == s)
                addRequired(start + length == containerLength - e)
            case (true, false, false):
                addRequired(length == l)
                addRequired(start + length == containerLength - e)
            case (true, false, true):
                addRequired(length == l)
                let share = s + e > 0 ? s / (s + e) : 0.5
                addRequired(start == (containerLength - l) * share)
            case (false, true, true):
                addRequired(start == s)
                let share = l + e > 0 ? l / (l + e) : 0.5
                addRequired(length == (containerLength - s) * share)
            case (true, true, false):
                let share = s + l > 0 ? s / (s + l) : 0.5
                addRequired(start == (containerLength - e) * share)
                addRequired(start + length == containerLength - e)
            case (true, true, true):
                let sum = s + l + e
                addRequired(start == containerLength * (sum > 0 ? s / sum : 1.0 / 3))
                addRequired(length == containerLength * (sum > 0 ? l / sum : 1.0 / 3))
            }
        }
        axis(frame.x, frame.w, parent.0, from: current.minX, length: current.width, in: container.width,
             flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth), flexibleEnd: mask.contains(.flexibleRightMargin))
        axis(frame.y, frame.h, parent.1, from: current.minY, length: current.height, in: container.height,
             flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight), flexibleEnd: mask.contains(.flexibleBottomMargin))
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
        for index in intrinsics.indices {
            guard let view = intrinsics[index].view else { continue }
            let size = view.intrinsicContentSize
            guard size != intrinsics[index].size else { continue }
            let old = intrinsics[index].size
            // Gaining or losing an intrinsic size on an axis changes the constraints themselves.
            if (old.width >= 0) != (size.width >= 0) || (old.height >= 0) != (size.height >= 0) || !size.width.isFinite || !size.height.isFinite {
                needsBuild = true
                return
            }
            intrinsics[index].size = size
            let ids = intrinsics[index].ids
            if size.width >= 0 {
                for id in [ids[0], ids[1]].compactMap({ $0 }) { try? solver.updateConstant(id, to: -Double(size.width)) }
            }
            if size.height >= 0 {
                for id in [ids[2], ids[3]].compactMap({ $0 }) { try? solver.updateConstant(id, to: -Double(size.height)) }
            }
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
        if needsBuild || root == nil {
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
        for entry in views where entry.isLaidOut {
            let frame = CGRect(x: solver.value(of: entry.frame.x), y: solver.value(of: entry.frame.y),
                               width: Swift.max(0, solver.value(of: entry.frame.w)), height: Swift.max(0, solver.value(of: entry.frame.h)))
            if entry.view.frame != frame { entry.view.frame = frame }
        }
    }

    /// The fitted size of the root (a fitting island).
    package func fittedSize() -> CGSize {
        update()
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
    package func isAmbiguous(_ view: View) -> Bool {
        update()
        guard let index = viewIndex[ObjectIdentifier(view)] else { return false }
        let frame = views[index].frame
        return [frame.x, frame.y, frame.w, frame.h].contains { solver.isAmbiguous($0) }
    }
}

extension View {
    /// Whether the view or a view below it has installed constraints or views laid out by constraints.
    package var holdsConstraints: Bool {
        if let state = autoLayoutState, !state.installed.isEmpty { return true }
        return subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints || $0.holdsConstraints }
    }
}
