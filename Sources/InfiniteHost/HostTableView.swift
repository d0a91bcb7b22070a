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
///   (`estimatedHeightForRowAt`, or ``estimatedRowHeight`` > 0) keeps it until it is displayed;
///   other rows are measured at once (`heightForRowAt`, else ``rowHeight``).
/// - **Layout** (every frame the offset moved): rows whose frames intersect `bounds` are shown.
///   Rows that left get `didEndDisplaying` and go to the reuse pool first; then each new row is
///   measured if it still had an estimate (`heightForRowAt`; for ``automaticDimension`` the cell
///   from `cellForRowAt` gives its ``HostTableViewCell/fittingHeight``), gets its cell from
///   `cellForRowAt` and `willDisplay`. When a row *above* the rows that stay on screen changes
///   height, the offset moves by the same amount (``offsetCompensation``), so what the user sees
///   does not move.
/// - **Assertions**: dequeuing with a path the table is not asking for, dequeuing twice for one
///   path, returning a cell that was not dequeued for the request, an unregistered identifier,
///   counts that do not add up after `reloadRows`/`insertRows`/`deleteRows`.
///
/// Rows, headers and footers are kept end to end in a ``PrefixSumTree``, so thousands of rows
/// stay cheap.
///
/// - Complexity: a layout pass is O(v + c·log n) for v visible rows and c rows that appear or
///   change height; ``rectForRow(at:)`` and ``indexPathForRow(at:)`` are O(log n + log S);
///   ``reloadData()`` is O(n) plus the data source's calls.
open class HostTableView: HostScrollView {
    /// `UITableView.automaticDimension`: a height that comes from the cell (self-sizing).
    public static let automaticDimension: CGFloat = -1

    /// Where ``scrollToRow(at:at:animated:)`` puts the row, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Sendable, Hashable {
        case none, top, middle, bottom
    }

    // MARK: Configuration

    /// The height of rows whose delegate does not implement `heightForRowAt`
    /// (``automaticDimension`` for self-sizing rows).
    public var rowHeight: CGFloat = 44 { didSet { setNeedsReload() } }
    /// The estimate for rows whose delegate gives none; 0 measures every row at load.
    public var estimatedRowHeight: CGFloat = 0 { didSet { setNeedsReload() } }
    /// The height of a titled section header whose delegate does not size it.
    public var sectionHeaderHeight: CGFloat = 28 { didSet { setNeedsReload() } }
    /// The height of a titled section footer whose delegate does not size it.
    public var sectionFooterHeight: CGFloat = 28 { didSet { setNeedsReload() } }
    /// The `tableHeaderView`'s height (0: none); it sits above section 0.
    public var tableHeaderHeight: CGFloat = 0 { didSet { updateContentSize() } }
    /// The `tableFooterView`'s height (0: none).
    public var tableFooterHeight: CGFloat = 0 { didSet { updateContentSize() } }
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    /// Whether `cellForRowAt` must return a cell dequeued for the request (UIKit accepts cells
    /// the client created itself; the host is strict by default to catch dequeue mistakes).
    public var requiresDequeuedCells = true

    /// The glue's hook (weak), see ``HostTableViewInterposing``.
    public weak var interposer: (any HostTableViewInterposing)?

    // MARK: Data source and delegate

    private weak var storedDataSource: (any HostTableViewDataSource)?
    /// The delegate's table part, read once per assignment (UIKit caches `respondsToSelector:`).
    private weak var tableDelegate: (any HostTableViewDelegate)?

    /// The data source (held weakly, as UIKit does).
    public var dataSource: (any HostTableViewDataSource)? {
        get { storedDataSource }
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
    override public var delegate: (any HostScrollViewDelegate)? {
        get { super.delegate }
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

    // MARK: Recorded behaviour

    /// UIKit assertions that would have thrown, in order.
    public private(set) var assertionFailures: [HostTableViewAssertion] = []
    /// Cells created since the table was made (the reuse pool's allocations).
    public private(set) var cellsCreated = 0
    /// Everything the table moved the offset by to keep visible rows still while estimated rows
    /// above them took their real heights.
    public private(set) var offsetCompensation: CGFloat = 0
    /// Data loads so far (first load and every ``reloadData()``).
    public private(set) var reloadCount = 0
    /// `cellForRowAt` requests so far.
    public private(set) var cellRequests = 0

    // MARK: State

    private var registrations: [String: HostTableViewCell.Type] = [:]
    private var reusePool: [String: [HostTableViewCell]] = [:]
    private var pooledCells = 0
    /// Cells the table made that left the screen and could not be pooled (no identifier).
    private var droppedCells = 0
    private var rowCounts: [Int] = []
    /// The ordinal (counting rows across sections) of each section's first row.
    private var rowStarts: [Int] = []
    private var totalRows = 0
    /// Headers, rows and footers end to end: section s is header, its rows, footer.
    private var lengths = PrefixSumTree()
    /// Per row ordinal: whether its height is final (false while it is an estimate).
    private var measured: [Bool] = []
    /// Displayed rows: a contiguous run of ordinals starting at `displayedFirst`.
    private var displayed: [HostTableViewCell] = []
    private var displayedFirst = 0
    private var selected: Set<Int> = []
    private var needsReload = true
    private var isInLayout = false
    private var layoutRequestedDuringLayout = false
    private var cellRequest: (path: IndexPath, number: Int, dequeued: HostTableViewCell?)?
    private var nextSerial = 0

    /// Creates an empty table of the given visible size.
    public override init(viewportSize: CGSize) {
        super.init(viewportSize: viewportSize)
    }

    // MARK: Cells

    /// `register(_:forCellReuseIdentifier:)`.
    public func register(_ cellClass: HostTableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// `dequeueReusableCell(withIdentifier:for:)`: a cell for the row the table is asking for.
    ///
    /// Dequeuing with any other path, or twice in one request, records UIKit's assertion (and
    /// still returns a cell, so the session can go on).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> HostTableViewCell {
        let path = virtualPath(forClientPath: indexPath)
        return passingThrough { dequeueCell(withIdentifier: identifier, for: path) }
    }

    /// `dequeueReusableCell(withIdentifier:)`: a pooled or new cell, nil for an unknown identifier.
    public func dequeueReusableCell(withIdentifier identifier: String) -> HostTableViewCell? {
        guard registrations[identifier] != nil || reusePool[identifier]?.isEmpty == false else { return nil }
        let cell = reusableCell(withIdentifier: identifier)
        cell.dequeuedInRequest = cellRequest?.number
        return cell
    }

    /// The dequeue behind ``dequeueReusableCell(withIdentifier:for:)``, for an already translated
    /// path (the glue calls it inside its pass-through).
    func dequeueCell(withIdentifier identifier: String, for path: IndexPath) -> HostTableViewCell {
        guard var request = cellRequest, request.path == path else {
            record(.dequeuedForUnrequestedIndexPath,
                   "dequeued for \(path) while the table asked for \(cellRequest.map { "\($0.path)" } ?? "no cell")",
                   path)
            return reusableCell(withIdentifier: identifier)
        }
        if request.dequeued != nil {
            record(.dequeuedMultipleCellsForIndexPath,
                   "Attempted to dequeue multiple cells for the same index path, which is not allowed", path)
        }
        let cell = reusableCell(withIdentifier: identifier)
        cell.dequeuedInRequest = request.number
        request.dequeued = cell
        cellRequest = request
        return cell
    }

    private func reusableCell(withIdentifier identifier: String) -> HostTableViewCell {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            pooledCells -= 1
            cell.prepareForReuse()
            return cell
        }
        let type: HostTableViewCell.Type
        if let registered = registrations[identifier] {
            type = registered
        } else {
            record(.unregisteredReuseIdentifier,
                   "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class", nil)
            type = HostTableViewCell.self
        }
        let cell = type.init(reuseIdentifier: identifier)
        nextSerial += 1
        cell.serial = nextSerial
        cellsCreated += 1
        return cell
    }

    /// Cells the table made that are alive outside the reuse pool (on screen, or handed out and
    /// not yet returned).
    public var liveCellCount: Int { cellsCreated - pooledCells - droppedCells }

    /// The displayed cells, top to bottom.
    public var visibleCells: [HostTableViewCell] { displayed }

    /// `cellForRow(at:)`: the displayed cell of a row, nil when it is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> HostTableViewCell? {
        let path = virtualPath(forClientPath: indexPath)
        return passingThrough { displayedCell(section: path.section, row: path.row) }
    }

    /// The displayed cell of a (virtual) row.
    func displayedCell(section: Int, row: Int) -> HostTableViewCell? {
        guard let ordinal = ordinal(section: section, row: row),
              ordinal >= displayedFirst, ordinal < displayedFirst + displayed.count else { return nil }
        return displayed[ordinal - displayedFirst]
    }

    /// `indexPath(for:)`: the row a displayed cell shows.
    public func indexPath(for cell: HostTableViewCell) -> IndexPath? {
        guard let path = cell.layoutIndexPath, displayed.contains(where: { $0 === cell }) else { return nil }
        return clientPath(forVirtualPath: path)
    }

    /// `indexPathsForVisibleRows`, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        displayed.isEmpty ? nil : displayed.compactMap { $0.layoutIndexPath.map(clientPath(forVirtualPath:)) }
    }

    // MARK: Counts and geometry

    /// Sections as last loaded.
    public var numberOfSections: Int { rowCounts.count }

    /// Rows in a section as last loaded (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        section >= 0 && section < rowCounts.count ? rowCounts[section] : 0
    }

    /// `rectForRow(at:)`: the row's frame in content coordinates (its estimate if it was never
    /// displayed); `.zero` for a path that names no row.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let path = virtualPath(forClientPath: indexPath)
        return passingThrough { rowRect(section: path.section, row: path.row) ?? .zero }
    }

    /// `rect(forSection:)`: header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        guard section >= 0, section < rowCounts.count else { return .zero }
        let first = headerElement(section)
        let end = footerElement(section) + 1
        let top = tableHeaderHeight + lengths.start(of: first)
        return CGRect(x: 0, y: top, width: viewportSize.width, height: lengths.start(of: end) - (top - tableHeaderHeight))
    }

    /// `rectForHeader(inSection:)`.
    public func rectForHeader(inSection section: Int) -> CGRect {
        guard section >= 0, section < rowCounts.count else { return .zero }
        return elementRect(headerElement(section))
    }

    /// `rectForFooter(inSection:)`.
    public func rectForFooter(inSection section: Int) -> CGRect {
        guard section >= 0, section < rowCounts.count else { return .zero }
        return elementRect(footerElement(section))
    }

    /// `indexPathForRow(at:)`: the row under a point in content coordinates, nil over a header,
    /// a footer or outside the rows.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard totalRows > 0, point.y.isFinite else { return nil }
        let element = lengths.firstIndex(endingAfter: point.y - tableHeaderHeight)
        guard point.y >= tableHeaderHeight, element < lengths.count,
              let (section, row) = rowLocation(ofElement: element) else { return nil }
        return clientPath(forVirtualPath: IndexPath(row: row, section: section))
    }

    /// A row's frame, or nil when the path names no row.
    func rowRect(section: Int, row: Int) -> CGRect? {
        guard let ordinal = ordinal(section: section, row: row) else { return nil }
        return elementRect(element(ofOrdinal: ordinal, section: section))
    }

    /// A row's leading edge (minY), or nil when the path names no row.
    func rowMinY(section: Int, row: Int) -> CGFloat? {
        guard let ordinal = ordinal(section: section, row: row) else { return nil }
        return tableHeaderHeight + lengths.start(of: element(ofOrdinal: ordinal, section: section))
    }

    /// The row whose centre is nearest `y` (content coordinates), or nil without rows.
    func nearestRow(to y: CGFloat) -> (section: Int, row: Int)? {
        guard totalRows > 0, y.isFinite else { return nil }
        let element = lengths.firstIndex(endingAfter: y - tableHeaderHeight)
        let after = min(ordinal(atOrAfterElement: element), totalRows - 1)
        var best = after
        if after > 0 {
            let before = after - 1
            if abs(ordinalCenter(before) - y) <= abs(ordinalCenter(after) - y) { best = before }
        }
        let section = section(ofOrdinal: best)
        return (section, best - rowStarts[section])
    }

    private func ordinalCenter(_ ordinal: Int) -> CGFloat {
        let section = section(ofOrdinal: ordinal)
        let rect = elementRect(element(ofOrdinal: ordinal, section: section))
        return rect.midY
    }

    private func elementRect(_ element: Int) -> CGRect {
        CGRect(x: 0, y: tableHeaderHeight + lengths.start(of: element),
               width: viewportSize.width, height: lengths[element])
    }

    // MARK: Loading

    /// `reloadData()`: reads counts and heights again now; cells come at the next layout.
    /// Selection is cleared and the offset kept, as in UIKit.
    public func reloadData() {
        if let interposer, interposer.tableViewInterceptsReloadData(self) { return }
        performReload()
    }

    /// Marks the data for loading at the next layout (assigning a data source or delegate).
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// UIKit's own `reloadData` (what an interposer's reload runs).
    func performReload() {
        needsReload = false
        reloadCount += 1
        interposer?.tableViewWillReloadData(self)
        endDisplayingAll()
        selected.removeAll()
        let counts = currentCounts()
        rebuildStructure(counts: counts)
        var values: [CGFloat] = []
        values.reserveCapacity(totalRows + 2 * counts.count)
        measured = Array(repeating: true, count: totalRows)
        for section in 0..<counts.count {
            values.append(headerHeight(section))
            for row in 0..<counts[section] {
                let path = IndexPath(row: row, section: section)
                let (height, isFinal) = initialHeight(for: path)
                if !isFinal { measured[rowStarts[section] + row] = false }
                values.append(height)
            }
            values.append(footerHeight(section))
        }
        lengths = PrefixSumTree(values)
        updateContentSize()
        setNeedsLayout()
        interposer?.tableViewDidReloadData(self)
    }

    private func currentCounts() -> [Int] {
        guard let source = storedDataSource else { return [] }
        let sections = max(0, source.numberOfSections(in: self) ?? 1)
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            counts.append(max(0, source.tableView(self, numberOfRowsInSection: section)))
        }
        return counts
    }

    private func rebuildStructure(counts: [Int]) {
        rowCounts = counts
        rowStarts = []
        rowStarts.reserveCapacity(counts.count)
        var total = 0
        for count in counts {
            rowStarts.append(total)
            total += count
        }
        totalRows = total
    }

    /// A row's height at load: its estimate (not final) or its real height (final).
    private func initialHeight(for path: IndexPath) -> (CGFloat, Bool) {
        if let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: path)
            ?? (estimatedRowHeight > 0 ? estimatedRowHeight : nil) {
            return (HostTableView.sanitized(estimate == HostTableView.automaticDimension ? 44 : estimate), false)
        }
        let height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        // Self-sizing without an estimate: UIKit's default estimate until the cell is measured.
        if height == HostTableView.automaticDimension { return (44, false) }
        return (HostTableView.sanitized(height), true)
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        if let height = tableDelegate?.tableView(self, heightForHeaderInSection: section) {
            return HostTableView.sanitized(height == HostTableView.automaticDimension ? sectionHeaderHeight : height)
        }
        return storedDataSource?.tableView(self, titleForHeaderInSection: section) != nil
            ? HostTableView.sanitized(sectionHeaderHeight) : 0
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        if let height = tableDelegate?.tableView(self, heightForFooterInSection: section) {
            return HostTableView.sanitized(height == HostTableView.automaticDimension ? sectionFooterHeight : height)
        }
        return storedDataSource?.tableView(self, titleForFooterInSection: section) != nil
            ? HostTableView.sanitized(sectionFooterHeight) : 0
    }

    private func updateContentSize() {
        let height = tableHeaderHeight + lengths.total + tableFooterHeight
        let size = CGSize(width: viewportSize.width, height: height)
        if contentSize != size { contentSize = size }
    }

    /// Negative, NaN and infinite heights read as 0, as UIKit clamps them.
    static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    // MARK: Layout

    /// Whether a layout pass is running (the glue does not recenter in the middle of one).
    public var isLayingOut: Bool { isInLayout }

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
            layoutRows()
            isInLayout = false
            let offsetBefore = contentOffset
            let reloadsBefore = reloadCount
            interposer?.tableViewDidLayoutSubviews(self)
            passes += 1
            // The hook may move the offset (re-resolving a restored position) or reload.
            if contentOffset == offsetBefore && reloadCount == reloadsBefore && !needsReload
                && !layoutRequestedDuringLayout { break }
        } while passes < 8
    }

    /// The row ordinals whose frames intersect the bounds.
    private func visibleOrdinals() -> Range<Int> {
        let top = contentOffset.y - tableHeaderHeight
        let bottom = top + viewportSize.height
        guard totalRows > 0, top.isFinite, bottom > top else { return 0..<0 }
        let first = ordinal(atOrAfterElement: lengths.firstIndex(endingAfter: top))
        let end = ordinal(atOrAfterElement: lengths.firstIndex(startingAtOrAfter: bottom))
        return first < end ? first..<end : first..<first
    }

    private func layoutRows() {
        guard totalRows > 0 else {
            endDisplayingAll()
            return
        }
        // Rows that were on screen and still are stay where the user sees them: rows above the
        // first of them that take their real height push the offset, not them.
        let initial = visibleOrdinals()
        var anchor: Int?
        let keptLow = max(displayedFirst, initial.lowerBound)
        let keptHigh = min(displayedFirst + displayed.count, initial.upperBound)
        if !displayed.isEmpty && keptLow < keptHigh { anchor = keptLow }

        for _ in 0..<64 {
            let range = visibleOrdinals()
            endDisplaying(outside: range)
            var changed = false
            if displayed.isEmpty {
                displayedFirst = range.lowerBound
                for ordinal in range {
                    let (cell, grew) = display(ordinal, compensating: anchor.map { ordinal < $0 } ?? false)
                    displayed.append(cell)
                    changed = changed || grew
                }
            } else {
                // Above: nearest first, so each revealed row grows upwards from the one below it.
                var above: [HostTableViewCell] = []
                if range.lowerBound < displayedFirst {
                    for ordinal in stride(from: displayedFirst - 1, through: range.lowerBound, by: -1) {
                        let (cell, grew) = display(ordinal, compensating: anchor.map { ordinal < $0 } ?? false)
                        above.append(cell)
                        changed = changed || grew
                    }
                }
                let oldEnd = displayedFirst + displayed.count
                if range.upperBound > oldEnd {
                    for ordinal in oldEnd..<range.upperBound {
                        let (cell, grew) = display(ordinal, compensating: anchor.map { ordinal < $0 } ?? false)
                        displayed.append(cell)
                        changed = changed || grew
                    }
                }
                if !above.isEmpty {
                    displayed.insert(contentsOf: above.reversed(), at: 0)
                    displayedFirst -= above.count
                }
            }
            if !changed { break }
        }
        positionDisplayedCells()
    }

    private func positionDisplayedCells() {
        guard !displayed.isEmpty else { return }
        var section = section(ofOrdinal: displayedFirst)
        let width = viewportSize.width
        for (index, cell) in displayed.enumerated() {
            let ordinal = displayedFirst + index
            while section + 1 < rowStarts.count && rowStarts[section + 1] <= ordinal { section += 1 }
            let element = element(ofOrdinal: ordinal, section: section)
            cell.frame = CGRect(x: 0, y: tableHeaderHeight + lengths.start(of: element),
                                width: width, height: lengths[element])
        }
    }

    /// Measures a row that still had an estimate, gets its cell and shows it.
    private func display(_ ordinal: Int, compensating: Bool) -> (HostTableViewCell, Bool) {
        let section = section(ofOrdinal: ordinal)
        let row = ordinal - rowStarts[section]
        let path = IndexPath(row: row, section: section)
        let element = element(ofOrdinal: ordinal, section: section)
        var cell: HostTableViewCell?
        var changed = false
        if !measured[ordinal] {
            measured[ordinal] = true
            var height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
            if height == HostTableView.automaticDimension {
                let made = requestCell(for: path)
                cell = made
                height = made.fittingHeight ?? lengths[element]
            }
            changed = setLength(HostTableView.sanitized(height), ofElement: element, compensating: compensating)
        }
        let shown = cell ?? requestCell(for: path)
        shown.layoutIndexPath = path
        shown.layoutSection = section
        shown.layoutRow = row
        shown.isSelected = selected.contains(ordinal)
        shown.frame = elementRect(element)
        tableDelegate?.tableView(self, willDisplay: shown, forRowAt: path)
        return (shown, changed)
    }

    /// Sets a length; with `compensating`, moves the offset by the change so rows below stay put.
    @discardableResult
    private func setLength(_ length: CGFloat, ofElement element: Int, compensating: Bool) -> Bool {
        let old = lengths[element]
        guard old != length else { return false }
        lengths[element] = length
        updateContentSize()
        if compensating {
            let delta = length - old
            offsetCompensation += delta
            contentOffset.y += delta
        }
        return true
    }

    /// Asks the data source for a row's cell and checks UIKit's dequeue rules.
    private func requestCell(for path: IndexPath) -> HostTableViewCell {
        cellRequests += 1
        let number = cellRequests
        let outer = cellRequest
        cellRequest = (path, number, nil)
        let cell: HostTableViewCell
        if let source = storedDataSource {
            cell = source.tableView(self, cellForRowAt: path)
        } else {
            // The data source went away after loading: an empty cell until the next load (UIKit
            // would raise "failed to obtain a cell").
            cell = HostTableViewCell(reuseIdentifier: nil)
            cell.dequeuedInRequest = number
            setNeedsReload()
        }
        let dequeued = cellRequest?.dequeued
        cellRequest = outer
        if let dequeued, dequeued !== cell {
            record(.returnedCellNotDequeued, "returned a cell other than the one dequeued for \(path)", path)
        } else if dequeued == nil && requiresDequeuedCells && cell.dequeuedInRequest != number {
            record(.returnedCellNotDequeued, "returned a cell that was not dequeued for \(path)", path)
        }
        if cell.layoutIndexPath != nil && displayed.contains(where: { $0 === cell }) {
            record(.returnedCellAlreadyDisplayed, "returned the cell already showing \(cell.layoutIndexPath.map { "\($0)" } ?? "-")", path)
        }
        cell.dequeuedInRequest = nil
        return cell
    }

    private func endDisplaying(outside range: Range<Int>) {
        guard !displayed.isEmpty else { return }
        let end = displayedFirst + displayed.count
        if range.isEmpty || range.upperBound <= displayedFirst || range.lowerBound >= end {
            endDisplayingAll()
            return
        }
        // Above the range: from the top; below it: from the bottom.
        let dropTop = range.lowerBound - displayedFirst
        if dropTop > 0 {
            for index in 0..<dropTop { endDisplaying(displayed[index]) }
            displayed.removeFirst(dropTop)
            displayedFirst += dropTop
        }
        let dropBottom = displayedFirst + displayed.count - range.upperBound
        if dropBottom > 0 {
            for index in (displayed.count - dropBottom)..<displayed.count { endDisplaying(displayed[index]) }
            displayed.removeLast(dropBottom)
        }
    }

    private func endDisplayingAll() {
        let cells = displayed
        displayed.removeAll(keepingCapacity: true)
        for cell in cells { endDisplaying(cell) }
    }

    private func endDisplaying(_ cell: HostTableViewCell) {
        let path = cell.layoutIndexPath
        cell.layoutIndexPath = nil
        if let path { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path) }
        if let identifier = cell.reuseIdentifier, registrations[identifier] != nil {
            reusePool[identifier, default: []].append(cell)
            pooledCells += 1
        } else if cell.serial != 0 {
            droppedCells += 1
        }
    }

    // MARK: Updates

    /// `reloadRows(at:with:)`: asks the data source for the rows' heights and cells again.
    ///
    /// The data source's counts must be unchanged, else UIKit's "invalid update" is recorded and
    /// nothing happens. A displayed row gets a new cell at once; a row above the displayed rows that
    /// changes height moves the offset with it.
    public func reloadRows(at indexPaths: [IndexPath]) {
        var paths: [IndexPath] = []
        for path in indexPaths {
            if let interposer {
                paths.append(contentsOf: interposer.tableView(self, virtualPathsReloadingClientPath: path))
            } else {
                paths.append(path)
            }
        }
        passingThrough { reloadVirtualRows(paths) }
    }

    private func reloadVirtualRows(_ paths: [IndexPath]) {
        guard countsAreUnchanged(inserted: [], deleted: []) else { return }
        for path in paths {
            guard let ordinal = ordinal(section: path.section, row: path.row) else {
                record(.invalidIndexPath, "attempt to reload row \(path.row) in section \(path.section), which does not exist", path)
                continue
            }
            let element = element(ofOrdinal: ordinal, section: path.section)
            let isDisplayed = ordinal >= displayedFirst && ordinal < displayedFirst + displayed.count
            let compensating = !displayed.isEmpty && ordinal < displayedFirst
            if isDisplayed {
                let old = displayed[ordinal - displayedFirst]
                endDisplaying(old)
                measured[ordinal] = false
                let (cell, _) = display(ordinal, compensating: false)
                displayed[ordinal - displayedFirst] = cell
            } else {
                let (height, isFinal) = initialHeight(for: path)
                measured[ordinal] = isFinal
                setLength(height, ofElement: element, compensating: compensating)
            }
        }
        positionDisplayedCells()
        setNeedsLayout()
    }

    /// `insertRows(at:with:)`: the data source must now have exactly these rows more.
    public func insertRows(at indexPaths: [IndexPath]) {
        applyRowUpdate(inserted: indexPaths, deleted: [])
    }

    /// `deleteRows(at:with:)`: the data source must now have exactly these rows fewer.
    public func deleteRows(at indexPaths: [IndexPath]) {
        applyRowUpdate(inserted: [], deleted: indexPaths)
    }

    private func applyRowUpdate(inserted: [IndexPath], deleted: [IndexPath]) {
        if let interposer, interposer.tableViewClientDidUpdateRows(self) { return }
        guard countsAreUnchanged(inserted: inserted, deleted: deleted) else { return }
        // The host re-reads the data rather than splicing rows (no animations to model); the
        // offset stays, as UIKit keeps it.
        performReload()
    }

    /// Compares the data source's counts with the table's, after `inserted` and `deleted`.
    private func countsAreUnchanged(inserted: [IndexPath], deleted: [IndexPath]) -> Bool {
        let counts = currentCounts()
        guard counts.count == rowCounts.count else {
            record(.invalidUpdate,
                   "Invalid update: invalid number of sections. The number of sections after the update (\(counts.count)) must be equal to the number before (\(rowCounts.count))",
                   nil)
            return false
        }
        for section in 0..<counts.count {
            let expected = rowCounts[section]
                + inserted.filter { $0.section == section }.count
                - deleted.filter { $0.section == section }.count
            if counts[section] != expected {
                record(.invalidUpdate,
                       "Invalid update: invalid number of rows in section \(section). The number of rows after the update (\(counts[section])) must be equal to the number before (\(rowCounts[section])), plus or minus the rows inserted or deleted",
                       nil)
                return false
            }
        }
        return true
    }

    // MARK: Selection

    /// `indexPathForSelectedRow`.
    public var indexPathForSelectedRow: IndexPath? {
        selected.min().map { clientPath(forVirtualPath: path(ofOrdinal: $0)) }
    }

    /// `indexPathsForSelectedRows`, in order; nil when nothing is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selected.isEmpty ? nil : selected.sorted().map { clientPath(forVirtualPath: path(ofOrdinal: $0)) }
    }

    /// `selectRow(at:animated:scrollPosition:)`: programmatic, so no delegate calls (as in UIKit);
    /// nil deselects everything.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        let path = indexPath.map(virtualPath(forClientPath:))
        passingThrough {
            guard let path, let ordinal = ordinal(section: path.section, row: path.row) else {
                for ordinal in selected { setSelected(false, ordinal) }
                return
            }
            if !allowsMultipleSelection {
                for other in selected where other != ordinal { setSelected(false, other) }
            }
            setSelected(true, ordinal)
            if scrollPosition != .none { scrollToVirtualRow(path, at: scrollPosition, animated: animated) }
        }
    }

    /// `deselectRow(at:animated:)`.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        let path = virtualPath(forClientPath: indexPath)
        passingThrough {
            guard let ordinal = ordinal(section: path.section, row: path.row) else { return }
            setSelected(false, ordinal)
        }
    }

    /// Whether a (virtual) row is selected.
    public func isRowSelected(at indexPath: IndexPath) -> Bool {
        ordinal(section: indexPath.section, row: indexPath.row).map(selected.contains) ?? false
    }

    private func setSelected(_ isSelected: Bool, _ ordinal: Int) {
        if isSelected { selected.insert(ordinal) } else { selected.remove(ordinal) }
        if ordinal >= displayedFirst && ordinal < displayedFirst + displayed.count {
            displayed[ordinal - displayedFirst].isSelected = isSelected
        }
    }

    /// A user's tap on the row laid out at `indexPath`: `willSelectRowAt` (which may redirect or
    /// refuse), deselection of the previous row (`willDeselectRowAt`/`didDeselectRowAt`), selection,
    /// `didSelectRowAt`. With multiple selection a tap on a selected row deselects it.
    public func simulateTap(onRowAt indexPath: IndexPath) {
        guard allowsSelection, let tapped = ordinal(section: indexPath.section, row: indexPath.row) else { return }
        if tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) == false { return }
        if allowsMultipleSelection && selected.contains(tapped) {
            deselectByUser(tapped)
            return
        }
        var target: IndexPath? = indexPath
        if let answer = tableDelegate?.tableView(self, willSelectRowAt: indexPath) { target = answer }
        guard let target, let ordinal = ordinal(section: target.section, row: target.row) else { return }
        if !allowsMultipleSelection {
            for other in selected.sorted() where other != ordinal { deselectByUser(other) }
        }
        setSelected(true, ordinal)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// A tap at a point in content coordinates (on whatever row is there).
    public func simulateTap(atContentPoint point: CGPoint) {
        guard totalRows > 0, point.y >= tableHeaderHeight else { return }
        let element = lengths.firstIndex(endingAfter: point.y - tableHeaderHeight)
        guard element < lengths.count, let (section, row) = rowLocation(ofElement: element) else { return }
        simulateTap(onRowAt: IndexPath(row: row, section: section))
    }

    private func deselectByUser(_ ordinal: Int) {
        let path = path(ofOrdinal: ordinal)
        var target: IndexPath? = path
        if let answer = tableDelegate?.tableView(self, willDeselectRowAt: path) { target = answer }
        guard let target, let resolved = self.ordinal(section: target.section, row: target.row) else { return }
        setSelected(false, resolved)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    /// A user drags the row at `from` over `proposed` and drops it: the delegate's
    /// `targetIndexPathForMoveFromRowAt` decides where it lands, the data source's `moveRowAt`
    /// updates the data, and the table reads the data again (UIKit splices its own model instead;
    /// the counts are the same either way). Returns the destination.
    @discardableResult
    public func simulateMove(from: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
        let destination = tableDelegate?.tableView(
            self, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: proposed) ?? proposed
        storedDataSource?.tableView(self, moveRowAt: from, to: destination)
        setNeedsReload()
        return destination
    }

    // MARK: Scrolling

    /// `scrollToRow(at:at:animated:)`: moves so the row sits at `position` inside the adjusted
    /// insets (clamped to the content), correcting once after layout when estimates were wrong.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        if let interposer,
           interposer.tableView(self, scrollToRowAtClientPath: indexPath, at: position, animated: animated) { return }
        let path = virtualPath(forClientPath: indexPath)
        passingThrough { scrollToVirtualRow(path, at: position, animated: animated) }
    }

    func scrollToVirtualRow(_ path: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let rect = rowRect(section: path.section, row: path.row) else {
            record(.invalidIndexPath, "attempt to scroll to invalid index path: \(path)", path)
            return
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: offset(showing: rect, at: position)), animated: animated)
        if !animated {
            layoutIfNeeded()
            if let settled = rowRect(section: path.section, row: path.row) {
                let corrected = offset(showing: settled, at: position)
                if corrected != contentOffset.y { setContentOffset(CGPoint(x: contentOffset.x, y: corrected), animated: false) }
            }
        }
    }

    private func offset(showing rect: CGRect, at position: ScrollPosition) -> CGFloat {
        let insets = adjustedContentInset
        let visibleTop = contentOffset.y + insets.top
        let visibleLength = max(0, viewportSize.height - insets.top - insets.bottom)
        var target: CGFloat
        switch position {
        case .top: target = rect.minY - insets.top
        case .middle: target = rect.midY - insets.top - visibleLength / 2
        case .bottom: target = rect.maxY - insets.top - visibleLength
        case .none:
            if rect.minY < visibleTop {
                target = rect.minY - insets.top
            } else if rect.maxY > visibleTop + visibleLength {
                target = rect.maxY - insets.top - visibleLength
            } else {
                target = contentOffset.y
            }
        }
        return min(max(target, minimumOffset.y), maximumOffset.y)
    }

    // MARK: Translation hooks

    private func virtualPath(forClientPath path: IndexPath) -> IndexPath {
        interposer?.tableView(self, virtualPathForClientPath: path) ?? path
    }

    private func clientPath(forVirtualPath path: IndexPath) -> IndexPath {
        interposer?.tableView(self, clientPathForVirtualPath: path) ?? path
    }

    private func passingThrough<Result>(_ body: () -> Result) -> Result {
        guard let interposer else { return body() }
        return interposer.tableView(self, passingThrough: body)
    }

    // MARK: Index arithmetic

    /// Header element of `section`; its rows follow, then its footer.
    private func headerElement(_ section: Int) -> Int { rowStarts[section] + 2 * section }
    private func footerElement(_ section: Int) -> Int { rowStarts[section] + rowCounts[section] + 2 * section + 1 }
    private func element(ofOrdinal ordinal: Int, section: Int) -> Int { ordinal + 2 * section + 1 }

    private func ordinal(section: Int, row: Int) -> Int? {
        guard section >= 0, section < rowCounts.count, row >= 0, row < rowCounts[section] else { return nil }
        return rowStarts[section] + row
    }

    private func path(ofOrdinal ordinal: Int) -> IndexPath {
        let section = section(ofOrdinal: ordinal)
        return IndexPath(row: ordinal - rowStarts[section], section: section)
    }

    /// The section holding a row ordinal in `0..<totalRows` (the last of equal starts: empty
    /// sections before it share its start).
    private func section(ofOrdinal ordinal: Int) -> Int {
        var low = 0
        var high = rowStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowStarts[mid] <= ordinal { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The section an element belongs to.
    private func section(ofElement element: Int) -> Int {
        var low = 0
        var high = rowStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if headerElement(mid) <= element { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The row an element is, or nil for a header or footer.
    private func rowLocation(ofElement element: Int) -> (Int, Int)? {
        guard !rowStarts.isEmpty else { return nil }
        let section = section(ofElement: element)
        let row = element - headerElement(section) - 1
        return row >= 0 && row < rowCounts[section] ? (section, row) : nil
    }

    /// The first row ordinal at or after an element, which is also how many rows lie before it
    /// (`totalRows` past the end).
    private func ordinal(atOrAfterElement element: Int) -> Int {
        guard element < lengths.count, !rowStarts.isEmpty else { return totalRows }
        let section = section(ofElement: element)
        let row = element - headerElement(section) - 1
        return rowStarts[section] + min(max(0, row), rowCounts[section])
    }

    private func record(_ kind: HostTableViewAssertion.Kind, _ message: String, _ path: IndexPath?) {
        assertionFailures.append(HostTableViewAssertion(kind: kind, message: message, indexPath: path))
    }
}
