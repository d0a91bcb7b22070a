import Foundation
import InfiniteHostTesting
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// `InfiniteCarousel`'s model (``InfiniteListModel`` on a flow-layout collection view with the
/// carousel's paging and auto-scroll): whole sessions with every frame checked.
@Suite @MainActor struct InfiniteListModelCarouselTests {
    @Test func modifiersReachTheCarousel() throws {
        let screen = HostIdentifiedCarouselScreen(ids: Array(0..<6), paging: true, autoScroll: 3)
        let carousel = try #require(screen.attachment.controller.carousel)
        #expect(carousel.isPagingEnabled)
        #expect(carousel.autoScroll.interval == 3)
        screen.list.configuration.autoScrollInterval = .infinity        // not a valid interval: off
        screen.list.update()
        #expect(carousel.autoScroll.interval == nil)
        screen.list.configuration.isPagingEnabled = false
        screen.list.update()
        #expect(!carousel.isPagingEnabled)
    }

    /// Paging snaps every fling to an item; the binding follows every item that settles, and
    /// auto-scroll's advances are published one by one, past the end of the data.
    @Test func autoScrollPublishesEveryItem() {
        let screen = HostIdentifiedCarouselScreen(ids: [10, 20, 30, 40], paging: true, autoScroll: 1)
        let session = screen.session()
        session.session.wait(9)
        let history = session.bindingHistory.compactMap { $0 }
        #expect(history.count >= 8, "\(history)")
        // Each advance is the next item of the data, wrapping.
        let order = [10, 20, 30, 40]
        for (a, b) in zip(history, history.dropFirst()) {
            #expect(order[(order.firstIndex(of: a)! + 1) % 4] == b, "\(history)")
        }
        #expect(screen.attachment.controller.carousel?.statistics.autoScrollAdvances ?? 0 >= 8)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// Data changes while a paging fling decelerates: animated batches, the centred item kept,
    /// the binding right, the snap still landing centred.
    @Test func dataChangesMidFling() throws {
        var rng = SplitMix64(seed: 2_511)
        let screen = HostIdentifiedCarouselScreen(ids: Array(0..<9))
        let session = screen.session()
        var nextID = 500
        var moved: [CGFloat] = []
        for round in 0..<30 {
            session.session.fling(round.isMultiple(of: 2) ? 5_000 : -5_000)
            session.session.step(6)
            let ids = InfiniteListModelTests.randomEdit(screen.list.ids, nextID: &nextID, keepAtLeast: 3, &rng)
            if let shift = session.setIDs(ids) { moved.append(shift) }
            session.settle()
            let centred = try #require(session.centredCell())
            #expect(abs(centred.screen - (390 - 300) / 2) <= 0.5, "round \(round): settled at \(centred.screen)")
        }
        #expect(moved.count >= 15)
        #expect(moved.allSatisfy { abs($0) <= 0.5 }, "\(moved)")
        #expect(screen.attachment.controller.statistics.virtualBatches >= 20)
        #expect(screen.collectionView.assertionFailures.isEmpty, "\(screen.collectionView.assertionFailures.prefix(3))")
        #expect(screen.collectionView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// The binding set mid-fling: the shortest way, ending centred on the item.
    @Test func bindingSetMidFling() {
        var rng = SplitMix64(seed: 2_512)
        let count = 8
        let screen = HostIdentifiedCarouselScreen(ids: Array(0..<count))
        let session = screen.session()
        let controller = screen.attachment.controller
        let period = CGFloat(count) * 310
        for round in 0..<12 {
            session.session.fling(round.isMultiple(of: 2) ? -7_000 : 7_000)
            session.session.step(8)
            // A new value (setting the value the binding holds changes nothing, as in SwiftUI).
            var target = Int.random(in: 0..<count, using: &rng)
            if target == screen.list.binding.value { target = (target + 1 + Int.random(in: 0..<(count - 1), using: &rng)) % count }
            let start = controller.continuousOffset
            screen.list.binding.set(target)
            session.settle()
            #expect(screen.list.centeredID == target)
            #expect(screen.list.binding.value == target)
            #expect(abs(controller.continuousOffset - start) <= period / 2 + 310 + 7_000 / 60,
                    "round \(round): moved \(controller.continuousOffset - start)")
        }
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        #expect(screen.collectionView.edgeHits == 0)
    }

    /// The centred item deleted while centred: a neighbour takes its place and the binding.
    @Test func theCentredItemDeleted() throws {
        let screen = HostIdentifiedCarouselScreen(ids: Array(0..<7))
        let session = screen.session()
        for round in 0..<6 {
            session.session.fling(round.isMultiple(of: 2) ? 4_000 : -4_000)
            session.settle()
            let centred = try #require(screen.list.centeredID)
            session.setIDs(screen.list.ids.filter { $0 != centred } + [100 + round])
            session.settle()
            #expect(screen.list.centeredID != centred)
            #expect(screen.list.binding.value == screen.list.centeredID)
            #expect(!screen.collectionView.visibleCells.contains { $0.text == "item \(centred)" })
        }
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        #expect(screen.collectionView.assertionFailures.isEmpty)
    }

    /// One, two and three items: flings, the binding set to each item, then auto-scroll (which
    /// needs two items) on while the data changes between those counts.
    @Test func oneTwoAndThreeItems() {
        for count in [1, 2, 3] {
            let screen = HostIdentifiedCarouselScreen(ids: Array(0..<count))
            let session = screen.session()
            for round in 0..<6 {
                session.session.fling(round.isMultiple(of: 2) ? 5_000 : -5_000)
                session.session.step(5)
                // The next item (with one item, the one it holds: no change, the fling runs on).
                let target = ((screen.list.binding.value ?? 0) + 1) % count
                screen.list.binding.set(target)
                session.settle()
                #expect(screen.list.centeredID == target, "\(count) items, round \(round)")
            }
            screen.list.configuration.autoScrollInterval = 2
            screen.list.update()
            for ids in [[0, 1, 2], [2, 0], [2], [7, 2], [0, 1, 2], [1]] {
                session.session.fling(-3_000)
                session.session.step(4)
                session.setIDs(ids)
                session.settle()
                #expect(screen.list.shown == ids)
            }
            session.session.wait(5)
            #expect(screen.collectionView.assertionFailures.isEmpty, "\(count): \(screen.collectionView.assertionFailures.prefix(3))")
            #expect(screen.collectionView.edgeHits == 0)
            #expect(session.failures.isEmpty, "\(count) items: \(session.failures.prefix(5))")
        }
    }

    /// A vertical carousel behaves the same.
    @Test func verticalCarousel() {
        let screen = HostIdentifiedCarouselScreen(ids: Array(0..<5), axis: .vertical,
                                                  viewport: CGSize(width: 300, height: 600),
                                                  itemSize: CGSize(width: 280, height: 200))
        let session = screen.session()
        session.session.fling(-6_000)
        session.session.step(5)
        screen.list.binding.set(3)
        session.settle()
        #expect(screen.list.centeredID == 3)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }
}

extension InfiniteListModelCarouselTests {
    /// Everything at once on a paging, auto-scrolling carousel: flings, drags, data changes,
    /// binding requests, next and previous, in a seeded random order, every frame checked.
    @Test func mixedSession() {
        var rng = SplitMix64(seed: 2_531)
        let screen = HostIdentifiedCarouselScreen(ids: Array(0..<6), autoScroll: 1.5)
        let session = screen.session()
        var nextID = 4_000
        for _ in 0..<160 {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: session.session.fling(CGFloat.random(in: -6_000...6_000, using: &rng))
            case 1:
                let ids = InfiniteListModelTests.randomEdit(screen.list.ids, nextID: &nextID, keepAtLeast: 1, &rng)
                session.setIDs(ids)
            case 2: screen.list.binding.set(screen.list.ids.randomElement(using: &rng))
            case 3: screen.list.model.advance(by: Bool.random(using: &rng) ? 1 : -1, animated: true)
            default: session.session.drag(CGFloat.random(in: -200...200, using: &rng), over: 0.15,
                                          releaseVelocity: CGFloat.random(in: -1_500...1_500, using: &rng))
            }
            session.session.step(Int.random(in: 1...40, using: &rng))
        }
        session.settle()
        #expect(screen.list.binding.value == screen.list.centeredID)
        #expect(screen.collectionView.assertionFailures.isEmpty, "\(screen.collectionView.assertionFailures.prefix(3))")
        #expect(screen.collectionView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }
}
