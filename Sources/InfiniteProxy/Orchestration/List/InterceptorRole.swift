/// The role one interceptor plays for one kind of list view, and the Objective-C selectors it
/// implements for that role: the table that decides what the interceptor's `responds(to:)` claims.
///
/// An intercepted selector is claimed when the client implements it, or when it is in
/// ``answeredWithoutClient``: methods the proxy needs for itself and for which it reproduces
/// UIKit's default when the client lacks them (the counts and the cell, `willDisplay` and the
/// selection and highlight callbacks that keep every twin of an item in step, the scroll-view callbacks,
/// `dragSessionDidEnd`, a drop session's enter, exit and end). Every other selector is claimed only when the
/// client claims it, so UIKit's behaviour for a method the client lacks never changes.
///
/// ```swift
/// InterceptorRole.tableDataSource.answeredWithoutClient.contains("numberOfSectionsInTableView:") // true
/// ```
///
/// - Complexity: O(1) per property (the lists are constants).
package enum InterceptorRole: CaseIterable, Sendable {
    case tableDataSource, tableDelegate, tablePrefetch, tableDrag, tableDrop
    case collectionDataSource, collectionDelegate, collectionPrefetch, collectionDrag, collectionDrop

    /// The selectors the interceptor of this role implements, by Objective-C name.
    package var selectors: [String] {
        switch self {
        case .tableDataSource: Self.tableDataSourceSelectors
        case .tableDelegate: Self.tableDelegateSelectors + Self.scrollSelectors
        case .tablePrefetch: ["tableView:prefetchRowsAtIndexPaths:", "tableView:cancelPrefetchingForRowsAtIndexPaths:"]
        case .tableDrag: Self.tableDragSelectors
        case .tableDrop: Self.tableDropSelectors
        case .collectionDataSource: Self.collectionDataSourceSelectors
        case .collectionDelegate: Self.collectionDelegateSelectors + Self.scrollSelectors
        case .collectionPrefetch:
            ["collectionView:prefetchItemsAtIndexPaths:", "collectionView:cancelPrefetchingForItemsAtIndexPaths:"]
        case .collectionDrag: Self.collectionDragSelectors
        case .collectionDrop: Self.collectionDropSelectors
        }
    }

    /// The subset of ``selectors`` claimed even when the client lacks them.
    package var answeredWithoutClient: [String] {
        switch self {
        case .tableDataSource:
            ["numberOfSectionsInTableView:", "tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:"]
        case .tableDelegate:
            ["tableView:willDisplayCell:forRowAtIndexPath:", "tableView:didSelectRowAtIndexPath:",
             "tableView:didDeselectRowAtIndexPath:", "tableView:didHighlightRowAtIndexPath:",
             "tableView:didUnhighlightRowAtIndexPath:"] + Self.scrollSelectors
        case .tablePrefetch: ["tableView:prefetchRowsAtIndexPaths:"]
        case .tableDrag: ["tableView:dragSessionDidEnd:"]
        case .collectionDataSource:
            ["numberOfSectionsInCollectionView:", "collectionView:numberOfItemsInSection:",
             "collectionView:cellForItemAtIndexPath:"]
        case .collectionDelegate:
            ["collectionView:willDisplayCell:forItemAtIndexPath:", "collectionView:didSelectItemAtIndexPath:",
             "collectionView:didDeselectItemAtIndexPath:", "collectionView:didHighlightItemAtIndexPath:",
             "collectionView:didUnhighlightItemAtIndexPath:"] + Self.scrollSelectors
        case .collectionPrefetch: ["collectionView:prefetchItemsAtIndexPaths:"]
        case .collectionDrag: ["collectionView:dragSessionDidEnd:"]
        case .tableDrop: ["tableView:dropSessionDidEnter:", "tableView:dropSessionDidExit:", "tableView:dropSessionDidEnd:"]
        case .collectionDrop:
            ["collectionView:dropSessionDidEnter:", "collectionView:dropSessionDidExit:", "collectionView:dropSessionDidEnd:"]
        }
    }

    /// The scroll-view callbacks every delegate interceptor implements and always claims: it
    /// recenters on every scroll, pages when dragging ends, and tracks when the view moves; and
    /// `UIScrollViewAccessibilityDelegate`'s status after a three-finger scroll, which UIKit would
    /// otherwise count in pages of the repeated content ("page 4000 of 8000"): the centred item's
    /// place in the data instead ("3 of 12"), or the client's own status when it has one.
    package static let scrollSelectors = [
        "scrollViewDidScroll:",
        "scrollViewWillBeginDragging:",
        "scrollViewWillEndDragging:withVelocity:targetContentOffset:",
        "scrollViewDidEndDragging:willDecelerate:",
        "scrollViewDidEndDecelerating:",
        "scrollViewDidEndScrollingAnimation:",
        "accessibilityScrollStatusForScrollView:",
    ]

    private static let tableDataSourceSelectors = [
        "numberOfSectionsInTableView:",
        "tableView:numberOfRowsInSection:",
        "tableView:cellForRowAtIndexPath:",
        "tableView:titleForHeaderInSection:",
        "tableView:titleForFooterInSection:",
        "tableView:canEditRowAtIndexPath:",
        "tableView:canMoveRowAtIndexPath:",
        "tableView:sectionForSectionIndexTitle:atIndex:",
        "tableView:commitEditingStyle:forRowAtIndexPath:",
        "tableView:moveRowAtIndexPath:toIndexPath:",
    ]

    /// Besides the scroll-view ones. Sizes and header or footer views are claimed only when the
    /// client implements them (a `heightForRowAt` would stop self-sizing).
    private static let tableDelegateSelectors = [
        "tableView:willDisplayCell:forRowAtIndexPath:",
        "tableView:willDisplayHeaderView:forSection:",
        "tableView:willDisplayFooterView:forSection:",
        "tableView:didEndDisplayingCell:forRowAtIndexPath:",
        "tableView:didEndDisplayingHeaderView:forSection:",
        "tableView:didEndDisplayingFooterView:forSection:",
        "tableView:heightForRowAtIndexPath:",
        "tableView:heightForHeaderInSection:",
        "tableView:heightForFooterInSection:",
        "tableView:estimatedHeightForRowAtIndexPath:",
        "tableView:estimatedHeightForHeaderInSection:",
        "tableView:estimatedHeightForFooterInSection:",
        "tableView:viewForHeaderInSection:",
        "tableView:viewForFooterInSection:",
        "tableView:accessoryButtonTappedForRowWithIndexPath:",
        "tableView:shouldHighlightRowAtIndexPath:",
        "tableView:didHighlightRowAtIndexPath:",
        "tableView:didUnhighlightRowAtIndexPath:",
        "tableView:willSelectRowAtIndexPath:",
        "tableView:willDeselectRowAtIndexPath:",
        "tableView:didSelectRowAtIndexPath:",
        "tableView:didDeselectRowAtIndexPath:",
        "tableView:editingStyleForRowAtIndexPath:",
        "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:",
        "tableView:editActionsForRowAtIndexPath:",
        "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
        "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
        "tableView:shouldIndentWhileEditingRowAtIndexPath:",
        "tableView:willBeginEditingRowAtIndexPath:",
        "tableView:didEndEditingRowAtIndexPath:",
        "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
        "tableView:indentationLevelForRowAtIndexPath:",
        "tableView:shouldShowMenuForRowAtIndexPath:",
        "tableView:canPerformAction:forRowAtIndexPath:withSender:",
        "tableView:performAction:forRowAtIndexPath:withSender:",
        "tableView:canFocusRowAtIndexPath:",
        "indexPathForPreferredFocusedViewInTableView:",
        "tableView:shouldSpringLoadRowAtIndexPath:withContext:",
        "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
        "tableView:didBeginMultipleSelectionInteractionAtIndexPath:",
        "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
        "tableView:selectionFollowsFocusForRowAtIndexPath:",
        "tableView:canPerformPrimaryActionForRowAtIndexPath:",
        "tableView:performPrimaryActionForRowAtIndexPath:",
    ]

    private static let tableDragSelectors = [
        "tableView:itemsForBeginningDragSession:atIndexPath:",
        "tableView:itemsForAddingToDragSession:atIndexPath:point:",
        "tableView:dragPreviewParametersForRowAtIndexPath:",
        "tableView:dragSessionDidEnd:",
    ]

    private static let tableDropSelectors = [
        "tableView:performDropWithCoordinator:",
        "tableView:dropSessionDidUpdate:withDestinationIndexPath:",
        "tableView:dropPreviewParametersForRowAtIndexPath:",
        "tableView:dropSessionDidEnter:",
        "tableView:dropSessionDidExit:",
        "tableView:dropSessionDidEnd:",
    ]

    private static let collectionDataSourceSelectors = [
        "numberOfSectionsInCollectionView:",
        "collectionView:numberOfItemsInSection:",
        "collectionView:cellForItemAtIndexPath:",
        "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
        "collectionView:canMoveItemAtIndexPath:",
        "collectionView:moveItemAtIndexPath:toIndexPath:",
        "collectionView:indexPathForIndexTitle:atIndex:",
    ] + privateSelectors

    /// UIKit's private selectors an interceptor implements: a diffable client's implementation
    /// object, handed to UIKit behind a stand-in that maps a drag-and-drop reorder's commit to
    /// the client's paths (claimed only when the client answers it, as every other).
    package static let privateSelectors = ["_diffableDataSourceImpl"]

    /// Besides the scroll-view ones. The flow-layout sizes are claimed only when the client
    /// implements them, so the layout's own item size, insets and spacing apply otherwise.
    private static let collectionDelegateSelectors = [
        "collectionView:shouldHighlightItemAtIndexPath:",
        "collectionView:didHighlightItemAtIndexPath:",
        "collectionView:didUnhighlightItemAtIndexPath:",
        "collectionView:shouldSelectItemAtIndexPath:",
        "collectionView:shouldDeselectItemAtIndexPath:",
        "collectionView:didSelectItemAtIndexPath:",
        "collectionView:didDeselectItemAtIndexPath:",
        "collectionView:willDisplayCell:forItemAtIndexPath:",
        "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:",
        "collectionView:didEndDisplayingCell:forItemAtIndexPath:",
        "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:",
        "collectionView:shouldShowMenuForItemAtIndexPath:",
        "collectionView:canPerformAction:forItemAtIndexPath:withSender:",
        "collectionView:performAction:forItemAtIndexPath:withSender:",
        "collectionView:canFocusItemAtIndexPath:",
        "indexPathForPreferredFocusedViewInCollectionView:",
        "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:",
        "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
        "collectionView:canEditItemAtIndexPath:",
        "collectionView:shouldSpringLoadItemAtIndexPath:withContext:",
        "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
        "collectionView:didBeginMultipleSelectionInteractionAtIndexPath:",
        "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
        "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
        "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:",
        "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:",
        "collectionView:selectionFollowsFocusForItemAtIndexPath:",
        "collectionView:sceneActivationConfigurationForItemAtIndexPath:point:",
        "collectionView:canPerformPrimaryActionForItemAtIndexPath:",
        "collectionView:performPrimaryActionForItemAtIndexPath:",
        "collectionView:layout:sizeForItemAtIndexPath:",
        "collectionView:layout:insetForSectionAtIndex:",
        "collectionView:layout:minimumLineSpacingForSectionAtIndex:",
        "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:",
        "collectionView:layout:referenceSizeForHeaderInSection:",
        "collectionView:layout:referenceSizeForFooterInSection:",
    ]

    private static let collectionDragSelectors = [
        "collectionView:itemsForBeginningDragSession:atIndexPath:",
        "collectionView:itemsForAddingToDragSession:atIndexPath:point:",
        "collectionView:dragPreviewParametersForItemAtIndexPath:",
        "collectionView:dragSessionDidEnd:",
    ]

    private static let collectionDropSelectors = [
        "collectionView:performDropWithCoordinator:",
        "collectionView:dropSessionDidUpdate:withDestinationIndexPath:",
        "collectionView:dropPreviewParametersForItemAtIndexPath:",
        "collectionView:dropSessionDidEnter:",
        "collectionView:dropSessionDidExit:",
        "collectionView:dropSessionDidEnd:",
    ]
}
