import CollectionWeb
import Foundation
import UIKitNames

/// Runs the app whose delegate class is named `delegateClassName` (`"Module.AppDelegate"`, as
/// `NSStringFromClass` gives it): launches it and serves it, one scene per browser page; never returns
/// (UIKit's `UIApplicationMain`).
///
/// Differences from UIKit: `principalClassName` must be `nil` or name `UIApplication` (the application
/// is `UIApplication.shared`); the delegate class must be a `UIResponder` subclass. A class that cannot
/// be found or made is reported in UIKit's words and the process exits with status 1 (UIKit raises).
/// The command line is read as `ApplicationServer` reads it (`--host`, `--port`, `--maximum-sessions`).
@MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let arguments = (1..<Int(Swift.max(argc, 1))).compactMap { argv[$0].map { String(cString: $0) } }
    if let principalClassName, principalClassName != "UIApplication", !principalClassName.hasSuffix(".Application") {
        FileHandle.standardError.write(Data("Unable to instantiate the UIApplication subclass instance. Only UIApplication itself is supported, not \(principalClassName).\n".utf8))
        exit(1)
    }
    guard let delegateClassName else {
        FileHandle.standardError.write(Data("UIApplicationMain needs the name of the app delegate class: there is no Info.plist to find it in.\n".utf8))
        exit(1)
    }
    guard let found = _typeByName(delegateClassName) else {
        FileHandle.standardError.write(Data("Unable to instantiate the UIApplication delegate instance. No class named \(delegateClassName) is loaded.\n".utf8))
        exit(1)
    }
    guard let type = found as? UIResponder.Type, !(type is UIView.Type), !(type is UIViewController.Type),
          let delegate = type.init() as? any UIApplicationDelegate else {
        FileHandle.standardError.write(Data("Unable to instantiate the UIApplication delegate instance: \(delegateClassName) is not a UIResponder subclass conforming to UIApplicationDelegate.\n".utf8))
        exit(1)
    }
    ApplicationServer.run(delegate, arguments: arguments)
}
