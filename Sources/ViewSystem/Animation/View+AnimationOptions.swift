import Foundation

extension View {
    /// The options of `animate(withDuration:delay:options:animations:completion:)`, spelled as UIKit
    /// nests them (`UIView.AnimationOptions`).
    public typealias AnimationOptions = ViewSystem.AnimationOptions

    /// The options of `animateKeyframes(withDuration:delay:options:animations:completion:)`, spelled
    /// as UIKit nests them (`UIView.KeyframeAnimationOptions`).
    public typealias KeyframeAnimationOptions = ViewSystem.KeyframeAnimationOptions
}
