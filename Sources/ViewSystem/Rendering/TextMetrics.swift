import CollectionGeometry
import Foundation

/// The deterministic text model of the headless renderer: every character of a font is the same
/// width, lines are a fixed height, words wrap greedily (Guides/Architecture.md, "Content of cells").
///
/// Not a typesetter: its purpose is that self-sizing tests are exact and repeatable. A character is
/// `0.5 ×` the point size wide (`0.55 ×` for semibold and bold), a line is the point size `× 1.3`,
/// rounded — so a body line (17 pt) is 22 points high and a one-line list cell with UIKit's 11-point
/// margins is 44 points, UIKit's row height.
public struct TextMetrics: Hashable, Sendable {
    /// Creates the model.
    public init() {}

    /// The width of one character of `font`.
    public func characterWidth(of font: Font) -> CGFloat {
        font.pointSize * (font.weight.isBold ? 0.55 : 0.5)
    }

    /// The height of one line of `font`.
    public func lineHeight(of font: Font) -> CGFloat {
        (font.pointSize * 1.3).rounded()
    }

    /// How far a line's baseline is below the line's top: the ascent of a face whose ascender is 0.8
    /// of the point size, centred in the line's height, rounded.
    public func baseline(of font: Font) -> CGFloat {
        ((lineHeight(of: font) - font.pointSize) / 2 + font.pointSize * 0.8).rounded()
    }

    /// The width of `text` on one line.
    public func width(of text: String, font: Font) -> CGFloat {
        CGFloat(text.count) * characterWidth(of: font)
    }

    /// The lines `text` wraps into within `width` (words move to the next line; a word wider than the
    /// line is broken), at most `maximumLines` when that is positive.
    /// - Complexity: O(characters).
    public func lines(of text: String, font: Font, width: CGFloat, maximumLines: Int = 0) -> [String] {
        guard !text.isEmpty else { return [] }
        let capacity = width.isFinite ? (Swift.max(0, width) / characterWidth(of: font)).rounded(.down) : .infinity
        let perLine = capacity >= CGFloat(Int32.max) ? Int(Int32.max) : Swift.max(1, Int(capacity))
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                while word.count > perLine {
                    if !current.isEmpty { lines.append(current); current = "" }
                    lines.append(String(word.prefix(perLine)))
                    word = word.dropFirst(perLine)
                }
                if current.isEmpty {
                    current = String(word)
                } else if current.count + 1 + word.count <= perLine {
                    current += " " + word
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
        }
        if maximumLines > 0, lines.count > maximumLines { lines = Array(lines.prefix(maximumLines)) }
        return lines
    }

    /// The lines `text` shows within `width`, as a label or list text draws them: one line (line
    /// breaks become spaces) when `maximumLines` is 1, else wrapped (by characters for
    /// `.byCharWrapping`, else by words); when the text needs more lines than it may have — or one
    /// line is wider than `width` — the last line shown ends in "…" at its tail, head or middle as
    /// `lineBreakMode` says, and is cut without one for clipping and the wrapping modes, as UIKit's
    /// labels do.
    /// - Complexity: O(characters).
    public func displayedLines(of text: String, font: Font, width: CGFloat, maximumLines: Int,
                               lineBreakMode: LineBreakMode) -> [String] {
        guard !text.isEmpty else { return [] }
        let capacity = width.isFinite ? (Swift.max(0, width) / characterWidth(of: font)).rounded(.down) : .infinity
        let perLine = capacity >= CGFloat(Int32.max) ? Int(Int32.max) : Swift.max(1, Int(capacity))
        let flattened = maximumLines == 1 ? text.replacingOccurrences(of: "\n", with: " ") : text
        let all = lineBreakMode == .byCharWrapping
            ? characterLines(of: flattened, font: font, width: width, maximumLines: 0)
            : lines(of: flattened, font: font, width: width)
        guard maximumLines > 0, all.count > maximumLines else { return all }
        // The last line shown holds the rest of the text, truncated to the line.
        let shown = Array(all.prefix(maximumLines - 1))
        let rest = all.dropFirst(maximumLines - 1).joined(separator: lineBreakMode == .byCharWrapping ? "" : " ")
        return shown + [Self.truncated(rest, toCharacters: perLine, mode: lineBreakMode)]
    }

    /// `line` cut to `count` characters, with "…" where `mode` puts it.
    private static func truncated(_ line: String, toCharacters count: Int, mode: LineBreakMode) -> String {
        guard line.count > count else { return line }
        let kept = Swift.max(0, count - 1)
        switch mode {
        case .byTruncatingTail:
            return String(line.prefix(kept)).trimmingCharacters(in: .whitespaces) + "…"
        case .byTruncatingHead:
            return "…" + String(line.suffix(kept)).trimmingCharacters(in: .whitespaces)
        case .byTruncatingMiddle:
            let head = (kept + 1) / 2
            return String(line.prefix(head)).trimmingCharacters(in: .whitespaces) + "…"
                + String(line.suffix(kept - head)).trimmingCharacters(in: .whitespaces)
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return String(line.prefix(count))
        }
    }

    /// The size `content` needs. With `fixedWidth`, texts wrap within it and the height follows;
    /// without, texts stay on one line and the size is their natural size.
    public func size(of content: RenderedContent, fixedWidth: CGFloat?) -> CGSize {
        switch content {
        case .list(let list): return size(of: list, fixedWidth: fixedWidth)
        case .text(let text): return size(of: text, fixedWidth: fixedWidth)
        case .image(let content): return CGSize(width: fixedWidth ?? content.image.size.width, height: content.image.size.height)
        case .textField(let field):
            let text = field.text.isEmpty ? field.placeholder : field.text
            return CGSize(width: fixedWidth ?? (width(of: text, font: field.font) + field.insets.leading + field.insets.trailing),
                          height: lineHeight(of: field.font) + field.insets.top + field.insets.bottom)
        case .custom(let custom):
            let margins = custom.directionalLayoutMargins
            let inner = fixedWidth.map { Swift.max(0, $0 - margins.leading - margins.trailing) }
            let size = size(of: custom.root, width: inner)
            return CGSize(width: fixedWidth ?? size.width + margins.leading + margins.trailing,
                          height: size.height + margins.top + margins.bottom)
        }
    }

    /// A label's text: one line (line breaks become spaces) when `numberOfLines` is 1, else its
    /// lines wrapped within the wrap width, at most `numberOfLines`; as wide as its widest line, at
    /// most the wrap width (a longer line is truncated).
    private func size(of content: TextContent, fixedWidth: CGFloat?) -> CGSize {
        guard !content.text.isEmpty else { return CGSize(width: fixedWidth ?? 0, height: 0) }
        if let runs = content.runs, !runs.isEmpty { return size(ofRuns: runs, content: content, fixedWidth: fixedWidth) }
        let limit = fixedWidth ?? content.wrapWidth
        let wrapped: [String]
        if content.numberOfLines == 1 {
            wrapped = [content.text.replacingOccurrences(of: "\n", with: " ")]
        } else if let limit {
            wrapped = content.lineBreakMode == .byCharWrapping
                ? characterLines(of: content.text, font: content.font, width: limit, maximumLines: content.numberOfLines)
                : lines(of: content.text, font: content.font, width: limit, maximumLines: content.numberOfLines)
        } else {
            let paragraphs = content.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            wrapped = content.numberOfLines > 0 ? Array(paragraphs.prefix(content.numberOfLines)) : paragraphs
        }
        var widest = wrapped.map { width(of: $0, font: content.font) }.max() ?? 0
        if let limit { widest = Swift.min(widest, limit) }
        return CGSize(width: fixedWidth ?? widest, height: CGFloat(wrapped.count) * lineHeight(of: content.font))
    }

    /// Attributed text: each character as wide as its run's font says, each line as high as the
    /// tallest font in the text; words wrap greedily within the limit (a word wider than a line breaks).
    /// - Complexity: O(characters).
    private func size(ofRuns runs: [TextRun], content: TextContent, fixedWidth: CGFloat?) -> CGSize {
        // Paragraphs of words; a word is its characters' widths, a space the width of its own run's.
        var paragraphs: [[(word: [CGFloat], spaceBefore: CGFloat)]] = [[]]
        var word: [CGFloat] = [], space: CGFloat = 0
        func endWord() {
            if !word.isEmpty { paragraphs[paragraphs.count - 1].append((word, space)) }
            word = []
            space = 0
        }
        for run in runs {
            let width = characterWidth(of: run.font)
            for character in run.text {
                if character == "\n", content.numberOfLines != 1 {
                    endWord()
                    paragraphs.append([])
                } else if character == " " || character == "\n" {
                    let pending = word.isEmpty ? space : 0
                    endWord()
                    space = pending + width
                } else {
                    word.append(width)
                }
            }
        }
        endWord()
        let lineHeight = runs.map { self.lineHeight(of: $0.font) }.max() ?? 0
        let limit = content.numberOfLines == 1 ? nil : (fixedWidth ?? content.wrapWidth)
        var lines: [CGFloat] = []
        for paragraph in paragraphs {
            var current: CGFloat? = nil
            for (characters, spaceBefore) in paragraph {
                var wordWidth = characters.reduce(0, +)
                if let limit, wordWidth > limit {
                    // A word wider than a line breaks between characters.
                    if let line = current { lines.append(line); current = nil }
                    var piece: CGFloat = 0
                    for width in characters {
                        if piece + width > limit, piece > 0 { lines.append(piece); piece = 0 }
                        piece += width
                    }
                    wordWidth = piece
                    current = wordWidth
                    continue
                }
                if let line = current {
                    if let limit, line + spaceBefore + wordWidth > limit {
                        lines.append(line)
                        current = wordWidth
                    } else {
                        current = line + spaceBefore + wordWidth
                    }
                } else {
                    current = wordWidth
                }
            }
            lines.append(current ?? 0)
        }
        if content.numberOfLines > 0, lines.count > content.numberOfLines { lines = Array(lines.prefix(content.numberOfLines)) }
        var widest = lines.max() ?? 0
        if let limit = fixedWidth ?? content.wrapWidth { widest = Swift.min(widest, limit) }
        return CGSize(width: fixedWidth ?? widest, height: CGFloat(lines.count) * lineHeight)
    }

    /// The lines `text` fills within `width`, breaking between any two characters.
    /// - Complexity: O(characters).
    public func characterLines(of text: String, font: Font, width: CGFloat, maximumLines: Int = 0) -> [String] {
        guard !text.isEmpty else { return [] }
        let capacity = width.isFinite ? (Swift.max(0, width) / characterWidth(of: font)).rounded(.down) : .infinity
        let perLine = capacity >= CGFloat(Int32.max) ? Int(Int32.max) : Swift.max(1, Int(capacity))
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(paragraph)
            repeat {
                lines.append(String(rest.prefix(perLine)))
                rest = rest.dropFirst(perLine)
            } while !rest.isEmpty
        }
        if maximumLines > 0, lines.count > maximumLines { lines = Array(lines.prefix(maximumLines)) }
        return lines
    }

    private func size(of list: ListContentConfiguration, fixedWidth: CGFloat?) -> CGSize {
        let margins = list.directionalLayoutMargins
        let imageSize = list.imageLayout?.slot
        let imageRoom = imageSize.map { $0.width + list.imageToTextPadding } ?? 0
        let text = list.text ?? "", secondary = list.secondaryText ?? ""
        let textProps = list.textProperties, secondaryProps = list.secondaryTextProperties
        let available = fixedWidth.map { Swift.max(0, $0 - margins.leading - margins.trailing - imageRoom) }
        func block(_ string: String, _ props: ListContentConfiguration.TextProperties, width: CGFloat?) -> CGSize {
            guard !string.isEmpty else { return .zero }
            let wrapped = width.map { self.lines(of: string, font: props.font, width: $0, maximumLines: props.numberOfLines) }
                ?? [string]
            let widest = wrapped.map { self.width(of: $0, font: props.font) }.max() ?? 0
            return CGSize(width: widest, height: CGFloat(wrapped.count) * lineHeight(of: props.font))
        }
        var textsSize: CGSize
        let oneLineText = block(text, textProps, width: nil), oneLineSecondary = block(secondary, secondaryProps, width: nil)
        let sideBySideWidth = oneLineText.width + (text.isEmpty || secondary.isEmpty ? 0 : list.textToSecondaryTextHorizontalPadding) + oneLineSecondary.width
        if list.prefersSideBySideTextAndSecondaryText, available.map({ sideBySideWidth <= $0 }) ?? true {
            textsSize = CGSize(width: sideBySideWidth, height: Swift.max(oneLineText.height, oneLineSecondary.height))
        } else {
            let first = block(text, textProps, width: available), second = block(secondary, secondaryProps, width: available)
            let padding = text.isEmpty || secondary.isEmpty ? 0 : list.textToSecondaryTextVerticalPadding
            textsSize = CGSize(width: Swift.max(first.width, second.width), height: first.height + padding + second.height)
        }
        let height = Swift.max(list.minimumHeight, margins.top + Swift.max(textsSize.height, imageSize?.height ?? 0) + margins.bottom)
        let width = fixedWidth ?? (margins.leading + imageRoom + textsSize.width + margins.trailing)
        return CGSize(width: width, height: height)
    }

    private func size(of part: CustomContentConfiguration.Part, width: CGFloat?) -> CGSize {
        switch part {
        case .text(let string, let font, _):
            let wrapped = width.map { self.lines(of: string, font: font, width: $0) } ?? (string.isEmpty ? [] : [string])
            let widest = wrapped.map { self.width(of: $0, font: font) }.max() ?? 0
            return CGSize(width: widest, height: CGFloat(wrapped.count) * lineHeight(of: font))
        case .image(let image):
            return image.size
        case .swatch(_, let w, let h):
            return CGSize(width: w.isFinite ? Swift.max(0, w) : 0, height: h.isFinite ? Swift.max(0, h) : 0)
        case .vertical(let parts, let spacing):
            let sizes = parts.map { size(of: $0, width: width) }
            let gap = spacing.isFinite ? Swift.max(0, spacing) : 0
            return CGSize(width: sizes.map(\.width).max() ?? 0,
                          height: sizes.map(\.height).reduce(0, +) + gap * CGFloat(Swift.max(0, sizes.count - 1)))
        case .horizontal(let parts, let spacing):
            let gap = spacing.isFinite ? Swift.max(0, spacing) : 0
            let sizes = parts.map { size(of: $0, width: nil) }
            return CGSize(width: sizes.map(\.width).reduce(0, +) + gap * CGFloat(Swift.max(0, sizes.count - 1)),
                          height: sizes.map(\.height).max() ?? 0)
        case .styled(let inner, _):
            return size(of: inner, width: width)
        }
    }
}
