import Testing
@testable import InfiniteProxy

/// ``WeakViewReference``: the view while it lives, nil after, and its identity throughout.
@Suite struct WeakViewReferenceTests {
    private final class View {}

    @Test func holdsTheViewWeaklyAndKeepsItsIdentity() {
        var view: View? = View()
        let other = View()
        let reference = WeakViewReference(view!)
        #expect(reference.view === view)
        #expect(reference.isSame(as: view!))
        #expect(!reference.isSame(as: other))
        view = nil
        #expect(reference.view == nil)
        #expect(!reference.isSame(as: other))
    }
}
