import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("Auto Layout: constraints and anchors lay views out as UIKit does (F33)")
@MainActor
struct LayoutConstraintTests {
    /// A 320 × 100 container with default margins (8) holding an image, a title and a subtitle: the
    /// list cell of the 2016 session, in anchors.
    func listCell() -> (container: View, image: IntrinsicView, title: IntrinsicView, subtitle: IntrinsicView) {
        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let image = IntrinsicView(40, 40), title = IntrinsicView(120, 22), subtitle = IntrinsicView(200, 18)
        for view in [image, title, subtitle] { container.addSubview(view) }
        // As Interface Builder sets for an image view: with equal hugging everywhere the image would
        // take the spare width (the sum of hugging violations is smallest that way).
        image.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let margins = container.layoutMarginsGuide
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            image.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor, constant: 3),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
        ])
        return (container, image, title, subtitle)
    }

    @Test("when a list cell is built from anchors, then its views take UIKit's frames")
    func listCellFrames() {
        let (container, image, title, subtitle) = listCell()
        container.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 8, y: 30, width: 40, height: 40))
        // Title and subtitle stretch between the image and the trailing margin (hugging 250 loses to required).
        #expect(title.frame == CGRect(x: 60, y: 11, width: 252, height: 22))
        #expect(subtitle.frame == CGRect(x: 60, y: 35, width: 252, height: 18))
        #expect(!title.hasAmbiguousLayout && !image.hasAmbiguousLayout)
    }

    @Test("when the container is resized or its margins change, then the layout follows at the next pass")
    func resizeAndMargins() {
        let (container, _, title, _) = listCell()
        container.layoutIfNeeded()
        container.frame = CGRect(x: 0, y: 0, width: 500, height: 100)
        container.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 60, y: 11, width: 432, height: 22))
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 16, bottom: 8, trailing: 16)
        container.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 68, y: 23, width: 416, height: 22))
    }

    @Test("when the layout direction is right to left, then leading and trailing swap and left and right do not")
    func rightToLeft() {
        let (container, image, title, _) = listCell()
        container.semanticContentAttribute = .forceRightToLeft
        for view in container.subviews { view.semanticContentAttribute = .forceRightToLeft }
        container.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 272, y: 30, width: 40, height: 40))
        #expect(title.frame == CGRect(x: 8, y: 11, width: 252, height: 22))
    }

    @Test("when the traits' layout direction changes after a pass, then the next pass mirrors leading and trailing, and back")
    func layoutDirectionChangesAfterAPass() {
        let (container, image, title, _) = listCell()
        let window = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(container)
        container.layoutIfNeeded()
        let leftToRight = (image.frame, title.frame)
        var traits = window.traitCollection
        traits.layoutDirection = .rightToLeft
        window.overrideTraitCollection = traits
        container.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 272, y: 30, width: 40, height: 40))
        #expect(title.frame == CGRect(x: 8, y: 11, width: 252, height: 22))
        window.overrideTraitCollection = nil
        container.layoutIfNeeded()
        #expect(image.frame == leftToRight.0 && title.frame == leftToRight.1)
        // A forced semantic direction on the views themselves counts too.
        container.semanticContentAttribute = .forceRightToLeft
        for view in container.subviews { view.semanticContentAttribute = .forceRightToLeft }
        container.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 272, y: 30, width: 40, height: 40))
    }

    @Test("when a constant, the priority of an optional constraint or isActive changes, then the next pass re-solves")
    func changes() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = plainView()
        container.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        let height = box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2)
        let wish = box.widthAnchor.constraint(equalToConstant: 80)
        wish.priority = .defaultLow
        LayoutConstraint.activate([width, height, wish, box.topAnchor.constraint(equalTo: container.topAnchor),
                                   box.centerXAnchor.constraint(equalTo: container.centerXAnchor)])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 125, y: 0, width: 50, height: 100))
        width.constant = 60
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 120, y: 0, width: 60, height: 120))
        width.isActive = false
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 110, y: 0, width: 80, height: 160), "the optional wish now holds")
        wish.priority = .defaultHigh
        width.priority = .defaultLow
        width.isActive = true
        container.layoutIfNeeded()
        #expect(box.frame.width == 80, "750 beats 250")
        // Each constraint lives on its items' nearest common ancestor, as UIKit installs them.
        #expect(container.constraints.count == 2 && box.constraints.count == 3)
    }

    @Test("when two views with intrinsic sizes compete, then content hugging and compression resistance decide")
    func huggingAndCompression() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let a = IntrinsicView(150, 20), b = IntrinsicView(150, 20)
        container.addSubview(a)
        container.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        b.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(b.frame.width == 150 && a.frame.width == 50, "b resists compression more: a shrinks")
        container.frame.size.width = 400
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(a.frame.width == 150 && b.frame.width == 250, "a hugs harder: b grows")
        a.size.width = 100
        a.invalidateIntrinsicContentSize()
        container.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame.width == 300)
    }

    @Test("when updateConstraints is asked for, then it runs once before the next layout, deepest view first")
    func updateConstraintsCycle() {
        @MainActor final class Recording: View {
            var log: (String) -> Void = { _ in }
            var name = ""
            override func updateConstraints() {
                log(name)
                super.updateConstraints()
            }
        }
        var calls: [String] = []
        let outer = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), inner = Recording(frame: .zero)
        outer.name = "outer"
        inner.name = "inner"
        outer.log = { calls.append($0) }
        inner.log = { calls.append($0) }
        outer.addSubview(inner)
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        outer.layoutIfNeeded()
        outer.layoutIfNeeded()
        #expect(calls == ["inner", "outer"])
        #expect(!outer.needsUpdateConstraints())
    }

    @Test("when custom layout guides space three views, then the gaps are equal")
    func layoutGuides() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        let views = [IntrinsicView(60, 20), IntrinsicView(60, 20), IntrinsicView(60, 20)]
        let gaps = [LayoutGuide(), LayoutGuide()]
        for view in views { container.addSubview(view) }
        for gap in gaps { container.addLayoutGuide(gap) }
        LayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: container.leadingAnchor),
            gaps[0].leadingAnchor.constraint(equalTo: views[0].trailingAnchor), views[1].leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
            gaps[1].leadingAnchor.constraint(equalTo: views[1].trailingAnchor), views[2].leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
            views[2].trailingAnchor.constraint(equalTo: container.trailingAnchor),
            gaps[1].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
        ] + views.map { $0.centerYAnchor.constraint(equalTo: container.centerYAnchor) })
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 170, 340])
        #expect(gaps[0].layoutFrame.width == 110 && gaps[1].layoutFrame.minX == 230)
        #expect(container.layoutGuides.count == 2)
    }

    @Test("when a view is only partly constrained, then it reports an ambiguous layout")
    func ambiguity() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = plainView()
        container.addSubview(box)
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
                                   box.topAnchor.constraint(equalTo: container.topAnchor)])
        #expect(box.hasAmbiguousLayout, "no horizontal position")
        box.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor).isActive = true
        #expect(box.hasAmbiguousLayout, "anywhere right of the edge")
        box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5).isActive = true
        #expect(!box.hasAmbiguousLayout)
    }

    @Test("when a view is fitted with its width required, then the compressed height is what its constraints need")
    func fitting() {
        let (container, _, _, _) = listCell()
        container.translatesAutoresizingMaskIntoConstraints = true
        // margins.bottom ≥ subtitle.bottom: a bottom constraint makes the height depend on the content.
        let subtitle = container.subviews[2]
        subtitle.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor, constant: -3).isActive = true
        let size = container.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        // 8 + 3 + 22 + 2 + 18 + 3 + 8 = 64.
        #expect(size == CGSize(width: 320, height: 64))
        let narrow = container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(narrow == CGSize(width: 8 + 40 + 12 + 200 + 8, height: 64), "the widest intrinsic width wins when compressed")
        #expect(container.frame.size == CGSize(width: 320, height: 100), "fitting changes nothing")
    }
}

@Suite("Auto Layout: views leaving the hierarchy take their constraints with them (F33)")
@MainActor
struct LayoutConstraintRemovalTests {
    @Test("when a view is removed or moved elsewhere, then constraints its former ancestors hold on it or below it are deactivated, and its own stay")
    func removalDeactivates() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = plainView(), b = plainView(), inner = plainView()
        container.addSubview(a)
        container.addSubview(b)
        b.addSubview(inner)
        let between = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        let deep = inner.topAnchor.constraint(equalTo: a.bottomAnchor)
        let aOnly = a.widthAnchor.constraint(equalToConstant: 50)
        let innerOwn = inner.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        LayoutConstraint.activate([between, deep, aOnly, innerOwn, a.leadingAnchor.constraint(equalTo: container.leadingAnchor)])
        #expect(container.constraints.count == 3 && b.constraints.count == 1)
        b.removeFromSuperview()
        #expect(!between.isActive && !deep.isActive, "they referred to b or to a view below it")
        #expect(aOnly.isActive && innerOwn.isActive && container.constraints.count == 1)
        container.addSubview(b)
        let again = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        again.isActive = true
        let other = View(frame: .zero)
        other.addSubview(b)
        #expect(!again.isActive, "moving to another superview leaves the old hierarchy too")
        other.insertSubview(b, at: 0)
        #expect(innerOwn.isActive, "reordering among the same siblings keeps everything")
    }
}
