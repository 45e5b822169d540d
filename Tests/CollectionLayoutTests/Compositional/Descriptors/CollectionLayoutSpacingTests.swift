import CollectionLayout
import Foundation
import Testing

@Suite("CollectionLayoutSpacing: fixed and flexible spacing by both spellings")
struct CollectionLayoutSpacingTests {
    @Test("when spacing is fixed or flexible, then isFixed and isFlexible (UIKit's Swift names) agree with the Objective-C spellings")
    func spellings() {
        let fixed = CollectionLayoutSpacing.fixed(8), flexible = CollectionLayoutSpacing.flexible(4)
        #expect(fixed.isFixed && !fixed.isFlexible && fixed.isFixedSpacing && !fixed.isFlexibleSpacing && fixed.spacing == 8)
        #expect(!flexible.isFixed && flexible.isFlexible && flexible.isFlexibleSpacing && flexible.spacing == 4)
        #expect(fixed != CollectionLayoutSpacing.flexible(8))
    }
}
