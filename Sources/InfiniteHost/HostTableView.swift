import Foundation

/// A headless model of `UITableView` (plain style): sections, rows, fixed, per-row, estimated and
/// self-sizing heights, headers and footers, a reuse pool, selection, the order of callbacks, and
/// UIKit's assertions recorded as ``assertionFailures``.
///
/// ```swift
/// let table = HostTableView(viewportSize: CGSize(width: 390, height: 844))
/// table.register(HostTableViewCell.self, forCellReuseIdentifier: "name")
/// table.dataSource = names
/// table.delegate = names
/// table.layoutIfNeeded()                   // numberOfSections, numberOfRows, heights, cells
/// table.fling(velocity: CGPoint(x: 0, y: 3_000))
/// table.runUntilIdle()                     // scrollViewDidScroll, then cells in and out per frame
/// ```
///
/// What the model does, as UIKit does it:
/// - **Loading.** Data is read on the first layout after `dataSource` or `delegate` is assigned,
///   and at once by ``reloadData()``: `numberOfSections`, `numberOfRows` for each section, then
///   header, row and footer heights section by section. A row with an estimate
///   (`estimatedHeightForRowAt`, ``estimatedRowHeight`` > 0, or UIKit's default automatic
///   ``estimatedRowHeight``) keeps it until it is displayed; with ``estimatedRowHeight`` = 0 rows
///   are measured at once (`heightForRowAt`, else ``rowHeight``).
/// - **Layout** (every frame the offset moved): rows whose frames intersect `bounds` are shown.
///   Rows that left get `didEndDisplaying` and go to the reuse pool first; then each new row is
///   measured if it still had an estimate (`heightForRowAt`; for ``automaticDimension`` the cell
///   from `cellForRowAt` gives its ``HostTableViewCell/fittingHeight``), gets its cell from
///   `cellForRowAt` and `willDisplay`. When a row *above* the rows that stay on screen changes
///   height, the offset moves by the same amount (``offsetCompensation``), so what the user sees
///   does not move.
/// - **Updates** (``performBatchUpdates(_:completion:)``, `beginUpdates`/`endUpdates`, row and
///   section inserts, deletes, moves and reloads): validated against the data source's counts when
///   the batch closes and spliced into the table's model; surviving rows keep their cells. A
///   user's move (``simulateMove(from:toProposed:)``) does not reload. See `HostTableView+Updates`.
/// - **Assertions**: dequeuing with a path the table is not asking for, dequeuing twice for one
///   path, returning a cell that was not dequeued for the request, an unregistered identifier,
///   counts that do not add up after an update ("Invalid update: invalid number of rows …").
///
/// Rows, headers and footers are kept end to end in a ``PrefixSumTree``, so thousands of rows
/// stay cheap.
///
/// - Complexity: a layout pass is O(v + c·log n) for v visible rows and c rows that appear or
///   change height; ``rectForRow(at:)`` and ``indexPathForRow(at:)`` are O(log n + log S);
///   ``reloadData()`` is O(n) plus the data source's calls.
open class HostTableView: HostScrollView {
    /// `UITableView.automaticDimension`: a height that comes from the cell (self-sizing).
    package static let automaticDimension: CGFloat = -1

    /// Where ``scrollToRow(at:at:animated:)`` puts the row, as `UITableView.ScrollPosition`.
    package enum ScrollPosition: Sendable, Hashable {
        case none, top, middle, bottom
    }

    // MARK: Configuration

    /// The height of rows whose delegate does not implement `heightForRowAt`
    /// (``automaticDimension`` for self-sizing rows).
    package var rowHeight: CGFloat = 44 { didSet { setNeedsReload() } }
    /// The estimate for rows whose delegate gives none: ``automaticDimension`` (UIKit's default
    /// since iOS 11: estimates are ON and UIKit picks the value), a positive estimate, or 0 to
    /// turn estimates off and measure every row at load.
    ///
    /// With the automatic default, a delegate that implements `heightForRowAt` is asked only for
    /// the rows being displayed (the iOS 11 change that broke Texture's and others' content
    /// sizes); until then a row counts at ``rowHeight`` when that is a positive number, else at
    /// 44 pt. The value UIKit picks is a **guess** (Apple's documentation only says "the table
    /// view selects an estimated height to use on your behalf"). Without `heightForRowAt` and
    /// with a fixed ``rowHeight`` every height is known, so nothing is estimated.
    package var estimatedRowHeight: CGFloat = HostTableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of a titled section header whose delegate does not size it.
    package var sectionHeaderHeight: CGFloat = 28 { didSet { setNeedsReload() } }
    /// The height of a titled section footer whose delegate does not size it.
    package var sectionFooterHeight: CGFloat = 28 { didSet { setNeedsReload() } }
    /// The `tableHeaderView`'s height (0: none); it sits above section 0.
    package var tableHeaderHeight: CGFloat = 0 { didSet { updateContentSize() } }
    /// The `tableFooterView`'s height (0: none).
    package var tableFooterHeight: CGFloat = 0 { didSet { updateContentSize() } }
    package var allowsSelection = true
    package var allowsMultipleSelection = false
    /// `isEditing`: the editing-mode selection settings apply while true.
    package var isEditing = false
    /// `allowsMultipleSelectionDuringEditing`.
    package var allowsMultipleSelectionDuringEditing = false
    /// Whether several rows can be selected now: the editing setting while editing, as UIKit.
    package var allowsSeveralSelectedRows: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }
    /// Whether `cellForRowAt` must return a cell dequeued for the request (UIKit accepts cells
    /// the client created itself; the host is strict by default to catch dequeue mistakes).
    package var requiresDequeuedCells = true

    /// On the method-table model (``HostTableHooks``): how the glue reaches the implementation
    /// under UIKit's `reloadData` selector (a swizzler installed before the glue's hooks, then
    /// UIKit's). Nil: UIKit's own reload.
    package var originalReload: (() -> Void)?

    /// The glue's hook (weak), see ``HostTableViewInterposing``.
    package weak var interposer: (any HostTableViewInterposing)?

    // MARK: Data source and delegate

    weak var storedDataSource: (any HostTableViewDataSource)?
    /// The delegate's table part, read once per assignment (UIKit caches `respondsToSelector:`).
    weak var tableDelegate: (any HostTableViewDelegate)?

    /// The data source (held weakly, as UIKit does). On an infinite table app code gets the
    /// client's object, not the interceptor the table holds (the glue's getter hook, through the
    /// interposer: the shared `InterceptedClient`).
    package var dataSource: (any HostTableViewDataSource)? {
        get {
            guard let interposer else { return storedDataSource }
            return interposer.tableView(self, visible: storedDataSource, role: .dataSource) as? any HostTableViewDataSource
        }
        set {
            if let interposer, newValue !== interposer {
                storedDataSource = interposer.tableView(self, wrapDataSource: newValue)
            } else {
                storedDataSource = newValue
            }
            setNeedsReload()
        }
    }

    /// The delegate (held weakly); its table methods are used when it is a ``HostTableViewDelegate``.
    override package var delegate: (any HostScrollViewDelegate)? {
        get {
            guard let interposer else { return storedDelegate }
            return interposer.tableView(self, visible: storedDelegate, role: .delegate) as? any HostScrollViewDelegate
        }
        set {
            if let interposer, newValue !== interposer {
                super.delegate = interposer.tableView(self, wrapDelegate: newValue)
            } else {
                super.delegate = newValue
            }
            tableDelegate = super.delegate as? any HostTableViewDelegate
            setNeedsReload()
        }
    }

    /// The drag delegate (held weakly), see ``simulateDrop(from:at:external:)``.
    package var dragDelegate: (any HostTableViewDragDelegate)? {
        get {
            guard let interposer else { return storedDragDelegate }
            return interposer.tableView(self, visible: storedDragDelegate, role: .dragDelegate) as? any HostTableViewDragDelegate
        }
        set { storedDragDelegate = interposer?.tableView(self, wrapDragDelegate: newValue) ?? newValue }
    }

    /// The drop delegate (held weakly).
    package var dropDelegate: (any HostTableViewDropDelegate)? {
        get {
            guard let interposer else { return storedDropDelegate }
            return interposer.tableView(self, visible: storedDropDelegate, role: .dropDelegate) as? any HostTableViewDropDelegate
        }
        set { storedDropDelegate = interposer?.tableView(self, wrapDropDelegate: newValue) ?? newValue }
    }

    weak var storedDragDelegate: (any HostTableViewDragDelegate)?
    weak var storedDropDelegate: (any HostTableViewDropDelegate)?

    // MARK: Recorded behaviour

    /// Where apps animated dropped items to (`coordinator.drop(_:toRowAt:)`), in order.
    package internal(set) var droppedItems: [DroppedItem] = []

    /// UIKit assertions that would have thrown, in order.
    package internal(set) var assertionFailures: [HostTableViewAssertion] = []
    /// Cells created since the table was made (the reuse pool's allocations).
    package internal(set) var cellsCreated = 0
    /// Everything the table moved the offset by to keep visible rows still while estimated rows
    /// above them took their real heights.
    package internal(set) var offsetCompensation: CGFloat = 0
    /// Data loads so far (first load and every ``reloadData()``).
    package internal(set) var reloadCount = 0
    /// UIKit's `_expectedDiffableUpdateItem`: while the user's move calls the data source's
    /// `moveRowAt`, the move the table performs — set only when the data source is diffable
    /// (it answers `_diffableDataSourceImpl`); nil otherwise (``HostDiffableReorder``).
    package internal(set) var expectedDiffableUpdate: HostMove<IndexPath>?
    /// The last batch the table applied and what its animation shows (``HostRowAnimation``).
    package internal(set) var lastBatchAnimation: HostRowAnimation?
    /// `reloadData()` calls that ran inside a user's move (inside the data source's `moveRowAt`).
    package internal(set) var reloadsInsideUserMoves = 0
    /// Depth of the user's moves calling the data source now.
    var userMoveDepth = 0
    /// `cellForRowAt` requests so far.
    package internal(set) var cellRequests = 0

    // MARK: State

    var registrations: [String: HostTableViewCell.Type] = [:]
    var reusePool: [String: [HostTableViewCell]] = [:]
    var pooledCells = 0
    /// Cells the table made that left the screen and could not be pooled (no identifier).
    var droppedCells = 0
    var rowCounts: [Int] = []
    /// The ordinal (counting rows across sections) of each section's first row.
    var rowStarts: [Int] = []
    var totalRows = 0
    /// Headers, rows and footers end to end: section s is header, its rows, footer.
    var lengths = PrefixSumTree()
    /// Per row ordinal: whether its height is final (false while it is an estimate).
    var measured = RowFlags()
    /// Displayed rows: a contiguous run of ordinals starting at `displayedFirst`.
    var displayed: [HostTableViewCell] = []
    var displayedFirst = 0
    var selected: Set<Int> = []
    /// The row a finger is down on and the table highlighted (UIKit's highlighted index path);
    /// kept across `reloadData` until the touch ends.
    var highlighted: Int?
    var needsReload = true
    var isInLayout = false
    var layoutRequestedDuringLayout = false
    var cellRequest: (path: IndexPath, number: Int, dequeued: HostTableViewCell?)?
    /// `reconfigureRows`: the displayed cell the current request's dequeue hands back.
    var reconfiguringCell: HostTableViewCell?
    var nextSerial = 0
    /// Cells that were displayed when the data was reloaded: they end their display (with the
    /// paths they were shown at) at the next layout, after the new counts were read.
    var cellsEndingAfterReload: [HostTableViewCell] = []
    /// Open `beginUpdates` calls (nested batches count as the outermost one).
    var batchDepth = 0
    /// What the open batch recorded, applied when it closes.
    var pendingBatch = HostBatchUpdate()

    /// Creates an empty table of the given visible size.
    package override init(viewportSize: CGSize) {
        super.init(viewportSize: viewportSize)
    }

    // MARK: Layout pass (the rest of layout is in the +Layout extension)

    open override func layoutSubviews() {
        if isInLayout {
            layoutRequestedDuringLayout = true
            return
        }
        var passes = 0
        repeat {
            interposer?.tableViewWillLayoutSubviews(self)
            isInLayout = true
            layoutRequestedDuringLayout = false
            if needsReload { performReload() }
            // A reload from inside a display callback stops `layoutRows` (it shows nothing more
            // of the old data); the pass runs again before the frame is drawn, as UIKit lays out
            // again a view that asked for layout inside its own `layoutSubviews` (a *guess*,
            // Apps that do so in every pass freeze — MYTableViewIndex #33,
            // LGSideMenuController #175 — so the pass is repeated, not left to the next frame).
            let reloadsBefore = reloadCount
            layoutRows()
            isInLayout = false
            let offsetBefore = contentOffset
            interposer?.tableViewDidLayoutSubviews(self)
            passes += 1
            // A reload in the pass; the hook may move the offset (re-resolving a restored position) or reload.
            if contentOffset == offsetBefore && reloadCount == reloadsBefore && !needsReload
                && !layoutRequestedDuringLayout { break }
        } while passes < 8
    }
}
