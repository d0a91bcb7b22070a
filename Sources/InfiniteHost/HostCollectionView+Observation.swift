import Foundation
import InfiniteProxy

/// Observation (KVO stand-ins): bounds size and content size (window: ``HostScrollView/observeWindow(_:)``).
extension HostCollectionView {
    // MARK: Observation (KVO stand-ins)

    /// Calls `handler(old, new)` whenever the bounds size changes, before the layout is
    /// invalidated (KVO on `bounds` with `.prior`). Returns a token for ``removeObserver(_:)``.
    @discardableResult
    package func observeBoundsSize(_ handler: @escaping (_ old: CGSize, _ new: CGSize) -> Void) -> Int {
        lastObserverToken += 1
        sizeObservers[lastObserverToken] = handler
        return lastObserverToken
    }

    /// Calls `handler` after every layout preparation sets the content size (KVO on
    /// `contentSize`). Returns a token for ``removeObserver(_:)``.
    @discardableResult
    package func observeContentSize(_ handler: @escaping () -> Void) -> Int {
        lastObserverToken += 1
        contentSizeObservers[lastObserverToken] = handler
        return lastObserverToken
    }
}
