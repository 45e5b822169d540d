/// A semantic description of a view's content, used to decide whether it flips in right-to-left layouts.
///
/// UIKit's `UISemanticContentAttribute`, with the same raw values. `UIKitNames` adds the
/// `UISemanticContentAttribute` spelling.
public enum SemanticContentAttribute: Int, Hashable, Sendable, CaseIterable {
    /// The content follows the layout direction it inherits.
    case unspecified = 0
    /// Playback controls (play, rewind, …): never flipped.
    case playback = 1
    /// Directional controls whose meaning is spatial (a D-pad, text alignment): never flipped.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4

    /// The layout direction content with this attribute uses when its surroundings use `inherited`.
    ///
    /// This is what `UIView.userInterfaceLayoutDirection(for:relativeTo:)` answers: `.unspecified`
    /// follows `inherited`; `.playback`, `.spatial` and `.forceLeftToRight` are left to right;
    /// `.forceRightToLeft` is right to left.
    public func layoutDirection(relativeTo inherited: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        switch self {
        case .unspecified: inherited
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
