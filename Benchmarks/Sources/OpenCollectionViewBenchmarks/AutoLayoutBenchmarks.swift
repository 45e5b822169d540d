import Foundation
import OpenCollectionView

/// A view with a natural size, as an image view or a label reports one.
@MainActor
final class NaturalSizeView: View {
    var naturalSize: CGSize = .zero {
        didSet { if naturalSize != oldValue { invalidateIntrinsicContentSize() } }
    }
    override var intrinsicContentSize: CGSize { naturalSize }
}

/// The three systems through the UIKit-style API — views, anchors, `activate`,
/// `systemLayoutSizeFitting` and `layoutIfNeeded` — so the figures include making the views and the
/// constraints (`solver.*` are the same systems on the solver alone; `Benchmarks/Peers/kiwisolver_systems.py`
/// builds them in kiwisolver).
@MainActor
func runAutoLayoutBenchmarks(_ harness: inout Harness) {
    harness.measure("layout.cells(13 constraints)", size: 1000) {
        var height: CGFloat = 0
        for _ in 0..<1000 {
            let contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let image = View(frame: .zero), title = View(frame: .zero), subtitle = View(frame: .zero)
            for view in [image, title, subtitle] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            LayoutConstraint.activate([
                image.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                image.widthAnchor.constraint(equalToConstant: 40), image.heightAnchor.constraint(equalToConstant: 40),
                title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11), title.heightAnchor.constraint(equalToConstant: 22),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor), subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                subtitle.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                subtitle.heightAnchor.constraint(equalToConstant: 18),
            ])
            height += contentView.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel).height
        }
        blackHole(height)
    }
    for resizes in [0, 200] {
        harness.measure(resizes == 0 ? "layout.row(equal widths)" : "layout.row + 200 resizes", size: 200) {
            let container = View(frame: CGRect(x: 0, y: 0, width: 3000, height: 44))
            let views = (0..<200).map { _ in View(frame: .zero) }
            var constraints: [LayoutConstraint] = []
            for (index, view) in views.enumerated() {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                if index == 0 {
                    constraints.append(view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8))
                } else {
                    constraints.append(view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8))
                    constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor))
                }
            }
            constraints.append(views[199].trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8))
            LayoutConstraint.activate(constraints)
            container.layoutIfNeeded()
            var sum: CGFloat = views.reduce(0) { $0 + $1.frame.minX }
            for step in 0..<resizes {
                container.frame.size.width = 2000 + CGFloat(step) * 10
                container.layoutIfNeeded()
                sum += views.reduce(0) { $0 + $1.frame.minX + $1.frame.width }
            }
            blackHole(sum)
        }
    }
    // The engine frame while scrolling lists of constraint-sized cells at 2 points per millisecond.
    for n in [1_000, 1_000_000] where harness.includes(n) && harness.wants("layout.scrollFrame") {
        let stage = ConstraintListStage(count: n)
        harness.measure("layout.scrollFrame(constraint cells)", size: n) {
            for _ in 0..<100 { stage.scrollOneFrame(step: 2 * 1000 / 120) }
        }
        if n == 1_000_000 { stage.reportFrameDistribution(frames: 2400, name: "constraint cells") }
    }
    // The same with issue 18's cell: an image view and two labels (a one-line title, a wrapping body) in
    // stack views; every title is distinct, bodies come from a pool of 40 texts.
    for n in [1_000, 1_000_000] where harness.includes(n) && harness.wants("layout.scrollFrame") {
        let stage = ConstraintListStage(count: n, cell: LabelStackCell.self, source: LabelCellSource(count: n))
        harness.measure("layout.scrollFrame(label and stack cells)", size: n) {
            for _ in 0..<100 { stage.scrollOneFrame(step: 2 * 1000 / 120) }
        }
        if n == 1_000_000 { stage.reportFrameDistribution(frames: 2400, name: "label and stack cells") }
    }
}

/// An image view (a 40-point symbol) and two labels in stack views pinned to the content view's
/// margins (issue 18's cell).
@MainActor
final class LabelStackCell: CollectionViewCell {
    let image = ImageView(image: Image(systemName: "person.circle.fill", withConfiguration: .init(pointSize: 33))), title = Label(), body = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .preferredFont(forTextStyle: .headline)
        body.numberOfLines = 0
        let texts = StackView(arrangedSubviews: [title, body])
        texts.axis = .vertical
        texts.spacing = 4
        let row = StackView(arrangedSubviews: [image, texts])
        row.spacing = 12
        row.alignment = .top
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        let margins = contentView.layoutMarginsGuide
        let bottom = row.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        bottom.priority = LayoutPriority(999)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: margins.topAnchor), row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor), bottom,
        ])
    }

    required init?(coder: NSCoder) { nil }
    required convenience init() { self.init(frame: .zero) }
}

@MainActor
final class LabelCellSource: CollectionViewDataSource {
    let count: Int
    let bodies = (0..<40).map { String(repeating: "word ", count: $0 % 9 + 1) + "\($0)" }
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if let cell = cell as? LabelStackCell {
            cell.title.text = "Message \(indexPath.item)"
            cell.body.text = bodies[indexPath.item % bodies.count]
        }
        return cell
    }
}

/// A cell of an image and two label-like views (the title one line, the body 1–4 lines by item),
/// pinned to the content view's margins: its height comes from its constraints.
@MainActor
final class ConstraintListCell: CollectionViewCell {
    let image = NaturalSizeView(), title = NaturalSizeView(), body = NaturalSizeView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        image.naturalSize = CGSize(width: 40, height: 40)
        title.naturalSize = CGSize(width: 120, height: 22)
        image.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        for view in [image, title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: margins.leadingAnchor), image.topAnchor.constraint(equalTo: margins.topAnchor),
            image.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor), title.topAnchor.constraint(equalTo: margins.topAnchor),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor), body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4), body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
    required convenience init() { self.init(frame: .zero) }
}

@MainActor
final class ConstraintCellSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? ConstraintListCell)?.body.naturalSize = CGSize(width: 200, height: CGFloat(indexPath.item % 4 + 1) * 20)
        return cell
    }
}

/// A 390 × 844 window at 120 Hz over a compositional list of `count` constraint-sized cells
/// (estimated 44 points; each cell that appears is fitted and moves the rows below it).
@MainActor
struct ConstraintListStage {
    let clock = ManualFrameClock(frameInterval: 1.0 / 120)
    let window: Window
    let collectionView: CollectionView
    let source: CollectionViewDataSource

    init(count: Int, cell: CollectionViewCell.Type = ConstraintListCell.self, source: CollectionViewDataSource? = nil) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: DiscardingRenderer(),
                        timeSource: MonotonicTimeSource())
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)]))
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collectionView.register(cell, forCellWithReuseIdentifier: "cell")
        collectionView.isPrefetchingEnabled = false
        self.source = source ?? ConstraintCellSource(count: count)
        collectionView.dataSource = self.source
        window.addSubview(collectionView)
        clock.advanceFrames(1)
    }

    func scrollOneFrame(step: CGFloat) {
        scrollAndRunFrame(collectionView, step: step, clock: clock)
    }

    /// Times `frames` single frames and prints the mean, the median, the 99th percentile and the
    /// worst, each as a share of a 120 Hz frame (8.33 ms).
    func reportFrameDistribution(frames: Int, name: String) {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<frames {
            let start = clock.now
            scrollOneFrame(step: 2 * 1000 / 120)
            samples.append((clock.now - start).milliseconds)
        }
        samples.sort()
        let mean = samples.reduce(0, +) / Double(samples.count)
        let budget = 1000.0 / 120
        func share(_ ms: Double) -> String { String(format: "%.1f µs (%.2f%%)", ms * 1000, ms / budget * 100) }
        print("layout.frames(\(name), 1M, \(frames) frames): mean \(share(mean)), median \(share(samples[samples.count / 2])), "
            + "p99 \(share(samples[samples.count * 99 / 100])), worst \(share(samples[samples.count - 1]))")
    }
}
