import Foundation
import Testing
import UIKit

/// The iOS recipe for self-sizing section headers — a `UITableViewHeaderFooterView` subclass set up in
/// `init(reuseIdentifier:)`, constraints to its content view, `sectionHeaderHeight` automatic and an
/// estimate — compiles unchanged and sizes each header to its content.
@Suite("UIKit spellings of self-sizing table headers")
@MainActor
struct SelfSizingHeaderSourceCompatibilityTests {
    final class BannerHeader: UITableViewHeaderFooterView {
        static let reuseIdentifier = "banner"
        let banner = UIView()
        private(set) var bannerHeight: NSLayoutConstraint!

        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            banner.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(banner)
            bannerHeight = banner.heightAnchor.constraint(equalToConstant: 40)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                banner.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                bannerHeight,
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        let bannerHeights: [CGFloat] = [40, 64]

        func numberOfSections(in tableView: UITableView) -> Int { bannerHeights.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: BannerHeader.reuseIdentifier) as? BannerHeader
            header?.bannerHeight.constant = bannerHeights[section]
            return header
        }
    }

    @Test("when headers are registered by class and estimated, then each is made through init(reuseIdentifier:) and sized to its constraints")
    func headersSizeToTheirContent() throws {
        let source = Source()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: BannerHeader.reuseIdentifier)
        tableView.rowHeight = 44
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.estimatedSectionHeaderHeight = 44
        tableView.dataSource = source
        tableView.delegate = source
        tableView.layoutIfNeeded()
        tableView.layoutIfNeeded()
        #expect(tableView.rectForHeader(inSection: 0).height == 56)
        #expect(tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 56 + 88, width: 320, height: 80))
        let header = try #require(tableView.headerView(forSection: 1) as? BannerHeader)
        #expect(header.banner.superview === header.contentView, "set up by its init(reuseIdentifier:)")
        #expect(header.banner.frame.height == 64)
    }
}
