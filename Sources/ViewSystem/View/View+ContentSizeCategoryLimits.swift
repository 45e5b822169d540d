import CollectionGeometry

/// Limits on the text size a view and its subviews follow (iOS 15's Dynamic Type limits).
extension View {
    /// The smallest text size this view and its subviews use (`minimumContentSizeCategory`); `nil`
    /// (the default) for no limit. A change that moves the view's text size tells it and its
    /// subviews (`traitCollectionDidChange(_:)`).
    public var minimumContentSizeCategory: ContentSizeCategory? {
        get { traitOverrideState?.minimumContentSizeCategory }
        set { changeTraitOverrides { $0.minimumContentSizeCategory = newValue } }
    }

    /// The largest text size this view and its subviews use (`maximumContentSizeCategory`); `nil`
    /// (the default) for no limit. With a minimum larger than it, the maximum wins.
    public var maximumContentSizeCategory: ContentSizeCategory? {
        get { traitOverrideState?.maximumContentSizeCategory }
        set { changeTraitOverrides { $0.maximumContentSizeCategory = newValue } }
    }

    /// The limits in effect on this view, one line per view that sets them, from this view up
    /// (`appliedContentSizeCategoryLimitsDescription`); empty without limits. For debugging.
    /// - Complexity: O(depth in the hierarchy).
    public var appliedContentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var view: View? = self
        while let current = view {
            if let state = current.traitOverrideState, state.minimumContentSizeCategory != nil || state.maximumContentSizeCategory != nil {
                let minimum = state.minimumContentSizeCategory.map { "minimum \($0.rawValue)" }
                let maximum = state.maximumContentSizeCategory.map { "maximum \($0.rawValue)" }
                lines.append("\(type(of: current)): " + [minimum, maximum].compactMap { $0 }.joined(separator: ", "))
            }
            view = current.superview
        }
        return lines.joined(separator: "\n")
    }
}
