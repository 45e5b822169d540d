import Foundation

extension CustomContentConfiguration {
    /// A view that draws this content (`CustomContentView`).
    @MainActor public func makeContentView() -> any View & ContentView {
        CustomContentView(configuration: self)
    }
}
