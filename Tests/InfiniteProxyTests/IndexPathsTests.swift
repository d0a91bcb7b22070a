import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct IndexPathsTests {
    @Test func roundTripThroughFoundation() {
        let source = SourceIndexPath(section: 2, item: 7)
        #expect(source.indexPath == IndexPath(indexes: [2, 7]))
        #expect(SourceIndexPath(source.indexPath) == source)
        let virtual = VirtualIndexPath(section: 0, item: 57)
        #expect(VirtualIndexPath(virtual.indexPath) == virtual)
        #expect(virtual.row == 57)
    }

    @Test func pathsOfOtherLengthsAreRejected() {
        #expect(SourceIndexPath(IndexPath(index: 3)) == nil)
        #expect(VirtualIndexPath(IndexPath(indexes: [1, 2, 3])) == nil)
        #expect(VirtualIndexPath(IndexPath()) == nil)
    }

    @Test func orderIsSectionThenItem() {
        #expect(SourceIndexPath(section: 0, item: 9) < SourceIndexPath(section: 1, item: 0))
        #expect(VirtualIndexPath(section: 1, item: 1) < VirtualIndexPath(section: 1, item: 2))
        #expect("\(SourceIndexPath(section: 0, item: 3))" == "source[0, 3]")
        #expect("\(VirtualIndexPath(section: 4, item: 3))" == "virtual[4, 3]")
    }

    /// The two ends of a view's visible paths in any order, sections first; nothing without paths.
    @Test func endsOfVisiblePathsInAnyOrder() {
        let paths: [IndexPath] = [[1, 0], [0, 7], [0, 5], [1, 2]]
        #expect(VirtualIndexPath.ends(of: paths) == VirtualIndexPath(section: 0, item: 5)...VirtualIndexPath(section: 1, item: 2))
        #expect(VirtualIndexPath.ends(of: [[2, 3]]) == VirtualIndexPath(section: 2, item: 3)...VirtualIndexPath(section: 2, item: 3))
        #expect(VirtualIndexPath.ends(of: []) == nil)
    }
}
