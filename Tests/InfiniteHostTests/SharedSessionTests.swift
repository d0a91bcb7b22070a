import Foundation
import InfiniteHostTesting
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// The shared scripted sessions (`SessionScript`, in InfiniteHostTesting) on the headless host.
/// `Tests/InfiniteProxyUIKitTests/SharedSessionUIKitTests` runs the same scripts, with the same
/// runner and checker, on real UIKit views; a session that passes here and fails there is a
/// place where the host does not model UIKit.
@Suite struct SharedSessionTests {
    private func expectClean<List: ScriptedList>(
        _ runner: SessionScriptRunner<List>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(runner.checker.violations.map(\.description) == [], sourceLocation: sourceLocation)
        #expect(runner.edgeHits == 0, sourceLocation: sourceLocation)
    }

    @Test func longScrollOnATable() {
        var runner = SessionScriptRunner(list: HostScriptedTable(counts: SessionScript.longScroll.counts),
                                         counts: SessionScript.longScroll.counts)
        runner.run(.longScroll)
        expectClean(runner)
        #expect(runner.frame == 1_000)
        #expect(runner.checker.jumpsChecked > 0, "the session crossed copies")
        #expect(runner.list.tableView.assertionFailures.isEmpty)
    }

    @Test func wanderWithReloadsOnATable() {
        let script = SessionScript.wanderWithReloads
        var runner = SessionScriptRunner(list: HostScriptedTable(counts: script.counts), counts: script.counts)
        runner.run(script)
        expectClean(runner)
        #expect(runner.reloads == 3)
        #expect(runner.list.tableView.assertionFailures.isEmpty)
    }

    @Test func longScrollOnAMeasuredTable() {
        let script = SessionScript.longScroll
        let list = HostScriptedTable(counts: script.counts, rowHeight: SessionScript.measuredRowHeight(row:))
        var runner = SessionScriptRunner(list: list, counts: script.counts)
        runner.run(script)
        expectClean(runner)
        #expect(runner.checker.jumpsChecked > 0)
        #expect(list.tableView.assertionFailures.isEmpty)
    }

    @Test func wanderWithReloadsOnAMeasuredTable() {
        let script = SessionScript.wanderWithReloads
        let list = HostScriptedTable(counts: script.counts, rowHeight: SessionScript.measuredRowHeight(row:))
        var runner = SessionScriptRunner(list: list, counts: script.counts)
        runner.run(script)
        expectClean(runner)
        #expect(list.tableView.assertionFailures.isEmpty)
    }

    @Test(arguments: [InfiniteAxis.vertical, .horizontal])
    func longScrollOnACollectionView(axis: InfiniteAxis) {
        let script = SessionScript.longScroll
        var runner = SessionScriptRunner(list: HostScriptedCollection(counts: script.counts, axis: axis), counts: script.counts)
        runner.run(script)
        expectClean(runner)
        #expect(runner.checker.jumpsChecked > 0)
        #expect(runner.list.collectionView.assertionFailures.isEmpty)
    }

    @Test func wanderWithReloadsOnACollectionView() {
        let script = SessionScript.wanderWithReloads
        var runner = SessionScriptRunner(list: HostScriptedCollection(counts: script.counts, axis: .vertical), counts: script.counts)
        runner.run(script)
        expectClean(runner)
        #expect(runner.list.collectionView.assertionFailures.isEmpty)
    }

    /// Register L-a: a compositional list section of the flow list's geometry loops the same way.
    @Test func longScrollOnACompositionalList() {
        let script = SessionScript.longScroll
        let list = HostScriptedCollection(counts: script.counts, axis: .vertical, compositional: true)
        var runner = SessionScriptRunner(list: list, counts: script.counts)
        runner.run(script)
        expectClean(runner)
        #expect(runner.checker.jumpsChecked > 0)
        #expect(list.attachment.engine.isLooping)
        #expect(list.collectionView.assertionFailures.isEmpty)
    }

    @Test func carouselWithReloads() {
        let script = SessionScript.carousel
        let list = HostScriptedCollection(counts: script.counts, axis: .horizontal)
        list.attachment.isPagingEnabled = true
        var runner = SessionScriptRunner(list: list, counts: script.counts)
        runner.run(script)
        expectClean(runner)
        #expect(runner.reloads == 2)
        #expect(list.attachment.centeredIndexPath != nil)
        #expect(list.collectionView.assertionFailures.isEmpty)
    }

    /// The runner is not blind: a list that moves its content without reporting it is caught.
    @Test func anUnreportedJumpIsCaught() {
        final class Lying: ScriptedList {
            let inner = HostScriptedTable(counts: [10])
            var moves = 0
            var scriptAxis: InfiniteAxis { .vertical }
            var scriptViewport: ListViewport { inner.scriptViewport }
            var scriptOffsetRange: ClosedRange<CGFloat> { inner.scriptOffsetRange }
            func scriptMove(to offset: CGFloat) {
                moves += 1
                inner.scriptMove(to: offset)
                if moves == 10 { for cell in inner.tableView.visibleCells { cell.text = "0.9" } }
            }
            func scriptReload(counts: [Int]) { inner.scriptReload(counts: counts) }
            func scriptVisibleItems() -> [HostVisibleItem] { inner.scriptVisibleItems() }
            func scriptLiveCells() -> Int { inner.scriptLiveCells() }
            func scriptDrainClientPaths() -> [SourceIndexPath] {
                inner.scriptDrainClientPaths() + (moves == 20 ? [SourceIndexPath(section: 0, item: 10)] : [])
            }
        }
        var runner = SessionScriptRunner(list: Lying(), counts: [10])
        runner.run(SessionScript(counts: [10], steps: SessionScript.drag(600, frames: 30)))
        let kinds = Set(runner.checker.violations.map(\.kind))
        #expect(kinds.contains(.visibleJump))
        #expect(kinds.contains(.clientSawVirtualPath))
    }
}
