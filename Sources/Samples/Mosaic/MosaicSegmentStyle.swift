/// How one horizontal band of the mosaic is divided.
public enum MosaicSegmentStyle: Hashable, Sendable, CaseIterable {
    /// One item across the whole width.
    case fullWidth
    /// Two items side by side, half the width each.
    case fiftyFifty
    /// A large item on two thirds of the width, two stacked items on the last third.
    case twoThirdsOneThird
    /// Two stacked items on the first third, a large item on the other two thirds.
    case oneThirdTwoThirds

    /// The number of items a band of this style holds.
    public var itemCount: Int {
        switch self {
        case .fullWidth: 1
        case .fiftyFifty: 2
        case .twoThirdsOneThird, .oneThirdTwoThirds: 3
        }
    }

    /// The style of the band after this one when `remaining` items are left to place: the last one or
    /// two items fill a band of their own; otherwise the styles rotate so no two neighbours look alike.
    public func next(remaining: Int) -> MosaicSegmentStyle {
        switch remaining {
        case ...1: return .fullWidth
        case 2: return .fiftyFifty
        default:
            switch self {
            case .fullWidth, .oneThirdTwoThirds: return .fiftyFifty
            case .fiftyFifty: return .twoThirdsOneThird
            case .twoThirdsOneThird: return .oneThirdTwoThirds
            }
        }
    }
}
