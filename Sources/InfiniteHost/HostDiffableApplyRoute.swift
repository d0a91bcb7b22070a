import Foundation

/// How a diffable data source's apply reaches its view: UIKit's decision in
/// `_UIDiffableDataSourceViewUpdater`, as a pure function of the apply and the view.
///
/// ```swift
/// HostDiffableApplyRoute(view: .table, isFirstApply: false, animated: false,
///                        hasAnimator: false, isInWindow: false)   // .reloadData(layoutPass: false)
/// HostDiffableApplyRoute(view: .table, isFirstApply: false, animated: false,
///                        hasAnimator: false, isInWindow: true)    // .batch(.withoutAnimation)
/// ```
///
/// Evidence (decompiled UIKitCore of an iOS 26.1 restore, `_UIDiffableDataSourceViewUpdater`,
/// `_reloadData` and the blocks of `_performUpdateWithCollectionViewUpdateItems:…animated:`):
/// - `applySnapshotUsingReloadData` goes to `_reloadData`: `reloadData` inside
///   `_performDiffableUpdate:`, then `layoutIfNeeded` when `window` is non-nil;
/// - otherwise, with no reorder under way (`_expectedDiffableUpdateItem` nil): an *animated* apply
///   opens the view's batch — a collection view's private
///   `_performBatchUpdates:viewPropertyAnimator:customAnimationsProvider:` when a property animator
///   was passed (section-snapshot applies), else the public `performBatchUpdates:completion:`; a
///   table always the public one. The first apply is not special when animated;
/// - a non-animated first apply switches the snapshot and calls `reloadData` (no layout pass), the
///   completion at once; so does a table's non-animated apply when it has no window;
/// - any other non-animated apply is the public batch inside `+[UIView performWithoutAnimation:]`.
///   A collection view without a window takes this route too when the app is linked against a
///   recent SDK (`dyld_program_sdk_at_least`, version not readable; older SDKs reload): the host
///   models a recent SDK.
///
/// - Complexity: O(1).
package enum HostDiffableApplyRoute: Sendable, Equatable {
    /// How UIKit opens a diffable batch.
    package enum Batch: Sendable, Equatable {
        /// `performBatchUpdates(_:completion:)`, animated.
        case animated
        /// `performBatchUpdates(_:completion:)` inside `UIView.performWithoutAnimation`.
        case withoutAnimation
        /// The private `_performBatchUpdates:viewPropertyAnimator:customAnimationsProvider:`.
        case privateAnimator
    }

    /// Which view the data source drives.
    package enum View: Sendable {
        case table, collection
    }

    /// `reloadData()`, then a layout pass when `layoutPass` (in a window, for a reload-data apply).
    case reloadData(layoutPass: Bool)
    /// One batch of the differences.
    case batch(Batch)

    /// The route of `applySnapshotUsingReloadData(_:)`.
    package init(reloadDataIsInWindow isInWindow: Bool) {
        self = .reloadData(layoutPass: isInWindow)
    }

    /// The route of `apply(_:animatingDifferences:)` (`hasAnimator`: a section-snapshot apply
    /// handing UIKit a property animator; only collection views take it).
    package init(view: View, isFirstApply: Bool, animated: Bool, hasAnimator: Bool, isInWindow: Bool) {
        if animated {
            self = .batch(view == .collection && hasAnimator ? .privateAnimator : .animated)
        } else if isFirstApply || (view == .table && !isInWindow) {
            self = .reloadData(layoutPass: false)
        } else {
            self = .batch(.withoutAnimation)
        }
    }
}
