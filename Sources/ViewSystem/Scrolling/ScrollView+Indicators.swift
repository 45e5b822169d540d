import CollectionGeometry
import Foundation

extension ScrollView {
    /// The colour of the scroll indicators (`UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Sendable, CaseIterable {
        /// Dark on a light appearance, light on a dark one.
        case `default`
        /// Dark, for light content.
        case black
        /// Light, for dark content.
        case white
    }

    /// The indicator insets used: the ones set, plus the safe area's part of the content inset when
    /// `automaticallyAdjustsScrollIndicatorInsets`.
    func effectiveIndicatorInsets(vertical: Bool) -> EdgeInsets {
        let set = vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
        guard automaticallyAdjustsScrollIndicatorInsets else { return set }
        let adjusted = adjustedContentInset
        return EdgeInsets(top: set.top + adjusted.top - contentInset.top, left: set.left + adjusted.left - contentInset.left,
                          bottom: set.bottom + adjusted.bottom - contentInset.bottom, right: set.right + adjusted.right - contentInset.right)
    }

    /// Shows the indicators of the axes whose content is larger than the view (those the scroll view
    /// shows), at full opacity, where the offset puts them; takes out the others.
    func showScrollIndicators() {
        let indicators = scrollIndicators
        indicators.isFading = false
        indicators.showings &+= 1
        for vertical in [true, false] {
            let shown = vertical ? showsVerticalScrollIndicator : showsHorizontalScrollIndicator
            guard shown, let frame = scrollIndicatorFrame(vertical: vertical) else {
                indicators.remove(vertical: vertical)
                continue
            }
            let isNew = (vertical ? indicators.vertical : indicators.horizontal) == nil
            let bar = indicators.bar(vertical: vertical, in: self)
            if isNew { bar.backgroundColor = scrollIndicatorColor }
            bar.frame = frame
            if bar.alpha != 1 { bar.alpha = 1 }
        }
    }

    /// Gives the indicators shown the colour of `indicatorStyle`.
    func restyleScrollIndicators() {
        for bar in [scrollIndicators.vertical, scrollIndicators.horizontal].compactMap({ $0 }) { bar.backgroundColor = scrollIndicatorColor }
    }

    /// Runs `changes` with the indicators shown for the offset changes it makes.
    func showingScrollIndicators(_ changes: () -> Void) {
        let wasForced = scrollIndicators.isForced
        scrollIndicators.isForced = true
        defer { scrollIndicators.isForced = wasForced }
        changes()
    }

    /// Moves the indicators shown to where the offset puts them now.
    func placeScrollIndicators() {
        let indicators = scrollIndicators
        for vertical in [true, false] {
            guard let bar = vertical ? indicators.vertical : indicators.horizontal else { continue }
            if let frame = scrollIndicatorFrame(vertical: vertical) { bar.frame = frame } else { indicators.remove(vertical: vertical) }
        }
    }

    /// Step 2 of a frame: indicators shown while nothing moves any more linger, then fade out and leave.
    func advanceScrollIndicators() {
        let indicators = scrollIndicators
        guard indicators.isShowing, !indicators.isFading, !isInMotion else { return }
        indicators.isFading = true
        let showing = indicators.showings
        let bars = [indicators.vertical, indicators.horizontal].compactMap { $0 }
        View.animate(withDuration: ScrollIndicators.fadeDuration, delay: ScrollIndicators.lingerDuration,
                     animations: { for bar in bars { bar.alpha = 0 } },
                     completion: { _ in
                         // Shown again during the fade (the content moved): they stay.
                         guard indicators.isFading, indicators.showings == showing else { return }
                         indicators.isFading = false
                         indicators.remove(vertical: true)
                         indicators.remove(vertical: false)
                     })
    }

    private func scrollIndicatorFrame(vertical: Bool) -> CGRect? {
        ScrollIndicators.frame(vertical: vertical, bounds: bounds, contentSize: contentSize, adjustedContentInset: adjustedContentInset,
                               indicatorInsets: effectiveIndicatorInsets(vertical: vertical), minimumOffset: minimumContentOffset,
                               maximumOffset: maximumContentOffset, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    private var scrollIndicatorColor: Color {
        switch indicatorStyle {
        case .black: Color(white: 0, alpha: 0.5)
        case .white: Color(white: 1, alpha: 0.5)
        case .default: Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? Color(white: 1, alpha: 0.35) : Color(white: 0, alpha: 0.35) })
        }
    }
}
