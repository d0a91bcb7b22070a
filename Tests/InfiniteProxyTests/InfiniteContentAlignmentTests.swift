import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct InfiniteContentAlignmentTests {
    /// Physical sides stay put; leading and trailing swap with the layout direction.
    @Test func physicalSides() {
        let expected: [(InfiniteContentAlignment, InfiniteContentAlignment, InfiniteContentAlignment)] = [
            (.none, .none, .none), (.left, .left, .left), (.right, .right, .right),
            (.leading, .left, .right), (.trailing, .right, .left),
        ]
        for (alignment, leftToRight, rightToLeft) in expected {
            #expect(alignment.physicalSide(in: .leftToRight) == leftToRight, "\(alignment)")
            #expect(alignment.physicalSide(in: .rightToLeft) == rightToLeft, "\(alignment)")
        }
        #expect(InfiniteContentAlignment.allCases.count == expected.count)
    }
}
