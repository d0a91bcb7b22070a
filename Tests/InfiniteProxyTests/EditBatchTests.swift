import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct EditBatchTests {
    private let path: IndexPath = [0, 2]

    @Test func aReloadInsideABatchWaitsForTheOutermostClose() {
        var batch = EditBatch()
        batch.begin()
        batch.begin()
        #expect(batch.isOpen)
        let deferred = batch.deferReload()
        #expect(deferred)
        let inner = batch.end()
        #expect(!inner)                // the inner batch
        let outer = batch.end()
        #expect(outer)                 // the outermost: the reload is due
        #expect(!batch.isOpen)
    }

    @Test func anUnbalancedCloseIsIgnored() {
        var batch = EditBatch()
        let closed = batch.end()
        #expect(!closed)
        #expect(batch.depth == 0)
        batch.begin()
        #expect(batch.isOpen)
    }

    @Test func aReloadOutsideABatchReplacesEverythingCollected() {
        var batch = EditBatch()
        batch.collect(.deletingItems([path]))
        batch.collectReconfigures([SourceIndexPath(section: 0, item: 1)])
        let deferred = batch.deferReload()
        #expect(!deferred)
        #expect(batch.edits.isEmpty && batch.reconfigures.isEmpty && !batch.needsStructuralReload)
    }

    @Test func editsAddUpAndAreTakenOnce() {
        var batch = EditBatch()
        batch.collect(.deletingItems([path]))
        batch.collect(.insertingItems([[0, 0]]))
        let taken = batch.takeEdits()
        #expect(taken.deletedItems == [SourceIndexPath(section: 0, item: 2)])
        #expect(taken.insertedItems == [SourceIndexPath(section: 0, item: 0)])
        let again = batch.takeEdits()
        #expect(again.isEmpty)
    }

    @Test func reconfiguresSurviveAStructuralDiscardButNotAFullOne() {
        var batch = EditBatch()
        let item = SourceIndexPath(section: 0, item: 1)
        batch.begin()
        batch.collect(.deletingItems([path]))
        batch.collectReconfigures([item])
        _ = batch.deferReload()
        batch.discardStructuralChanges()
        #expect(batch.edits.isEmpty && !batch.needsStructuralReload && batch.reconfigures == [item])
        let taken = batch.takeReconfigures()
        #expect(taken == [item])
        #expect(batch.reconfigures.isEmpty)
        batch.collectReconfigures([item])
        batch.dropReconfigures()
        #expect(batch.reconfigures.isEmpty)
        batch.collectReconfigures([item])
        batch.discardAll()
        #expect(batch.reconfigures.isEmpty)
    }
}
