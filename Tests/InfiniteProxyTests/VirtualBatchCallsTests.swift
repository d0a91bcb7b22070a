import Foundation
import Testing
@testable import InfiniteProxy

@MainActor
@Suite struct VirtualBatchCallsTests {
    /// Records each call the shared batch makes, in order.
    private final class Recorder: VirtualBatchCalls {
        var calls: [String] = []
        var isAnimating = true

        func performOwnBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
            calls.append(isAnimating ? "batch" : "batch without animation")
            updates()
            completion?(true)
        }
        func withoutAnimation(_ body: () -> Void) {
            isAnimating = false
            body()
            isAnimating = true
        }
        func deleteVirtualSections(_ sections: IndexSet) { calls.append("deleteSections \(Array(sections))") }
        func insertVirtualSections(_ sections: IndexSet) { calls.append("insertSections \(Array(sections))") }
        func reloadVirtualSections(_ sections: IndexSet) { calls.append("reloadSections \(Array(sections))") }
        func moveVirtualSection(_ section: Int, to newSection: Int) { calls.append("moveSection \(section) \(newSection)") }
        func deleteVirtualItems(_ paths: [IndexPath]) { calls.append("deleteItems \(paths)") }
        func insertVirtualItems(_ paths: [IndexPath]) { calls.append("insertItems \(paths)") }
        func reloadVirtualItems(_ paths: [IndexPath]) { calls.append("reloadItems \(paths)") }
        func moveVirtualItem(_ path: IndexPath, to newPath: IndexPath) { calls.append("moveItem \(path) \(newPath)") }
    }

    @Test func docExample() {
        var edits = VirtualEdits()
        edits.deletedSections = [2]
        edits.insertedItems = [VirtualIndexPath(section: 0, item: 3)]
        let view = Recorder()
        view.performVirtualBatch(edits, animated: true, completion: nil)
        #expect(view.calls == ["batch", "deleteSections [2]", "insertItems [[0, 3]]"])
    }

    /// Sections before items; within each, deletes, inserts, reloads, then each move on its own;
    /// the completion is the batch's.
    @Test func everyKindInOneBatchInOrder() {
        let path = { (item: Int) in VirtualIndexPath(section: 1, item: item) }
        var edits = VirtualEdits()
        edits.movedItems = [ListMove(from: path(7), to: path(8)), ListMove(from: path(9), to: path(0))]
        edits.reloadedItems = [path(6)]
        edits.insertedItems = [path(5)]
        edits.deletedItems = [path(4)]
        edits.movedSections = [ListMove(from: 3, to: 4), ListMove(from: 5, to: 6)]
        edits.reloadedSections = [2]
        edits.insertedSections = [1]
        edits.deletedSections = [0]
        let view = Recorder()
        var finished: [Bool] = []
        view.performVirtualBatch(edits, animated: true) { finished.append($0) }
        #expect(view.calls == [
            "batch", "deleteSections [0]", "insertSections [1]", "reloadSections [2]", "moveSection 3 4", "moveSection 5 6",
            "deleteItems [[1, 4]]", "insertItems [[1, 5]]", "reloadItems [[1, 6]]", "moveItem [1, 7] [1, 8]", "moveItem [1, 9] [1, 0]",
        ])
        #expect(finished == [true])
    }

    @Test func notAnimatedIsOneBatchWithoutAnimation() {
        var edits = VirtualEdits()
        edits.reloadedItems = [VirtualIndexPath(section: 0, item: 1)]
        let view = Recorder()
        view.performVirtualBatch(edits, animated: false, completion: nil)
        #expect(view.calls == ["batch without animation", "reloadItems [[0, 1]]"])
    }

    @Test func anEmptyBatchIsStillTheViewsBatch() {
        let view = Recorder()
        view.performVirtualBatch(VirtualEdits(), animated: true, completion: nil)
        #expect(view.calls == ["batch"])
    }
}
