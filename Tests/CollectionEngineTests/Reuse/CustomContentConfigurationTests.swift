import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

extension ConfigurationStateCustomKey {
    /// A cell's own state, as UIKit code declares one.
    static let isFavorite = ConfigurationStateCustomKey("com.example.isFavorite")
}

/// A configuration written the iOS 15 way: a value that makes its view and follows the state.
struct StarConfiguration: ContentConfiguration, Hashable {
    var title = ""
    var isFavorite = false
    var isSelected = false

    func makeContentView() -> any View & ContentView { StarView(configuration: self) }

    func updated(for state: any ConfigurationState) -> StarConfiguration {
        var updated = self
        if let favorite = state[.isFavorite] as? Bool { updated.isFavorite = favorite }
        if let cell = state as? CellConfigurationState { updated.isSelected = cell.isSelected }
        return updated
    }
}

/// Its view: only its own designated initialiser, as such views are written.
@MainActor
final class StarView: View, ContentView {
    let titleLabel = Label()
    let star = ImageView()
    private(set) var applied: StarConfiguration
    private(set) var applications = 0

    init(configuration: StarConfiguration) {
        applied = configuration
        super.init(frame: .zero)
        for view in [titleLabel, star] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        LayoutConstraint.activate([
            star.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            star.centerYAnchor.constraint(equalTo: centerYAnchor),
            star.widthAnchor.constraint(equalToConstant: 20), star.heightAnchor.constraint(equalToConstant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: star.trailingAnchor, constant: 8),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        apply(configuration)
    }

    required init?(coder: NSCoder) { nil }

    var configuration: any ContentConfiguration {
        get { applied }
        set {
            guard let star = newValue as? StarConfiguration else { return }
            apply(star)
        }
    }

    private func apply(_ configuration: StarConfiguration) {
        applied = configuration
        applications += 1
        titleLabel.text = configuration.title
        titleLabel.textColor = configuration.isSelected ? .white : .label
        star.image = Image(systemName: configuration.isFavorite ? "star.fill" : "star")
    }
}

/// Another configuration type, whose view the star view cannot show.
struct NoteConfiguration: ContentConfiguration {
    var note = ""
    func makeContentView() -> any View & ContentView { NoteView(note: note) }
    func updated(for state: any ConfigurationState) -> NoteConfiguration { self }
}

@MainActor
final class NoteView: View, ContentView {
    var configuration: any ContentConfiguration
    init(note: String) {
        configuration = NoteConfiguration(note: note)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
}

/// A cell that keeps a state of its own and offers it to its configurations, as UIKit code does.
@MainActor
final class FavoriteCell: CollectionViewCell {
    var isFavorite = false {
        didSet { if oldValue != isFavorite { setNeedsUpdateConfiguration() } }
    }
    var title = ""
    private(set) var updates = 0

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state[.isFavorite] = isFavorite
        return state
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        updates += 1
        var content = StarConfiguration(title: title).updated(for: state)
        content.title = title
        contentConfiguration = content
    }
}

@Suite("Custom content configurations: a configuration makes its view, the cell keeps it while it supports the next (F38)")
@MainActor
struct CustomContentConfigurationTests {
    /// A 320 × 400 list of `FavoriteCell`s.
    final class Stage: CollectionViewDataSource {
        let clock = ManualFrameClock()
        let window: Window
        let collectionView: CollectionView
        var favorites: Set<Int> = []

        init() {
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 400), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 320, height: 44)
            layout.minimumLineSpacing = 0
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.register(FavoriteCell.self, forCellWithReuseIdentifier: "favorite")
            collectionView.dataSource = self
            window.addSubview(collectionView)
            clock.advanceFrames(1)
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "favorite", for: indexPath)
            (cell as? FavoriteCell)?.title = "Song \(indexPath.item)"
            (cell as? FavoriteCell)?.isFavorite = favorites.contains(indexPath.item)
            return cell
        }

        func cell(_ item: Int) -> FavoriteCell? { collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? FavoriteCell }
    }

    @Test("when a cell is given a custom configuration, then its content view is the configuration's view, placed in the cell and laid out by its constraints")
    func installsTheConfigurationsView() throws {
        let stage = Stage()
        let cell = try #require(stage.cell(2))
        let view = try #require(cell.contentView as? StarView, "the configuration's view replaced the content view")
        #expect(view.superview === cell && view.frame == cell.bounds)
        #expect(view.titleLabel.text == "Song 2" && view.star.image?.name == "star")
        #expect(view.titleLabel.frame.minX == view.layoutMargins.left + 28, "placed by its own constraints: \(view.titleLabel.frame)")
        #expect(cell.renderedContent == nil, "a view of its own: nothing drawn as the cell's content")
    }

    @Test("when the configuration changes, the state changes or a custom state key changes, then the same view takes the new configuration; a configuration of another type replaces it, and a list configuration goes to a list content view, since the content view was read")
    func keepsTheViewWhileItSupportsTheConfiguration() throws {
        let stage = Stage()
        let cell = try #require(stage.cell(1))
        let view = try #require(cell.contentView as? StarView)
        cell.isFavorite = true
        stage.clock.advanceFrames(1)
        #expect(cell.contentView === view && view.star.image?.name == "star.fill", "the custom key reached the configuration")
        stage.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        stage.clock.advanceFrames(1)
        #expect(cell.contentView === view && view.titleLabel.textColor == .white, "the state's selection reached it")
        cell.contentConfiguration = NoteConfiguration(note: "a note")
        #expect(cell.contentView is NoteView && view.superview == nil, "another type: a new view in its place")
        var list = cell.defaultContentConfiguration()
        list.text = "Drawn"
        cell.contentConfiguration = list
        let listView = try #require(cell.contentView as? ListContentView, "the content view was read: the list configuration shows in its view")
        #expect(listView.superview === cell && (listView.configuration as? ListContentConfiguration)?.text == "Drawn")
        #expect(cell.renderedContent == nil, "nothing is drawn twice")
    }

    @Test("when a cell's state changes, then setNeedsUpdateConfiguration runs updateConfiguration(using:) once before the next frame draws")
    func updateConfigurationRuns() throws {
        let stage = Stage()
        let cell = try #require(stage.cell(0))
        let before = cell.updates
        cell.isFavorite = true
        cell.isFavorite = false
        cell.isFavorite = true
        stage.clock.advanceFrames(1)
        #expect(cell.updates == before + 1, "three requests, one update")
    }

    @Test("when a cell has a background view and a selected background view, then the selected one shows while the cell is selected or highlighted, both behind the content; a background configuration removes them")
    func backgroundViews() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let background = View(), selected = View()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(cell.subviews.first === background && cell.subviews.dropFirst().first === selected, "behind the content, the selected above the other")
        #expect(selected.isHidden && background.frame == cell.bounds)
        cell.isHighlighted = true
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!selected.isHidden)
        cell.isSelected = false
        #expect(selected.isHidden)
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil && background.superview == nil)
    }

    @Test("when a background configuration has an image, a custom view or a stroke outside its frame, then they are views at the back of the cell in the background's frame; the fill is drawn in the cell's tint when it has no colour")
    func backgroundConfigurationViews() throws {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        cell.tintColor = .systemPurple
        let custom = View()
        var background = BackgroundConfiguration.clear()
        background.backgroundColor = nil
        background.image = Image(systemName: "star")
        background.imageContentMode = .scaleAspectFit
        background.customView = custom
        background.cornerRadius = 8
        background.backgroundInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        background.strokeWidth = 2
        background.strokeOutset = 3
        background.strokeColor = .systemOrange
        cell.backgroundConfiguration = background
        let container = try #require(cell.subviews.first)
        #expect(container !== cell.contentView && !container.isUserInteractionEnabled)
        let frame = CGRect(x: 10, y: 5, width: 180, height: 50)
        let image = try #require(container.subviews.first as? ImageView)
        #expect(image.image == Image(systemName: "star") && image.frame == frame && image.contentMode == .scaleAspectFit && image.clipsToBounds)
        #expect(custom.superview === container && custom.frame == frame && custom.layer.cornerRadius == 8)
        let stroke = try #require(container.subviews.last)
        #expect(stroke.frame == frame.insetBy(dx: -3, dy: -3) && stroke.layer.cornerRadius == 11 && stroke.layer.borderWidth == 2)
        let drawn = try #require(cell.renderedBackground)
        #expect(drawn.backgroundColor == .systemPurple && drawn.strokeWidth == 0, "the fill takes the tint; the outset stroke is the view's")
        cell.frame.size.width = 300
        cell.layoutIfNeeded()
        #expect(custom.frame.width == 280, "the parts follow the cell's size")
        // The same custom view in a second cell moves there (one view shows in one place); no crash.
        let second = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        second.backgroundConfiguration = background
        #expect(custom.superview?.superview === second)
        cell.backgroundConfiguration = .listPlainCell()
        #expect(container.superview == nil && custom.superview?.superview === second, "a plain background removes the parts, not the view another cell shows")
    }

    @Test("when a content view's supports(_:) lies, a configuration's makeContentView() returns a view already in another cell, or custom keys hold odd values, then nothing crashes and the problem is reported")
    func badInput() throws {
        final class Liar: View, ContentView {
            var received: [String] = []
            var configuration: any ContentConfiguration = NoteConfiguration() {
                didSet { received.append(String(describing: type(of: configuration))) }
            }
            func supports(_ configuration: any ContentConfiguration) -> Bool { true }
        }
        struct LyingConfiguration: ContentConfiguration {
            let view: Liar
            func makeContentView() -> any View & ContentView { view }
            func updated(for state: any ConfigurationState) -> LyingConfiguration { self }
        }
        let liar = Liar()
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var diagnostics: [String] = []
        cell.layoutDiagnosticHandler = { diagnostics.append($0.message) }
        cell.contentConfiguration = LyingConfiguration(view: liar)
        cell.contentConfiguration = StarConfiguration(title: "x")
        #expect(cell.contentView === liar && liar.received.last == "StarConfiguration", "a view that claims support is given the configuration")

        // makeContentView() returning one view for two cells: moved, and reported.
        let shared = Liar()
        let other = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        other.contentConfiguration = LyingConfiguration(view: shared)
        let second = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        second.layoutDiagnosticHandler = { diagnostics.append($0.message) }
        second.contentConfiguration = LyingConfiguration(view: shared)
        #expect(shared.superview === second && diagnostics.contains { $0.contains("makeContentView() must return a new view each time") })

        // A list content view given another configuration type refuses it, with UIKit's kind of warning.
        let list = ListContentView(configuration: .cell())
        list.layoutDiagnosticHandler = { diagnostics.append($0.message) }
        list.configuration = StarConfiguration()
        #expect(list.configuration is ListContentConfiguration && diagnostics.last?.contains("UIListContentView cannot show") == true)

        // Custom keys: missing, replaced, of odd types.
        var state = CellConfigurationState()
        #expect(state[.isFavorite] == nil)
        state[.isFavorite] = AnyHashable(3)
        state[.isFavorite] = AnyHashable("yes")
        state[ConfigurationStateCustomKey("")] = AnyHashable([1, 2])
        #expect(state[.isFavorite] == AnyHashable("yes") && state[ConfigurationStateCustomKey(rawValue: "")] == AnyHashable([1, 2]))
        #expect(StarConfiguration().updated(for: state).isFavorite == false, "a value of another type is not taken for a Bool")
        state[.isFavorite] = nil
        #expect(state == CellConfigurationState().with(key: ConfigurationStateCustomKey(""), value: AnyHashable([1, 2])))
    }
}

extension CellConfigurationState {
    func with(key: ConfigurationStateCustomKey, value: AnyHashable) -> CellConfigurationState {
        var state = self
        state[key] = value
        return state
    }
}
