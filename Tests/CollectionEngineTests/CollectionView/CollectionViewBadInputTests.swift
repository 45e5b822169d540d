import CollectionData
import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import DataTestSupport
import TestSupport
import ViewTestSupport
import Foundation
import Testing

/// A data source that dequeues with an identifier nobody registered.
@MainActor
final class UnregisteredDataSource: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "nobody", for: indexPath)
    }
}

/// A data source that builds cells itself instead of dequeueing them, and gives odd counts.
@MainActor
final class HandMadeDataSource: CollectionViewDataSource {
    var sections = 1
    var items = 1
    func numberOfSections(in collectionView: CollectionView) -> Int { sections }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
}

/// A layout that returns NaN frames and index paths that do not exist.
@MainActor
final class BrokenLayout: CollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat.nan, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let nan = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        nan.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        let missing = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 99, section: 0))
        missing.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let fine = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        fine.frame = CGRect(x: 20, y: 0, width: 10, height: 10)
        let header = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: "unserved", with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 40, y: 0, width: 10, height: 10)
        let decoration = CollectionViewLayoutAttributes(forDecorationViewOfKind: "unregistered", with: IndexPath(item: 0, section: 0))
        decoration.frame = CGRect(x: 60, y: 0, width: 10, height: 10)
        return [nan, missing, fine, header, decoration]
    }
}

@Suite("CollectionView: bad input is reported with UIKit's wording and recovered (B2)")
@MainActor
struct CollectionViewBadInputTests {
    @Test("when a cell is dequeued with an unregistered identifier, then UIKit's message is reported and a plain cell is shown")
    func unregisteredIdentifier() {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: CollectionViewFlowLayout())
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: collectionView)
        let dataSource = UnregisteredDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 2)
        #expect(collectionView.visibleCells.allSatisfy { type(of: $0) == CollectionViewCell.self })
        #expect(diagnostics.messages.first == "could not dequeue a view of kind: UICollectionElementKindCell with identifier nobody - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        #expect(diagnostics.diagnostics.first?.source == .reuse)
        #expect(diagnostics.diagnostics.first?.recovery == "returned a plain UICollectionViewCell")
    }

    @Test("when a class that is not a cell is registered, then the registration is refused and reported")
    func wrongClasses() {
        let (collectionView, _, diagnostics) = makeCollectionView(counts: [1])
        collectionView.register(NSObject.self, forCellWithReuseIdentifier: "x")
        collectionView.register(NSObject.self, forSupplementaryViewOfKind: "k", withReuseIdentifier: "y")
        #expect(diagnostics.messages == [
            "the class NSObject registered for reuse identifier x is not a subclass of UICollectionViewCell",
            "the class NSObject registered for supplementary views of kind k with reuse identifier y is not a subclass of UICollectionReusableView",
        ])
        collectionView.register(nil, forCellWithReuseIdentifier: RecordingDataSource.cellIdentifier)
        _ = collectionView.dequeueReusableCell(withReuseIdentifier: RecordingDataSource.cellIdentifier, for: IndexPath(item: 0, section: 0))
        #expect(diagnostics.messages.count == 3, "unregistering with nil makes the identifier unknown again")
    }

    @Test("when the data source builds cells itself or answers negative counts, then it is reported and nothing crashes")
    func handMadeCellsAndNegativeCounts() {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: CollectionViewFlowLayout())
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: collectionView)
        let dataSource = HandMadeDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 1)
        #expect(diagnostics.messages == ["the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"])
        dataSource.sections = -2
        collectionView.reloadData()
        #expect(collectionView.numberOfSections == 0)
        dataSource.sections = 1
        dataSource.items = -7
        collectionView.reloadData()
        #expect(collectionView.numberOfItems(inSection: 0) == 0)
        #expect(diagnostics.messages.suffix(2) == [
            "numberOfSections(in:) returned -2; the number of sections cannot be negative",
            "collectionView(_:numberOfItemsInSection:) returned -7 for section 0; the number of items cannot be negative",
        ])
    }

    @Test("when item counts change without reloadData, then the next layout reports UIKit's count message and reloads")
    func silentCountChange() {
        let (collectionView, dataSource, diagnostics) = makeCollectionView(counts: [20])
        dataSource.counts = [3]
        collectionView.contentOffset = CGPoint(x: 0, y: 10)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 20, "scrolling alone does not re-read the counts, as in UIKit")
        collectionView.frame.size.width = 300
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(collectionView.indexPathsForVisibleItems == paths(0...2))
        #expect(diagnostics.messages == [UIKitMessages.invalidNumberOfItems(section: 0, after: 3, before: 20, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)])
        #expect(diagnostics.diagnostics.first?.recovery?.contains("reloaded the data") == true)
        dataSource.counts = [3, 4]
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(diagnostics.messages.last == UIKitMessages.invalidNumberOfSections(after: 2, before: 1, inserted: 0, deleted: 0))
        #expect(collectionView.numberOfSections == 2)
    }

    @Test("when a layout returns NaN frames, missing index paths and unserved views, then each is reported once and skipped")
    func brokenLayout() {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: BrokenLayout())
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: collectionView)
        let dataSource = RecordingDataSource(counts: [2])
        dataSource.attach(to: collectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.contentSize == CGSize(width: 0, height: 100))
        let messages = diagnostics.messages
        #expect(messages.contains("collectionViewContentSize {nan, 100} of BrokenLayout is negative, NaN, infinite or above 1e9"))
        #expect(messages.contains("BrokenLayout returned layout attributes with an invalid frame {{nan, 0}, {10, 10}} for the element at index path (0 - 0)"))
        #expect(messages.contains("UICollectionView received layout attributes for a cell with an index path that does not exist: (0 - 99)"))
        #expect(messages.contains("could not dequeue a view of kind: unregistered with identifier unregistered - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
        #expect(messages.contains("could not dequeue a view of kind: unserved with identifier supplementary - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
        #expect(messages.count == 5, "\(messages)")
        #expect(collectionView.visibleSupplementaryViews(ofKind: "unserved").count == 1, "the unregistered view is still shown, as a plain reusable view")
    }

    @Test("when a compositional layout has more supplementary and decoration kinds than are registered, then each is reported once and the cells still show")
    func compositionalUnregisteredKinds() {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                        supplementaryItems: [badge])
        let section = CollectionLayoutSection(group: .horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]))
        section.decorationItems = [.background(elementKind: "card")]
        let collectionView = TestCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100),
                                                collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: collectionView)
        let dataSource = RecordingDataSource(counts: [6])
        dataSource.attach(to: collectionView)
        collectionView.retainedDataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == paths(0...5))
        #expect(collectionView.visibleDecorationViews.isEmpty, "an unregistered decoration is not shown")
        #expect(collectionView.visibleSupplementaryViews(ofKind: "badge").count == 6, "unregistered badges show as plain reusable views")
        #expect(diagnostics.messages == [
            "could not dequeue a view of kind: card with identifier card - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
            "could not dequeue a view of kind: badge with identifier supplementary - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
        ], "each problem once per pass, not once per element")
        diagnostics.clear()
        collectionView.contentOffset = CGPoint(x: 0, y: 20)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == paths(0...5), "rows at 0, 40 and 80 all still overlap 20…120")
    }

    @Test("when the data source does not implement supplementary views, then the layout's request is reported and skipped")
    func missingSupplementaryImplementation() {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 10)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: collectionView)
        let dataSource = UnregisteredDataSource()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "nobody")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).isEmpty)
        #expect(diagnostics.messages == ["the layout asks for a supplementary view of kind UICollectionElementKindSectionHeader but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)"])
    }

    @Test("when a layout is already used by another collection view, then it is refused and the current one kept")
    func sharedLayout() {
        let (first, _, _) = makeCollectionView(counts: [1])
        let (second, _, diagnostics) = makeCollectionView(counts: [1])
        let kept = second.collectionViewLayout
        second.collectionViewLayout = first.collectionViewLayout
        #expect(second.collectionViewLayout === kept)
        #expect(diagnostics.messages.first?.hasPrefix("the layout CollectionViewFlowLayout is already associated with another collection view") == true)
    }

    @Test("when point and index path queries get out-of-range or NaN input, then they answer nil")
    func badQueries() {
        let (collectionView, _, _) = makeCollectionView(counts: [3])
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(index: 0)) == nil)
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 9)) == nil)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 55, y: 10)) == nil, "between two items")
        #expect(collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) == nil)
    }

    @Test("when no diagnostic handler is set, then problems go to standard error and the call still recovers")
    func defaultHandler() {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: CollectionViewFlowLayout())
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "nobody", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "nobody")
    }
}
