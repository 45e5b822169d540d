import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("A cell's content view: a list configuration drawn until the content view is read, then shown in a UIListContentView (F38)")
@MainActor
struct CollectionViewCellContentViewTests {
    /// The list configurations a settings or inbox screen shows.
    enum Sample: String, CaseIterable, Sendable {
        case oneLine, subtitle, value, wrapping, image

        @MainActor func configuration(for cell: CollectionViewListCell) -> ListContentConfiguration {
            var content: ListContentConfiguration
            switch self {
            case .oneLine:
                content = cell.defaultContentConfiguration()
                content.text = "Wi-Fi"
            case .subtitle:
                content = .subtitleCell()
                content.text = "Inbox"
                content.secondaryText = "12 unread messages from 4 senders"
            case .value:
                content = .valueCell()
                content.text = "Version"
                content.secondaryText = "18.2"
            case .wrapping:
                content = cell.defaultContentConfiguration()
                content.text = "A text long enough to wrap over two or three lines in a row of a phone-sized list"
            case .image:
                content = cell.defaultContentConfiguration()
                content.text = "Airplane Mode"
                content.image = Image(systemName: "airplane")
            }
            return content
        }
    }

    @Test("when a list cell's content view is never read, then its configuration is drawn and no view holds it; reading it gives a list content view with the text in a label, and nothing is drawn twice")
    func materializesWhenRead() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .insetGrouped), sections: [["Wi-Fi"]])
        let cell = try #require(stage.cell(0))
        #expect(cell.renderedContent != nil && !cell.subviews.contains { $0 is ListContentView })
        let view = try #require(cell.contentView as? ListContentView)
        stage.settle()
        #expect(cell.renderedContent == nil && view.superview === cell)
        let label = try #require(view.subviews.compactMap { $0 as? Label }.first { $0.text == "Wi-Fi" })
        #expect(label.frame.width > 0 && view.textLayoutGuide?.layoutFrame == label.frame)
        cell.isSelected = true
        stage.settle()
        #expect(cell.contentView === view, "the view follows the cell's state, kept")
    }

    @Test("when a cell's own view is constrained to its list content view's text guide, then it lines up with the text, as on iOS")
    func constrainsToTheGuides() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["Notifications"]])
        let cell = try #require(stage.cell(0))
        let list = try #require(cell.contentView as? ListContentView)
        let underline = View()
        underline.translatesAutoresizingMaskIntoConstraints = false
        list.addSubview(underline)
        let guide = try #require(list.textLayoutGuide)
        LayoutConstraint.activate([
            underline.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            underline.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            underline.topAnchor.constraint(equalTo: guide.bottomAnchor),
            underline.heightAnchor.constraint(equalToConstant: 1),
        ])
        stage.settle()
        #expect(underline.frame.minX == guide.layoutFrame.minX && underline.frame.width == guide.layoutFrame.width && underline.frame.width > 0)
        #expect(underline.frame.minY == guide.layoutFrame.maxY)
    }

    @Test("when the same configurations are drawn or shown in list content views, then the self-sized rows have the same heights", arguments: Sample.allCases)
    func sameSizes(_ sample: Sample) throws {
        var heights: [CGFloat] = []
        for reads in [false, true] {
            let stage = ListStage(CollectionLayoutListConfiguration(appearance: .insetGrouped))
            stage.configureCell = { cell, _, _ in
                cell.contentConfiguration = sample.configuration(for: cell)
                if reads { _ = cell.contentView }
            }
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["row"])
            stage.dataSource.apply(snapshot, animatingDifferences: false)
            stage.settle()
            let cell = try #require(stage.cell(0))
            #expect((cell.renderedContent == nil) == reads)
            heights.append(cell.frame.height)
        }
        #expect(sample != .wrapping || heights[0] > 60, "the long text wraps: the rows did size themselves (\(heights[0]))")
        #expect(abs(heights[0] - heights[1]) < 0.5, "\(sample): drawn \(heights[0]), views \(heights[1])")
    }
}
