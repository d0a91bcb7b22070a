import Foundation
import InfiniteProxy

// MARK: - Protocols (UIKit's names)

/// `UICollectionViewDataSource`.
///
/// Optional methods return an optional: the default `nil` means "not implemented", and the
/// collection view then does what UIKit does for a data source without the method. Implement
/// them with the optional return type (`-> Int?`); a non-optional return would not be called.
@MainActor
public protocol HostCollectionViewDataSource: AnyObject {
    /// Optional; nil = not implemented (one section).
    func numberOfSections(in collectionView: HostCollectionView) -> Int?
    func collectionView(_ collectionView: HostCollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: HostCollectionView, cellForItemAt indexPath: IndexPath) -> HostCollectionViewCell
    /// Optional; nil = not implemented (UIKit asserts if the layout has headers or footers).
    func collectionView(
        _ collectionView: HostCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath) -> HostCollectionReusableView?
}

extension HostCollectionViewDataSource {
    public func numberOfSections(in collectionView: HostCollectionView) -> Int? { nil }
    public func collectionView(
        _ collectionView: HostCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath) -> HostCollectionReusableView? { nil }
}

/// `UICollectionViewDelegate` (which refines the scroll-view delegate, as in UIKit).
///
/// Assign it to ``HostScrollView/delegate``; the collection view reads it back with `as?`.
@MainActor
public protocol HostCollectionViewDelegate: HostScrollViewDelegate {
    func collectionView(_ collectionView: HostCollectionView, willDisplay cell: HostCollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: HostCollectionView, didEndDisplaying cell: HostCollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: HostCollectionView, willDisplaySupplementaryView view: HostCollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(
        _ collectionView: HostCollectionView, didEndDisplayingSupplementaryView view: HostCollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Optional; nil = not implemented (selectable).
    func collectionView(_ collectionView: HostCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool?
    func collectionView(_ collectionView: HostCollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: HostCollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension HostCollectionViewDelegate {
    public func collectionView(_ collectionView: HostCollectionView, willDisplay cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: HostCollectionView, didEndDisplaying cell: HostCollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: HostCollectionView, willDisplaySupplementaryView view: HostCollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: HostCollectionView, didEndDisplayingSupplementaryView view: HostCollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: HostCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool? { nil }
    public func collectionView(_ collectionView: HostCollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: HostCollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// `UICollectionViewDelegateFlowLayout`: every method optional; nil = not implemented, the
/// layout's own property applies.
@MainActor
public protocol HostCollectionViewDelegateFlowLayout: HostCollectionViewDelegate {
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize?
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, insetForSectionAt section: Int) -> HostEdgeInsets?
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat?
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat?
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize?
    func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize?
}

extension HostCollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? { nil }
    public func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, insetForSectionAt section: Int) -> HostEdgeInsets? { nil }
    public func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat? { nil }
    public func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat? { nil }
    public func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize? { nil }
    public func collectionView(_ collectionView: HostCollectionView, layout: HostCollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize? { nil }
}

/// `UICollectionViewDataSourcePrefetching`.
@MainActor
public protocol HostCollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: HostCollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: HostCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension HostCollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: HostCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// What the UIKit glue's swizzled entry points do: turn a path a client passes back (inside a
/// forwarded call) into the path the collection view should act on.
@MainActor
public protocol HostCollectionViewPathInterceptor: AnyObject {
    /// The path to act on for `path`, as passed by client code.
    func collectionView(_ collectionView: HostCollectionView, pathForClientPath path: IndexPath) -> IndexPath
}

// MARK: - Assertions

/// One of UIKit's collection-view assertions (an `NSInternalInconsistencyException` in an app),
/// recorded by the host instead of crashing.
public struct HostCollectionViewAssertion: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which rule was broken.
    public enum Kind: String, Hashable, Sendable {
        /// Dequeued with an identifier nothing was registered for.
        case unregisteredIdentifier
        /// Dequeued while the collection view was not asking for a view (iOS 18).
        case dequeueWithoutRequest
        /// The view returned was dequeued for another index path or kind (iOS 18).
        case dequeuedForAnotherIndexPath
        /// A view dequeued during a request was not returned (iOS 18).
        case dequeuedViewNotReturned
        /// The returned view was not dequeued by the data source for this request.
        case returnedViewNotDequeued
        /// Dequeued for an index path that is not in the collection view.
        case invalidIndexPath
        /// The layout has a header or footer but the data source gave no view.
        case missingSupplementaryView
    }

    public var kind: Kind
    /// UIKit's message (or the host's wording of it).
    public var message: String
    /// The index path the collection view was asking for, if any.
    public var indexPath: IndexPath?

    public var description: String { "\(kind.rawValue) at \(indexPath.map { "\($0)" } ?? "-"): \(message)" }

    /// iOS 18's text for a dequeued view that is not the one returned for the requested path.
    public static let expectedDequeuedViewMessage =
        "Expected dequeued view to be returned to the collection view in preparation for display. "
        + "When the collection view's data source is asked to provide a view for a given index path, "
        + "ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing "
        + "views without a request from the collection view."
}

/// Where ``HostCollectionView/scrollToItem(at:at:animated:)`` puts the item.
public enum HostCollectionViewScrollPosition: Sendable, Hashable {
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
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind name UIKit uses for cells in its messages.
    public static let elementKindCell = "UICollectionElementKindCell"

    /// The flow layout.
    public let collectionViewLayout: HostCollectionViewFlowLayout
    public weak var dataSource: HostCollectionViewDataSource? { didSet { reloadData() } }
    public weak var prefetchDataSource: HostCollectionViewDataSourcePrefetching?
    public var isPrefetchingEnabled = true
    /// The glue's stand-in for swizzled entry points (nil: paths are used as given).
    public weak var pathInterceptor: HostCollectionViewPathInterceptor?
    /// Whether the view is in a window (`window != nil`); a change notifies the window observers
    /// (`didMoveToWindow`).
    public var isInWindow = true {
        didSet {
            guard isInWindow != oldValue else { return }
            for observer in windowObservers.sorted(by: { $0.key < $1.key }) { observer.value(isInWindow) }
        }
    }
    /// The run loop the view lives on (timers such as auto-scroll are scheduled there).
    public var runLoop: HostRunLoop?
    /// Per-view objects kept alive with the view, as `objc_setAssociatedObject`.
    public var associatedObjects: [String: AnyObject] = [:]

    /// Every UIKit assertion that fired.
    public private(set) var assertionFailures: [HostCollectionViewAssertion] = []
    /// Cells and supplementary views created (not reused) so far.
    public private(set) var viewsCreated = 0
    /// `cellForItemAt` requests made so far.
    public private(set) var cellRequests = 0

    // Counts as last read from the data source.
    private var sectionCounts: [Int] = []
    private var needsReloadData = true

    private var cellClasses: [String: HostCollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: HostCollectionReusableView.Type] = [:]   // "kind|id"
    private var reusePool: [String: [HostCollectionReusableView]] = [:]

    private var displayedCells: [IndexPath: HostCollectionViewCell] = [:]
    private var displayedSupplementary: [SupplementaryKey: HostCollectionReusableView] = [:]
    private var awaitingWillDisplay: Set<IndexPath> = []
    private var awaitingWillDisplaySupplementary: Set<SupplementaryKey> = []
    private var selected: Set<IndexPath> = []
    private var prefetched: Set<IndexPath> = []
    private var lastPrefetchMain: CGFloat?

    private struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    private struct Request {
        var kind: String
        var indexPath: IndexPath
        var number: Int
        var dequeued: [HostCollectionReusableView] = []
    }

    private var activeRequest: Request?
    private var requestNumber = 0

    private var isInLayoutPass = false
    private var needsAnotherPass = false

    private var sizeObservers: [Int: (CGSize, CGSize) -> Void] = [:]
    private var contentSizeObservers: [Int: () -> Void] = [:]
    private var windowObservers: [Int: (Bool) -> Void] = [:]
    private var nextObserverID = 0

    // Movement accounting.
    private var accountedOffset: CGPoint = .zero
    private var adjustingDepth = 0
    private var pendingMovement: CGPoint = .zero
    private var pendingAdjustment: CGPoint = .zero
    /// Every adjustment ever made, summed (to carry stored offsets across recentering jumps).
    public private(set) var totalAdjustment: CGPoint = .zero

    /// Creates a collection view with a flow layout.
    public init(viewportSize: CGSize, collectionViewLayout: HostCollectionViewFlowLayout = HostCollectionViewFlowLayout()) {
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
    open override var adjustedContentInset: HostEdgeInsets {
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
    public var axis: InfiniteAxis { collectionViewLayout.scrollDirection }

    // MARK: Observation (KVO stand-ins)

    /// Calls `handler(old, new)` whenever the bounds size changes, before the layout is
    /// invalidated (KVO on `bounds` with `.prior`). Returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func observeBoundsSize(_ handler: @escaping (_ old: CGSize, _ new: CGSize) -> Void) -> Int {
        nextObserverID += 1
        sizeObservers[nextObserverID] = handler
        return nextObserverID
    }

    /// Calls `handler` after every layout preparation sets the content size (KVO on
    /// `contentSize`). Returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func observeContentSize(_ handler: @escaping () -> Void) -> Int {
        nextObserverID += 1
        contentSizeObservers[nextObserverID] = handler
        return nextObserverID
    }

    /// Calls `handler(isInWindow)` when the view enters or leaves a window (`didMoveToWindow`).
    /// Returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func observeWindow(_ handler: @escaping (_ isInWindow: Bool) -> Void) -> Int {
        nextObserverID += 1
        windowObservers[nextObserverID] = handler
        return nextObserverID
    }

    /// Stops an observation.
    public func removeObserver(_ token: Int) {
        sizeObservers[token] = nil
        contentSizeObservers[token] = nil
        windowObservers[token] = nil
    }

    // MARK: Registration and data

    /// `register(_:forCellWithReuseIdentifier:)`.
    public func register(_ cellClass: HostCollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    public func register(
        _ viewClass: HostCollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[kind + "|" + identifier] = viewClass
    }

    /// `reloadData()`: counts are read again and every cell is requested again at the next layout.
    public func reloadData() {
        needsReloadData = true
        setNeedsLayout()
    }

    /// Sections as last read from the data source.
    public var numberOfSections: Int { sectionCounts.count }

    /// Items in a section as last read from the data source (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < sectionCounts.count ? sectionCounts[section] : 0
    }

    private func readCounts() {
        guard let dataSource else { sectionCounts = []; return }
        let sections = max(0, dataSource.numberOfSections(in: self) ?? 1)
        sectionCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    private func isValidItem(_ path: IndexPath) -> Bool {
        path.count == 2 && path.item >= 0 && path.item < numberOfItems(inSection: path.section)
    }

    private func clientPath(_ path: IndexPath) -> IndexPath {
        pathInterceptor?.collectionView(self, pathForClientPath: path) ?? path
    }

    // MARK: Dequeue

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a reused or new cell of the registered
    /// class. Dequeuing outside a request, for a path other than the one requested, or for an
    /// unregistered identifier records UIKit's assertion (and still returns a cell).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> HostCollectionViewCell {
        let path = clientPath(indexPath)
        let cell: HostCollectionViewCell
        if let cellClass = cellClasses[identifier] {
            cell = (dequeue(identifier: "cell|" + identifier) as? HostCollectionViewCell) ?? makeView(cellClass)
        } else {
            record(.unregisteredIdentifier, path,
                   "could not dequeue a view of kind: \(Self.elementKindCell) with identifier \(identifier) - "
                   + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            cell = makeView(HostCollectionViewCell.self)
        }
        cell.reuseIdentifier = identifier
        noteDequeue(of: cell, kind: Self.elementKindCell, path: path)
        return cell
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> HostCollectionReusableView {
        let path = clientPath(indexPath)
        let view: HostCollectionReusableView
        if let viewClass = supplementaryClasses[kind + "|" + identifier] {
            view = dequeue(identifier: kind + "|" + identifier) ?? makeView(viewClass)
        } else {
            record(.unregisteredIdentifier, path,
                   "could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
                   + "must register a nib or a class for the identifier")
            view = makeView(HostCollectionReusableView.self)
        }
        view.reuseIdentifier = identifier
        noteDequeue(of: view, kind: kind, path: path)
        return view
    }

    private func makeView<View: HostCollectionReusableView>(_ type: View.Type) -> View {
        viewsCreated += 1
        let view = type.init()
        view.serial = viewsCreated
        return view
    }

    private func dequeue(identifier: String) -> HostCollectionReusableView? {
        guard let view = reusePool[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    private func poolKey(of view: HostCollectionReusableView, kind: String) -> String {
        (kind == Self.elementKindCell ? "cell" : kind) + "|" + (view.reuseIdentifier ?? "")
    }

    private func enqueue(_ view: HostCollectionReusableView, kind: String) {
        view.layoutIndexPath = nil
        view.dequeuedFor = nil
        guard view.reuseIdentifier != nil else { return }
        reusePool[poolKey(of: view, kind: kind), default: []].append(view)
    }

    private func noteDequeue(of view: HostCollectionReusableView, kind: String, path: IndexPath) {
        if kind == Self.elementKindCell, !isValidItem(path) {
            record(.invalidIndexPath, path, "attempt to dequeue a cell for an index path that does not exist: \(path)")
        }
        guard var request = activeRequest else {
            record(.dequeueWithoutRequest, path, HostCollectionViewAssertion.expectedDequeuedViewMessage)
            view.dequeuedFor = HostDequeueRecord(kind: kind, indexPath: path, request: -1)
            return
        }
        view.dequeuedFor = HostDequeueRecord(kind: kind, indexPath: path, request: request.number)
        request.dequeued.append(view)
        activeRequest = request
    }

    private func record(_ kind: HostCollectionViewAssertion.Kind, _ path: IndexPath?, _ message: String) {
        assertionFailures.append(HostCollectionViewAssertion(kind: kind, message: message, indexPath: path))
    }

    /// Throws the first recorded assertion, as UIKit would have crashed there.
    public func throwIfAssertionFailed() throws {
        if let first = assertionFailures.first { throw first }
    }

    /// Asks the data source for a view for `kind` at `path` and checks it as UIKit does.
    private func request<View: HostCollectionReusableView>(
        kind: String, at path: IndexPath, _ ask: () -> View?
    ) -> View? {
        requestNumber += 1
        let outer = activeRequest
        activeRequest = Request(kind: kind, indexPath: path, number: requestNumber)
        let view = ask()
        let finished = activeRequest
        activeRequest = outer
        guard let finished else { return view }
        for other in finished.dequeued where other !== view {
            record(.dequeuedViewNotReturned, path, HostCollectionViewAssertion.expectedDequeuedViewMessage)
            enqueue(other, kind: other.dequeuedFor?.kind ?? kind)
        }
        guard let view else { return nil }
        if let record = view.dequeuedFor, record.request == finished.number {
            if record.indexPath != path || record.kind != kind {
                self.record(.dequeuedForAnotherIndexPath, path,
                            HostCollectionViewAssertion.expectedDequeuedViewMessage
                            + " (dequeued for \(record.kind) \(record.indexPath), requested \(kind) \(path))")
            }
        } else {
            record(.returnedViewNotDequeued, path,
                   "the view returned from the data source for \(kind) at \(path) was not dequeued for this request "
                   + "- views must be retrieved by calling -dequeueReusable…:forIndexPath:")
        }
        view.dequeuedFor = nil
        return view
    }

    // MARK: Layout

    /// Whether a layout pass is running (recentering waits for it to end).
    public var isLayingOut: Bool { isInLayoutPass }

    /// Reads counts if data was reloaded and prepares the layout if it was invalidated, without
    /// displaying cells (what `layoutAttributesForItem(at:)` does in UIKit).
    public func prepareLayoutIfNeeded() {
        if needsReloadData {
            needsReloadData = false
            tearDownForReload()
            readCounts()
            collectionViewLayout.invalidateLayout()
        }
        if collectionViewLayout.needsPreparation {
            collectionViewLayout.prepareIfNeeded()
            contentSize = collectionViewLayout.collectionViewContentSize
            for observer in contentSizeObservers.sorted(by: { $0.key < $1.key }) { observer.value() }
        }
    }

    private func tearDownForReload() {
        for (path, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
            endDisplaying(cell, at: path)
        }
        displayedCells.removeAll()
        for (key, view) in displayedSupplementary.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            endDisplayingSupplementary(view, key: key)
        }
        displayedSupplementary.removeAll()
        selected.removeAll()
        prefetched.removeAll()
    }

    open override func layoutSubviews() {
        if isInLayoutPass { needsAnotherPass = true; return }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        var passes = 0
        repeat {
            needsAnotherPass = false
            prepareLayoutIfNeeded()
            displayPass()
            passes += 1
        } while needsAnotherPass && passes < 16
        announceWillDisplay()
        prefetchPass()
    }

    private var mainOffset: CGFloat { axis == .vertical ? contentOffset.y : contentOffset.x }
    private var mainLength: CGFloat { axis == .vertical ? viewportSize.height : viewportSize.width }

    private func displayPass() {
        let layout = collectionViewLayout
        let wanted = layout.layoutAttributesForElements(in: bounds)
        var wantedCells: [IndexPath: CGRect] = [:]
        var wantedSupplementary: [SupplementaryKey: CGRect] = [:]
        var cellOrder: [IndexPath] = []
        var supplementaryOrder: [SupplementaryKey] = []
        for attributes in wanted {
            if attributes.representedElementCategory == .cell {
                wantedCells[attributes.indexPath] = attributes.frame
                cellOrder.append(attributes.indexPath)
            } else if let kind = attributes.representedElementKind {
                let key = SupplementaryKey(kind: kind, indexPath: attributes.indexPath)
                wantedSupplementary[key] = attributes.frame
                supplementaryOrder.append(key)
            }
        }
        // Leaving cells.
        for (path, cell) in displayedCells.sorted(by: { $0.key < $1.key }) where wantedCells[path] == nil {
            displayedCells[path] = nil
            endDisplaying(cell, at: path)
        }
        for (key, view) in displayedSupplementary.sorted(by: { $0.key.indexPath < $1.key.indexPath })
        where wantedSupplementary[key] == nil {
            displayedSupplementary[key] = nil
            endDisplayingSupplementary(view, key: key)
        }
        // Entering cells.
        var corrections: [(IndexPath, CGSize)] = []
        for path in cellOrder {
            if let cell = displayedCells[path] {
                if layout.isSelfSizing, !layout.hasPreferredSize(at: path), let fitting = cell.fittingSize {
                    corrections.append((path, fitting))
                }
                continue
            }
            cellRequests += 1
            let cell = request(kind: Self.elementKindCell, at: path) { () -> HostCollectionViewCell? in
                guard let dataSource else { return nil }
                return dataSource.collectionView(self, cellForItemAt: path)
            }
            guard let cell else { continue }
            cell.layoutIndexPath = path
            cell.isSelected = selected.contains(path)
            displayedCells[path] = cell
            awaitingWillDisplay.insert(path)
            if layout.isSelfSizing, let fitting = cell.fittingSize { corrections.append((path, fitting)) }
        }
        for key in supplementaryOrder where displayedSupplementary[key] == nil {
            let view = request(kind: key.kind, at: key.indexPath) { () -> HostCollectionReusableView? in
                dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            }
            guard let view else {
                record(.missingSupplementaryView, key.indexPath,
                       "the data source returned no view for supplementary kind \(key.kind) at \(key.indexPath)")
                continue
            }
            view.layoutIndexPath = key.indexPath
            displayedSupplementary[key] = view
            awaitingWillDisplaySupplementary.insert(key)
        }
        if !corrections.isEmpty { applySelfSizing(corrections) }
        // Frames from the (possibly corrected) layout.
        for (path, cell) in displayedCells {
            cell.frame = layout.frameOfItem(at: path) ?? cell.frame
        }
        for (key, view) in displayedSupplementary {
            view.frame = layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)?.frame ?? view.frame
        }
    }

    /// Applies self-sized sizes; keeps what was already on screen still (UIKit's
    /// `contentOffsetAdjustment` for items resized above it): the anchor is the first displayed
    /// item starting inside the bounds whose size is not being corrected (else the first one
    /// starting inside the bounds).
    private func applySelfSizing(_ corrections: [(IndexPath, CGSize)]) {
        let layout = collectionViewLayout
        let visibleStart = mainOffset + (axis == .vertical ? adjustedContentInset.top : adjustedContentInset.left)
        let corrected = Set(corrections.map(\.0))
        let inside = displayedCells.keys.sorted().filter { path in
            layout.frameOfItem(at: path).map { layout.mainStart($0) >= visibleStart - 0.001 } ?? false
        }
        let anchor = inside.first { !corrected.contains($0) } ?? inside.first
        let anchorBefore = anchor.flatMap(layout.frameOfItem(at:)).map(layout.mainStart)
        var changed = false
        for (path, size) in corrections where layout.applyPreferredSize(size, forItemAt: path) {
            changed = true
        }
        guard changed else { return }
        prepareLayoutIfNeeded()
        needsAnotherPass = true
        // Whatever moved the anchor (items before it, or its line's extent through an item beside
        // it) is compensated; items after it cannot move it.
        if let anchor, let before = anchorBefore,
           let after = layout.frameOfItem(at: anchor).map(layout.mainStart), after != before {
            var offset = contentOffset
            if axis == .vertical { offset.y += after - before } else { offset.x += after - before }
            adjustContentOffset(offset)
        }
    }

    private func announceWillDisplay() {
        let delegate = self.delegate as? HostCollectionViewDelegate
        for path in awaitingWillDisplay.sorted() {
            if let cell = displayedCells[path] { delegate?.collectionView(self, willDisplay: cell, forItemAt: path) }
        }
        awaitingWillDisplay.removeAll()
        for key in awaitingWillDisplaySupplementary.sorted(by: { $0.indexPath < $1.indexPath }) {
            if let view = displayedSupplementary[key] {
                delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            }
        }
        awaitingWillDisplaySupplementary.removeAll()
    }

    private func endDisplaying(_ cell: HostCollectionViewCell, at path: IndexPath) {
        if awaitingWillDisplay.remove(path) == nil {
            (delegate as? HostCollectionViewDelegate)?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
        enqueue(cell, kind: Self.elementKindCell)
    }

    private func endDisplayingSupplementary(_ view: HostCollectionReusableView, key: SupplementaryKey) {
        if awaitingWillDisplaySupplementary.remove(key) == nil {
            (delegate as? HostCollectionViewDelegate)?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        enqueue(view, kind: key.kind)
    }

    private func prefetchPass() {
        let main = mainOffset
        defer { lastPrefetchMain = main }
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        let length = mainLength
        let visible = bounds
        let extended: CGRect = axis == .vertical
            ? visible.insetBy(dx: 0, dy: -length) : visible.insetBy(dx: -length, dy: 0)
        // Drop what is displayed or far away.
        var cancelled: [IndexPath] = []
        for path in prefetched.sorted() {
            if displayedCells[path] != nil {
                prefetched.remove(path)
            } else if let frame = collectionViewLayout.frameOfItem(at: path), !frame.intersects(extended) {
                prefetched.remove(path)
                cancelled.append(path)
            } else if collectionViewLayout.frameOfItem(at: path) == nil {
                prefetched.remove(path)
            }
        }
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        guard let last = lastPrefetchMain, main != last else { return }
        let ahead: CGRect
        if axis == .vertical {
            ahead = main > last ? CGRect(x: visible.minX, y: visible.maxY, width: visible.width, height: length)
                                : CGRect(x: visible.minX, y: visible.minY - length, width: visible.width, height: length)
        } else {
            ahead = main > last ? CGRect(x: visible.maxX, y: visible.minY, width: length, height: visible.height)
                                : CGRect(x: visible.minX - length, y: visible.minY, width: length, height: visible.height)
        }
        let fresh = collectionViewLayout.layoutAttributesForElements(in: ahead)
            .filter { $0.representedElementCategory == .cell }
            .map(\.indexPath)
            .filter { displayedCells[$0] == nil && !prefetched.contains($0) }
        if !fresh.isEmpty {
            prefetched.formUnion(fresh)
            prefetcher.collectionView(self, prefetchItemsAt: fresh)
        }
    }

    // MARK: Queries

    /// Index paths of the displayed cells, in order.
    public var indexPathsForVisibleItems: [IndexPath] { displayedCells.keys.sorted() }

    /// The displayed cells, in index-path order.
    public var visibleCells: [HostCollectionViewCell] { indexPathsForVisibleItems.compactMap { displayedCells[$0] } }

    /// Cells alive: displayed, or handed out and not yet back in the pool.
    public var liveCellCount: Int { displayedCells.count }

    /// Cells waiting in the reuse pools.
    public var pooledViewCount: Int { reusePool.values.reduce(0) { $0 + $1.count } }

    /// The displayed supplementary views with their kinds and paths.
    public var visibleSupplementaryViews: [(kind: String, indexPath: IndexPath, view: HostCollectionReusableView)] {
        displayedSupplementary.sorted { ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind) }
            .map { ($0.key.kind, $0.key.indexPath, $0.value) }
    }

    /// `cellForItem(at:)`: the displayed cell, or nil.
    public func cellForItem(at indexPath: IndexPath) -> HostCollectionViewCell? {
        displayedCells[clientPath(indexPath)]
    }

    /// `supplementaryView(forElementKind:at:)`: the displayed view, or nil.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> HostCollectionReusableView? {
        displayedSupplementary[SupplementaryKey(kind: kind, indexPath: clientPath(indexPath))]
    }

    /// `indexPath(for:)`: where a displayed cell is.
    public func indexPath(for cell: HostCollectionViewCell) -> IndexPath? {
        displayedCells.first { $0.value === cell }?.key
    }

    /// `layoutAttributesForItem(at:)`; prepares the layout first.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> HostCollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: clientPath(indexPath))
    }

    /// `layoutAttributesForSupplementaryElement(ofKind:at:)`; prepares the layout first.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> HostCollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: clientPath(indexPath))
    }

    /// `indexPathForItem(at:)` (content coordinates).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.indexPathForItem(at: point)
    }

    // MARK: Scrolling and selection

    /// `scrollToItem(at:at:animated:)`; positions for the other axis leave the offset alone on
    /// this axis, as UIKit does. The offset is clamped into the content.
    public func scrollToItem(at indexPath: IndexPath, at position: HostCollectionViewScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard let frame = collectionViewLayout.frameOfItem(at: clientPath(indexPath)) else { return }
        var offset = contentOffset
        let insets = adjustedContentInset
        switch (axis, position) {
        case (.vertical, .top): offset.y = frame.minY - insets.top
        case (.vertical, .centeredVertically):
            offset.y = frame.midY - insets.top - max(0, viewportSize.height - insets.top - insets.bottom) / 2
        case (.vertical, .bottom): offset.y = frame.maxY + insets.bottom - viewportSize.height
        case (.horizontal, .left): offset.x = frame.minX - insets.left
        case (.horizontal, .centeredHorizontally):
            offset.x = frame.midX - insets.left - max(0, viewportSize.width - insets.left - insets.right) / 2
        case (.horizontal, .right): offset.x = frame.maxX + insets.right - viewportSize.width
        default: break
        }
        let low = minimumOffset, high = maximumOffset
        offset = CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
        setContentOffset(offset, animated: animated)
    }

    /// The selected items.
    public var indexPathsForSelectedItems: [IndexPath] { selected.sorted() }

    /// `selectItem(at:animated:scrollPosition:)` without scrolling; no delegate calls, as UIKit.
    public func selectItem(at indexPath: IndexPath) {
        let path = clientPath(indexPath)
        guard isValidItem(path) else { return }
        selected.insert(path)
        displayedCells[path]?.isSelected = true
    }

    /// `deselectItem(at:animated:)`; no delegate calls.
    public func deselectItem(at indexPath: IndexPath) {
        let path = clientPath(indexPath)
        selected.remove(path)
        displayedCells[path]?.isSelected = false
    }

    /// A tap on the item under `point` (content coordinates): `shouldSelectItemAt`, then
    /// `didSelectItemAt`, as a user's touch. Returns the path selected, if any.
    @discardableResult
    public func tap(at point: CGPoint) -> IndexPath? {
        guard let path = indexPathForItem(at: point) else { return nil }
        let delegate = self.delegate as? HostCollectionViewDelegate
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return nil }
        for other in selected where other != path {
            selected.remove(other)
            displayedCells[other]?.isSelected = false
            delegate?.collectionView(self, didDeselectItemAt: other)
        }
        selected.insert(path)
        displayedCells[path]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: path)
        return path
    }

    // MARK: Movement accounting

    /// Moves the offset (keeping momentum, as the `contentOffset` property does) and counts the
    /// change as an adjustment rather than user movement: recentering, restores, self-sizing.
    public func adjustContentOffset(_ offset: CGPoint) {
        flushMovement()
        let before = contentOffset
        adjustingDepth += 1
        contentOffset = offset
        adjustingDepth -= 1
        pendingAdjustment.x += contentOffset.x - before.x
        pendingAdjustment.y += contentOffset.y - before.y
        totalAdjustment.x += contentOffset.x - before.x
        totalAdjustment.y += contentOffset.y - before.y
        accountedOffset = contentOffset
    }

    open override func didScroll() {
        if adjustingDepth == 0 { flushMovement() }
    }

    private func flushMovement() {
        let offset = contentOffset
        pendingMovement.x += offset.x - accountedOffset.x
        pendingMovement.y += offset.y - accountedOffset.y
        accountedOffset = offset
    }

    /// The user movement and the adjustments since the last call (then both restart from zero).
    public func takeFrameMovement() -> (moved: CGPoint, adjusted: CGPoint) {
        flushMovement()
        defer { pendingMovement = .zero; pendingAdjustment = .zero }
        return (pendingMovement, pendingAdjustment)
    }
}
