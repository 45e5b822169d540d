import Foundation
import Testing
import UIKit

/// What Xcode's templates and everyday screens override on `UIViewController`: the memory warning,
/// the status bar, a forced light appearance, and iOS 16.4's `@ViewLoading` outlets.
final class PhotoViewerViewController: UIViewController {
    @ViewLoading var imageView: UIImageView
    @ViewLoading var captionLabel: UILabel
    var isChromeHidden = false {
        didSet { setNeedsStatusBarAppearanceUpdate() }
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { isChromeHidden }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscape] }

    override func viewDidLoad() {
        super.viewDidLoad()
        overrideUserInterfaceStyle = .dark
        view.backgroundColor = .systemBackground
        imageView = UIImageView(image: UIImage(systemName: "photo"))
        captionLabel = UILabel()
        captionLabel.text = "Lake at dawn"
        view.addSubview(imageView)
        view.addSubview(captionLabel)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        imageView.image = nil
    }
}

@Suite("UIKit spellings of view controller overrides: status bar, memory warning, interface style, @ViewLoading")
@MainActor
struct ViewControllerOverridesSourceCompatibilityTests {
    @Test("when the viewer's outlets are read, then its view loads dark; its memory warning frees the image and its chrome hides the status bar")
    func photoViewer() throws {
        let viewer = PhotoViewerViewController()
        #expect(viewer.captionLabel.text == "Lake at dawn", "reading an outlet loaded the view")
        #expect(viewer.view.traitCollection.userInterfaceStyle == .dark)
        #expect(viewer.preferredStatusBarUpdateAnimation == .slide)
        viewer.didReceiveMemoryWarning()
        #expect(viewer.imageView.image == nil)
        viewer.isChromeHidden = true
        #expect(viewer.prefersStatusBarHidden && viewer.preferredStatusBarStyle == .lightContent)
        let orientation: UIInterfaceOrientation = viewer.preferredInterfaceOrientationForPresentation
        #expect(orientation == .portrait && viewer.supportedInterfaceOrientations.contains(.landscapeLeft))
    }
}
