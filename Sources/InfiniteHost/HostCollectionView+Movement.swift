import Foundation
import InfiniteProxy

/// Movement accounting: user movement versus adjustments.
extension HostCollectionView {
    // MARK: Movement accounting

    /// Moves the offset (keeping momentum, as the `contentOffset` property does) and counts the
    /// change as an adjustment rather than user movement: recentering, restores, self-sizing.
    package func adjustContentOffset(_ offset: CGPoint) {
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


    func flushMovement() {
        let offset = contentOffset
        pendingMovement.x += offset.x - accountedOffset.x
        pendingMovement.y += offset.y - accountedOffset.y
        accountedOffset = offset
    }

    /// The user movement and the adjustments since the last call (then both restart from zero).
    package func takeFrameMovement() -> (moved: CGPoint, adjusted: CGPoint) {
        flushMovement()
        defer { pendingMovement = .zero; pendingAdjustment = .zero }
        return (pendingMovement, pendingAdjustment)
    }
}
