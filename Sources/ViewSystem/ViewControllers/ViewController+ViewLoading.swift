import Foundation

extension ViewController {
    /// A property of a view controller that loads the view when read (`UIViewController.ViewLoading`,
    /// iOS 16.4): `@ViewLoading var titleLabel: UILabel`, set in `viewDidLoad()`, can be read before the
    /// view was loaded (it loads first) and needs no `!`.
    ///
    /// Reading one that `viewDidLoad()` did not set stops the program with a message naming the
    /// property's type, as UIKit does: there is no value to give.
    @propertyWrapper
    public struct ViewLoading<Value> {
        private var stored: Value?

        /// A property set later, in `viewDidLoad()`.
        public init() {}

        /// A property with a first value.
        public init(wrappedValue: Value) {
            stored = wrappedValue
        }

        /// Only reachable through the enclosing view controller.
        @available(*, unavailable, message: "@ViewLoading is only available on properties of view controllers")
        public var wrappedValue: Value {
            get { fatalError("@ViewLoading is only available on properties of view controllers") }
            set { fatalError("@ViewLoading is only available on properties of view controllers") }
        }

        /// Loads the view, then reads or writes the property.
        @MainActor
        public static subscript<Controller: ViewController>(
            _enclosingInstance controller: Controller,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<Controller, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<Controller, ViewLoading<Value>>
        ) -> Value {
            get {
                controller.loadViewIfNeeded()
                guard let value = controller[keyPath: storageKeyPath].stored else {
                    fatalError("@ViewLoading property of type \(Value.self) in \(type(of: controller)) was read before it was set, after the view loaded")
                }
                return value
            }
            set {
                controller[keyPath: storageKeyPath].stored = newValue
            }
        }
    }
}
