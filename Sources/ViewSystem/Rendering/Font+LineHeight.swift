import Foundation

extension Font {
    /// The height of one line, as the text model of the headless renderer sets it (`UIFont.lineHeight`;
    /// the page's real fonts differ slightly).
    public var lineHeight: CGFloat { TextMetrics().lineHeight(of: self) }
}
