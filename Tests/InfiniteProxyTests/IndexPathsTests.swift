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
}
