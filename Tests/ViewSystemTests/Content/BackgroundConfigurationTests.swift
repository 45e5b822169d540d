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
}
