import Foundation
import InfiniteProxy

/// Layout: display passes, self-sizing corrections, willDisplay/didEndDisplaying, prefetching.
extension HostCollectionView {
    // MARK: Layout

    /// Whether a layout pass is running (recentering waits for it to end).
    package var isLayingOut: Bool { isInLayoutPass }

    /// Reads counts if data was reloaded and prepares the layout if it was invalidated, without
    /// displaying cells (what `layoutAttributesForItem(at:)` does in UIKit).
    package func prepareLayoutIfNeeded() {
        if needsReloadData {
            needsReloadData = false
            readCounts()
            tearDownForReload()
            collectionViewLayout.invalidateLayout()
        }
        if collectionViewLayout.needsPreparation {
            collectionViewLayout.prepareIfNeeded()
            contentSize = collectionViewLayout.collectionViewContentSize
            for observer in contentSizeObservers.sorted(by: { $0.key < $1.key }) { observer.value() }
        }
    }

    /// After a reload the counts are new; the displayed views leave the display now and end it
    /// at the next display pass (UIKit's order, C10: counts first, then `didEndDisplaying` with the
    /// old paths, then the new cells).
    func tearDownForReload() {
        cellsEndingAfterReload.append(contentsOf: displayedCells.sorted(by: { $0.key < $1.key }))
        displayedCells.removeAll()
        supplementaryEndingAfterReload.append(
            contentsOf: displayedSupplementary.sorted(by: { $0.key.indexPath < $1.key.indexPath }))
        displayedSupplementary.removeAll()
        selected.removeAll()
        prefetched.removeAll()
    }

    /// Ends the display of what was on screen when the data was reloaded.
    func endDisplayingAfterReload() {
        guard !cellsEndingAfterReload.isEmpty || !supplementaryEndingAfterReload.isEmpty else { return }
        let cells = cellsEndingAfterReload
        let views = supplementaryEndingAfterReload
        cellsEndingAfterReload.removeAll()
        supplementaryEndingAfterReload.removeAll()
        for (path, cell) in cells { endDisplaying(cell, at: path) }
        for (key, view) in views { endDisplayingSupplementary(view, key: key) }
    }


    var mainOffset: CGFloat { axis == .vertical ? contentOffset.y : contentOffset.x }
    var mainLength: CGFloat { axis == .vertical ? viewportSize.height : viewportSize.width }

    func displayPass() {
        endDisplayingAfterReload()
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
                guard let dataSource = storedDataSource else { return nil }
                return dataSource.collectionView(self, cellForItemAt: path)
            }
            guard let cell else { continue }
            cell.layoutIndexPath = path
            cell.isSelected = selected.contains(path)
            cell.isHighlighted = highlighted == path
            displayedCells[path] = cell
            awaitingWillDisplay.insert(path)
            if layout.isSelfSizing, let fitting = cell.fittingSize { corrections.append((path, fitting)) }
        }
        for key in supplementaryOrder where displayedSupplementary[key] == nil {
            let view = request(kind: key.kind, at: key.indexPath) { () -> HostCollectionReusableView? in
                storedDataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
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
    func applySelfSizing(_ corrections: [(IndexPath, CGSize)]) {
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

    func announceWillDisplay() {
        let delegate = storedDelegate as? HostCollectionViewDelegate
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

    func endDisplaying(_ cell: HostCollectionViewCell, at path: IndexPath) {
        if awaitingWillDisplay.remove(path) == nil {
            (storedDelegate as? HostCollectionViewDelegate)?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
        enqueue(cell, kind: Self.elementKindCell)
    }

    func endDisplayingSupplementary(_ view: HostCollectionReusableView, key: SupplementaryKey) {
        if awaitingWillDisplaySupplementary.remove(key) == nil {
            (storedDelegate as? HostCollectionViewDelegate)?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        enqueue(view, kind: key.kind)
    }

    func prefetchPass() {
        let main = mainOffset
        defer { lastPrefetchMain = main }
        guard isPrefetchingEnabled, let prefetcher = storedPrefetchDataSource else { return }
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
}
