import DeterministicRandom

/// A generated news article: where it is from, when, a headline and a summary of a few sentences.
struct Article: Hashable, Sendable, Identifiable {
    let id: Int
    let source: String
    let age: String
    let headline: String
    let summary: String
    /// Seed of the article's picture (`Artwork`).
    var picture: Int { id &* 7 &+ 3 }

    private static let sources = ["The Swift Times", "Layout Weekly", "Compositional Post", "The Daily Diff", "Cell & Reuse",
                                  "Batch Update Review"]
    /// Who does it, and whether the verb takes an "s" after them.
    private static let subjects: [(String, isSingular: Bool)] = [
        ("Engineers", false), ("A new layout", true), ("The city council", true), ("Researchers", false), ("Volunteers", false),
        ("A small bakery", true), ("The night train crew", true), ("Local students", false), ("A rescue team", true), ("The museum", true),
    ]
    private static let verbs = ["unveil", "rethink", "rebuild", "celebrate", "measure", "rescue", "map", "reopen"]
    private static let objects = ["the old harbour bridge", "a faster way to scroll", "the park's forgotten orchard",
                                  "a century of weather records", "the lighthouse keeper's diary", "every street by bicycle",
                                  "the library's rooftop garden", "a comet's path", "the valley's last water mill"]
    private static let sentences = [
        "The plan took three years to finish and was shaped by hundreds of suggestions from residents.",
        "Nothing was thrown away: each piece was measured, labelled and put back where it belonged.",
        "Visitors can see the results from Saturday, when the doors open at nine.",
        "Critics had doubted it could be done on time, but the last part arrived a week early.",
        "The team says the hardest part was deciding what to leave out.",
        "A second phase, already funded, will begin in the spring.",
        "Early tests show the new approach is several times faster than the old one.",
        "Local schools will use the material in lessons next term.",
    ]

    /// `count` articles, newest first, the same for a seed.
    static func generate(count: Int, seed: UInt64) -> [Article] {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        return (0..<count).map { index in
            let hours = index * 2 + 1
            let age = hours < 24 ? "\(hours) h ago" : hours < 48 ? "Yesterday" : "\(hours / 24) days ago"
            let subject = pick(subjects), verb = pick(verbs)
            let headline = "\(subject.0) \(subject.isSingular ? verb + "s" : verb) \(pick(objects))"
            let sentenceCount = Int(random.next() % 3) + 1
            let summary = sentences.shuffled(using: &random).prefix(sentenceCount).joined(separator: " ")
            return Article(id: index, source: pick(sources), age: age, headline: headline, summary: summary)
        }
    }
}
