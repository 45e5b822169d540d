import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import Testing
import ViewSystem

/// A view with a natural size set from outside (what an image view or a label reports).
@MainActor
final class NaturalSizeView: View {
    var naturalSize: CGSize = .zero {
        didSet { if naturalSize != oldValue { invalidateIntrinsicContentSize() } }
    }
    override var intrinsicContentSize: CGSize { naturalSize }
}

/// The content of a constraint-sized cell: an avatar, a title and a body whose height is the item's
/// number of lines × 20, pinned to the content view's margins top and bottom.
@MainActor
struct ProfileContent {
    let avatar = NaturalSizeView(), title = NaturalSizeView(), body = NaturalSizeView()

    init(in contentView: View) {
        avatar.naturalSize = CGSize(width: 40, height: 40)
        title.naturalSize = CGSize(width: 100, height: 22)
        avatar.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        for view in [avatar, title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    func configure(lines: Int) {
        body.naturalSize = CGSize(width: 100, height: CGFloat(lines) * 20)
    }

    /// 8 + 22 + 4 + 20 × lines + 8, at least 8 + 40 + 8.
    static func height(lines: Int) -> CGFloat { Swift.max(56, 42 + CGFloat(lines) * 20) }
}

@MainActor
final class ProfileCell: CollectionViewCell {
    private(set) lazy var content = ProfileContent(in: contentView)
    func configure(lines: Int) { content.configure(lines: lines) }
}

@MainActor
final class ProfileRow: TableViewCell {
    private(set) lazy var content = ProfileContent(in: contentView)
    func configure(lines: Int) { content.configure(lines: lines) }
}

/// A chip: a label-like view inset 8 × 4 in the content view; its width is 30 + 10 × item.
@MainActor
final class ChipCell: CollectionViewCell {
    let label = NaturalSizeView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    required convenience init() { self.init(frame: .zero) }
}

@MainActor
final class LinesSource: CollectionViewDataSource, TableViewDataSource {
    var lines: [Int]
    init(lines: [Int]) { self.lines = lines }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { lines.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if let profile = cell as? ProfileCell { profile.configure(lines: lines[indexPath.item]) }
        if let chip = cell as? ChipCell { chip.label.naturalSize = CGSize(width: 30 + 10 * CGFloat(indexPath.item), height: 20) }
        return cell
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { lines.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? ProfileRow)?.configure(lines: lines[indexPath.row])
        return cell
    }
}

@Suite("Constraint-based self-sizing: cells whose content view is fully constrained size themselves (F17, F33)")
@MainActor
struct ConstraintSelfSizingTests {
    static let lines = [1, 3, 0, 5, 2, 1, 4, 2]

    /// A window showing `view` (keep it alive: views hold their window weakly).
    func window(_ view: View) -> (Window, ManualFrameClock) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.addSubview(view)
        return (window, clock)
    }

    @Test("when a compositional list estimates heights, then each cell takes the height its constraints need at the list's width")
    func compositional() {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)]))
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collectionView.register(ProfileCell.self, forCellWithReuseIdentifier: "cell")
        let source = LinesSource(lines: Self.lines)
        collectionView.dataSource = source
        let (window, clock) = window(collectionView)
        clock.advanceFrames(3)
        defer { withExtendedLifetime(window) {} }
        var y: CGFloat = 0
        for (item, lines) in Self.lines.enumerated() {
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(frame == CGRect(x: 0, y: y, width: 320, height: ProfileContent.height(lines: lines)), "item \(item)")
            y += ProfileContent.height(lines: lines)
        }
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ProfileCell
        #expect(cell?.content.body.frame == CGRect(x: 60, y: 34, width: 252, height: 60), "the body sits under the title, 3 lines tall")
    }

    @Test("when a table view's rows have automatic heights, then each row takes the height its constraints need")
    func table() {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(ProfileRow.self, forCellReuseIdentifier: "row")
        let source = LinesSource(lines: Self.lines)
        tableView.dataSource = source
        let (window, clock) = window(tableView)
        defer { withExtendedLifetime(window) {} }
        clock.advanceFrames(3)
        let heights = (0..<Self.lines.count).compactMap { tableView.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights == Self.lines.map { ProfileContent.height(lines: $0) })
        source.lines[0] = 6
        tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        clock.advanceFrames(3)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == ProfileContent.height(lines: 6), "a reload measures again")
    }

    @Test("when a flow layout uses automaticSize, then chips take the size of their constrained content in both axes")
    func flowAutomaticSize() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(ChipCell.self, forCellWithReuseIdentifier: "cell")
        let source = LinesSource(lines: Array(repeating: 0, count: 6))
        collectionView.dataSource = source
        let (window, clock) = window(collectionView)
        defer { withExtendedLifetime(window) {} }
        clock.advanceFrames(4)
        let sizes = (0..<6).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size }
        #expect(sizes == (0..<6).map { CGSize(width: 46 + 10 * CGFloat($0), height: 28) })
    }
}
