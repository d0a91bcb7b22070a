import Foundation
import InfiniteHostTesting
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// `InfiniteList`'s model on the host's table: whole sessions with every frame checked.
@Suite @MainActor struct InfiniteListModelTests {
    /// A random change of `ids`: a few deletes, inserts of new identifiers and moves.
    static func randomEdit(_ ids: [Int], nextID: inout Int, keepAtLeast minimum: Int, _ rng: inout SplitMix64) -> [Int] {
        var new = ids
        for _ in 0..<Int.random(in: 0...2, using: &rng) where new.count > minimum {
            new.remove(at: Int.random(in: 0..<new.count, using: &rng))
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            new.insert(nextID, at: Int.random(in: 0...new.count, using: &rng))
            nextID += 1
        }
        if new.count >= 2, Bool.random(using: &rng) {
            let moved = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
            new.insert(moved, at: Int.random(in: 0...new.count, using: &rng))
        }
        return new
    }

    @Test func theFirstDataLoadsAndPublishesTheCentredItem() {
        let screen = HostIdentifiedTableScreen(ids: Array(100..<112))
        let session = screen.session()
        session.session.step(2)
        #expect(screen.list.shown == Array(100..<112))
        #expect(screen.list.binding.value == screen.list.centeredID)
        #expect(screen.list.binding.value != nil)
        #expect(screen.attachment.controller.isLooping)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(3))")
    }

    /// An initial binding value is the first item shown, at the centre.
    @Test func anInitialBindingIsScrolledTo() {
        let screen = HostIdentifiedTableScreen(ids: Array(0..<20), binding: 13)
        let session = screen.session()
        session.session.step(2)
        #expect(screen.list.centeredID == 13)
        #expect(screen.list.binding.value == 13)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(3))")
    }

    /// Data changes while a fling decelerates: every change one animated batch (no reload), the
    /// centred row still where it was, the binding right every frame.
    @Test func dataChangesMidFling() {
        var rng = SplitMix64(seed: 2_501)
        let screen = HostIdentifiedTableScreen(ids: Array(0..<12))
        let session = screen.session()
        var nextID = 1_000
        var moved: [CGFloat] = []
        let reloads = screen.tableView.reloadCount
        for round in 0..<40 {
            session.session.fling(round.isMultiple(of: 2) ? 7_000 : -7_000)
            session.session.step(8)
            #expect(screen.tableView.isDecelerating)
            let ids = Self.randomEdit(screen.list.ids, nextID: &nextID, keepAtLeast: 4, &rng)
            if let shift = session.setIDs(ids) { moved.append(shift) }
            session.session.step(12)
        }
        session.settle()
        #expect(screen.tableView.reloadCount == reloads)
        #expect(screen.list.model.batches >= 35)
        #expect(screen.attachment.controller.statistics.virtualBatches >= 35)
        #expect(moved.count >= 20)
        #expect(moved.allSatisfy { abs($0) <= 0.5 }, "\(moved)")
        #expect(screen.tableView.assertionFailures.isEmpty, "\(screen.tableView.assertionFailures.prefix(3))")
        #expect(screen.tableView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        #expect(session.bindingChecks > 500)
        #expect(screen.list.binding.value == screen.list.centeredID)
    }

    /// The app sets the binding while a fling runs: the list goes the shortest way (never more
    /// than half a copy), ends centred on the item, and the binding holds the request throughout
    /// — no item it passes is published, and no scroll back follows.
    @Test func bindingSetMidFling() {
        var rng = SplitMix64(seed: 2_502)
        let count = 15
        let screen = HostIdentifiedTableScreen(ids: Array(0..<count), rowHeight: 60)
        let session = screen.session()
        let controller = screen.attachment.controller
        let period = CGFloat(count) * 60
        for round in 0..<12 {
            session.session.fling(round.isMultiple(of: 2) ? -9_000 : 9_000)
            session.session.step(10)
            // A new value (setting the value the binding holds changes nothing, as in SwiftUI).
            var target = Int.random(in: 0..<count, using: &rng)
            if target == screen.list.binding.value { target = (target + 1 + Int.random(in: 0..<(count - 1), using: &rng)) % count }
            let start = controller.continuousOffset
            let writes = screen.list.binding.writes
            screen.list.binding.set(target)
            session.settle()
            #expect(screen.list.centeredID == target)
            #expect(screen.list.binding.value == target)
            #expect(abs(controller.continuousOffset - start) <= period / 2 + 60 + 9_000 / 60,
                    "round \(round): moved \(controller.continuousOffset - start) for a period of \(period)")
            // The app's write only: nothing published on the way.
            #expect(screen.list.binding.writes == writes + 1)
        }
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        #expect(screen.tableView.edgeHits == 0)
        #expect(controller.statistics.jumps > 0)
    }

    /// The centred item is deleted: its neighbour takes the centre without a jump of the rows
    /// around it, and the binding names it.
    @Test func theCentredItemDeleted() throws {
        let screen = HostIdentifiedTableScreen(ids: Array(0..<10))
        let session = screen.session()
        for round in 0..<10 {
            session.session.fling(round.isMultiple(of: 2) ? 5_000 : -5_000)
            session.session.step(6)
            let centred = try #require(screen.list.centeredID)
            #expect(screen.list.binding.value == centred)
            var ids = screen.list.ids
            ids.removeAll { $0 == centred }
            ids.append(100 + round)
            session.setIDs(ids)
            session.session.step(1)
            #expect(screen.list.centeredID != centred)
            #expect(screen.list.binding.value == screen.list.centeredID)
            #expect(!screen.tableView.visibleCells.contains { $0.text == "item \(centred)" })
            session.settle()
        }
        #expect(screen.tableView.assertionFailures.isEmpty)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// One, two and three items (many copies on screen), changing between them mid-fling, with
    /// the binding set to each item.
    @Test func oneTwoAndThreeItems() {
        for count in [1, 2, 3] {
            let screen = HostIdentifiedTableScreen(ids: Array(0..<count))
            let session = screen.session()
            for round in 0..<6 {
                session.session.fling(round.isMultiple(of: 2) ? 6_000 : -6_000)
                session.session.step(5)
                // The next item (with one item, the one it holds: no change, the fling runs on).
                let target = ((screen.list.binding.value ?? 0) + 1) % count
                screen.list.binding.set(target)
                session.settle()
                #expect(screen.list.centeredID == target)
            }
            for ids in [[0, 1, 2], [2, 0], [2], [7, 2], [0, 1, 2], [1]] {
                session.session.fling(-4_000)
                session.session.step(4)
                session.setIDs(ids)
                session.settle()
                #expect(screen.list.shown == ids)
                #expect(screen.list.binding.value == screen.list.centeredID)
            }
            #expect(screen.tableView.assertionFailures.isEmpty, "\(count): \(screen.tableView.assertionFailures.prefix(3))")
            #expect(screen.tableView.edgeHits == 0)
            #expect(session.failures.isEmpty, "\(count) items: \(session.failures.prefix(5))")
        }
    }

    /// Duplicate identifiers: a diagnostic, the first of each shown, no crash; an edit to
    /// duplicates later is diffed on the unique identifiers.
    @Test func duplicateIdentifiersAreDiagnosed() {
        let screen = HostIdentifiedTableScreen(ids: [1, 2, 2, 3, 1, 4])
        let session = screen.session()
        #expect(screen.list.shown == [1, 2, 3, 4])
        #expect(screen.list.diagnostics.count == 1)
        #expect(screen.list.diagnostics.first?.contains("the IDs 2, 1 occur more than once") == true)
        session.setIDs([4, 4, 3, 5])
        session.settle()
        #expect(screen.list.shown == [4, 3, 5])
        #expect(screen.list.diagnostics.count == 2)
        #expect(screen.tableView.assertionFailures.isEmpty)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(3))")
    }

    /// No update loop: at rest, nothing is written and nothing re-renders; a scroll publishes
    /// each centred item once, and each write renders once.
    @Test func noUpdateLoop() {
        let screen = HostIdentifiedTableScreen(ids: Array(0..<30))
        let session = screen.session()
        session.settle()
        let (writes, renders) = (screen.list.binding.writes, screen.list.binding.renders)
        session.session.step(120)
        #expect(screen.list.binding.writes == writes)
        #expect(screen.list.binding.renders == renders)
        session.session.fling(-8_000)
        session.settle()
        let published = screen.list.binding.writes - writes
        #expect(published > 5)
        #expect(screen.list.binding.renders - renders <= published)
        // Every value published is a different item from the one before it.
        #expect(zip(session.bindingHistory, session.bindingHistory.dropFirst()).allSatisfy { $0 != $1 })
        #expect(session.failures.isEmpty, "\(session.failures.prefix(3))")
    }

    /// The arc modifier reaches the controller.
    @Test func contentAlignmentIsApplied() {
        let screen = HostIdentifiedTableScreen(ids: Array(0..<12), alignment: .left)
        #expect(screen.attachment.engine.alignment == .left)
        screen.list.configuration.contentAlignment = .right
        screen.list.update()
        #expect(screen.attachment.engine.alignment == .right)
    }
}

/// Sessions the SwiftUI runtime's order makes special.
@Suite @MainActor struct InfiniteListModelLifecycleTests {
    /// SwiftUI updates a view before its first layout: a binding value given then is scrolled to
    /// once the table has a size, and nothing is published before.
    @Test func aBindingBeforeTheFirstLayoutWaitsForIt() {
        let screen = HostIdentifiedTableScreen(ids: Array(0..<20), binding: 13, viewport: .zero)
        #expect(screen.list.binding.value == 13)
        screen.tableView.viewportSize = CGSize(width: 390, height: 800)
        screen.tableView.layoutIfNeeded()
        screen.list.layoutPassed(); screen.attachment.runLoop.advance(by: 0)
        let session = screen.session()
        session.session.step(2)
        #expect(screen.list.centeredID == 13)
        #expect(screen.list.binding.value == 13)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(3))")
    }

    /// While VoiceOver runs the list is finite: data changes are the table's own batches, and
    /// the binding still follows the centred row.
    @Test func voiceOverMakesTheListFiniteAndTheModelStillWorks() {
        let screen = HostIdentifiedTableScreen(ids: Array(0..<30))
        screen.attachment.voiceOverStatusDidChange(isRunning: true)
        let session = screen.session()
        #expect(!screen.attachment.controller.isActive)
        session.session.fling(3_000)
        session.session.step(10)
        session.setIDs(Array(0..<30).filter { $0 != 5 } + [99])
        session.settle()
        screen.list.binding.set(20)
        session.settle()
        #expect(screen.list.centeredID == 20)
        #expect(screen.list.shown.contains(99) && !screen.list.shown.contains(5))
        #expect(screen.tableView.assertionFailures.isEmpty, "\(screen.tableView.assertionFailures.prefix(3))")
        #expect(screen.list.binding.value == screen.list.centeredID)
    }

    /// Everything at once, many times: flings, data changes, binding requests, resizes, in a
    /// seeded random order, with every frame checked.
    @Test func mixedSession() {
        var rng = SplitMix64(seed: 2_530)
        let screen = HostIdentifiedTableScreen(ids: Array(0..<14))
        let session = screen.session()
        var nextID = 3_000
        for _ in 0..<160 {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: session.session.fling(CGFloat.random(in: -9_000...9_000, using: &rng))
            case 1:
                let ids = InfiniteListModelTests.randomEdit(screen.list.ids, nextID: &nextID, keepAtLeast: 1, &rng)
                session.setIDs(ids)
            case 2: screen.list.binding.set(screen.list.ids.randomElement(using: &rng))
            case 3:
                // A rotation or split-view resize: the layout pass reports to the model (the
                // SwiftUI layer's table subclass does), whose write lands on the next turn.
                screen.tableView.viewportSize = CGSize(width: 390, height: CGFloat.random(in: 300...900, using: &rng))
                screen.tableView.layoutIfNeeded()
                screen.list.layoutPassed()
                session.runLoop.advance(by: 0)
                session.session.resetContinuity()
            default: session.session.drag(CGFloat.random(in: -300...300, using: &rng), over: 0.2)
            }
            session.session.step(Int.random(in: 1...20, using: &rng))
        }
        session.settle()
        #expect(screen.list.binding.value == screen.list.centeredID)
        #expect(screen.tableView.assertionFailures.isEmpty, "\(screen.tableView.assertionFailures.prefix(3))")
        #expect(screen.tableView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }
}
