// Swift Testing declares a cross-import overlay for UIKit: a file that imports both Testing and UIKit
// implicitly imports `_Testing_UIKit` (on Apple's platforms, attachments of UIImage). Linux toolchains
// declare the overlay but ship no such module, so with this package's `UIKit` every test file that
// imports both would fail with "no such module '_Testing_UIKit'". This empty module, built with UIKit,
// answers that import. It declares nothing: attaching images to Swift Testing results is not supported.
