import CollectionGeometry
import Foundation

extension Window {
    /// The narrowest window with a regular horizontal size class, in points (the width from which
    /// containers lay out as on a regular width too).
    static var regularWidth: CGFloat { View.regularWidthForContainers }
    /// The shortest window with a regular vertical size class, in points: every phone held sideways
    /// is shorter, every iPad is taller.
    static let regularHeight: CGFloat = 500

    /// The size classes of a window of `size`, as UIKit gives a full-screen window: compact width
    /// below 700 points (a phone upright, an iPad's narrow split), regular from there; compact height
    /// below 500 points (a phone held sideways), regular from there. Unspecified while the window has
    /// no size.
    static func sizeClasses(for size: CGSize) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        guard size.width > 0, size.height > 0 else { return (.unspecified, .unspecified) }
        return (size.width >= regularWidth ? .regular : .compact, size.height >= regularHeight ? .regular : .compact)
    }

    /// `traits` with the size classes it leaves unspecified taken from a window of `size`.
    static func traits(_ traits: TraitCollection, sizedTo size: CGSize) -> TraitCollection {
        guard traits.horizontalSizeClass == .unspecified || traits.verticalSizeClass == .unspecified else { return traits }
        var filled = traits
        let classes = sizeClasses(for: size)
        if filled.horizontalSizeClass == .unspecified { filled.horizontalSizeClass = classes.horizontal }
        if filled.verticalSizeClass == .unspecified { filled.verticalSizeClass = classes.vertical }
        return filled
    }

    /// The window's traits before size classes are filled in: its override, its style override, its
    /// `traitOverrides`.
    var givenTraits: TraitCollection {
        traits(inheriting: overrideTraitCollection ?? TraitCollection())
    }

    /// The traits to give the window so that it has `traits`: size classes equal to the ones its size
    /// gives stay unspecified where they were, so they go on following its size. For hosts that change
    /// one trait of `traitCollection` and give the result back.
    package func traitsToOverride(forEffective traits: TraitCollection) -> TraitCollection {
        let given = givenTraits, derived = Self.sizeClasses(for: bounds.size)
        var result = traits
        if given.horizontalSizeClass == .unspecified, traits.horizontalSizeClass == derived.horizontal { result.horizontalSizeClass = .unspecified }
        if given.verticalSizeClass == .unspecified, traits.verticalSizeClass == derived.vertical { result.verticalSizeClass = .unspecified }
        return result
    }

    /// A resize that crosses a size class boundary changes the window's traits: the views and view
    /// controllers hear it (`traitCollectionDidChange(_:)`) with the traits the old size had. A resize
    /// between portrait and landscape is the device's orientation change.
    func sizeDidChange(from oldSize: CGSize) {
        Device.current.screenDidResize(from: oldSize, to: bounds.size)
        let given = givenTraits
        guard given.horizontalSizeClass == .unspecified || given.verticalSizeClass == .unspecified else { return }
        let before = Self.traits(given, sizedTo: oldSize), after = Self.traits(given, sizedTo: bounds.size)
        if before != after { traitCollectionDidChange(before) }
    }
}
