import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

@Suite struct HostListSessionTests {
    /// A long finite table scrolled to its middle, far from both edges (the subject keeps the
    /// client alive: tables hold theirs weakly).
    private func plainTable(rows: Int = 5_000) -> PlainTableSubject {
        let table = makeTable()
        let client = PlainClient(counts: [rows])
        table.dataSource = client
        table.delegate = client
        table.layoutIfNeeded()
        table.contentOffset.y = CGFloat(rows) * 22
        let subject = PlainTableSubject(table)
        subject.retainedClient = client
        return subject
    }

    @Test func framesAndDistanceAreCounted() {
        let subject = plainTable()
        let session = HostListSession(subject)
        session.start()
        session.drag(300, over: 0.5)
        #expect(session.frames == 30)
        #expect(abs(session.distance - 300) < 1e-6)
        session.wait(1)
        #expect(session.frames == 90)
        #expect(session.report.violationCount == 0, "\(session.report)")
    }

    @Test func aBoredUserIsReproducibleAndLastsItsTime() {
        func run() -> HostListSessionReport {
            let subject = plainTable()
            let session = HostListSession(subject)
            session.start()
            var generator = SplitMix64(seed: 99)
            session.boredUser(seconds: 20, maximumSpeed: 2_000, using: &generator)
            return session.report
        }
        let first = run()
        let second = run()
        #expect(first.frames == 1_200)
        #expect(first.gestures > 5)
        #expect(first.frames == second.frames && first.distance == second.distance && first.gestures == second.gestures)
        #expect(first.violationCount == 0, "\(first)")
    }

    /// A subject that moves its offset without saying so: the session's checker must notice.
    @Test func anUnreportedJumpIsCaught() {
        final class Lying: HostListSessionSubject {
            let inner: PlainTableSubject
            var frames = 0
            init(_ inner: PlainTableSubject) { self.inner = inner }
            var sessionScrollView: HostScrollView { inner.tableView }
            var sessionAxis: InfiniteAxis { .vertical }
            func snapshot() -> HostFrameSnapshot {
                frames += 1
                if frames == 10 { inner.tableView.contentOffset.y += 440 }   // not reported as a jump
                return inner.snapshot()
            }
        }
        let subject = plainTable()
        let session = HostListSession(Lying(subject))
        session.start()
        session.wait(0.5)
        #expect(session.report.violationCount > 0)
        #expect(session.checker.violations.contains { $0.kind == .offsetBookkeeping })
    }
}
