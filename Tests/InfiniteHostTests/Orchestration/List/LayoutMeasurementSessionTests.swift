import Foundation
import Testing
import InfiniteHostTesting
import InfiniteProxy
@testable import InfiniteHost

/// Collection views whose layout is not a flow layout (issue 15, item 3): compositional lists and
/// grids loop, measured from what their layout laid out (`LayoutMeasurement.swift`), with the same
/// per-frame invariants as flow layouts; layouts that cannot loop leave the view as it was.
@Suite struct LayoutMeasurementSessionTests {
    private static let phone = CGSize(width: 390, height: 844)

    private func session(
        _ layout: any HostCollectionViewLayout, axis: InfiniteAxis = .vertical, viewport: CGSize = phone,
        counts: [Int], fitting: ((SourceIndexPath) -> CGSize)? = nil
    ) -> CollectionSession {
        let session = CollectionSession(axis: axis, viewport: viewport, counts: counts, layout: layout) { _, client in
            client.fittingSize = fitting
        }
        // The first layout showed the client's content once; the main queue turns before the
        // user can touch the screen, and the content measured from that layout starts looping.
        session.runLoop.advance(by: 0)
        session.resetContinuity()
        return session
    }

    /// Flings both ways, then a day-like run: `rounds` flings with pauses.
    private func drive(_ session: CollectionSession, rounds: Int, seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<rounds {
            let speed = CGFloat(Int.random(in: 500...12_000, using: &generator))
            session.pan(by: 30, frames: 3, velocity: Bool.random(using: &generator) ? speed : -speed)
            for _ in 0..<Int.random(in: 20...90, using: &generator) { session.frame() }
        }
        session.settle()
    }

    @Test func compositionalListLoops() {
        let layout = HostCollectionViewCompositionalLayout(section: .list(length: .absolute(80), spacing: 10))
        let session = session(layout, counts: [12])
        #expect(session.attachment.engine.isLooping)
        #expect(session.attachment.engine.repetition.numberOfVirtualSections == 1)
        drive(session, rounds: 60, seed: 15)
        #expect(session.checker.framesChecked > 2_000)
        #expect(session.attachment.statistics.jumps > 5)
        #expect(session.collectionView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        print("compositional list:", session.summary)
    }

    @Test(arguments: [InfiniteAxis.vertical, .horizontal])
    func compositionalGridLoops(axis: InfiniteAxis) {
        // 3 per group, 10 items: a copy does not fill its last group, so a jump spans 3 copies.
        let layout = HostCollectionViewCompositionalLayout(section: .grid(columns: 3, length: .absolute(120), spacing: 8))
        let viewport = axis == .vertical ? Self.phone : CGSize(width: 390, height: 400)
        let session = session(layout, axis: axis, viewport: viewport, counts: [10])
        #expect(session.attachment.engine.isLooping)
        #expect(session.attachment.engine.repetition.copiesPerJump == 3)
        drive(session, rounds: 36 * SessionEnvironment.scale, seed: 16)   // ×N with INFINITE_ADVERSARIAL_SCALE
        #expect(session.attachment.statistics.jumps > 5)
        #expect(session.collectionView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        print("compositional grid, \(axis):", session.summary)
    }

    @Test func selfSizingCompositionalListLoops() {
        // Estimated 100 pt, real 40…200 pt once displayed.
        let layout = HostCollectionViewCompositionalLayout(section: .list(length: .estimated(100), spacing: 4))
        let session = session(layout, counts: [15]) { CGSize(width: 390, height: 40 + CGFloat(($0.item * 37) % 160)) }
        #expect(session.attachment.engine.isLooping)
        drive(session, rounds: 40, seed: 17)
        #expect(session.attachment.statistics.jumps > 3)
        #expect(session.collectionView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        print("self-sizing compositional list:", session.summary)
    }
}
