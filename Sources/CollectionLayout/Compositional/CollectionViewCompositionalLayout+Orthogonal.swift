import CollectionGeometry
import Foundation

extension CollectionViewCompositionalLayout {
    /// The scrolling geometry of an orthogonal section, or `nil` when the section does not scroll on its own.
    ///
    /// Not in UIKit (UIKit hides the section's internal scroll view); the engine scrolls with it.
    public func orthogonalScrollingGeometry(forSection section: Int) -> OrthogonalScrolling.Geometry? {
        guard let state = currentState(), state.sections.indices.contains(section), state.sections[section].isOrthogonal else { return nil }
        let geometry = state.sections[section]
        let stack = geometry.stack
        return OrthogonalScrolling.Geometry(
            viewportLength: state.layoutCross, contentLength: geometry.orthogonalContentLength,
            leadingInset: geometry.contentCrossStart,
            groupStarts: (0..<stack.count).map { geometry.contentCrossStart + stack.start($0) },
            groupLengths: stack.lengths)
    }

    /// The behaviour of an orthogonal section, or `.none`.
    public func orthogonalScrollingBehavior(forSection section: Int) -> OrthogonalScrollingBehavior {
        guard let state = currentState(), state.sections.indices.contains(section) else { return .none }
        return state.sections[section].plan.orthogonalBehavior
    }

    /// The deceleration and bounce of an orthogonal section (the defaults for other sections).
    public func orthogonalScrollingProperties(forSection section: Int) -> OrthogonalScrollingProperties {
        guard let state = currentState(), state.sections.indices.contains(section) else { return OrthogonalScrollingProperties() }
        return state.sections[section].plan.orthogonalProperties
    }

    /// Whether orthogonal strips scroll vertically (the layout itself scrolls horizontally).
    public var scrollsOrthogonalSectionsVertically: Bool { configuration.scrollDirection == .horizontal }

    /// The frame of an orthogonal section's scrolling strip (its band across the layout), in real coordinates.
    public func orthogonalScrollingFrame(forSection section: Int) -> CGRect? {
        guard let state = currentState(), state.sections.indices.contains(section), state.sections[section].isOrthogonal else { return nil }
        let geometry = state.sections[section]
        let band = CGRect(x: 0, y: geometry.origin + geometry.contentStart, width: state.layoutCross,
                          height: geometry.stack.crossLengths.max() ?? 0)
        return state.real(band)
    }

    /// The current scroll offset of an orthogonal section, from its leading edge; before anything set
    /// it, the behaviour's initial offset (`OrthogonalScrolling.initialOffset(for:geometry:)`).
    public func orthogonalScrollOffset(forSection section: Int) -> CGFloat {
        guard let state = currentState(), state.sections.indices.contains(section) else { return orthogonalOffsets[section] ?? 0 }
        return orthogonalOffset(section, state: state)
    }

    /// The scroll offset of section `section`: the one set, or the behaviour's initial offset.
    func orthogonalOffset(_ section: Int, state: CompositionalState) -> CGFloat {
        if let offset = orthogonalOffsets[section] { return offset }
        let geometry = state.sections[section]
        guard geometry.plan.orthogonalBehavior == .groupPagingCentered, geometry.stack.count > 0 else { return 0 }
        return OrthogonalScrolling.centredOffset(groupStart: geometry.contentCrossStart + geometry.stack.start(0),
                                                 groupLength: geometry.stack.lengths[0], viewportLength: state.layoutCross)
    }

    /// Scrolls an orthogonal section to `offset` (from its leading edge). Elements are reported where
    /// they appear for that offset; nothing is solved again. Offsets outside the content are kept (the
    /// engine rubber-bands); NaN and infinite offsets are ignored.
    public func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
        guard offset.isFinite else {
            report("orthogonal scroll offset \(offset) for section \(section) is NaN or infinite", recovery: "kept the current offset")
            return
        }
        orthogonalOffsets[section] = offset
        answersGeneration &+= 1
    }

    /// Where an orthogonal section whose drag started at `currentOffset` and ended with `velocity`
    /// (points per millisecond) comes to rest, when deceleration alone would reach `proposedOffset`.
    public func restingOrthogonalScrollOffset(forSection section: Int, currentOffset: CGFloat, proposedOffset: CGFloat,
                                              velocity: CGFloat) -> CGFloat {
        guard let geometry = orthogonalScrollingGeometry(forSection: section) else { return proposedOffset }
        return OrthogonalScrolling.restingOffset(for: orthogonalScrollingBehavior(forSection: section), geometry: geometry,
                                                 currentOffset: currentOffset, proposedOffset: proposedOffset, velocity: velocity)
    }
}
