import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

/// A header or footer whose content is `contentHeight` points tall: a box pinned to its content view's
/// edges with a height constraint, as a self-sizing header is usually built.
@MainActor
final class ConstrainedHeaderView: TableViewHeaderFooterView {
    let box = View()
    private lazy var height = box.heightAnchor.constraint(equalToConstant: 60)

    var contentHeight: CGFloat {
        get { height.constant }
        set { height.constant = newValue }
    }

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            height,
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Sections of 40-point rows whose headers and footers are views the test chooses per section.
@MainActor
final class HeaderViewSource: NSObject, TableViewDataSource, TableViewDelegate {
    var rows: [Int]
    /// The header's content height per section; a missing section gets no header view.
    var headerHeights: [Int: CGFloat] = [:]
    var footerHeights: [Int: CGFloat] = [:]
    /// Plain views (shown inside the table's own header-footer view) instead of dequeued ones.
    var plainViews = false
    var estimatedHeader: ((Int) -> CGFloat)?
    /// Called on each dequeued header or footer view before it is returned.
    var configureHeader: ((TableViewHeaderFooterView) -> Void)?
    private(set) var headerRequests: [Int] = []

    init(rows: [Int]) {
        self.rows = rows
    }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        headerRequests.append(section)
        return view(tableView, height: headerHeights[section])
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        view(tableView, height: footerHeights[section])
    }

    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        estimatedHeader?(section) ?? tableView.estimatedSectionHeaderHeight
    }

    private func view(_ tableView: TableView, height: CGFloat?) -> View? {
        guard let height else { return nil }
        if plainViews {
            let view = View()
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor), box.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor), box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                box.heightAnchor.constraint(equalToConstant: height),
            ])
            return view
        }
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        (header as? ConstrainedHeaderView)?.contentHeight = height
        if let header { configureHeader?(header) }
        return header
    }
}

@Suite("TableView: self-sizing section headers and footers (estimatedSectionHeaderHeight)")
@MainActor
struct TableViewSelfSizingHeaderTests {
    @MainActor
    struct Stage {
        let clock = ManualFrameClock()
        let window: Window
        let tableView: TableView
        let source: HeaderViewSource
        let diagnostics = DiagnosticsRecorder()

        init(style: TableView.Style = .plain, rows: [Int], height: CGFloat = 300,
             configure: (TableView, HeaderViewSource) -> Void) {
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: height), clock: clock, renderer: RecordingRenderer(),
                            timeSource: ManualTimeSource())
            tableView = TableView(frame: window.bounds, style: style)
            tableView.rowHeight = 40
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
            tableView.register(ConstrainedHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
            source = HeaderViewSource(rows: rows)
            diagnostics.attach(to: tableView)
            configure(tableView, source)
            tableView.dataSource = source
            tableView.delegate = source
            window.addSubview(tableView)
            clock.advanceFrames(2)
        }

        func row(_ row: Int, _ section: Int) -> CGRect { tableView.rectForRow(at: IndexPath(item: row, section: section)) }
    }

    @Test("when a plain table estimates its headers, then each header view is fitted by Auto Layout and the rows follow it",
          arguments: [false, true])
    func headersSizeThemselves(plainViews: Bool) throws {
        let stage = Stage(rows: [2, 2]) { table, source in
            table.estimatedSectionHeaderHeight = 30
            source.plainViews = plainViews
            source.headerHeights = [0: 60, 1: 45]
        }
        #expect(stage.tableView.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(stage.row(0, 0).minY == 60)
        #expect(stage.tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 140, width: 320, height: 45))
        #expect(stage.row(0, 1).minY == 185)
        #expect(stage.tableView.contentSize.height == 265)
        let header = try #require(stage.tableView.headerView(forSection: 1))
        #expect(header.frame.height == 45)
        #expect(stage.diagnostics.messages.isEmpty, "\(stage.diagnostics.messages)")
    }

    @Test("when a header's height is fixed, then its view is not measured, whatever its content")
    func fixedHeightWins() {
        let stage = Stage(rows: [2]) { table, source in
            table.estimatedSectionHeaderHeight = 30
            table.sectionHeaderHeight = 40
            source.headerHeights = [0: 60]
        }
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 40)
        #expect(stage.row(0, 0).minY == 40)
    }

    @Test("when the estimate is 0, then self-sizing is off and an untitled plain header takes no room")
    func zeroEstimateTurnsItOff() {
        let stage = Stage(rows: [2]) { table, source in
            table.estimatedSectionHeaderHeight = 0
            source.headerHeights = [0: 60]
        }
        #expect(stage.tableView.rectForHeader(inSection: 0) == .zero)
        #expect(stage.row(0, 0).minY == 0)
        #expect(stage.source.headerRequests.isEmpty, "a header without room is not asked for")
    }

    @Test("when the delegate estimates per section, then its 0 turns one section's self-sizing off")
    func delegateEstimate() {
        let stage = Stage(rows: [1, 1]) { _, source in
            source.estimatedHeader = { $0 == 0 ? 20 : 0 }
            source.headerHeights = [0: 50, 1: 50]
        }
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 50)
        #expect(stage.tableView.rectForHeader(inSection: 1) == .zero)
        #expect(stage.row(0, 1).minY == 90)
    }

    @Test("when a titled section's header is automatic, then it keeps the title's height even with an estimate")
    func titledHeadersKeepTheirHeight() {
        let stage = Stage(rows: [1]) { table, _ in
            table.estimatedSectionHeaderHeight = 50
        }
        let titled = TitledSource(rows: [1], titles: ["Title"])
        stage.tableView.dataSource = titled
        stage.tableView.delegate = nil
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 28)
    }

    @Test("when a grouped table leaves its estimates automatic, then a header view still sizes itself and a section without one keeps the style's spacing")
    func groupedAutomaticEstimate() {
        let stage = Stage(style: .grouped, rows: [1, 1]) { _, source in
            source.headerHeights = [0: 70]
        }
        #expect(stage.tableView.estimatedSectionHeaderHeight == TableView.automaticDimension)
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 70)
        #expect(stage.tableView.rectForHeader(inSection: 1).height == 17.5, "no view: the grouped spacing")
    }

    @Test("when an estimated plain header gets no view from the delegate, then it takes no room once shown")
    func noViewTakesNoRoom() {
        let stage = Stage(rows: [2, 2]) { table, source in
            table.estimatedSectionHeaderHeight = 30
            source.headerHeights = [0: 50]
        }
        #expect(stage.tableView.rectForHeader(inSection: 1) == .zero)
        #expect(stage.row(0, 1).minY == 130, "section 1's rows follow section 0's directly")
        #expect(stage.tableView.contentSize.height == 210)
    }

    @Test("when footers estimate their height, then footer views size themselves too")
    func footersSizeThemselves() {
        let stage = Stage(rows: [1, 1]) { table, source in
            table.estimatedSectionFooterHeight = 20
            source.footerHeights = [0: 33, 1: 12]
        }
        #expect(stage.tableView.rectForFooter(inSection: 0) == CGRect(x: 0, y: 40, width: 320, height: 33))
        #expect(stage.row(0, 1).minY == 73)
        #expect(stage.tableView.contentSize.height == 125)
    }

    @Test("when a header partly scrolled above the top measures taller than its estimate, then it stays where it starts and the rows below it move")
    func headerAtTheTopStaysStill() {
        let stage = Stage(rows: [5, 5, 5, 5], height: 200) { table, source in
            table.estimatedSectionHeaderHeight = 30
            source.headerHeights = [0: 60, 1: 60, 2: 60, 3: 60]
        }
        // Only section 0's header was shown (and measured); section 2's is still estimated.
        let header = stage.tableView.rectForHeader(inSection: 2)
        #expect(header.height == 30)
        stage.tableView.contentOffset.y = header.minY + 10
        stage.clock.advanceFrames(2)
        #expect(stage.tableView.contentOffset.y == header.minY + 10)
        #expect(stage.tableView.rectForHeader(inSection: 2) == CGRect(x: 0, y: header.minY, width: 320, height: 60))
        #expect(stage.row(0, 2).minY == header.minY + 60)
    }

    @Test("when headers measure taller than estimated while rows are on screen, then those rows stay where they are on screen",
          arguments: [TableView.Style.plain, .grouped])
    func visibleRowsStayStill(style: TableView.Style) throws {
        let stage = Stage(style: style, rows: [5, 5, 5], height: 200) { table, source in
            table.estimatedSectionHeaderHeight = 30
            source.headerHeights = [0: 60, 1: 60, 2: 60]
        }
        let row = stage.row(3, 1)
        // Section 1's row 3 at the top, section 2's header coming in below (and, in the plain style,
        // section 1's header pinned above).
        stage.tableView.contentOffset.y = row.minY + 5
        stage.clock.advanceFrames(3)
        let onScreen = stage.row(3, 1).minY - stage.tableView.contentOffset.y
        #expect(onScreen == -5, "the row stayed where it was on screen")
        #expect(stage.tableView.rectForHeader(inSection: 2).height == 60)
        let cell = try #require(stage.tableView.cellForRow(at: IndexPath(item: 3, section: 1)))
        #expect(cell.frame.minY == stage.row(3, 1).minY)
    }

    @Test("when rows are inserted, then the headers on screen keep their measured heights")
    func updatesKeepHeights() {
        let stage = Stage(rows: [2, 2]) { table, source in
            table.estimatedSectionHeaderHeight = 30
            source.headerHeights = [0: 50, 1: 50]
        }
        stage.source.rows[0] = 3
        stage.tableView.insertRows(at: [IndexPath(item: 2, section: 0)], with: .none)
        stage.clock.advanceFrames(3)
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 50)
        #expect(stage.tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 170, width: 320, height: 50))
    }

    @Test("when a section is inserted before measured ones, then their heights move with them and the new header is measured")
    func sectionInsertMovesHeights() {
        let stage = Stage(rows: [1, 1]) { table, source in
            table.estimatedSectionHeaderHeight = 30
            source.headerHeights = [0: 50, 1: 45]
        }
        stage.source.rows.insert(1, at: 0)
        stage.source.headerHeights = [0: 70, 1: 50, 2: 45]
        stage.tableView.insertSections(IndexSet(integer: 0), with: .none)
        stage.clock.advanceFrames(3)
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 70)
        #expect(stage.tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 110, width: 320, height: 50))
        #expect(stage.tableView.rectForHeader(inSection: 2) == CGRect(x: 0, y: 200, width: 320, height: 45))
    }

    @Test("when a header's content grows after a reload, then it is measured again")
    func reloadMeasuresAgain() {
        let stage = Stage(rows: [1, 1]) { table, source in
            table.estimatedSectionHeaderHeight = 30
            source.headerHeights = [0: 40, 1: 40]
        }
        stage.source.headerHeights[0] = 80
        stage.tableView.reloadData()
        stage.clock.advanceFrames(2)
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 80)
        #expect(stage.tableView.rectForHeader(inSection: 1).minY == 120)
    }

    @Test("when an estimate is set negative, NaN or infinite, then it is reported and the old one kept",
          arguments: [-4, CGFloat.nan, .infinity])
    func badEstimateProperty(bad: CGFloat) {
        let stage = Stage(rows: [1]) { table, source in
            table.estimatedSectionHeaderHeight = 30
            source.headerHeights = [0: 50]
        }
        stage.diagnostics.clear()
        stage.tableView.estimatedSectionHeaderHeight = bad
        stage.tableView.estimatedSectionFooterHeight = bad
        #expect(stage.tableView.estimatedSectionHeaderHeight == 30)
        #expect(stage.tableView.estimatedSectionFooterHeight == TableView.automaticDimension)
        #expect(stage.diagnostics.messages == ["estimatedSectionHeaderHeight \(bad) is negative, NaN, infinite or above 1e9",
                                               "estimatedSectionFooterHeight \(bad) is negative, NaN, infinite or above 1e9"])
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 50)
    }

    @Test("when a header view answers a negative, NaN or infinite preferred height, then it is reported and the header keeps its estimate",
          arguments: [-10, CGFloat.nan, .infinity])
    func badPreferredHeight(bad: CGFloat) {
        let stage = Stage(rows: [1]) { table, source in
            table.estimatedSectionHeaderHeight = 30
            table.register(BadHeightHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
            source.headerHeights = [0: 50]
            source.configureHeader = { ($0 as? BadHeightHeaderView)?.answer = bad }
        }
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 30)
        #expect(stage.row(0, 0).minY == 30)
        #expect(stage.diagnostics.messages.contains { $0.hasPrefix("the preferred height \(bad) of the header of section 0 is negative, NaN, infinite or above 1e9") },
                "\(stage.diagnostics.messages)")
    }

    @Test("when the delegate's estimate is negative or NaN, then it is reported once and the header does not size itself",
          arguments: [-2, CGFloat.nan])
    func badDelegateEstimate(bad: CGFloat) {
        let stage = Stage(rows: [1, 1]) { _, source in
            source.estimatedHeader = { _ in bad }
            source.headerHeights = [0: 50, 1: 50]
        }
        #expect(stage.tableView.rectForHeader(inSection: 0) == .zero)
        #expect(stage.diagnostics.messages.count == 1)
        #expect(stage.diagnostics.messages.first?.hasPrefix("tableView(_:estimatedHeightForHeaderInSection:) returned \(bad) for section 0") == true,
                "\(stage.diagnostics.messages)")
    }
}

/// A header whose own `preferredLayoutAttributesFitting(_:)` answers an unusable height.
@MainActor
final class BadHeightHeaderView: TableViewHeaderFooterView {
    var answer: CGFloat = .nan

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = (layoutAttributes.copy() as? CollectionViewLayoutAttributes) ?? layoutAttributes
        preferred.size.height = answer
        return preferred
    }
}

/// One titled section's data source.
@MainActor
private final class TitledSource: NSObject, TableViewDataSource {
    let rows: [Int]
    let titles: [String?]

    init(rows: [Int], titles: [String?]) {
        self.rows = rows
        self.titles = titles
    }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
}
