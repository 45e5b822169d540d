/// Which corners a layer's `cornerRadius` rounds (Core Animation's `CACornerMask`).
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    /// Every corner (the default).
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// How a rounded corner is drawn (Core Animation's `CALayerCornerCurve`).
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle (the default).
    public static let circular = LayerCornerCurve(rawValue: "circular")
    /// Apple's continuous ("squircle") curve; the browser draws it as a slightly larger circle.
    public static let continuous = LayerCornerCurve(rawValue: "continuous")
}
