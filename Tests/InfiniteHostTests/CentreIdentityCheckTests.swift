import Foundation
import Testing

/// The independent centre check: what it calls a jump, and what it does not compare.
@Suite struct CentreIdentityCheckTests {
    private typealias Cell = (text: String, screen: CGFloat, length: CGFloat)

    private func run(_ frames: [(cells: [Cell], moved: CGFloat)]) -> CentreIdentityCheck {
        var centre = CentreIdentityCheck()
        for (index, frame) in frames.enumerated() {
            centre.check(cells: frame.cells, insetBefore: 0, insetAfter: 0, viewportLength: 300, moved: frame.moved, frame: index)
        }
        return centre
    }

    /// Rows that moved by the user's movement keep their identity; rows that moved more jumped.
    @Test func movementIsKeptAndAJumpIsNot() {
        let before: [Cell] = [("a", 0, 100), ("b", 100, 100), ("c", 200, 100)]
        let scrolled: [Cell] = [("a", -10, 100), ("b", 90, 100), ("c", 190, 100)]
        #expect(run([(before, 0), (scrolled, 10)]).violations == 0)
        #expect(run([(before, 0), (scrolled, 0)]).violations == 1)
    }

    /// Seeds 14014, 14017, 14036, 14044, 14049: a finite table left past the end of content that a
    /// reload shrank shows nothing; the frame that brings rows back had no item to keep.
    @Test func aFrameAfterABlankFrameIsNotCompared() {
        let blank: [Cell] = []
        let rows: [Cell] = [("a", 0, 100), ("b", 100, 100), ("c", 200, 100)]
        let centre = run([(rows, 0), (blank, 0), (rows, -139)])
        #expect(centre.violations == 0)
        #expect(centre.framesCompared == 0)
    }
}
