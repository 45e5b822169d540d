import CollectionWeb
import Foundation
import OpenCollectionView

/// The 2016 session's smooth-scrolling lab (F12–F16): deliberately expensive cells, switches for
/// cell prefetching and the prefetch data source (whose model loads asynchronously, off the main
/// actor), and a recorded scroll session to replay while the technical-analysis panel plots the
/// engine's main-actor time per frame.
@MainActor
final class PrefetchingLabScreen: GalleryScreen, CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "prefetching", title: "Smooth scrolling lab", group: GalleryGroup.whatsNew2016,
        summary: "Expensive cells: replay the scroll session with prefetching on, then off, with Technical analysis open",
        actions: [.init(name: "replay", title: "Replay the recorded scroll session"), .init(name: "top", title: "Back to the top")],
        settings: [
            .toggle(name: "cellPrefetching", title: "Cell prefetching", isOn: true),
            .toggle(name: "prefetchDataSource", title: "Prefetch data source", isOn: true),
            .init(name: "cost", title: "Cell cost (ms)", minimum: 0, maximum: 20, step: 0.5, value: PrefetchingLabScreen.defaultCost * 1000),
        ]
    )) { size in PrefetchingLabScreen(size: size) }

    static let itemCount = 100_000
    nonisolated static let defaultCost: TimeInterval = 0.004
    /// How long the simulated model takes to load one item, off the main actor.
    nonisolated static let loadDelay: Duration = .milliseconds(150)

    /// The recorded session: a wheel delta (points) per 60 Hz frame — a flick down that speeds up and
    /// eases off, a pause, a shorter flick back up, then a long fast fling down.
    static let recordedScroll: [CGFloat] = {
        var deltas: [CGFloat] = []
        func phase(seconds: Double, peak: Double) {
            let frames = Int(seconds * 60)
            for frame in 0..<frames { deltas.append(CGFloat(peak * sin(Double.pi * Double(frame) / Double(frames)))) }
        }
        phase(seconds: 2, peak: 40)
        phase(seconds: 0.5, peak: 0)
        phase(seconds: 1.5, peak: -30)
        phase(seconds: 0.5, peak: 0)
        phase(seconds: 2.5, peak: 70)
        return deltas
    }()

    private var cost = PrefetchingLabScreen.defaultCost
    private var loaded: [Int: Image] = [:]
    private let artwork = ArtworkLibrary()
    private var loading: [Int: Task<Void, Never>] = [:]
    private var replay: (start: TimeInterval?, next: Int)?
    /// Items whose model arrived since the last frame.
    private var arrived: [Int] = []
    /// Expensive configurations (with a loaded model) during the replay, and the items they showed: a
    /// cell configured again for nothing (prepared and thrown away, configured twice) shows as the
    /// difference.
    private var replayConfigurations = 0
    private var replayItems: Set<Int> = []

    /// A cell shows its photo as content at the cell's size (one view: the lab measures prefetching,
    /// not a cell's view tree), or "Loading…" while the model is on its way.
    private let registration = CellRegistration<CollectionViewCell, (number: Int, photo: Image?)> { cell, _, item in
        if let photo = item.photo {
            cell.contentConfiguration = CustomContentConfiguration(.styled(.image(photo), classNames: ["photo"]))
        } else {
            cell.contentConfiguration = CustomContentConfiguration(.styled(.text("Loading…", font: .systemFont(ofSize: 12), color: .secondaryLabel),
                                                                           classNames: ["centered"]))
        }
        cell.backgroundConfiguration = Palette.background(.secondarySystemBackground)
    }

    init(size: CGSize) {
        super.init(size: size, layout: CollectionViewFlowLayout.gallery(itemSize: CGSize(width: 110, height: 110), spacing: 8, inset: 8))
        collectionView.dataSource = self
        collectionView.prefetchDataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { Self.itemCount }

    /// Configuring a cell with its loaded model costs `cost` (the session's expensive drawing); the
    /// placeholder shown while the model loads is cheap, and the cell is reconfigured when it arrives.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let number = indexPath.item
        if loaded[number] != nil {
            spin(cost)
            if replay != nil {
                replayConfigurations += 1
                replayItems.insert(number)
            }
        } else {
            load(number)
        }
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: (number, loaded[number]))
    }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where loaded[indexPath.item] == nil { load(indexPath.item) }
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            loading.removeValue(forKey: indexPath.item)?.cancel()
        }
    }

    /// Starts loading `number`'s model off the main actor; when it arrives, the cell showing it (if
    /// any) is reconfigured.
    private func load(_ number: Int) {
        guard loading[number] == nil else { return }
        // At utility priority, as an app's model loading should be: the server's own tasks (other pages'
        // answers) go first when both wait for a thread.
        loading[number] = Task.detached(priority: .utility) { [weak self] in
            do { try await Task.sleep(for: Self.loadDelay) } catch { return }
            // The model is a photo, made here, off the main actor, as an app decodes one.
            guard let photo = self?.artwork.squarePhoto(number) else { return }
            await self?.didLoad(number, photo: photo)
        }
    }

    /// Keeps a loaded model; the cells showing it — on screen or prepared ahead — are reconfigured at
    /// the start of the next frame, all in one update (not one update per arrival between frames).
    private func didLoad(_ number: Int, photo: Image) {
        loading[number] = nil
        loaded[number] = photo
        arrived.append(number)
    }

    /// Busy-waits `duration` seconds: the deliberately expensive cell of the session.
    private func spin(_ duration: TimeInterval) {
        guard duration > 0 else { return }
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(duration * 1_000_000_000)
        while DispatchTime.now().uptimeNanoseconds < end {}
    }

    override func perform(action name: String) -> Bool {
        switch name {
        case "replay":
            collectionView.setContentOffset(CGPoint(x: 0, y: -collectionView.adjustedContentInset.top), animated: false)
            replay = (nil, 0)
            replayConfigurations = 0
            replayItems = []
            post("Replaying \(Self.recordedScroll.count) frames of recorded scrolling")
        case "top":
            replay = nil
            collectionView.setContentOffset(CGPoint(x: 0, y: -collectionView.adjustedContentInset.top), animated: true)
        default: return false
        }
        return true
    }

    override func apply(setting name: String, value: Double) -> Bool {
        switch name {
        case "cellPrefetching": collectionView.isPrefetchingEnabled = value != 0
        case "prefetchDataSource": collectionView.prefetchDataSource = value != 0 ? self : nil
        case "cost": cost = min(max(value, 0), 20) / 1000   // the slider's range (the session refuses more)
        default: return false
        }
        return true
    }

    /// Reconfigures the items whose model arrived, then feeds the recorded wheel deltas, one per 60 Hz
    /// frame of elapsed time.
    override func frameWillBegin(at time: TimeInterval) {
        if !arrived.isEmpty {
            // `reconfigureItems` updates cells on screen and prefetched ones, and costs nothing for
            // items without a cell (Apple: "existing (including prefetched) cells").
            collectionView.reconfigureItems(at: arrived.map { IndexPath(item: $0, section: 0) })
            arrived.removeAll()
        }
        guard var replay, let window = collectionView.window else { return }
        let start = replay.start ?? time
        replay.start = start
        let due = min(Self.recordedScroll.count, Int(((time - start) * 60).rounded(.down)) + 1)
        let location = CGPoint(x: collectionView.bounds.width / 2, y: collectionView.bounds.height / 2)
        while replay.next < due {
            _ = window.send(ScrollWheelEvent(at: location, deltaX: 0, deltaY: Self.recordedScroll[replay.next]))
            replay.next += 1
        }
        if replay.next >= Self.recordedScroll.count {
            self.replay = nil
            post("Replay finished: \(replayConfigurations) expensive cell configurations for \(replayItems.count) items")
        } else {
            self.replay = replay
        }
    }
}
