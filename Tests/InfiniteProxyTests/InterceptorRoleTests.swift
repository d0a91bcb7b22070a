import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct InterceptorRoleTests {
    private let tableRoles: [InterceptorRole] = [.tableDataSource, .tableDelegate, .tablePrefetch, .tableDrag, .tableDrop]

    /// Every name is a well-formed Objective-C selector of the role's view, listed once, and what is
    /// answered without a client is one of the role's selectors.
    @Test func listsAreWellFormed() {
        for role in InterceptorRole.allCases {
            let view = tableRoles.contains(role) ? "TableView" : "CollectionView"
            #expect(Set(role.selectors).count == role.selectors.count, "\(role) lists a selector twice")
            #expect(Set(role.answeredWithoutClient).isSubset(of: role.selectors), "\(role)")
            for name in role.selectors where !InterceptorRole.scrollSelectors.contains(name)
                && !InterceptorRole.privateSelectors.contains(name) {
                #expect(name.wholeMatch(of: /[a-z][A-Za-z]*:([A-Za-z]+:)*/) != nil, "\(name)")
                #expect(name.hasPrefix(view.prefix(1).lowercased() + view.dropFirst()) || name.hasSuffix("In\(view):"),
                        "\(name) is not a \(view) method")
            }
        }
    }

    /// A collection's data-source interceptor implements UIKit's private `_diffableDataSourceImpl`
    /// (a drag-and-drop reorder's commit goes to what it returns) and claims it only when the
    /// client does; no other role implements a private selector.
    @Test func onlyTheCollectionDataSourceImplementsTheDiffableImplementationAccessor() {
        for role in InterceptorRole.allCases {
            let claimed = role.selectors.filter { $0.hasPrefix("_") }
            #expect(claimed == (role == .collectionDataSource ? ["_diffableDataSourceImpl"] : []), "\(role)")
            #expect(!role.answeredWithoutClient.contains("_diffableDataSourceImpl"))
        }
    }

    /// The counts and the cell are answered by the engine even when the client lacks them.
    @Test func dataSourcesAnswerCountsAndCells() {
        #expect(InterceptorRole.tableDataSource.answeredWithoutClient == [
            "numberOfSectionsInTableView:", "tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:"])
        #expect(InterceptorRole.collectionDataSource.answeredWithoutClient == [
            "numberOfSectionsInCollectionView:", "collectionView:numberOfItemsInSection:",
            "collectionView:cellForItemAtIndexPath:"])
    }

    /// Both delegates implement and always claim the six scroll callbacks and the accessibility
    /// scroll status; only the table's also
    /// claims `willDisplay` (it learns self-sizing rows' heights there).
    @Test func delegatesAlwaysClaimTheScrollCallbacks() {
        #expect(InterceptorRole.scrollSelectors.count == 7)
        #expect(InterceptorRole.scrollSelectors.contains("accessibilityScrollStatusForScrollView:"))
        for role in [InterceptorRole.tableDelegate, .collectionDelegate] {
            #expect(Set(InterceptorRole.scrollSelectors).isSubset(of: role.selectors))
            #expect(Set(InterceptorRole.scrollSelectors).isSubset(of: role.answeredWithoutClient))
        }
        #expect(InterceptorRole.tableDelegate.answeredWithoutClient.count == 12)
        #expect(InterceptorRole.tableDelegate.answeredWithoutClient.contains("tableView:willDisplayCell:forRowAtIndexPath:"))
        #expect(InterceptorRole.collectionDelegate.answeredWithoutClient.count == 12)
        // Selection belongs to the item: the proxy keeps every twin in step, whatever the client implements.
        #expect(InterceptorRole.tableDelegate.answeredWithoutClient.contains("tableView:didDeselectRowAtIndexPath:"))
        // Highlight too: every twin on screen shows the item the finger is down on.
        #expect(InterceptorRole.tableDelegate.answeredWithoutClient.contains("tableView:didUnhighlightRowAtIndexPath:"))
        #expect(InterceptorRole.collectionDelegate.answeredWithoutClient.contains("collectionView:didHighlightItemAtIndexPath:"))
        #expect(InterceptorRole.collectionDelegate.answeredWithoutClient.contains("collectionView:willDisplayCell:forItemAtIndexPath:"))
    }

    /// Sizes are never claimed without the client: a `heightForRowAt` would stop self-sizing and a
    /// flow-layout size would override the layout's own.
    @Test func sizesAreClaimedOnlyWithTheClient() {
        let sizes = (InterceptorRole.tableDelegate.selectors + InterceptorRole.collectionDelegate.selectors)
            .filter { $0.contains("eight") || $0.contains("layout:") || $0.contains(":viewFor") }
        #expect(sizes.count == 14)
        #expect(sizes.allSatisfy { !InterceptorRole.tableDelegate.answeredWithoutClient.contains($0) })
        #expect(InterceptorRole.collectionDelegate.selectors.filter { $0.hasPrefix("collectionView:layout:") }.count == 6)
    }

    /// Drags answer `dragSessionDidEnd` (the controller forgets the drag); drops answer the drop
    /// session's enter, exit and end (the controller holds its jumps and reloads meanwhile);
    /// prefetching answers the prefetch and forwards cancelling only to a client that has it.
    @Test func dragDropAndPrefetchClaims() {
        #expect(InterceptorRole.tableDrag.answeredWithoutClient == ["tableView:dragSessionDidEnd:"])
        #expect(InterceptorRole.collectionDrag.answeredWithoutClient == ["collectionView:dragSessionDidEnd:"])
        #expect(InterceptorRole.tableDrop.answeredWithoutClient
            == ["tableView:dropSessionDidEnter:", "tableView:dropSessionDidExit:", "tableView:dropSessionDidEnd:"])
        #expect(InterceptorRole.collectionDrop.answeredWithoutClient
            == ["collectionView:dropSessionDidEnter:", "collectionView:dropSessionDidExit:", "collectionView:dropSessionDidEnd:"])
        #expect(InterceptorRole.tablePrefetch.answeredWithoutClient == ["tableView:prefetchRowsAtIndexPaths:"])
        #expect(InterceptorRole.collectionPrefetch.answeredWithoutClient == ["collectionView:prefetchItemsAtIndexPaths:"])
        let counts = InterceptorRole.allCases.map(\.selectors.count)
        #expect(counts == [10, 51, 2, 4, 6, 8, 43, 2, 4, 6])
    }
}
