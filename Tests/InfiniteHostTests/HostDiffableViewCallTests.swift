import Foundation
import Testing
@testable import InfiniteHost

/// The order of a diffable batch's calls (``HostDiffableViewCall``), as the decompiled
/// `_performViewUpdates:` sends them.
@Suite struct HostDiffableViewCallTests {
    @Test func docExample() {
        var batch = HostBatchUpdate()
        batch.insertedItems = [IndexPath(item: 0, section: 0)]
        batch.movedItems = [HostMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))]
        #expect(HostDiffableViewCall.calls(for: batch) == [
            .moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0)),
            .insertItems([IndexPath(item: 0, section: 0)]),
        ])
    }

    /// Moves first (sections, then items, each its own call), then section reloads, deletes and
    /// inserts, then reconfigures, then item reloads, deletes and inserts.
    @Test func everyKindInUIKitsOrder() {
        var batch = HostBatchUpdate()
        batch.insertedItems = [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0)]
        batch.deletedItems = [IndexPath(item: 4, section: 0)]
        batch.reloadedItems = [IndexPath(item: 1, section: 0)]
        batch.reconfiguredItems = [IndexPath(item: 3, section: 0)]
        batch.insertedSections = [3]
        batch.deletedSections = [2]
        batch.reloadedSections = [1]
        batch.movedItems = [HostMove(from: IndexPath(item: 5, section: 0), to: IndexPath(item: 6, section: 0)),
                            HostMove(from: IndexPath(item: 7, section: 0), to: IndexPath(item: 5, section: 0))]
        batch.movedSections = [HostMove(from: 4, to: 5)]
        #expect(HostDiffableViewCall.calls(for: batch) == [
            .moveSection(from: 4, to: 5),
            .moveItem(from: IndexPath(item: 5, section: 0), to: IndexPath(item: 6, section: 0)),
            .moveItem(from: IndexPath(item: 7, section: 0), to: IndexPath(item: 5, section: 0)),
            .reloadSections([1]), .deleteSections([2]), .insertSections([3]),
            .reconfigureItems([IndexPath(item: 3, section: 0)]),
            .reloadItems([IndexPath(item: 1, section: 0)]),
            .deleteItems([IndexPath(item: 4, section: 0)]),
            .insertItems([IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]),
        ])
        #expect(HostDiffableViewCall.calls(for: HostBatchUpdate()).isEmpty)
    }
}
