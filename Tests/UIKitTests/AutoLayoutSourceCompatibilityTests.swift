import Testing
import UIKit

// Cells and views written with constraints and layer styling as they are written for UIKit. That this
// file compiles (in Swift 5 and Swift 6 modes) is half the test; the tests below check the frames.

/// A view with a fixed natural size, standing in for an image view.
class BadgeView: UIView {
    var naturalSize = CGSize(width: 40, height: 40)
    override var intrinsicContentSize: CGSize { naturalSize }
}

class ProfileCell: UICollectionViewCell {
    static let reuseIdentifier = "profile"
    let avatar = BadgeView()
    let title = BadgeView()
    let subtitle = BadgeView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 10
        contentView.layer.cornerCurve = .continuous
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.1
        layer.shadowOffset = CGSize(width: 0, height: 2)
        avatar.layer.cornerRadius = 20
        avatar.clipsToBounds = true
        title.naturalSize = CGSize(width: 120, height: 22)
        subtitle.naturalSize = CGSize(width: 200, height: 18)
        avatar.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        for view in [avatar, title, subtitle] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        let bottom = subtitle.bottomAnchor.constraint(equalTo: margins.bottomAnchor, constant: -3)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatar.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1.5),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor, constant: 3),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            bottom,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A header laid out with the visual format language and an old-style constraint.
class ToolbarView: UIView {
    let leading = BadgeView()
    let trailing = BadgeView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth]
        leading.translatesAutoresizingMaskIntoConstraints = false
        trailing.translatesAutoresizingMaskIntoConstraints = false
        addSubview(leading)
        addSubview(trailing)
        let views: [String: Any] = ["leading": leading, "trailing": trailing]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-12-[leading(==40)]-(>=10)-[trailing(==leading)]-12-|",
                                                         options: [.alignAllCenterY], metrics: nil, views: views)
        constraints.append(NSLayoutConstraint(item: leading, attribute: .centerY, relatedBy: .equal, toItem: self,
                                              attribute: .centerY, multiplier: 1, constant: 0))
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[leading(==h)]", options: [], metrics: ["h": 30], views: views)
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite("UIKit-style Auto Layout code compiles and lays out to UIKit's frames (F32, F33)")
@MainActor
struct AutoLayoutSourceCompatibilityTests {
    @Test("when a constraint-built cell is laid out, then its views take the frames UIKit gives")
    func cellFrames() {
        let cell = ProfileCell(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        cell.layoutIfNeeded()
        // System spacing 8 × 1.5 = 12 after the avatar; margins 8.
        #expect(cell.avatar.frame == CGRect(x: 8, y: 12, width: 40, height: 40))
        #expect(cell.title.frame == CGRect(x: 60, y: 11, width: 252, height: 22))
        #expect(cell.subtitle.frame == CGRect(x: 60, y: 35, width: 252, height: 18))
        // Taller than its content: the bottom constraint (999) beats the title's hugging (250).
        cell.frame.size.height = 80
        cell.layoutIfNeeded()
        #expect(cell.title.frame.height == 38 && cell.subtitle.frame == CGRect(x: 60, y: 51, width: 252, height: 18))
        let fitted = cell.contentView.systemLayoutSizeFitting(CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
                                                              withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 320, height: 64))
        #expect(cell.contentView.layer.borderColor == UIColor.separator.cgColor && cell.avatar.layer.masksToBounds)
    }

    @Test("when a toolbar built with the visual format language is resized by its mask, then its views follow")
    func toolbarFrames() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let toolbar = ToolbarView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        container.addSubview(toolbar)
        container.frame.size.width = 400
        container.layoutIfNeeded()
        #expect(toolbar.frame.width == 400)
        #expect(toolbar.leading.frame == CGRect(x: 12, y: 10, width: 40, height: 30))
        // Only `leading` has a height constraint; `trailing` keeps its natural height, centred on it.
        #expect(toolbar.trailing.frame == CGRect(x: 348, y: 5, width: 40, height: 40))
    }

    /// A settings form as programmatic UIKit screens build one: a vertical stack in a scroll view,
    /// pinned to the content layout guide and as wide as the frame layout guide.
    final class FormViewController: UIViewController {
        let scrollView = UIScrollView()
        let stack = UIStackView()

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = .vertical
            stack.spacing = 12
            scrollView.keyboardDismissMode = .interactive
            setContentScrollView(scrollView, for: .top)
            for _ in 0..<10 { stack.addArrangedSubview(BadgeView()) }
            view.addSubview(scrollView)
            scrollView.addSubview(stack)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
                stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
                stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
            ])
        }
    }

    @Test("when a form's stack is pinned to the scroll view's content and frame layout guides, then the content size is the stack's with its padding")
    func scrollingForm() {
        let form = FormViewController()
        form.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        form.view.layoutIfNeeded()
        #expect(form.scrollView.contentSize == CGSize(width: 390, height: 10 * 40 + 9 * 12 + 32))
        #expect(form.stack.frame == CGRect(x: 16, y: 16, width: 358, height: 508))
        #expect(form.contentScrollView(for: .top) === form.scrollView && form.scrollView.keyboardDismissMode == .interactive)
    }
}

