import Testing
import UIKit

// A cell written as UIKit code writes one: labels in stack views, pinned to the content view's
// margins, in a self-sizing compositional list. That this file compiles in Swift 5 and Swift 6 modes
// is half the test; the tests check the sizes against the headless text model (a body character is
// 8.5 points wide, a line 22 points; a subheadline character 7.5, a line 20).

final class MessageCell: UICollectionViewCell {
    static let reuseIdentifier = "message"
    let nameLabel = UILabel()
    let timeLabel = UILabel()
    let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        timeLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        timeLabel.textColor = .secondaryLabel
        timeLabel.textAlignment = .right
        timeLabel.setContentHuggingPriority(.required, for: .horizontal)
        bodyLabel.numberOfLines = 0
        bodyLabel.lineBreakMode = .byWordWrapping

        let header = UIStackView(arrangedSubviews: [nameLabel, timeLabel])
        header.axis = .horizontal
        header.spacing = UIStackView.spacingUseSystem
        header.alignment = .firstBaseline
        let stack = UIStackView(arrangedSubviews: [header, bodyLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, time: String, body: String) {
        nameLabel.text = name
        timeLabel.text = time
        bodyLabel.text = body
    }
}

final class MessagesDataSource: NSObject, UICollectionViewDataSource {
    let messages: [(name: String, time: String, body: String)]
    init(messages: [(name: String, time: String, body: String)]) { self.messages = messages }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MessageCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? MessageCell {
            let message = messages[indexPath.item]
            cell.configure(name: message.name, time: message.time, body: message.body)
        }
        return cell
    }
}

@Suite("UIKit-style cells made of labels and stack views compile and size themselves (F34)")
@MainActor
struct ContentViewsSourceCompatibilityTests {
    @Test("when a list of message cells self-sizes, then each row is its header line plus its body wrapped at the cell's width")
    func messageList() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.reuseIdentifier)
        let bodies = ["Short.", String(repeating: "word ", count: 12), String(repeating: "longer words ", count: 10)]
        let dataSource = MessagesDataSource(messages: bodies.enumerated().map { ("Ann \($0.offset)", "9:4\($0.offset)", $0.element) })
        collectionView.dataSource = dataSource
        let clock = ManualFrameClock()
        let window = UIWindow(frame: collectionView.frame, clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.addSubview(collectionView)
        clock.advanceFrames(3)

        let metrics = TextMetrics()
        for (item, body) in bodies.enumerated() {
            // 320 − 2 × 8 margins = 304 points of body text.
            let lines = CGFloat(metrics.lines(of: body, font: UIFont.preferredFont(forTextStyle: .body), width: 304).count)
            let expected = 8 + 22 + 4 + lines * 22 + 8
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(frame?.height == expected, "row \(item): \(String(describing: frame)), expected height \(expected)")
        }
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? MessageCell
        // The time hugs its text at the trailing margin; the name takes the rest of the line.
        #expect(cell?.timeLabel.frame.width == 4 * 7.5)
        #expect(cell.map { $0.timeLabel.convert(CGPoint.zero, to: $0.contentView).x + $0.timeLabel.frame.width } == 312)
        #expect(cell.map { abs($0.nameLabel.frame.width - (304 - 8 - 30)) < 0.001 } == true)
    }
}

// A small form as UIKit code writes one: a text field with a delegate that refuses digits, a switch,
// a filled button and a spinner, in a stack in a view controller.
final class ProfileFormViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let notifications = UISwitch()
    let spinner = UIActivityIndicatorView(style: .medium)
    private(set) var saved: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameField.placeholder = "Name"
        nameField.borderStyle = .roundedRect
        nameField.delegate = self
        nameField.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        configuration.image = UIImage(systemName: "checkmark")
        configuration.cornerStyle = .capsule
        let save = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.spinner.startAnimating()
            self.saved.append(self.nameField.text ?? "")
        })
        let stack = UIStackView(arrangedSubviews: [nameField, notifications, save, spinner])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            nameField.widthAnchor.constraint(equalTo: stack.widthAnchor),
        ])
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        !string.contains(where: \.isNumber)
    }
}

/// Attributed text as UIKit code writes it.
@MainActor
func makeAttributedHeader() -> UILabel {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = .center
    let text = NSMutableAttributedString(string: "Profile", attributes: [
        .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.label, .paragraphStyle: paragraph,
    ])
    text.append(NSAttributedString(string: " (beta)", attributes: [
        .font: UIFont.preferredFont(forTextStyle: .footnote), .foregroundColor: UIColor.secondaryLabel,
        .underlineStyle: NSUnderlineStyle.single.rawValue,
    ]))
    let label = UILabel()
    label.attributedText = text
    return label
}

@Suite("A UIKit form of controls compiles and behaves (F34)")
@MainActor
struct ControlsSourceCompatibilityTests {
    @Test("when the form is shown, typed into and saved, then the field keeps letters only, and the button saves and spins")
    func form() throws {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let form = ProfileFormViewController()
        window.rootViewController = form
        clock.advanceFrames(1)
        // In the stack, which sits at the margins (8, 8): a 34-point field across, then the switch 12 below.
        #expect(form.nameField.superview?.frame.origin == CGPoint(x: 8, y: 8))
        #expect(form.nameField.frame == CGRect(x: 0, y: 0, width: 304, height: 34))
        #expect(form.notifications.frame == CGRect(x: 0, y: 46, width: 51, height: 31))
        let id = try #require(form.nameField.renderIdentifier)
        window.send(TextInputEvent(view: id, kind: .change, text: "Ada"))
        window.send(TextInputEvent(view: id, kind: .change, text: "Ada1"))
        clock.advanceFrames(1)
        #expect(form.nameField.text == "Ada")
        let save = try #require(form.view.subviews.first?.subviews.compactMap { $0 as? UIButton }.first)
        save.sendActions(for: .touchUpInside)
        #expect(form.saved.isEmpty, "the primary action runs on a tap, not on sendActions")
        _ = save.pointerDown(PointerEvent(.down, at: CGPoint(x: 5, y: 5)), at: CGPoint(x: 5, y: 5), time: 0)
        save.pointerUp(PointerEvent(.up, at: CGPoint(x: 5, y: 5)), at: CGPoint(x: 5, y: 5), time: 0)
        #expect(form.saved == ["Ada"] && form.spinner.isAnimating && !form.spinner.isHidden)
    }

    @Test("when a label gets UIKit-style attributed text, then it shows the string and sizes its runs")
    func attributedHeader() {
        let header = makeAttributedHeader()
        // "Profile" bold 20: 7 × 11; " (beta)" footnote 13: 7 × 6.5; the bold line is 26 high.
        #expect(header.text == "Profile (beta)" && header.intrinsicContentSize == CGSize(width: 77 + 45.5, height: 26))
    }
}
