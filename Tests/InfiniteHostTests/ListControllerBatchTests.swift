import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// The batch sequencing the UIKit hooks delegate to the controller (`endUpdates`,
/// `performBatchUpdates`): the hook bodies keep one branch, the order is decided here.
@Suite("ListController batches (issue 11: decisions out of the hook bodies)")
struct ListControllerBatchTests {
    private func makeInfinite(_ client: PlainClient, runLoop: HostRunLoop) -> HostTableAttachment {
        let table = makeTable()
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table, runLoop: runLoop)
        table.layoutIfNeeded()
        return attachment
    }

    @Test func aStructuralBatchBecomesOneReloadAndCompletesNextTurn() {
        let client = PlainClient(counts: [30])
        let runLoop = HostRunLoop()
        let attachment = makeInfinite(client, runLoop: runLoop)
        let controller = attachment.controller
        let reloads = attachment.tableView.reloadCount
        var viewBatches = 0
        var completions: [Bool] = []
        controller.clientPerformedBatch({
            controller.clientRequestedReload()   // an insert inside the batch
            controller.clientRequestedReload()   // and a delete
        }, completion: { completions.append($0) }, viewBatch: { _ in viewBatches += 1 })
        #expect(attachment.tableView.reloadCount == reloads + 1)
        #expect(viewBatches == 0)
        #expect(completions.isEmpty)
        runLoop.advance(by: 0)
        #expect(completions == [true])
    }

    @Test func aBatchWithoutStructuralChangesRunsTheViewsOwnBatch() {
        let client = PlainClient(counts: [30])
        let runLoop = HostRunLoop()
        let attachment = makeInfinite(client, runLoop: runLoop)
        let controller = attachment.controller
        let reloads = attachment.tableView.reloadCount
        var viewBatches = 0
        var handedOn = false
        controller.clientPerformedBatch(nil, completion: { _ in }, viewBatch: { completion in
            viewBatches += 1
            handedOn = completion != nil
            #expect(!controller.interceptsLifecycle)   // the view's own batch bypasses the hooks
        })
        #expect(viewBatches == 1)
        #expect(handedOn)
        #expect(attachment.tableView.reloadCount == reloads)
    }

    @Test func endUpdatesRunsTheEmptyUpdateOnlyForTheOutermostPlainBatch() {
        let client = PlainClient(counts: [30])
        let runLoop = HostRunLoop()
        let attachment = makeInfinite(client, runLoop: runLoop)
        let controller = attachment.controller
        var emptyUpdates = 0
        controller.beginBatch()
        controller.beginBatch()
        controller.clientEndedUpdates { emptyUpdates += 1 }
        #expect(emptyUpdates == 0)
        controller.clientEndedUpdates { emptyUpdates += 1 }
        #expect(emptyUpdates == 1)

        let reloads = attachment.tableView.reloadCount
        controller.beginBatch()
        controller.clientRequestedReload()
        controller.clientEndedUpdates { emptyUpdates += 1 }
        #expect(emptyUpdates == 1)
        #expect(attachment.tableView.reloadCount == reloads + 1)
    }
}
