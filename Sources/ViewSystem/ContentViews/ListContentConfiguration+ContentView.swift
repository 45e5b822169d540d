import Foundation

extension ListContentConfiguration {
    /// A list content view showing this configuration.
    @MainActor public func makeContentView() -> any View & ContentView {
        ListContentView(configuration: self)
    }
}
