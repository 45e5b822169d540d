import Foundation

/// The traits of the environment a layout or a view lives in.
///
/// UIKit's `UITraitCollection`, as a value: the traits layouts adapt to (size classes, display scale,
/// layout direction, text size, idiom, style). `UIKitNames` adds the `UITraitCollection` spelling.
public struct TraitCollection: Hashable, Sendable {
    /// The horizontal size class (`.compact` on narrow windows).
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Points to pixels; 2 on most screens the web renderer targets. The default is 1.
    public var displayScale: CGFloat
    /// The layout direction of the environment.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The preferred text size (Dynamic Type).
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The kind of device interface.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Light or dark appearance.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The style of the list the view is in (iOS 18's `listEnvironment`).
    public var listEnvironment: ListEnvironment
    /// Whether the reader asked for increased contrast: system colours resolve to their
    /// higher-contrast variants in `.high`. The web renderer sets it from the page's
    /// `prefers-contrast: more`.
    public var accessibilityContrast: AccessibilityContrast
    /// Whether the reader asked for bold text (`legibilityWeight`).
    public var legibilityWeight: LegibilityWeight
    /// The values of the traits without a stored property: your own, and the system traits layouts
    /// do not read (`forceTouchCapability`, `displayGamut` …).
    var values = TraitValueTable()

    /// Creates a trait collection; every trait has UIKit's unspecified or default value unless given.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        displayScale: CGFloat = 1,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        preferredContentSizeCategory: ContentSizeCategory = .large,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
        userInterfaceStyle: UserInterfaceStyle = .unspecified,
        listEnvironment: ListEnvironment = .unspecified,
        accessibilityContrast: AccessibilityContrast = .unspecified,
        legibilityWeight: LegibilityWeight = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceStyle = userInterfaceStyle
        self.listEnvironment = listEnvironment
        self.accessibilityContrast = accessibilityContrast
        self.legibilityWeight = legibilityWeight
    }

    /// Whether colours may resolve differently in `other`: the appearance or the contrast differs
    /// (`hasDifferentColorAppearance(comparedTo:)`; a `nil` collection always differs), or a trait whose
    /// `affectsColorAppearance` is `true` does (the interface level, the active appearance, the gamut,
    /// your own such traits).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        if userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast { return true }
        guard !values.isEmpty || !other.values.isEmpty else { return false }
        return values.changedTraits(from: other.values).contains { $0.affectsColorAppearance }
    }
}

/// A size class (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The kind of device interface (`UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Hashable, Sendable, CaseIterable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// Whether the reader asked for increased contrast (`UIAccessibilityContrast`).
public enum AccessibilityContrast: Int, Hashable, Sendable, CaseIterable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// Whether the reader asked for bold text (`UILegibilityWeight`).
public enum LegibilityWeight: Int, Hashable, Sendable, CaseIterable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// A preferred text size (`UIContentSizeCategory`), with UIKit's raw values.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    /// Creates a category from UIKit's raw string.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category from smallest to largest (unspecified excluded).
    public static let ordered: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// The body text size in points at this category, following Apple's Dynamic Type table
    /// (14 … 20 for the standard sizes, 28 … 53 for the accessibility sizes); 17 when unspecified.
    public var bodyPointSize: CGFloat {
        let sizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        guard let index = Self.ordered.firstIndex(of: self) else { return 17 }
        return sizes[index]
    }

    /// Orders categories from smallest to largest; unspecified sorts first.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }
}
