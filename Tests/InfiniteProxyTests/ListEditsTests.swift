import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct ListEditsTests {
    @Test func docExample() {
        var edits = SourceEdits()
        #expect(edits.isEmpty && !edits.isStructural)
        edits.deletedItems = [SourceIndexPath(section: 0, item: 2)]
        edits.insertedItems = [SourceIndexPath(section: 0, item: 0)]
        #expect(!edits.isEmpty)
        #expect(edits.isStructural)
        #expect(edits.operationCount == 2)
    }

    @Test func reloadsAloneAreNotStructural() {
        var edits = SourceEdits()
        edits.reloadedItems = [SourceIndexPath(section: 0, item: 1)]
        #expect(!edits.isEmpty && !edits.isStructural)
    }

    /// Every call of a batch adds up, as UIKit collects them.
    @Test func formUnionCollectsEveryCall() {
        var batch = SourceEdits()
        var first = SourceEdits()
        first.deletedItems = [SourceIndexPath(section: 0, item: 1)]
        first.movedSections = [ListMove(from: 0, to: 1)]
        var second = SourceEdits()
        second.deletedItems = [SourceIndexPath(section: 0, item: 3)]
        second.movedItems = [ListMove(from: SourceIndexPath(section: 1, item: 0), to: SourceIndexPath(section: 1, item: 2))]
        second.insertedSections = [4]
        batch.formUnion(first)
        batch.formUnion(second)
        #expect(batch.deletedItems.count == 2)
        #expect(batch.movedSections.count == 1 && batch.movedItems.count == 1)
        #expect(batch.insertedSections == [4])
        #expect(batch.operationCount == 5)
    }
}
