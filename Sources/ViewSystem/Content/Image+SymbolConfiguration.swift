import CollectionGeometry
import Foundation

extension Image {
    /// A symbol's stroke weight (`UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Hashable, Sendable, CaseIterable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of the same name (`.regular` for `.unspecified`).
        public func fontWeight() -> Font.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// How a symbol is sized, weighted and coloured (`UIImage.SymbolConfiguration`).
    ///
    /// A configuration remembers which values it specifies: `applying(_:)` takes the other's specified
    /// values over its own, and the `configurationWithout…` methods forget some. An unspecified point
    /// size reads as 17 (the body size), an unspecified weight as `.regular`.
    ///
    /// Differences from UIKit: a value, not a subclass of `UIImage.Configuration` (which has no
    /// counterpart); symbols are drawn in one colour — a hierarchical colour, or a palette's first
    /// colour, is that colour (`Image.withConfiguration(_:)`); multicolour and monochrome draw in the
    /// tint, as monochrome does.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The values a configuration specifies.
        struct Fields: OptionSet, Hashable, Sendable {
            package let rawValue: Int
            init(rawValue: Int) { self.rawValue = rawValue }
            static let pointSize = Fields(rawValue: 1 << 0)
            static let weight = Fields(rawValue: 1 << 1)
            static let scale = Fields(rawValue: 1 << 2)
            static let textStyle = Fields(rawValue: 1 << 3)
        }

        /// How a symbol's colours are chosen.
        enum ColorMode: Hashable, Sendable {
            case hierarchical(Color)
            case palette([Color])
            case multicolor
            case monochrome
        }

        /// The point size of the text the symbol sits in (17, the body size, unless specified).
        public var pointSize: CGFloat
        /// The stroke weight (`.regular` unless specified).
        public var weight: Font.Weight
        /// The scale.
        public var scale: SymbolScale
        /// The text style the size and weight come from, if one was given.
        private(set) var textStyle: Font.TextStyle?
        /// The values specified.
        private(set) var specified: Fields
        /// The colours asked for, if any.
        private(set) var colorMode: ColorMode?

        private init(pointSize: CGFloat, weight: Font.Weight, scale: SymbolScale, textStyle: Font.TextStyle?, specified: Fields) {
            self.pointSize = Font(size: pointSize).pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.specified = specified
        }

        /// A configuration of `pointSize` points, `weight` and `scale`, all specified (NaN, infinite or
        /// non-positive sizes become 17).
        @_disfavoredOverload
        public init(pointSize: CGFloat, weight: Font.Weight = .regular, scale: SymbolScale = .default) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, specified: [.pointSize, .weight, .scale])
        }

        /// A configuration of `pointSize` points alone.
        public init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .regular, scale: .unspecified, textStyle: nil, specified: .pointSize)
        }

        /// A configuration of `pointSize` points and `weight`.
        public init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight.fontWeight(), scale: .unspecified, textStyle: nil,
                      specified: weight == .unspecified ? .pointSize : [.pointSize, .weight])
        }

        /// A configuration of `pointSize` points, `weight` and `scale`.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight.fontWeight(), scale: scale, textStyle: nil,
                      specified: Self.fields([.pointSize], weight: weight, scale: scale))
        }

        /// The configuration of a text style's font: its size and weight.
        public init(textStyle: Font.TextStyle) {
            let font = Font.preferredFont(forTextStyle: textStyle)
            self.init(pointSize: font.pointSize, weight: font.weight, scale: .unspecified, textStyle: textStyle, specified: .textStyle)
        }

        /// The configuration of a text style's font at `scale`.
        public init(textStyle: Font.TextStyle, scale: SymbolScale) {
            let font = Font.preferredFont(forTextStyle: textStyle)
            self.init(pointSize: font.pointSize, weight: font.weight, scale: scale, textStyle: textStyle,
                      specified: Self.fields(.textStyle, weight: .unspecified, scale: scale))
        }

        /// The body size at `scale`.
        public init(scale: SymbolScale) {
            self.init(pointSize: 17, weight: .regular, scale: scale, textStyle: nil, specified: Self.fields([], weight: .unspecified, scale: scale))
        }

        /// The body size at `weight`.
        public init(weight: SymbolWeight) {
            self.init(pointSize: 17, weight: weight.fontWeight(), scale: .unspecified, textStyle: nil,
                      specified: Self.fields([], weight: weight, scale: .unspecified))
        }

        /// The body size at a font weight.
        @_disfavoredOverload
        public init(weight: Font.Weight) {
            self.init(pointSize: 17, weight: weight, scale: .unspecified, textStyle: nil, specified: .weight)
        }

        /// The configuration of `font`: its size and weight.
        public init(font: Font) {
            self.init(pointSize: font.pointSize, weight: font.weight, scale: .unspecified, textStyle: nil, specified: [.pointSize, .weight])
        }

        /// The configuration of `font` at `scale`.
        public init(font: Font, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: font.weight, scale: scale, textStyle: nil,
                      specified: Self.fields([.pointSize, .weight], weight: .unspecified, scale: scale))
        }

        /// Symbols drawn in `hierarchicalColor` (here: in that colour alone).
        public init(hierarchicalColor: Color) {
            self = .unspecified
            colorMode = .hierarchical(hierarchicalColor)
        }

        /// Symbols drawn in `paletteColors`, layer by layer (here: in the first colour). An empty list
        /// asks for nothing.
        public init(paletteColors: [Color]) {
            self = .unspecified
            colorMode = paletteColors.isEmpty ? nil : .palette(paletteColors)
        }

        /// A configuration that specifies nothing.
        public static var unspecified: SymbolConfiguration {
            SymbolConfiguration(pointSize: 17, weight: .regular, scale: .unspecified, textStyle: nil, specified: [])
        }

        /// Symbols drawn in their own colours where they have them (here: in the tint).
        public static func preferringMulticolor() -> SymbolConfiguration {
            var configuration = unspecified
            configuration.colorMode = .multicolor
            return configuration
        }

        /// Symbols drawn in one colour, the tint.
        public static func preferringMonochrome() -> SymbolConfiguration {
            var configuration = unspecified
            configuration.colorMode = .monochrome
            return configuration
        }

        /// The colour a symbol is drawn in, when this configuration asks for one.
        var primaryColor: Color? {
            switch colorMode {
            case .hierarchical(let color): color
            case .palette(let colors): colors.first
            case .multicolor, .monochrome, nil: nil
            }
        }

        /// This configuration with the values `other` specifies (and its colours, when it asks for
        /// some) taking the place of its own; `nil` changes nothing.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var result = self
            if other.specified.contains(.textStyle) || other.specified.contains(.pointSize) {
                result.pointSize = other.pointSize
                result.textStyle = other.textStyle
                if other.specified.contains(.textStyle), !other.specified.contains(.weight), !result.specified.contains(.weight) {
                    result.weight = other.weight
                }
                result.specified.subtract([.pointSize, .textStyle])
                result.specified.formUnion(other.specified.intersection([.pointSize, .textStyle]))
            }
            if other.specified.contains(.weight) {
                result.weight = other.weight
                result.specified.insert(.weight)
            }
            if other.specified.contains(.scale) {
                result.scale = other.scale
                result.specified.insert(.scale)
            }
            if let mode = other.colorMode { result.colorMode = mode }
            return result
        }

        /// The same configuration without its text style (the size stays if it was given as a size).
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            var result = self
            guard specified.contains(.textStyle) else { return result }
            result.textStyle = nil
            result.specified.remove(.textStyle)
            if !result.specified.contains(.pointSize) { result.pointSize = 17 }
            if !result.specified.contains(.weight) { result.weight = .regular }
            return result
        }

        /// The same configuration without its scale.
        public func configurationWithoutScale() -> SymbolConfiguration {
            var result = self
            result.scale = .unspecified
            result.specified.remove(.scale)
            return result
        }

        /// The same configuration without its weight.
        public func configurationWithoutWeight() -> SymbolConfiguration {
            var result = self
            result.specified.remove(.weight)
            result.weight = result.textStyle.map { Font.preferredFont(forTextStyle: $0).weight } ?? .regular
            return result
        }

        /// The same configuration without its point size, text style and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            var result = self
            result.specified.subtract([.pointSize, .weight, .textStyle])
            result.pointSize = 17
            result.weight = .regular
            result.textStyle = nil
            return result
        }

        /// Whether `other` specifies the same values and colours.
        public func isEqual(to other: SymbolConfiguration?) -> Bool {
            other == self
        }

        /// The square a symbol occupies: 1.2 × the point size × the scale, to the half point (the
        /// project's model; SF Symbols vary per symbol).
        public var symbolSize: CGSize {
            let side = (pointSize * 1.2 * scale.factor * 2).rounded() / 2
            return CGSize(width: side, height: side)
        }

        private static func fields(_ base: Fields, weight: SymbolWeight, scale: SymbolScale) -> Fields {
            var fields = base
            if weight != .unspecified { fields.insert(.weight) }
            if scale != .unspecified { fields.insert(.scale) }
            return fields
        }
    }
}
