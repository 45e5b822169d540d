import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("A scroll view's content and frame layout guides: constraints that size the content and pin views in place")
@MainActor
struct ScrollViewLayoutGuidesTests {
    /// A scroll view laid out by its frame, with a content view pinned to the content guide's edges,
    /// as wide as the frame guide, `height` high.
    func form(height: CGFloat) -> (ScrollView, View) {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = plainView()
        scrollView.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: height),
        ])
        return (scrollView, content)
    }

    @Test("when content is pinned to the content guide and as wide as the frame guide, then the content size follows the constraints and the content scrolls with the offset")
    func contentSizeFromConstraints() {
        let (scrollView, content) = form(height: 1000)
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        scrollView.layoutIfNeeded()
        #expect(content.frame.minY == 0, "in the content's coordinates: it moves with the content")
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 200, width: 320, height: 480))
        scrollView.frame.size.width = 400
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1000) && content.frame.width == 400)
    }

    @Test("when a view is pinned to the frame guide, then it stays in place on screen as the content scrolls")
    func pinnedToTheFrame() {
        let (scrollView, _) = form(height: 1000)
        let badge = plainView()
        scrollView.addSubview(badge)
        LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
            badge.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -16),
            badge.widthAnchor.constraint(equalToConstant: 56),
            badge.heightAnchor.constraint(equalToConstant: 56),
        ])
        scrollView.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 248, y: 408, width: 56, height: 56))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.layoutIfNeeded()
        #expect(badge.frame.minY == 708, "in the content's coordinates it moved with the offset")
    }

    @Test("when the constraints leave the content height free, then the content size keeps the height it had")
    func freeDimensionStays() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 0, height: 700)
        let row = plainView()
        scrollView.addSubview(row)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            row.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            row.heightAnchor.constraint(equalToConstant: 44),
        ])
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 700))
    }

    @Test("when a scroll view inside a constrained view controller view holds a constrained form, then the outer island lays it out and sets the content size")
    func insideAnOuterIsland() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = ScrollView(frame: .zero)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let stack = StackView(arrangedSubviews: (0..<12).map { _ in IntrinsicView(100, 80) })
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        let badge = plainView()
        scrollView.addSubview(badge)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
            badge.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == root.bounds && badge.frame.origin == CGPoint(x: 8, y: 8))
        scrollView.contentOffset.y = 120
        root.layoutIfNeeded()
        #expect(badge.frame.origin == CGPoint(x: 8, y: 128), "the outer island follows the offset")
        #expect(scrollView.contentSize == CGSize(width: 390, height: 12 * 80 + 11 * 10 + 40))
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 358, height: 1070))
    }

    @Test("when a constraint asks for a negative content height, then it is reported as unsatisfiable and the content size stays at zero or more")
    func negativeContentHeight() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let log = LayoutDiagnosticsLog()
        log.attach(to: scrollView)
        let row = plainView()
        scrollView.addSubview(row)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: -50),
            row.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        ])
        scrollView.layoutIfNeeded()
        #expect(log.messages.contains { $0.hasPrefix("Unable to simultaneously satisfy constraints.") })
        #expect(scrollView.contentSize.height >= 0)
        #expect(scrollView.contentLayoutGuide.identifier == "UIScrollViewContentLayoutGuide" && scrollView.frameLayoutGuide.owningView === scrollView)
    }
}
