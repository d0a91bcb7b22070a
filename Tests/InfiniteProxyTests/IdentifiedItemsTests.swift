import Foundation
import Testing
@testable import InfiniteProxy

@Suite @MainActor struct IdentifiedItemsTests {
    @Test func docExample() throws {
        var items = IdentifiedItems<UniqueIdentifiers<Int>>()
        let change = items.load(UniqueIdentifiers([3, 1, 3]))
        let diagnostic = try #require(change.diagnostic)
        #expect(diagnostic.hasPrefix("InfiniteProxy: the ID 3 occurs more than once"))
        #expect(change.old.ids.isEmpty)
        #expect(items.data.ids == [3, 1])
        #expect(items.bindingRead(1) == 1)
    }

    /// The same duplicates in the next update are not diagnosed again.
    @Test func aDiagnosticIsGivenOnce() {
        var items = IdentifiedItems<UniqueIdentifiers<Int>>()
        #expect(items.load(UniqueIdentifiers([1, 1])).diagnostic != nil)
        #expect(items.load(UniqueIdentifiers([1, 1, 2])).diagnostic == nil)
        #expect(items.load(UniqueIdentifiers([2, 2])).diagnostic != nil)
        #expect(items.diagnostics.count == 2)
    }

    /// Loading data without the requested item drops the request.
    @Test func loadingDropsARequestForAGoneItem() {
        var items = IdentifiedItems<UniqueIdentifiers<Int>>()
        _ = items.load(UniqueIdentifiers([1, 2, 3]))
        #expect(items.bindingRead(3) == 3)
        #expect(items.sync.target == 3)
        _ = items.load(UniqueIdentifiers([1, 2]))
        #expect(items.sync.target == nil)
        #expect(items.centred(1, isScrollingToTarget: true) == .some(1))
    }
}
