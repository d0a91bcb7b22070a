import Foundation
import InfiniteProxy

/// Where ``HostCollectionView/scrollToItem(at:at:animated:)`` puts the item.
package enum HostCollectionViewScrollPosition: Sendable, Hashable {
    case top, centeredVertically, bottom, left, centeredHorizontally, right
}

// MARK: - Collection view

/// A headless `UICollectionView` with a flow layout, on top of ``HostScrollView``'s physics.
///
/// It asks its data source for counts after ``reloadData()`` (and on first layout), prepares its
/// ``collectionViewLayout``, and on each layout pass requests a cell for every item entering the
/// bounds (and a supplementary view for every header or footer), calls `willDisplay` /
/// `didEndDisplaying`, recycles cells through a reuse pool, corrects self-sizing estimates and
/// prefetches ahead of the scroll direction. UIKit's assertions about dequeuing are recorded in
/// ``assertionFailures`` (see ``HostCollectionViewAssertion``).
///
/// ```swift
/// let collectionView = HostCollectionView(viewportSize: CGSize(width: 390, height: 844))
/// collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
/// collectionView.dataSource = client
/// collectionView.delegate = client
/// collectionView.layoutIfNeeded()           // counts, layout, cells for the first screen
/// collectionView.fling(velocity: CGPoint(x: 0, y: 3_000))
/// collectionView.runUntilIdle()
/// ```
///
/// Offset changes are sorted into user movement (drags, momentum, animations, plain
/// assignments) and *adjustments* made with ``adjustContentOffset(_:)`` (recentering, position
/// restores, self-sizing compensation); ``takeFrameMovement()`` hands both out per frame.
///
/// - Complexity: a layout pass is O(log N + visible) plus the data source's work; a full layout
///   preparation is O(N) with one `sizeForItemAt` call per item, as UIKit's flow layout.
open class HostCollectionView: HostScrollView {
    /// `UICollectionView.elementKindSectionHeader`.
    package static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    package static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind name UIKit uses for cells in its messages.
    package static let elementKindCell = "UICollectionElementKindCell"

    /// The layout (`collectionViewLayout`): a flow layout, a compositional layout or any
    /// ``HostCollectionViewLayout``.
    package let collectionViewLayout: any HostCollectionViewLayout
    /// The layout as a flow layout, nil for any other layout.
    package var flowLayout: HostCollectionViewFlowLayout? { collectionViewLayout as? HostCollectionViewFlowLayout }
    /// The data source (held weakly, as UIKit does); assigning it reloads.
    package var dataSource: HostCollectionViewDataSource? {
        get {
            guard let interposer else { return storedDataSource }
            return interposer.collectionView(self, visible: storedDataSource, role: .dataSource) as? HostCollectionViewDataSource
        }
        set {
            if let interposer, newValue !== interposer {
                storedDataSource = interposer.collectionView(self, wrapDataSource: newValue)
            } else {
                storedDataSource = newValue
            }
            performReloadData()
        }
    }
    /// The prefetching data source (held weakly).
    package var prefetchDataSource: HostCollectionViewDataSourcePrefetching? {
        get {
            guard let interposer else { return storedPrefetchDataSource }
            return interposer.collectionView(self, visible: storedPrefetchDataSource, role: .prefetchDataSource)
                as? HostCollectionViewDataSourcePrefetching
        }
        set {
            if let interposer, newValue !== interposer {
                storedPrefetchDataSource = interposer.collectionView(self, wrapPrefetchDataSource: newValue)
            } else {
                storedPrefetchDataSource = newValue
            }
        }
    }
    /// The delegate (held weakly); its collection and flow-layout methods are used when it
    /// implements those protocols.
    /// On an infinite collection view, the data sources and the delegate answer app code with
    /// the client's objects (see ``HostTableView/dataSource``).
    override package var delegate: (any HostScrollViewDelegate)? {
        get {
            guard let interposer else { return storedDelegate }
            return interposer.collectionView(self, visible: storedDelegate, role: .delegate) as? any HostScrollViewDelegate
        }
        set {
            if let interposer, newValue !== interposer {
                super.delegate = interposer.collectionView(self, wrapDelegate: newValue)
            } else {
                super.delegate = newValue
            }
        }
    }
    /// The drag delegate (held weakly), see ``simulateDrop(from:at:external:)``; app code gets
    /// its own object back on an infinite view.
    package var dragDelegate: (any HostCollectionViewDragDelegate)? {
        get {
            guard let interposer else { return storedDragDelegate }
            return interposer.collectionView(self, visible: storedDragDelegate, role: .dragDelegate)
                as? any HostCollectionViewDragDelegate
        }
        set { storedDragDelegate = interposer?.collectionView(self, wrapDragDelegate: newValue) ?? newValue }
    }
    /// The drop delegate (held weakly).
    package var dropDelegate: (any HostCollectionViewDropDelegate)? {
        get {
            guard let interposer else { return storedDropDelegate }
            return interposer.collectionView(self, visible: storedDropDelegate, role: .dropDelegate)
                as? any HostCollectionViewDropDelegate
        }
        set { storedDropDelegate = interposer?.collectionView(self, wrapDropDelegate: newValue) ?? newValue }
    }
    weak var storedDataSource: HostCollectionViewDataSource?
    weak var storedPrefetchDataSource: HostCollectionViewDataSourcePrefetching?
    weak var storedDragDelegate: (any HostCollectionViewDragDelegate)?
    weak var storedDropDelegate: (any HostCollectionViewDropDelegate)?
    /// The glue's method hooks (weak), see ``HostCollectionViewInterposing``.
    package weak var interposer: (any HostCollectionViewInterposing)?
    package var isPrefetchingEnabled = true
    /// The run loop the view lives on (timers such as auto-scroll are scheduled there).
    package var runLoop: HostRunLoop?
    /// Per-view objects kept alive with the view, as `objc_setAssociatedObject`.
    package var associatedObjects: [String: AnyObject] = [:]

    /// Where apps animated dropped items to (`coordinator.drop(_:toItemAt:)`), in order.
    package internal(set) var droppedItems: [DroppedItem] = []
    /// Every UIKit assertion that fired.
    package internal(set) var assertionFailures: [HostCollectionViewAssertion] = []
    /// Cells and supplementary views created (not reused) so far.
    package internal(set) var viewsCreated = 0
    /// `cellForItemAt` requests made so far.
    package internal(set) var cellRequests = 0
    /// UIKit's `_expectedDiffableUpdateItem` (see ``HostTableView/expectedDiffableUpdate``): set
    /// while the end of an interactive movement calls a diffable data source's `moveItemAt`
    /// (``endInteractiveMovement()``); nil otherwise.
    package internal(set) var expectedDiffableUpdate: HostMove<IndexPath>?
    /// UIKit's own reloads so far, and those that ran inside a user's move (the data source's
    /// `moveItemAt` at the end of an interactive movement).
    package internal(set) var reloadCount = 0
    package internal(set) var reloadsInsideUserMoves = 0
    var userMoveDepth = 0
    /// The interactive movement under way (``beginInteractiveMovementForItem(at:)``).
    var interactiveMovement: HostMove<IndexPath>?

    // Counts as last read from the data source.
    var sectionCounts: [Int] = []
    var needsReloadData = true

    var cellClasses: [String: HostCollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: HostCollectionReusableView.Type] = [:]   // "kind|id"
    var reusePool: [String: [HostCollectionReusableView]] = [:]

    var displayedCells: [IndexPath: HostCollectionViewCell] = [:]
    var displayedSupplementary: [SupplementaryKey: HostCollectionReusableView] = [:]
    var awaitingWillDisplay: Set<IndexPath> = []
    var awaitingWillDisplaySupplementary: Set<SupplementaryKey> = []
    var selected: Set<IndexPath> = []
    /// The item a finger is down on and the view highlighted; kept across `reloadData` until the
    /// touch ends.
    var highlighted: IndexPath?
    /// `allowsMultipleSelection`: a tap on a selected item deselects it, and a tap on another
    /// item keeps the others selected.
    package var allowsMultipleSelection = false
    var prefetched: Set<IndexPath> = []
    var lastPrefetchMain: CGFloat?

    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    struct Request {
        var kind: String
        var indexPath: IndexPath
        var number: Int
        var dequeued: [HostCollectionReusableView] = []
        /// `reconfigureItems`: the displayed cell a dequeue for this path hands back.
        var reconfiguring: HostCollectionViewCell?
    }

    /// Open `performBatchUpdates` calls (nested batches count as the outermost one).
    var batchDepth = 0
    /// What the open batch recorded, applied when it closes.
    var pendingBatch = HostBatchUpdate()

    var activeRequest: Request?
    /// Cells and supplementary views that were displayed when the data was reloaded: they end
    /// their display (with the paths they were shown at) in the next display pass, after the new
    /// counts were read.
    var cellsEndingAfterReload: [(IndexPath, HostCollectionViewCell)] = []
    var supplementaryEndingAfterReload: [(SupplementaryKey, HostCollectionReusableView)] = []
    var requestNumber = 0

    var isInLayoutPass = false
    var needsAnotherPass = false

    var sizeObservers: [Int: (CGSize, CGSize) -> Void] = [:]
    var contentSizeObservers: [Int: () -> Void] = [:]

    // Movement accounting.
    var accountedOffset: CGPoint = .zero
    var adjustingDepth = 0
    var pendingMovement: CGPoint = .zero
    var pendingAdjustment: CGPoint = .zero
    /// Every adjustment ever made, summed (to carry stored offsets across recentering jumps).
    package internal(set) var totalAdjustment: CGPoint = .zero

    /// Creates a collection view with a layout (a flow layout by default).
    package init(viewportSize: CGSize, collectionViewLayout: any HostCollectionViewLayout = HostCollectionViewFlowLayout()) {
        self.collectionViewLayout = collectionViewLayout
        super.init(viewportSize: viewportSize)
        collectionViewLayout.collectionView = self
    }

    /// The bounds size; a change notifies the size observers (with the old layout still in place)
    /// and invalidates the layout, as a flow layout does for a bounds-size change.
    open override var viewportSize: CGSize {
        didSet {
            guard viewportSize != oldValue else { return }
            for observer in sizeObservers.sorted(by: { $0.key < $1.key }) { observer.value(oldValue, viewportSize) }
            collectionViewLayout.invalidateLayout()
        }
    }

    /// `adjustedContentInset`; a change invalidates the layout, and an axis resting at its
    /// leading edge (offset = −inset) stays there, as UIKit keeps a view scrolled to the top when
    /// the safe area changes.
    package override var adjustedContentInset: HostEdgeInsets {
        didSet {
            guard adjustedContentInset != oldValue else { return }
            collectionViewLayout.invalidateLayout()
            var offset = contentOffset
            if offset.x == -oldValue.left { offset.x = -adjustedContentInset.left }
            if offset.y == -oldValue.top { offset.y = -adjustedContentInset.top }
            if offset != contentOffset { adjustContentOffset(offset) }
        }
    }

    /// The scrolling axis (the layout's scroll direction).
    package var axis: InfiniteAxis { collectionViewLayout.scrollDirection }

    // MARK: Layout pass (the rest of layout is in the +Layout extension)

    open override func layoutSubviews() {
        if isInLayoutPass { needsAnotherPass = true; return }
        var rounds = 0
        repeat {
            interposer?.collectionViewWillLayoutSubviews(self)
            isInLayoutPass = true
            var passes = 0
            repeat {
                needsAnotherPass = false
                prepareLayoutIfNeeded()
                displayPass()
                passes += 1
            } while needsAnotherPass && passes < 16
            announceWillDisplay()
            prefetchPass()
            isInLayoutPass = false
            guard let interposer else { return }
            let offsetBefore = contentOffset
            interposer.collectionViewDidLayoutSubviews(self)
            rounds += 1
            // The hook may move the offset (a restored position) or reload: lay out again.
            if contentOffset == offsetBefore && !needsReloadData && !collectionViewLayout.needsPreparation { return }
        } while rounds < 8
    }

    /// Sets the offset as the list controller does (the `contentOffset` property, momentum kept),
    /// counted as an adjustment, not user movement.
    override func assignOffsetKeepingMomentum(_ offset: CGPoint) {
        adjustContentOffset(offset)
    }

    /// Stops an observation (bounds size, content size or window).
    open override func removeObserver(_ token: Int) {
        super.removeObserver(token)
        sizeObservers[token] = nil
        contentSizeObservers[token] = nil
    }

    /// Counts user movement (see the +Movement extension).
    open override func didScroll() {
        if adjustingDepth == 0 { flushMovement() }
    }
}
