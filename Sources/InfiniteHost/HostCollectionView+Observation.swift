import Foundation
import InfiniteProxy

/// Observation (KVO stand-ins): bounds size, content size, window.
extension HostCollectionView {
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
}
