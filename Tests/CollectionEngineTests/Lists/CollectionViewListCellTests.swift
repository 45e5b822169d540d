import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("CollectionViewListCell: separators, rounded groups, backgrounds, accessories and indentation (F36)")
@MainActor
struct CollectionViewListCellTests {
    /// The separator lines a cell draws: (y, minX, maxX).
    func separators(_ cell: CollectionViewCell) -> [(y: CGFloat, minX: CGFloat, maxX: CGFloat)] {
        cell.subviews.compactMap { view -> (CGFloat, CGFloat, CGFloat)? in
            guard view.frame.height == 0.5, view.renderedBackground?.backgroundColor == .separator else { return nil }
            return (view.frame.minY, view.frame.minX, view.frame.maxX)
        }
    }

    @Test("when a plain list shows three rows, then every row draws a bottom separator from the text's leading edge to the trailing edge")
    func plainSeparators() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a", "b", "c"]])
        for item in 0..<3 {
            let cell = try #require(stage.cell(item))
            let lines = separators(cell)
            #expect(lines.count == 1 && lines[0].y == cell.bounds.height - 0.5 && lines[0].minX == 16 && lines[0].maxX == 320,
                    "row \(item): \(lines)")
            #expect(cell.renderedBackground?.backgroundColor == .systemBackground)
            #expect(cell.layer.cornerRadius == 0)
        }
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the separator configuration carries a visual effect, then it is kept and compared, and the rows draw the same separators in its colour")
    func separatorVisualEffectIsKeptNotDrawn() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        let effect = VibrancyEffect(blurEffect: BlurEffect(style: .systemMaterial), style: .separator)
        configuration.separatorConfiguration.visualEffect = effect
        #expect(configuration.separatorConfiguration.visualEffect === effect)
        var plain = ListSeparatorConfiguration(listAppearance: .plain)
        #expect(plain != configuration.separatorConfiguration, "the effect takes part in equality")
        plain.visualEffect = effect
        #expect(plain == configuration.separatorConfiguration)
        let stage = ListStage(configuration, sections: [["a", "b"]])
        let cell = try #require(stage.cell(0))
        #expect(separators(cell).count == 1 && separators(cell)[0].minX == 16, "drawn as without the effect, in the configuration's colour")
    }

    @Test("when an inset-grouped section has three rows, then the first rounds its top corners, the last its bottom ones, and the last draws no separator")
    func insetGroupedCorners() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .insetGrouped), sections: [["a", "b", "c"], ["only"]])
        let first = try #require(stage.cell(0)), middle = try #require(stage.cell(1)), last = try #require(stage.cell(2))
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner] && first.clipsToBounds)
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.cornerRadius == 10 && last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(separators(first).count == 1 && separators(middle).count == 1 && separators(last).isEmpty)
        let only = try #require(stage.cell(0, section: 1))
        #expect(only.layer.maskedCorners == .all && only.layer.cornerRadius == 10, "a section of one row is rounded all round")
        #expect(first.frame.minX == 20 && first.frame.width == 280, "inset-grouped rows keep 20 points from the edges")
        #expect(first.renderedBackground?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test("when a grouped section is shown, then its first row draws a full-width top separator and its last a full-width bottom one")
    func groupedEdges() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .grouped), sections: [["a", "b", "c"]])
        let first = try #require(stage.cell(0)), last = try #require(stage.cell(2))
        #expect(separators(first).map(\.y).sorted() == [0, first.bounds.height - 0.5])
        #expect(separators(first).first { $0.y == 0 }?.minX == 0)
        #expect(separators(last).count == 1 && separators(last)[0].minX == 0 && separators(last)[0].maxX == 320)
        #expect(separators(try #require(stage.cell(1)))[0].minX == 16)
    }

    @Test("when the list hides separators, uses a sidebar, or an item separator handler hides one, then those rows draw none")
    func separatorSettings() throws {
        var hidden = CollectionLayoutListConfiguration(appearance: .plain)
        hidden.showsSeparators = false
        #expect(separators(try #require(ListStage(hidden, sections: [["a", "b"]]).cell(0))).isEmpty)
        #expect(separators(try #require(ListStage(CollectionLayoutListConfiguration(appearance: .sidebar), sections: [["a", "b"]]).cell(0))).isEmpty)

        var handled = CollectionLayoutListConfiguration(appearance: .plain)
        var asked: [IndexPath] = []
        handled.itemSeparatorHandler = { indexPath, configuration in
            asked.append(indexPath)
            var configuration = configuration
            if indexPath.item == 1 { configuration.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 2 { configuration.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 8) }
            return configuration
        }
        let stage = ListStage(handled, sections: [["a", "b", "c"]])
        #expect(separators(try #require(stage.cell(1))).isEmpty)
        let custom = separators(try #require(stage.cell(2)))
        #expect(custom.count == 1 && custom[0].minX == 40 && custom[0].maxX == 312)
        #expect(Set(asked).isSuperset(of: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)]))
    }

    @Test("when the separator layout guide is constrained to the trailing half, then the separator starts there")
    func separatorGuide() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a"]])
        let cell = try #require(stage.cell(0))
        cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 100).isActive = true
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        cell.indentationLevel = 0
        cell.indentationWidth = 11
        #expect(separators(cell).first?.minX == 100)
    }

    @Test("when a list cell has a disclosure indicator and a label, then they sit at the trailing edge and the content leaves room for them")
    func trailingAccessories() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a"]])
        let cell = try #require(stage.cell(0))
        cell.accessories = [.disclosureIndicator(), .label(text: "12")]
        let views = cell.subviews.filter { $0.renderedContent != nil && $0.frame.height == cell.bounds.height && $0 !== cell.currentContentView }
        #expect(views.count == 2)
        let chevron = try #require(views.first { $0.frame.maxX == 320 - 16 })
        #expect(chevron.frame.width == 24)
        let label = try #require(views.first { $0 !== chevron })
        #expect(label.frame.maxX == chevron.frame.minX - 8)
        #expect(cell.currentContentView.frame.maxX == label.frame.minX, "the content view ends where the accessories begin")
        guard case .list(let content)? = cell.renderedContent else { Issue.record("no list content"); return }
        #expect(content.directionalLayoutMargins.trailing == 16 + 320 - label.frame.minX, "the text keeps its own margin inside that room")
    }

    @Test("when the collection view enters editing mode, then editing accessories appear at their edges, others hide, and the content moves aside")
    func editingAccessories() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .insetGrouped), sections: [["a", "b"]])
        let cell = try #require(stage.cell(0))
        cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        let shown = { cell.subviews.filter { !$0.isHidden && $0.renderedContent != nil && $0 !== cell.contentView && $0.frame.height > 1 } }
        #expect(shown().count == 1 && cell.contentView.frame.minX == 0)
        stage.collectionView.isEditing = true
        stage.clock.advanceFrames(1)
        #expect(cell.isEditing && cell.configurationState.isEditing)
        let editing = shown()
        #expect(editing.count == 2)
        #expect(editing.contains { $0.frame.minX == 16 }, "delete at the leading edge")
        #expect(editing.contains { $0.frame.maxX == cell.bounds.width - 16 }, "reorder at the trailing edge")
        #expect(cell.contentView.frame.minX == 40, "the delete control and its edge inset")
        stage.collectionView.isEditing = false
        stage.clock.advanceFrames(1)
        #expect(shown().count == 1 && cell.contentView.frame.minX == 0)
    }

    @Test("when a cell is indented, then the content (and leading accessories, unless told not to) move by level × width; right to left mirrors it")
    func indentation() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a"]])
        let cell = try #require(stage.cell(0))
        cell.accessories = [.multiselect(displayed: .always)]
        let circle = try #require(cell.subviews.first { !$0.isHidden && $0.renderedContent != nil && $0 !== cell.contentView && $0.frame.height > 1 })
        #expect(circle.frame.minX == 16)
        cell.indentationLevel = 2
        #expect(circle.frame.minX == 36 && cell.contentView.frame.minX == 20 + 16 + 24)
        cell.indentsAccessories = false
        #expect(circle.frame.minX == 16 && cell.contentView.frame.minX == 20 + 16 + 24)
        cell.indentationLevel = -3
        #expect(cell.contentView.frame.minX == 40, "a negative level counts as 0")
        cell.indentationWidth = .nan
        cell.indentationLevel = 4
        #expect(cell.contentView.frame.minX == 40, "a NaN width counts as 0")
    }

    @Test("when a multiselect cell is selected, then its circle fills; a checkmark and a custom view show as given")
    func multiselectAndCustom() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a", "b"]])
        stage.collectionView.allowsMultipleSelection = true
        let cell = try #require(stage.cell(0))
        cell.accessories = [.multiselect(displayed: .always)]
        func symbol() -> String? {
            guard case .custom(let custom)? = cell.subviews.first(where: { $0 is AccessoryView })?.renderedContent,
                  case .styled(.image(let image), _) = custom.root else { return nil }
            return image.name
        }
        #expect(symbol() == "circle")
        stage.tap(stage.middle(of: cell))
        #expect(cell.isSelected && symbol() == "checkmark.circle.fill")

        let badge = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let other = try #require(stage.cell(1))
        other.accessories = [.customView(configuration: .init(customView: badge, placement: .trailing(), maintainsFixedSize: true))]
        #expect(badge.superview === other && badge.frame.size == CGSize(width: 30, height: 20) && badge.frame.maxX == 320 - 16)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    /// The shown accessory views at the trailing edge, leading to trailing, by kind.
    func trailingKinds(_ cell: CollectionViewListCell) -> [String] {
        cell.subviews.filter { !$0.isHidden && $0 !== cell.currentContentView && $0.frame.height > 1 && $0.frame.minX > cell.bounds.width / 2 }
            .sorted { $0.frame.minX < $1.frame.minX }
            .map { view in (view as? AccessoryView)?.accessory.map { "\($0.accessoryType)" } ?? "custom" }
    }

    @Test("when system accessories are listed in any order, then they take UIKit's order at their edge; a second of a kind is reported and not shown")
    func systemAccessoryOrder() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a"]])
        let cell = try #require(stage.cell(0))
        cell.accessories = [.disclosureIndicator(), .checkmark(), .label(text: "3"), .detail()]
        #expect(trailingKinds(cell) == ["label", "detail", "checkmark", "disclosureIndicator"])
        cell.accessories = [.label(text: "3"), .disclosureIndicator(), .checkmark()].reversed()
        #expect(trailingKinds(cell) == ["label", "checkmark", "disclosureIndicator"])
        #expect(stage.diagnostics.messages.isEmpty)
        cell.accessories = [.checkmark(), .checkmark(options: .init(tintColor: .systemRed))]
        #expect(trailingKinds(cell) == ["checkmark"])
        #expect(stage.diagnostics.messages.contains { $0.contains("more than one checkmark accessory") })
    }

    @Test("when custom views are placed, then by default they sit next to the content; position(before:) and position(after:) put them by an accessory of a kind; odd answers are clamped")
    func customViewPositions() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a"]])
        let cell = try #require(stage.cell(0))
        func badge(_ width: CGFloat) -> View { View(frame: CGRect(x: 0, y: 0, width: width, height: 20)) }
        let near = badge(30), afterChevron = badge(31), beforeCheck = badge(32), far = badge(33)
        cell.accessories = [
            .checkmark(), .disclosureIndicator(),
            .customView(configuration: .init(customView: near, placement: .trailing())),
            .customView(configuration: .init(customView: afterChevron, placement: .trailing(at: CellAccessory.Placement.position(after: .disclosureIndicator())))),
            .customView(configuration: .init(customView: beforeCheck, placement: .trailing(at: CellAccessory.Placement.position(before: .checkmark())))),
            .customView(configuration: .init(customView: far, placement: .trailing(at: { _ in 99 }))),
        ]
        let order = cell.subviews.filter { !$0.isHidden && $0.frame.height > 1 && $0 !== cell.currentContentView }.sorted { $0.frame.minX < $1.frame.minX }
        let names = order.map { view -> String in
            if view === near { return "near" }
            if view === afterChevron { return "afterChevron" }
            if view === beforeCheck { return "beforeCheck" }
            if view === far { return "far" }
            return (view as? AccessoryView)?.accessory.map { "\($0.accessoryType)" } ?? "?"
        }
        #expect(names == ["near", "beforeCheck", "checkmark", "disclosureIndicator", "afterChevron", "far"],
                "near goes first (0), then beforeCheck before the checkmark; far's 99 is clamped to the last place")
        #expect(abs(far.frame.maxX - (320 - 16)) < 0.001, "the last place is at the edge")
    }

    @Test("when an accessory is hidden, then it keeps its room; options have UIKit's defaults")
    func hiddenAccessoriesAndDefaults() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a"]])
        let cell = try #require(stage.cell(0))
        cell.accessories = [.disclosureIndicator(options: .init(isHidden: true))]
        #expect(abs(cell.currentContentView.frame.maxX - (320 - 16 - 24)) < 0.001, "a hidden chevron keeps its standard room")
        #expect(trailingKinds(cell).isEmpty)
        #expect(CellAccessory.LabelOptions().reservedLayoutWidth == .actual && CellAccessory.CheckmarkOptions().reservedLayoutWidth == .standard)
        #expect(CellAccessory.ReorderOptions().showsVerticalSeparator && !CellAccessory.DeleteOptions().isHidden)
        #expect(CellAccessory.OutlineDisclosureOptions().style == .automatic)
        #expect(CellAccessory.label(text: "x").accessoryType == .label)
        let view = View(frame: .zero)
        #expect(CellAccessory.customView(configuration: .init(customView: view, placement: .leading())).accessoryType == .customView(view))
        #expect(CellAccessory.customView(configuration: .init(customView: view, placement: .leading())).accessoryType != .customView(View(frame: .zero)))
    }

    @Test("when a reorder accessory follows another trailing accessory, then a vertical hairline separates them, unless its options say not to")
    func reorderSeparator() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a"]])
        let cell = try #require(stage.cell(0))
        let hairline = { cell.subviews.first { $0 is SeparatorLineView && $0.frame.width == 0.5 } }
        cell.accessories = [.reorder(displayed: .always), .label(text: "12")]
        let line = try #require(hairline())
        let grip = try #require(cell.subviews.first { ($0 as? AccessoryView)?.accessory?.accessoryType == .reorder })
        #expect(line.frame.height == cell.bounds.height && line.frame.maxX <= grip.frame.minX)
        cell.accessories = [.reorder(displayed: .always, options: .init(showsVerticalSeparator: false)), .label(text: "12")]
        #expect(hairline() == nil)
        cell.accessories = [.reorder(displayed: .always)]
        #expect(hairline() == nil, "nothing before it: no hairline")
    }

    @Test("when a custom accessory's view is already in another view, then it is reported and not shown, and the other view keeps it")
    func customViewElsewhere() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a"]])
        let cell = try #require(stage.cell(0))
        let holder = View(frame: .zero)
        let badge = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        holder.addSubview(badge)
        cell.accessories = [.customView(configuration: .init(customView: badge, placement: .leading()))]
        #expect(badge.superview === holder)
        #expect(stage.diagnostics.messages.contains { $0.contains("already in another view") })
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test("when a sidebar cell is selected, then its rounded background takes the tint and its text turns white")
    func sidebarSelection() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .sidebar), sections: [["Inbox", "Sent"]])
        let cell = try #require(stage.cell(0))
        #expect(cell.layer.cornerRadius == 10)
        #expect(cell.renderedBackground?.backgroundColor == nil)
        stage.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        stage.clock.advanceFrames(1)
        #expect(cell.renderedBackground?.backgroundColor == .systemBlue)
        guard case .list(let content)? = cell.renderedContent else { Issue.record("no list content"); return }
        #expect(content.textProperties.color == .white)
    }

    @Test("when cells use iOS 18's automatic listCell() background, then each takes its list's style — plain, inset grouped, sidebar — and a table row its table's; the configuration state carries the list environment")
    func automaticListBackgrounds() throws {
        let cases: [(CollectionLayoutListConfiguration.Appearance, ListEnvironment, Color?)] = [
            (.plain, .plain, .systemBackground), (.insetGrouped, .insetGrouped, .secondarySystemGroupedBackground), (.sidebar, .sidebar, nil),
        ]
        for (appearance, environment, color) in cases {
            let stage = ListStage(CollectionLayoutListConfiguration(appearance: appearance), sections: [["Inbox", "Sent"]])
            let cell = try #require(stage.cell(0))
            cell.backgroundConfiguration = .listCell()
            #expect(cell.configurationState.traitCollection.listEnvironment == environment)
            #expect(cell.renderedBackground?.backgroundColor == color, "\(appearance)")
        }
        for (style, color) in [(TableView.Style.plain, Color.systemBackground), (.insetGrouped, .secondarySystemGroupedBackground)] {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 300), clock: ManualFrameClock(), renderer: RecordingRenderer())
            let table = TableView(frame: window.bounds, style: style)
            let source = RecordingTableDataSource(items: [["a", "b"]])
            source.attach(to: table)
            window.addSubview(table)
            table.layoutIfNeeded()
            let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            row.backgroundConfiguration = .listCell()
            #expect(row.renderedBackground?.backgroundColor == color, "\(style) table")
        }
        // Outside a list the environment says so, and listCell() looks like a plain list's.
        let loose = CollectionViewCell()
        loose.backgroundConfiguration = .listCell()
        #expect(loose.configurationState.traitCollection.listEnvironment == ListEnvironment.none)
        #expect(loose.renderedBackground?.backgroundColor == .systemBackground)
    }

    @Test("when a row has a pop-up menu accessory, then it shows up-and-down chevrons at the trailing edge; a tap anywhere on the row presents the menu under it instead of selecting, and choosing an action runs it, moves the checkmark and tells the accessory's handler with the menu")
    func popUpMenuAccessory() throws {
        var handled: [String] = []
        var told: [[String]] = []
        let menu = Menu(title: "Repeat", options: .singleSelection, children: ["Never", "Daily", "Weekly"].map { name in
            Action(title: name, state: name == "Never" ? .on : .off) { handled.append($0.title) }
        })
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .insetGrouped), sections: [["Repeat", "Alert"]])
        let cell = try #require(stage.cell(0))
        cell.accessories = [.popUpMenu(menu) { told.append($0.selectedElements.map(\.title)) }]
        cell.layoutIfNeeded()
        let chevrons = try #require(cell.subviews.first { $0 is AccessoryView })
        #expect(chevrons.frame.maxX <= cell.bounds.width && chevrons.frame.minX > cell.bounds.width / 2, "at the trailing edge")
        guard case .custom(let drawn)? = chevrons.renderedContent else { Issue.record("a symbol"); return }
        #expect("\(drawn)".contains("chevron.up.chevron.down"))

        stage.tap(CGPoint(x: 80, y: stage.middle(of: cell).y))
        #expect(stage.collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "the tap presents the menu instead of selecting")
        let backdrop = try #require(stage.window.subviews.last as? MenuBackdrop)
        let rowFrame = cell.convert(cell.bounds, to: stage.window)
        #expect(backdrop.list.frame.minY == rowFrame.maxY + 4, "under the row")
        stage.tap(CGPoint(x: backdrop.list.frame.midX, y: backdrop.list.frame.minY + 2 * 44 + 22))
        #expect(handled == ["Weekly"] && told == [["Weekly"]])
        #expect(backdrop.superview == nil)

        // The chevrons themselves present it too; a row without the accessory still selects.
        stage.tap(chevrons)
        #expect(stage.window.subviews.last is MenuBackdrop)
        stage.tap(CGPoint(x: 20, y: stage.window.bounds.maxY - 10))
        #expect(!(stage.window.subviews.last is MenuBackdrop) && told.count == 1, "a tap outside closes it and tells nothing")
        stage.tap(CGPoint(x: 80, y: stage.middle(of: try #require(stage.cell(1))).y))
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("when a list cell shows a list configuration, then it is one accessibility element read as its texts, selected when selected; what the app sets wins")
    func accessibility() {
        let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Trip to Lisbon"
        content.secondaryText = "Ana · 9:41"
        cell.contentConfiguration = content
        #expect(cell.isAccessibilityElement && cell.accessibilityLabel == "Trip to Lisbon, Ana · 9:41")
        #expect(cell.accessibilityTraits == .none)
        cell.isSelected = true
        #expect(cell.accessibilityTraits == .selected)
        cell.accessibilityLabel = "Message from Ana"
        cell.isAccessibilityElement = false
        cell.accessibilityTraits = .button
        #expect(cell.accessibilityLabel == "Message from Ana" && !cell.isAccessibilityElement && cell.accessibilityTraits == .button)
        let plain = CollectionViewCell(frame: .zero)
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil, "a plain cell is a container, as in UIKit")
        let row = TableViewCell(style: .default, reuseIdentifier: nil)
        var rowContent = row.defaultContentConfiguration()
        rowContent.text = "Wi-Fi"
        row.contentConfiguration = rowContent
        #expect(row.isAccessibilityElement && row.accessibilityLabel == "Wi-Fi", "a table row reads as a list row")
    }
}
