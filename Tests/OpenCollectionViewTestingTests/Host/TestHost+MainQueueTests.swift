import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem

/// A screen that updates itself a moment after it appears, as apps do after a network answer.
@MainActor
private final class DelayedStatusViewController: ViewController {
    let status = Label(frame: CGRect(x: 20, y: 100, width: 300, height: 30))
    var ticks = 0
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        status.text = "Loading…"
        view.addSubview(status)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { [weak self] in
            self?.status.text = "Loaded"
        }
        timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    private func tick() {
        ticks += 1
        if ticks == 3 { timer?.invalidate() }
    }
}

@Suite("TestHost main-queue work: what an app schedules runs, and the frames it causes follow (F39)")
@MainActor
struct TestHostMainQueueTests {
    @Test("when a screen updates a label after asyncAfter, then run(until:) returns once the label shows it, and the frames that passed drew it")
    func asyncAfter() async throws {
        let host = TestHost()
        let screen = DelayedStatusViewController()
        host.show(screen)
        #expect(TextDump.content(of: host.window) == "Loading…")
        let framesBefore = host.clock.frameCount
        let waited = try await host.run(until: { screen.status.text == "Loaded" })
        #expect(waited >= 0.04 && host.clock.frameCount > framesBefore)
        host.runFrames(1)
        #expect(TextDump.content(of: host.window) == "Loaded")
    }

    @Test("when a screen runs a repeating Timer, then its ticks happen while the host runs the main queue")
    func timers() async throws {
        let host = TestHost()
        let screen = DelayedStatusViewController()
        host.show(screen)
        // A generous timeout: the main actor may be shared with other suites, and the timer's
        // wall-clock ticks wait for it. `scripts/test` runs this suite in a process of its own, where
        // the main actor's work keeps the thread whose run loop holds the timer.
        try await host.run(until: { screen.ticks == 3 }, timeout: 20)
        try await host.run(for: 0.05)
        #expect(screen.ticks == 3, "the timer invalidated itself")
    }

    @Test("when a main-actor task sleeps and then presents an alert, then run(until:) sees the presentation and settle() finishes its entrance")
    func taskPresents() async throws {
        let host = TestHost()
        let root = ViewController()
        host.show(root)
        Task { @MainActor in
            try await Task.sleep(nanoseconds: 20_000_000)
            let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .default))
            root.present(alert, animated: true)
        }
        try await host.run(until: { root.presentedViewController != nil }, timeout: 20)
        try host.settle()
        #expect(TextDump.content(of: host.window) == "Saved · OK")
        #expect(root.presentedViewController?.isBeingPresented == false)
    }

    @Test("when the condition never holds, then run(until:) throws after the timeout naming the time and frames; a NaN or negative timeout is read as one second, a bad duration runs one turn")
    func timeoutAndBadInput() async throws {
        let host = TestHost()
        host.show(View(frame: .zero))
        await #expect {
            try await host.run(until: { false }, timeout: 0.02)
        } throws: { error in
            ((error as? TestingFailure)?.message ?? "").hasPrefix("the condition did not hold after 0.02 s of main-queue work (")
        }
        let immediate = try await host.run(until: { true }, timeout: .nan)
        #expect(immediate < 0.5)
        let before = ProcessInfo.processInfo.systemUptime
        try await host.run(for: -1)
        try await host.run(for: .infinity)
        #expect(ProcessInfo.processInfo.systemUptime - before < 0.5)
    }
}
