import CollectionWeb
import DeterministicRandom
import OpenCollectionView

/// Cells made of UIKit's content views (F34): each message is a name and a time in a horizontal
/// stack above a wrapping body label, in a vertical stack pinned to the content view's margins, in a
/// self-sizing compositional list. The page measures every text; the constraints and the stacks make
/// the rows.
@MainActor
final class MessagesScreen: GalleryScreen, CollectionViewDataSource {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "messages", title: "Labels & stacks", group: GalleryGroup.views,
        summary: "Message cells of labels and stack views that fit their text",
        settings: [
            .init(name: "textSize", title: "Message size", minimum: 11, maximum: 28, step: 1, value: 17),
            .init(name: "bodyLines", title: "Body lines (0 = all)", minimum: 0, maximum: 4, step: 1, value: 0),
            .toggle(name: "times", title: "Show times", isOn: true),
        ]
    )) { size in MessagesScreen(size: size) }

    /// One message.
    struct Message {
        let name: String
        let time: String
        let body: String
    }

    let messages: [Message]
    private(set) var style = MessageCell.Style(textSize: 17, bodyLines: 0, showsTime: true)

    /// What the messages say: whole sentences, one to four per message, so bodies of every length
    /// read as messages, not as text cut from a page.
    static let sentences = [
        "Running late, start without me.", "Did you see the new layout?", "Lunch on Friday works for me.",
        "The build is green again.", "Can you send me the photos from the weekend?", "Thanks!",
        "I moved the meeting to three.", "The train is stuck outside the station, so I will be about twenty minutes late.",
        "Here is the draft: the first section is done, the second needs pictures.", "Sounds good.",
        "Who is bringing the cake?", "I left the keys with your neighbour.", "Happy birthday!",
        "The collection view now sizes every cell from its constraints, and it scrolls smoothly.",
        "Call me when you land.", "We are out of coffee.", "See you at the market at nine.",
        "The tickets are booked: row twelve, seats four and five.", "Can we talk about the budget tomorrow?",
        "Great news about the job!", "The garden needs water while I am away.", "On my way.",
    ]

    init(size: CGSize) {
        let names = ["Ann", "Bilal", "Chen", "Dana", "Emeka", "Farah", "Goran", "Hana"]
        var random = SplitMix64(seed: 34)
        messages = (0..<2_000).map { index in
            let count = Int(random.next() % 4) + 1
            let body = (0..<count).map { _ in Self.sentences[Int(random.next() % UInt64(Self.sentences.count))] }.joined(separator: " ")
            let minutes = index * 7 % 600
            return Message(name: names[index % names.count], time: "\(9 + minutes / 60):\(String(format: "%02d", minutes % 60))", body: body)
        }
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)))
        let group = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                   heightDimension: .estimated(80)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        super.init(size: size, layout: CollectionViewCompositionalLayout(section: section))
        collectionView.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.reuseIdentifier)
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MessageCell.reuseIdentifier, for: indexPath)
        (cell as? MessageCell)?.configure(with: messages[indexPath.item], style: style)
        return cell
    }

    override func apply(setting name: String, value: Double) -> Bool {
        switch name {
        case "textSize": style.textSize = CGFloat(min(max(value.isFinite ? value : 17, 8), 40))
        case "bodyLines": style.bodyLines = Int(min(max(value.isFinite ? value : 0, 0), 10))
        case "times": style.showsTime = value != 0
        default: return false
        }
        // Every row may change height: configure again and let the layout measure them.
        collectionView.reloadData()
        return true
    }
}
