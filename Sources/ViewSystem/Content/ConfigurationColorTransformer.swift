import CollectionGeometry
import Foundation

/// A function from one colour to another that a configuration applies to a colour it resolves
/// (`UIConfigurationColorTransformer`): a cell's text in grey while it is disabled, say.
///
/// Two transformers are equal when they are the same one (made by the same `init` call, or the
/// same static transformer): functions cannot be compared.
public struct ConfigurationColorTransformer: Hashable, Sendable {
    /// The function.
    public let transform: @Sendable (Color) -> Color
    private let identity: ObjectIdentifier
    /// Gives each transformer its own identity.
    private final class Token: Sendable {}
    private let token: Token

    /// A transformer applying `transform`.
    public init(_ transform: @escaping @Sendable (Color) -> Color) {
        self.transform = transform
        token = Token()
        identity = ObjectIdentifier(token)
    }

    /// `transform(input)`.
    public func callAsFunction(_ input: Color) -> Color {
        transform(input)
    }

    /// Grey of the same brightness (luma) and opacity.
    public static let grayscale = ConfigurationColorTransformer { color in
        Color(white: 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue, alpha: color.alpha)
    }

    /// The colour, as the tint it stands for. Differences from UIKit: colours here do not know the
    /// view they are resolved for, so this returns its input (UIKit returns the view's tint colour);
    /// configurations that use it with a tint colour (`resolvedTintColor(for:)`) pass that tint in.
    public static let preferredTint = ConfigurationColorTransformer { $0 }

    /// The monochrome tint: system grey at the colour's opacity (UIKit documents no exact colour).
    public static let monochromeTint = ConfigurationColorTransformer { color in
        Color.systemGray.withAlphaComponent(color.alpha)
    }

    public static func == (a: ConfigurationColorTransformer, b: ConfigurationColorTransformer) -> Bool {
        a.identity == b.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}
