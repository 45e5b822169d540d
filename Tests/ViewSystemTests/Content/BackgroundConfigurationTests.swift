import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("Background configurations: the list styles, and iOS 18's automatic listCell(), listHeader(), listFooter() (F36)")
struct BackgroundConfigurationTests {
    func state(_ environment: ListEnvironment, selected: Bool = false) -> CellConfigurationState {
        var state = CellConfigurationState(traitCollection: TraitCollection(listEnvironment: environment))
        state.isSelected = selected
        return state
    }

    @Test("when an automatic list background is updated for a state, then it takes its list environment's style for its element, and a plain list's where the environment says none")
    func automaticBackgroundsFollowTheEnvironment() {
        let expected: [(ListEnvironment, BackgroundConfiguration, BackgroundConfiguration)] = [
            (.unspecified, .listPlainCell(), .listPlainHeaderFooter()),
            (.none, .listPlainCell(), .listPlainHeaderFooter()),
            (.plain, .listPlainCell(), .listPlainHeaderFooter()),
            (.grouped, .listGroupedCell(), .listGroupedHeaderFooter()),
            (.insetGrouped, .listGroupedCell(), .listGroupedHeaderFooter()),
            (.sidebar, .listSidebarCell(), .listSidebarHeader()),
            (.sidebarPlain, .listSidebarCell(), .listSidebarHeader()),
        ]
        #expect(expected.map(\.0) == ListEnvironment.allCases, "every environment is covered")
        for (environment, cell, headerFooter) in expected {
            let resolved = BackgroundConfiguration.listCell().updated(for: state(environment))
            #expect(resolved.backgroundColor == cell.backgroundColor && resolved.cornerRadius == cell.cornerRadius
                    && resolved.selectedBackgroundColor == cell.selectedBackgroundColor, "cell in \(environment)")
            for automatic in [BackgroundConfiguration.listHeader(), .listFooter()] {
                let header = automatic.updated(for: state(environment))
                #expect(header.backgroundColor == headerFooter.backgroundColor && header.cornerRadius == headerFooter.cornerRadius,
                        "header or footer in \(environment)")
            }
        }
        // The selected colour of the adopted style applies.
        #expect(BackgroundConfiguration.listCell().updated(for: state(.sidebar, selected: true)).backgroundColor == .systemBlue)
    }

    @Test("when an automatic list background was changed after it was made, then the changes stay over the list's style, and it still follows a later environment")
    func customisationsStay() {
        var custom = BackgroundConfiguration.listCell()
        custom.backgroundColor = .systemYellow
        custom.strokeWidth = 2
        let grouped = custom.updated(for: state(.insetGrouped))
        #expect(grouped.backgroundColor == .systemYellow && grouped.strokeWidth == 2)
        #expect(grouped.selectedBackgroundColor == BackgroundConfiguration.listGroupedCell().selectedBackgroundColor)
        let sidebar = grouped.updated(for: state(.sidebar))
        #expect(sidebar.cornerRadius == BackgroundConfiguration.listSidebarCell().cornerRadius && sidebar.backgroundColor == .systemYellow,
                "an updated automatic background adopts the next environment too")
        #expect(BackgroundConfiguration.listGroupedCell().updated(for: state(.sidebar)).cornerRadius == 0,
                "a fixed style ignores the environment")
    }

    @Test("when colours are resolved, then nil takes the tint, the transformers apply, and a drawn background carries the result with no transformer")
    func resolvedColors() {
        let halve = ConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        var background = BackgroundConfiguration.clear()
        background.backgroundColor = nil
        #expect(background.resolvedBackgroundColor(for: .systemRed) == .systemRed, "nil fills with the tint, as in UIKit")
        background.backgroundColorTransformer = halve
        #expect(background.resolvedBackgroundColor(for: .systemRed) == Color.systemRed.withAlphaComponent(0.5))
        background.strokeColor = .systemGreen
        background.strokeColorTransformer = .grayscale
        #expect(background.resolvedStrokeColor(for: .systemRed) == ConfigurationColorTransformer.grayscale(.systemGreen))
        let drawn = background.resolvedForDrawing(tintColor: .systemRed, layoutMargins: .zero)
        #expect(drawn.backgroundColor == Color.systemRed.withAlphaComponent(0.5) && drawn.backgroundColorTransformer == nil)
        #expect(drawn.strokeColor == ConfigurationColorTransformer.grayscale(.systemGreen) && drawn.strokeColorTransformer == nil)
        #expect(BackgroundConfiguration.clear().resolvedForDrawing(tintColor: .systemRed, layoutMargins: .zero).backgroundColor == nil,
                "clear() draws nothing")
    }

    @Test("when an automatic list background has a transformer, an image, a custom view or a stroke outset, then adopting a list style keeps them")
    @MainActor func adoptingKeepsTheRest() {
        let view = View()
        var background = BackgroundConfiguration.listCell()
        background.backgroundColorTransformer = .grayscale
        background.image = Image(systemName: "star")
        background.imageContentMode = .scaleAspectFill
        background.customView = view
        background.strokeOutset = 2
        background.visualEffect = BlurEffect(style: .systemMaterial)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading]
        let adopted = background.updated(for: state(.insetGrouped))
        #expect(adopted.backgroundColorTransformer == .grayscale && adopted.image == Image(systemName: "star"))
        #expect(adopted.customView === view && adopted.strokeOutset == 2 && adopted.imageContentMode == .scaleAspectFill)
        #expect(adopted.visualEffect === background.visualEffect && adopted.edgesAddingLayoutMarginsToBackgroundInsets == [.leading])
        var other = background
        other.customView = View()
        #expect(other != background, "custom views compare by identity")
    }

    @Test("when the margins add to the insets on some edges, then the frame loses them there; insets larger than the bounds give an empty frame, not a negative one")
    func backgroundFrame() {
        var background = BackgroundConfiguration.clear()
        background.backgroundInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .bottom]
        let margins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let frame = background.backgroundFrame(in: CGRect(x: 0, y: 0, width: 100, height: 50), layoutMargins: margins)
        #expect(frame == CGRect(x: 18, y: 1, width: 100 - 18 - 4, height: 50 - 1 - 11))
        #expect(background.resolvedForDrawing(tintColor: .systemBlue, layoutMargins: margins).backgroundInsets
                == DirectionalEdgeInsets(top: 1, leading: 18, bottom: 11, trailing: 4))
        background.backgroundInsets = DirectionalEdgeInsets(top: 80, leading: -5, bottom: 80, trailing: 200)
        let squeezed = background.backgroundFrame(in: CGRect(x: 0, y: 0, width: 100, height: 50), layoutMargins: margins)
        #expect(squeezed.width == 0 && squeezed.height == 0)
    }
}
