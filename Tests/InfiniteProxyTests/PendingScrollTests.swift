import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct PendingScrollTests {
    private final class View {
        var scrolls: [(GridCoordinate, Bool)] = []
    }

    private func perform(_ view: View, _ target: GridCoordinate, _ animated: Bool) {
        view.scrolls.append((target, animated))
    }

    /// Before the view exists a request waits (the latest wins) and runs once when it arrives.
    @Test func waitsForTheViewAndRunsOnce() {
        var pending = PendingScroll<GridCoordinate>()
        pending.request(GridCoordinate(x: 1, y: 1), animated: false, on: nil as View?, perform: perform)
        pending.request(GridCoordinate(x: 3, y: 4), animated: true, on: nil as View?, perform: perform)
        #expect(pending.isPending)
        pending.attach(nil as View?, perform: perform)
        #expect(pending.isPending)
        let view = View()
        pending.attach(view, perform: perform)
        #expect(view.scrolls.count == 1 && view.scrolls.first?.0 == GridCoordinate(x: 3, y: 4) && view.scrolls.first?.1 == true)
        pending.attach(view, perform: perform)
        #expect(view.scrolls.count == 1 && !pending.isPending)
    }

    /// With a view, a request runs at once and leaves nothing pending.
    @Test func runsAtOnceWithAView() {
        var pending = PendingScroll<GridCoordinate>()
        let view = View()
        pending.request(GridCoordinate(x: -2, y: 0), animated: false, on: view, perform: perform)
        #expect(view.scrolls.count == 1 && !pending.isPending)
        pending.attach(View(), perform: perform)
        #expect(view.scrolls.count == 1)
    }
}
