import CollectionGeometry
import Foundation

extension Layer {
    // MARK: Adding and removing animations

    /// Adds a copy of `anim` to the layer under `key`, replacing the animation there (which stops,
    /// unfinished). Later changes to `anim` change nothing on the layer, as in Core Animation; a
    /// property animation without a key path animates the property `key` names.
    ///
    /// The layer's own values do not change: it is drawn with the animated ones while the animation
    /// runs (see `LayerAnimation`). An animation whose key path or values cannot be drawn here is
    /// reported and still added: it runs, draws nothing, and its delegate is told.
    /// - Complexity: O(animations on the layer).
    public func add(_ anim: LayerAnimation, forKey key: String?) {
        let copy = anim.makeCopy()
        if let property = copy as? PropertyAnimation, property.keyPath == nil { property.keyPath = key }
        if let problem = copy.problem() { report("add(_:forKey:): \(problem)") }
        if let key { removeAnimation(forKey: key) }
        copy.transactionCompletions = TransactionStack.openCompletions
        for completion in copy.transactionCompletions { completion.enter() }
        var added = AddedAnimation(key: key, animation: copy, start: copy.beginTime != 0 ? copy.beginTime : nil)
        if let view = root.delegate {
            // In a window the animation begins now and the window moves it from the next frame;
            // elsewhere it begins at its first frame in one (the view is tracked when drawn there).
            let now: TimeInterval? = MainActor.assumeIsolated {
                guard let window = view.window else { return nil }
                window.layerAnimations.track(view)
                return window.clock.now
            }
            if added.start == nil { added.start = now }
        }
        addedAnimations.append(added)
        changed()
    }

    /// Removes the animation added under `key` (its delegate is told it stopped unfinished); no
    /// animation there is no error.
    /// - Complexity: O(animations on the layer).
    public func removeAnimation(forKey key: String) {
        guard let index = addedAnimations.firstIndex(where: { $0.key == key }) else { return }
        let removed = addedAnimations.remove(at: index)
        animationsRemoved([removed])
    }

    /// Removes every animation (their delegates are told they stopped unfinished).
    /// - Complexity: O(animations on the layer).
    public func removeAllAnimations() {
        guard !addedAnimations.isEmpty else { return }
        let removed = addedAnimations
        addedAnimations = []
        animationsRemoved(removed)
    }

    /// The keys of the animations added with one, in the order added; `nil` when there are none.
    /// - Complexity: O(animations on the layer).
    public func animationKeys() -> [String]? {
        let keys = addedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The layer's copy of the animation added under `key` (changing it changes nothing: Core
    /// Animation's copies are not to be changed either).
    /// - Complexity: O(animations on the layer).
    public func animation(forKey key: String) -> LayerAnimation? {
        addedAnimations.first { $0.key == key }?.animation
    }

    /// The layer drew again; the delegates of removed animations that had begun are told they
    /// stopped, unfinished, at the window's next frame (one that never began tells nothing: it
    /// never ran, as on a layer outside a window).
    private func animationsRemoved(_ removed: [AddedAnimation]) {
        changed()
        // Only read on the main actor: a layer in a window's tree is only used there.
        nonisolated(unsafe) let stopped = removed.filter { $0.didStart && !$0.didEnd }.map(\.animation)
        let delivered = !stopped.isEmpty && root.delegate.map { view in
            MainActor.assumeIsolated {
                guard let window = view.window else { return false }
                window.layerAnimations.deliverStops(of: stopped)
                return true
            }
        } ?? false
        // The transactions waiting for the others (never begun, or told at the next frame by nobody)
        // are told now; those delivered, with their delegates.
        for added in removed where !(delivered && added.didStart && !added.didEnd) { added.animation.completeTransactions() }
    }

    /// `t`, a time on `l`'s timeline, on this layer's: the same time — layers here have no timing of
    /// their own (Core Animation's `beginTime`, `speed` and `timeOffset` on layers), so every
    /// layer's time is the window's frame clock.
    public func convertTime(_ t: TimeInterval, from l: Layer?) -> TimeInterval { t }

    /// `t`, a time on this layer's timeline, on `l`'s: the same time (see `convertTime(_:from:)`).
    public func convertTime(_ t: TimeInterval, to l: Layer?) -> TimeInterval { t }

    // MARK: Presentation

    /// A copy of the layer as it is drawn now, with its running animations' values; `nil` when the
    /// layer is not in a window (Core Animation's `nil` for a layer never drawn). The copy has the
    /// layer's geometry and appearance (a view's layer's, copied from the view) but no sublayers or
    /// view; a subclass's own stored properties keep their initial values (Core Animation copies
    /// them with `init(layer:)`; here the class's `init()` makes the copy).
    /// - Complexity: O(animations on the layer).
    public func presentation() -> Self? {
        guard let view = root.delegate, let time = MainActor.assumeIsolated({ view.window?.clock.now }) else { return nil }
        return presentationCopy(at: time)
    }

    /// The layer whose presentation copy this is, or the layer itself.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// A copy of the layer with its animations' values at `time`.
    func presentationCopy(at time: TimeInterval) -> Self {
        let copy = Self.init()
        copy.copyState(from: self)
        copy.modelLayer = self
        for added in addedAnimations { added.apply(to: copy, model: self, at: time) }
        return copy
    }

    /// Whether the layer or one of its sublayers has an animation (`running`: one that has not
    /// ended).
    /// - Complexity: O(layers in the tree).
    func treeHasAnimations(running: Bool = false) -> Bool {
        addedAnimations.contains { !running || !$0.didEnd } || children.contains { $0.treeHasAnimations(running: running) }
    }

    /// Moves the layer's animations and its sublayers' to `time`: begins those not begun, ends
    /// those whose active time is over (removing those removed on completion), and collects what
    /// their delegates are told. Returns whether any is still running.
    /// - Complexity: O(layers in the tree and their animations).
    func advanceAnimations(to time: TimeInterval, started: inout [LayerAnimation], stopped: inout [LayerAnimation]) -> Bool {
        var running = false
        if !addedAnimations.isEmpty {
            var removedAny = false
            for index in addedAnimations.indices.reversed() {
                var added = addedAnimations[index]
                let start = added.start ?? time
                added.start = start
                if !added.didStart, time >= start {
                    added.didStart = true
                    started.append(added.animation)
                }
                if !added.didEnd, time >= start + added.animation.timing.endTime {
                    added.didEnd = true
                    stopped.append(added.animation)
                    if added.animation.isRemovedOnCompletion {
                        addedAnimations.remove(at: index)
                        removedAny = true
                        continue
                    }
                }
                if !added.didEnd { running = true }
                addedAnimations[index] = added
            }
            if removedAny { changed() }
        }
        for child in children where child.advanceAnimations(to: time, started: &started, stopped: &stopped) {
            running = true
        }
        return running
    }

    // MARK: Drawing a view's layer with its animations

    /// `properties` (a view's, drawn from this, its layer) with the layer's animations' values at `time`.
    func presenting(_ properties: RenderedProperties, at time: TimeInterval) -> RenderedProperties {
        let presented = presentationCopy(at: time)
        var result = properties
        let own = presented.own
        result.frame = CGRect(x: own.position.x - own.bounds.width / 2, y: own.position.y - own.bounds.height / 2,
                              width: own.bounds.width, height: own.bounds.height)
        result.boundsOrigin = own.bounds.origin
        result.transform = own.transform
        result.alpha = Self.drawn(own.opacity)
        result.isHidden = own.isHidden
        result.clipsToBounds = own.masksToBounds
        let drawn = presented.drawnAppearance()
        result.appearance.cornerRadius = drawn.cornerRadius
        result.appearance.border = drawn.border
        result.appearance.shadow = drawn.shadow
        result.appearance.shape = drawn.shape
        if addedAnimations.contains(where: { $0.animation.animates(keyPath: "backgroundColor") }) {
            result.appearance.backgroundColor = own.backgroundColor.map(Color.init(cgColor:))
        }
        return result
    }
}
