import CollectionGeometry
import Foundation

extension LayoutConstraint {
    /// The constraints a visual format string describes (`H:|-12-[a(==40)]-10-[b]-12-|`), UIKit's
    /// visual format language (F33): orientation, superview edges, connections (`-`, `-N-`, `-(>=N@P)-`,
    /// adjacency), view predicates (size, relation to another view, priority), metrics by name and
    /// `alignAll…` options. The standard spacing is 8 points between views and 20 to the superview's
    /// edge, as UIKit documents.
    ///
    /// A format UIKit cannot parse raises there; here it is reported in UIKit's words through the
    /// views' `layoutDiagnosticHandler`, and no constraint is returned.
    ///
    /// - Complexity: O(length of the format).
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch {
            let anyView = views.values.compactMap { $0 as AnyObject as? View }.first
            LayoutDiagnostic.report("Unable to parse constraint format: \n\(error.reason)\n\(format)\n\(String(repeating: " ", count: error.position))^",
                                    constraints: [], from: anyView)
            return []
        }
    }
}

/// What the parser could not read, and where.
struct VisualFormatError: Error {
    var reason: String
    var position: Int
}

/// A recursive-descent parser of Apple's visual format grammar.
@MainActor
struct VisualFormatParser {
    /// One predicate: `(relation)? (constant | view) (@priority)?`.
    struct Predicate {
        var relation: LayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: View?
        var priority: LayoutPriority = .required
    }

    private let characters: [Character]
    private var position = 0
    private let options: LayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var vertical = false

    init(format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    private func fail(_ reason: String) -> VisualFormatError { VisualFormatError(reason: reason, position: position) }
    private var current: Character? { position < characters.count ? characters[position] : nil }

    private mutating func accept(_ character: Character) -> Bool {
        guard current == character else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ character: Character) throws(VisualFormatError) {
        guard accept(character) else { throw fail("Expected '\(character)'") }
    }

    private mutating func identifier() -> String? {
        guard let first = current, first.isLetter || first == "_" else { return nil }
        var name = ""
        while let character = current, character.isLetter || character.isNumber || character == "_" {
            name.append(character)
            position += 1
        }
        return name
    }

    private mutating func number() -> CGFloat? {
        let start = position
        if current == "-" || current == "+" { position += 1 }
        while let character = current, character.isNumber || character == "." { position += 1 }
        guard position > start, let value = Double(String(characters[start..<position])), value.isFinite else {
            position = start
            return nil
        }
        return CGFloat(value)
    }

    private func metric(_ name: String) throws(VisualFormatError) -> CGFloat {
        guard let value = metrics[name] else { throw fail("Unable to find metric named '\(name)'") }
        let number: Double? = switch value {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
        guard let number, number.isFinite else { throw fail("Metric '\(name)' is not a finite number") }
        return CGFloat(number)
    }

    private func view(_ name: String) throws(VisualFormatError) -> View {
        guard let value = views[name] else { throw fail("\(name) is not a key in the views dictionary.") }
        guard let view = value as AnyObject as? View else { throw fail("The views dictionary must hold views; '\(name)' is not one.") }
        return view
    }

    /// `constant | metric`, for spacings and priorities.
    private mutating func constantOrMetric() throws(VisualFormatError) -> CGFloat? {
        if let value = number() { return value }
        let start = position
        if let name = identifier() {
            if metrics[name] != nil { return try metric(name) }
            position = start
        }
        return nil
    }

    private mutating func predicate(allowViews: Bool) throws(VisualFormatError) -> Predicate {
        var predicate = Predicate()
        if accept("=") { try expect("="); predicate.relation = .equal }
        else if accept("<") { try expect("="); predicate.relation = .lessThanOrEqual }
        else if accept(">") { try expect("="); predicate.relation = .greaterThanOrEqual }
        if let value = try constantOrMetric() {
            predicate.constant = value
        } else if allowViews, let name = identifier() {
            predicate.view = try view(name)
        } else {
            throw fail("Expected a number, a metric or a view name")
        }
        if accept("@") {
            guard let value = try constantOrMetric() else { throw fail("Expected a priority after '@'") }
            predicate.priority = LayoutPriority(Float(value))
        }
        return predicate
    }

    /// `(p, p, …)` or a single simple predicate.
    private mutating func predicateList(allowViews: Bool) throws(VisualFormatError) -> [Predicate] {
        if accept("(") {
            var list = [try predicate(allowViews: allowViews)]
            while accept(",") { list.append(try predicate(allowViews: allowViews)) }
            try expect(")")
            return list
        }
        return [try predicate(allowViews: false)]
    }

    /// What joins two views or a view and an edge.
    enum Connection {
        /// Nothing between them (`][` or `]|`): 0 points.
        case adjacent
        /// A bare `-`: the standard spacing.
        case standard
        /// `-N-` or `-(…)-`.
        case predicates([Predicate])
    }

    private mutating func connection() throws(VisualFormatError) -> Connection {
        guard accept("-") else { return .adjacent }
        if current == "[" || current == "|" { return .standard }
        guard current != nil else { throw fail("Expected a view or '|' after a connection") }
        let list = try predicateList(allowViews: false)
        try expect("-")
        return .predicates(list)
    }

    mutating func parse() throws(VisualFormatError) -> [LayoutConstraint] {
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { throw fail("Expected 'H' or 'V' before ':'") }
            vertical = characters[0] == "V"
            position = 2
        }
        var result: [LayoutConstraint] = []
        var items: [View] = []
        var leadingEdge: Connection?
        if accept("|") { leadingEdge = try connection() }
        var pending: Connection?
        repeat {
            try expect("[")
            guard let name = identifier() else { throw fail("Expected a view name") }
            let view = try view(name)
            if current == "(" {
                for predicate in try predicateList(allowViews: true) { result.append(size(of: view, predicate)) }
            }
            try expect("]")
            if let previous = items.last, let pending {
                result += spacing(from: previous, to: view, pending)
            } else if let leadingEdge {
                guard let superview = view.superview else { throw fail("Unable to interpret '|' character, because the related view doesn't have a superview") }
                result += edgeSpacing(superview: superview, view: view, leadingEdge, leading: true)
            }
            items.append(view)
            pending = nil
            if current == nil { break }
            if current == "|" {
                pending = .adjacent
                break
            }
            pending = try connection()
        } while current == "["
        if accept("|") {
            guard let last = items.last, let superview = last.superview else {
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            result += edgeSpacing(superview: superview, view: last, pending ?? .adjacent, leading: false)
        } else if pending != nil {
            throw fail("Expected a view or '|' after a connection")
        }
        guard position == characters.count else { throw fail("Unexpected character '\(characters[position])'") }
        result += try alignment(of: items)
        return result
    }

    // MARK: Making constraints

    private var lead: LayoutConstraint.Attribute {
        if vertical { return .top }
        if options.contains(.directionLeftToRight) { return .left }
        if options.contains(.directionRightToLeft) { return .right }
        return .leading
    }

    private var trail: LayoutConstraint.Attribute {
        if vertical { return .bottom }
        if options.contains(.directionLeftToRight) { return .right }
        if options.contains(.directionRightToLeft) { return .left }
        return .trailing
    }

    private func make(_ first: View, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
                      _ second: View?, _ secondAttribute: LayoutConstraint.Attribute, constant: CGFloat, priority: LayoutPriority) -> LayoutConstraint {
        let constraint = LayoutConstraint(first: AnchorSide(item: first, attribute: firstAttribute), relation: relation,
                                          second: second.map { AnchorSide(item: $0, attribute: secondAttribute) }, multiplier: 1, constant: constant)
        constraint.priority = priority
        return constraint
    }

    private func size(of view: View, _ predicate: Predicate) -> LayoutConstraint {
        let attribute: LayoutConstraint.Attribute = vertical ? .height : .width
        return make(view, attribute, predicate.relation, predicate.view, attribute, constant: predicate.constant, priority: predicate.priority)
    }

    private func predicates(_ connection: Connection, standard: CGFloat) -> [Predicate] {
        switch connection {
        case .adjacent: [Predicate(constant: 0)]
        case .standard: [Predicate(constant: standard)]
        case .predicates(let list): list
        }
    }

    /// `next.lead relation previous.trail + spacing` for each predicate (adjacency: 0; `-`: 8).
    private func spacing(from previous: View, to next: View, _ connection: Connection) -> [LayoutConstraint] {
        predicates(connection, standard: systemSpacing).map { predicate in
            make(next, lead, predicate.relation, previous, trail, constant: predicate.constant, priority: predicate.priority)
        }
    }

    /// Spacing to the superview's edge (`|-`: 20 points).
    private func edgeSpacing(superview: View, view: View, _ connection: Connection, leading: Bool) -> [LayoutConstraint] {
        predicates(connection, standard: 20).map { predicate in
            leading
                ? make(view, lead, predicate.relation, superview, lead, constant: predicate.constant, priority: predicate.priority)
                : make(superview, trail, predicate.relation, view, trail, constant: predicate.constant, priority: predicate.priority)
        }
    }

    /// `alignAll…` options: every adjacent pair aligned on the attribute (across the format's axis).
    private func alignment(of items: [View]) throws(VisualFormatError) -> [LayoutConstraint] {
        let table: [(LayoutConstraint.FormatOptions, LayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        var result: [LayoutConstraint] = []
        for (option, attribute) in table where options.contains(option) {
            guard attribute.axis == (vertical ? .horizontal : .vertical) else {
                throw VisualFormatError(reason: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                                        position: 0)
            }
            for (first, second) in zip(items, items.dropFirst()) {
                result.append(make(first, attribute, .equal, second, attribute, constant: 0, priority: .required))
            }
        }
        return result
    }
}
