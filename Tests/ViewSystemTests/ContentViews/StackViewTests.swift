import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("StackView: UIKit's arrangements made of constraints (F34)")
@MainActor
struct StackViewTests {
    /// A 300 × 100 stack in a container, arranging views of intrinsic widths 20, 40, 60 and heights
    /// 10, 20, 30.
    func stack(_ axis: LayoutConstraint.Axis = .horizontal) -> (container: View, stack: StackView, views: [IntrinsicView]) {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = [IntrinsicView(20, 10), IntrinsicView(40, 20), IntrinsicView(60, 30)]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.frame = container.bounds
        container.addSubview(stack)
        return (container, stack, views)
    }

    func frames(_ views: [View]) -> [CGRect] { views.map(\.frame) }

    @Test("when the distribution is fill, then the views follow one another and the least hugging one takes the rest")
    func fill() {
        let (container, stack, views) = stack()
        stack.spacing = 10
        views[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(frames(views) == [CGRect(x: 0, y: 0, width: 20, height: 100), CGRect(x: 30, y: 0, width: 200, height: 100),
                                  CGRect(x: 240, y: 0, width: 60, height: 100)])
        #expect(stack.arrangementConstraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 10 })
    }

    @Test("when the distribution is fillEqually or fillProportionally, then the length is shared equally or by intrinsic length")
    func fillEquallyAndProportionally() {
        let (container, stack, views) = stack()
        stack.spacing = 10
        stack.distribution = .fillEqually
        container.layoutIfNeeded()
        #expect(views.allSatisfy { abs($0.frame.width - 280 / 3) < 0.001 }, "\(views.map(\.frame.width))")
        #expect(abs(views[2].frame.maxX - 300) < 0.001)
        stack.distribution = .fillProportionally
        container.layoutIfNeeded()
        let widths = views.map(\.frame.width)
        for (width, expected) in zip(widths, [280.0 / 6, 280.0 / 3, 140.0]) { #expect(abs(width - expected) < 0.001, "\(widths)") }
    }

    @Test("when the distribution is equalSpacing or equalCentering, then the views keep their sizes and the gaps or centres are even")
    func equalSpacingAndCentering() {
        let (container, stack, views) = stack()
        stack.distribution = .equalSpacing
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [20, 40, 60])
        #expect(views.map(\.frame.minX) == [0, 110, 240], "gaps of (300 − 120) / 2")
        stack.distribution = .equalCentering
        container.layoutIfNeeded()
        let centres = views.map(\.frame.midX)
        #expect(views.map(\.frame.width) == [20, 40, 60])
        #expect(abs((centres[1] - centres[0]) - (centres[2] - centres[1])) < 0.001 && centres[0] == 10 && centres[2] == 270, "\(centres)")
    }

    @Test("when the alignment changes, then the views sit at the top, centre or bottom at their own heights")
    func alignment() {
        let (container, stack, views) = stack()
        stack.distribution = .equalSpacing
        stack.alignment = .top
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 0, 0] && views.map(\.frame.height) == [10, 20, 30])
        stack.alignment = .center
        container.layoutIfNeeded()
        #expect(views.map(\.frame.midY) == [50, 50, 50])
        stack.alignment = .bottom
        container.layoutIfNeeded()
        #expect(views.map(\.frame.maxY) == [100, 100, 100])
    }

    @Test("when a vertical stack fits its content, then it is as tall as its views and spacings and as wide as the widest")
    func verticalFitting() {
        let views = [IntrinsicView(20, 10), IntrinsicView(40, 20), IntrinsicView(60, 30)]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 5
        stack.setCustomSpacing(12, after: views[1])
        #expect(stack.customSpacing(after: views[1]) == 12 && stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        let fitted = stack.systemLayoutSizeFitting(StackView.layoutFittingCompressedSize)
        #expect(fitted == CGSize(width: 60, height: 10 + 5 + 20 + 12 + 30))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
        #expect(stack.systemLayoutSizeFitting(StackView.layoutFittingCompressedSize) == CGSize(width: 72, height: 85))
    }

    @Test("when a stack made before it joins its superview is fitted through that superview, then its arrangement is made first")
    func arrangedBeforeJoining() {
        let stack = StackView(arrangedSubviews: [IntrinsicView(20, 10), IntrinsicView(40, 20)])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        container.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        let fitted = container.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 100, height: 5 + 10 + 20 + 5))
    }

    @Test("when a stack aligned on its views' centres or baselines is fitted towards a larger size, then it stays as thick as its thickest view",
          arguments: [StackView.Alignment.center, .top, .firstBaseline, .lastBaseline])
    func thicknessHoldsAgainstTheFittingTarget(alignment: StackView.Alignment) {
        let stack = StackView(arrangedSubviews: [IntrinsicView(20, 10), IntrinsicView(40, 30)])
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        container.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        ])
        // A cell is fitted towards its estimate, here 100 points high, at the fitting level.
        let fitted = container.systemLayoutSizeFitting(CGSize(width: 100, height: 100), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height == 30)
    }

    @Test("when an arranged view is hidden, then it leaves the arrangement, and comes back when shown")
    func hiddenViews() {
        let (container, stack, views) = stack()
        stack.spacing = 10
        stack.distribution = .fillEqually
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(views[0].frame.width == 145 && views[2].frame.minX == 155 && views[1].frame.width == 0)
        views[1].isHidden = false
        container.layoutIfNeeded()
        #expect(abs(views[1].frame.width - 280 / 3) < 0.001)
    }

    @Test("when an arranged view is hidden inside an animation with a layout, then the others slide to their new frames, animated")
    func animatedHiding() throws {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let (container, stack, views) = stack()
        stack.distribution = .fillEqually
        window.addSubview(container)
        clock.advanceFrames(1)
        View.animate(withDuration: 0.3) {
            views[1].isHidden = true
            stack.layoutIfNeeded()
        }
        #expect(views[0].frame.width == 150 && views[2].frame.minX == 150, "the model takes the final frames at once")
        clock.advanceFrames(1)
        let animations = try #require(renderer.transactions.last?.animations)
        let third = try #require(animations.first { $0.to.frame.minX == 150 && $0.from.frame.minX == 200 })
        #expect(third.duration == 0.3)
        #expect(animations.contains { $0.from.frame.width == 100 && $0.to.frame.width == 150 })
    }

    @Test("when views are removed, then removeArrangedSubview keeps the subview and removeFromSuperview takes both")
    func removal() {
        let (container, stack, views) = stack()
        stack.removeArrangedSubview(views[0])
        #expect(stack.arrangedSubviews.count == 2 && views[0].superview === stack)
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(views[2])])
        stack.addArrangedSubview(views[0])
        stack.insertArrangedSubview(views[1], at: 99)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [views[2], views[0], views[1]].map(ObjectIdentifier.init))
        container.layoutIfNeeded()
        #expect(views[2].frame.minX == 0)
    }

    @Test("when a stack is told to arrange itself or an ancestor, then it reports it and nothing changes")
    func badInput() {
        let (container, stack, views) = stack()
        let diagnostics = LayoutDiagnosticsLog()
        diagnostics.attach(to: container)
        stack.addArrangedSubview(stack)
        stack.addArrangedSubview(container)
        #expect(diagnostics.messages.count == 2 && diagnostics.messages.allSatisfy { $0.contains("cannot arrange itself") })
        #expect(stack.arrangedSubviews.count == 3)
        stack.spacing = .nan
        #expect(stack.spacing == 0)
        stack.setCustomSpacing(.nan, after: views[0])
        stack.setCustomSpacing(20, after: View())
        #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        container.layoutIfNeeded()
        #expect(diagnostics.messages.count == 2, "the arrangement itself is consistent")
    }
}
