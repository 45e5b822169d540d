import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// An onboarding carousel as iOS apps write it: a paging scroll view and a page control kept in step
/// both ways — compiles unchanged.
@Suite("UIKit spellings of UIPageControl")
@MainActor
struct PageControlSourceCompatibilityTests {
    final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
        let pages = UIScrollView()
        let pageControl = UIPageControl()

        override func viewDidLoad() {
            super.viewDidLoad()
            pages.isPagingEnabled = true
            pages.delegate = self
            pages.frame = view.bounds
            pages.contentSize = CGSize(width: view.bounds.width * 3, height: view.bounds.height)
            view.addSubview(pages)
            pageControl.numberOfPages = 3
            pageControl.currentPageIndicatorTintColor = .systemBlue
            pageControl.pageIndicatorTintColor = .systemGray4
            pageControl.backgroundStyle = .prominent
            pageControl.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                let x = CGFloat(self.pageControl.currentPage) * self.pages.bounds.width
                self.pages.setContentOffset(CGPoint(x: x, y: 0), animated: false)
            }, for: .valueChanged)
            let size = pageControl.size(forNumberOfPages: pageControl.numberOfPages)
            pageControl.frame = CGRect(x: (view.bounds.width - size.width) / 2, y: view.bounds.height - 60, width: size.width, height: size.height)
            view.addSubview(pageControl)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        }
    }

    @Test("when the carousel scrolls, then the page control follows; when the page control changes, then the carousel follows")
    func carousel() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let onboarding = OnboardingViewController()
        host.show(onboarding)
        onboarding.pages.contentOffset = CGPoint(x: 780, y: 0)
        #expect(onboarding.pageControl.currentPage == 2)
        onboarding.pageControl.currentPage = 1
        onboarding.pageControl.sendActions(for: .valueChanged)
        #expect(onboarding.pages.contentOffset.x == 390)
        #expect(onboarding.pageControl.interactionState == .none && onboarding.pageControl.direction == .natural)
    }
}
