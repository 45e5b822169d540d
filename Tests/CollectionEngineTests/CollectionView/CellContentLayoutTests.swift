import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import Testing
import ViewSystem

/// A fixed-size cell with a label pinned to its content view's leading edge.
@MainActor
final class CaptionCell: CollectionViewCell {
    let caption = Label()
    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(caption)
        LayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
final class CaptionSource: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "caption", for: indexPath)
        (cell as? CaptionCell)?.caption.text = "item \(indexPath.item)"
        return cell
    }
}

@Suite("Views inside cells lay out when only they need it (F34)")
@MainActor
struct CellContentLayoutTests {
    @Test("when a label in a fixed-size cell gets the page's answer, then the next frame lays the cell's content out again")
    func answerReachesACellsLabel() throws {
        let renderer = RecordingRenderer()
        renderer.answersMeasurementsLater = true
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CaptionCell.self, forCellWithReuseIdentifier: "caption")
        let source = CaptionSource()
        collectionView.dataSource = source
        window.addSubview(collectionView)
        clock.advanceFrames(1)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CaptionCell)
        #expect(cell.caption.frame.size == CGSize(width: 51, height: 22), "the text model's estimate: 6 × 8.5")
        for request in renderer.openMeasurements {
            window.deliver(MeasurementAnswer(request: request.id, size: CGSize(width: 44, height: 20)))
        }
        clock.advanceFrames(1)
        #expect(cell.caption.frame == CGRect(x: 4, y: 10, width: 44, height: 20))
    }
}
