// `import UIKit` on Linux: the whole library with UIKit's prefixed spellings (what `UIKitNames` gives),
// Foundation as UIKit re-exports it, and FoundationNetworking, where Linux keeps `URLSession`, so an
// app's networking code needs no import of its own. Built only where Apple's UIKit does not exist
// (Package.swift); see the README, "import UIKit".
@_exported import UIKitNames
// The server an app runs in (`@main` on an app delegate, `UIApplicationMain`).
@_exported import CollectionWeb
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// Built with this module so that a test file importing Testing and UIKit finds Swift Testing's
// cross-import overlay (see Sources/_Testing_UIKit).
import _Testing_UIKit
