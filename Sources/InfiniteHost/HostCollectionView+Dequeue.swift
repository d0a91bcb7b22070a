import Foundation
import InfiniteProxy

/// Dequeuing, the reuse pool, and UIKit's (iOS 18) dequeue assertions.
extension HostCollectionView {
    // MARK: Dequeue

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a reused or new cell of the registered
    /// class. Dequeuing outside a request, for a path other than the one requested, or for an
    /// unregistered identifier records UIKit's assertion (and still returns a cell).
    package func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath,
                                     caller: CallerKind = .app) -> HostCollectionViewCell {
        let path = clientPath(indexPath, caller: caller)
        let cell: HostCollectionViewCell
        if let existing = activeRequest?.reconfiguring, activeRequest?.indexPath == path,
           existing.reuseIdentifier == identifier {
            cell = existing                          // reconfigureItems: the same cell, no prepareForReuse
        } else if let cellClass = cellClasses[identifier] {
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
    package func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath, caller: CallerKind = .app
    ) -> HostCollectionReusableView {
        let path = clientPath(indexPath, caller: caller)
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

    func makeView<View: HostCollectionReusableView>(_ type: View.Type) -> View {
        viewsCreated += 1
        let view = type.init()
        view.serial = viewsCreated
        return view
    }

    func dequeue(identifier: String) -> HostCollectionReusableView? {
        guard let view = reusePool[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    func poolKey(of view: HostCollectionReusableView, kind: String) -> String {
        (kind == Self.elementKindCell ? "cell" : kind) + "|" + (view.reuseIdentifier ?? "")
    }

    func enqueue(_ view: HostCollectionReusableView, kind: String) {
        view.layoutIndexPath = nil
        view.dequeuedFor = nil
        guard view.reuseIdentifier != nil else { return }
        reusePool[poolKey(of: view, kind: kind), default: []].append(view)
    }

    func noteDequeue(of view: HostCollectionReusableView, kind: String, path: IndexPath) {
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

    func record(_ kind: HostCollectionViewAssertion.Kind, _ path: IndexPath?, _ message: String) {
        assertionFailures.append(HostCollectionViewAssertion(kind: kind, message: message, indexPath: path))
    }

    /// Throws the first recorded assertion, as UIKit would have crashed there.
    package func throwIfAssertionFailed() throws {
        if let first = assertionFailures.first { throw first }
    }

    /// Asks the data source for a view for `kind` at `path` and checks it as UIKit does.
    func request<View: HostCollectionReusableView>(
        kind: String, at path: IndexPath, reconfiguring: HostCollectionViewCell? = nil, _ ask: () -> View?
    ) -> View? {
        requestNumber += 1
        let outer = activeRequest
        activeRequest = Request(kind: kind, indexPath: path, number: requestNumber, reconfiguring: reconfiguring)
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
}
