import Foundation
import InfiniteProxy
import InfiniteHostTesting

/// A long 2-D session on the core's tile grid (`TileGridLayout`): flings in random
/// directions with UIKit-style deceleration, a layout on every moving frame, the jump applied
/// through the offset as the glue does.
///
/// Besides the grid's own figures (peak live tiles, jumps, frames that change tiles, edge hits,
/// drift) it runs, on the same content size, the *recenter-at-rest* rule some tile grids use:
/// the offset moves freely during a fling and is brought back by whole periods only once the
/// scroll stops. ``restRuleEdgeFlings`` the flings that ran into it.
///
/// ```swift
/// var session = GridFlingSession(seed: 1)
/// session.run(simulatedSeconds: 600)
/// session.edgeHits            // 0
/// session.peakLiveTiles       // ≤ (columns + 2) × (rows + 2)
/// ```
///
/// - Complexity: O(frames) plus O(live tiles) on frames whose visible tiles change.
package struct GridFlingSession {
    /// UIKit's normal deceleration rate, per millisecond.
    package static let decelerationRate: CGFloat = 0.998
    /// Below this speed (pt/s) a fling is over.
    package static let stopSpeed: CGFloat = 8
    /// One frame at 60 Hz.
    package static let frameDuration: Double = 1.0 / 60

    /// The controller under test.
    package private(set) var grid: TileGridLayout
    /// The bounds size (390×844).
    package let size: CGSize
    /// The scroll view's offset, as the glue keeps it.
    package private(set) var offset: CGPoint = .zero
    /// Frames laid out while moving.
    package private(set) var frames = 0
    /// Flings released.
    package private(set) var flings = 0
    /// Frames whose layout added or removed tiles.
    package private(set) var tileChangeFrames = 0
    /// Tiles placed over the session.
    package private(set) var tilesAdded = 0
    /// The most tiles alive at once.
    package private(set) var peakLiveTiles = 0
    /// The highest slot index ever used plus one (slots are reused).
    package private(set) var peakSlots = 0
    /// Frames whose bounds reached past the content (must stay 0).
    package private(set) var edgeHits = 0
    /// Flings that, under recentering only at rest, would have run into the content's edge
    /// (a scroll view stops there: the "infinite" grid visibly ends).
    package private(set) var restRuleEdgeFlings = 0
    /// The largest distance, in points, between the tile under the visible centre and where the
    /// distance scrolled says it should be.
    package private(set) var maximumDrift: CGFloat = 0
    /// Simulated seconds.
    package private(set) var simulatedSeconds: Double = 0
    /// Everything the layouts returned, folded (pass it to `blackHole`).
    package private(set) var checksum = 0

    private var random: SplitMix64
    private var travelled: CGPoint = .zero
    private var startAnchor: CGPoint = .zero
    private var restOffset: CGPoint = .zero
    private var restRuleHitEdgeThisFling = false

    /// A session on `tileSize` tiles in a 390×844 viewport.
    package init(tileSize: CGSize = CGSize(width: 100, height: 100), seed: UInt64) {
        grid = TileGridLayout(tileSize: tileSize)
        size = CGSize(width: 390, height: 844)
        random = SplitMix64(seed: seed)
        let first = grid.layout(GridViewport(contentOffset: .zero, size: size))
        offset = first.contentOffset ?? .zero
        restOffset = offset
        startAnchor = continuousPosition()
        _ = grid.layout(GridViewport(contentOffset: offset, size: size))
    }

    /// Runs flings until `simulatedSeconds` of session time have passed.
    package mutating func run(simulatedSeconds limit: Double) {
        let rate = Self.decelerationRate
        let decay = pow(rate, CGFloat(Self.frameDuration * 1000))
        let travelPerSpeed = (decay - 1) / (1000 * log(rate))
        while simulatedSeconds < limit {
            flings += 1
            let angle = CGFloat(Int.random(in: 0..<360, using: &random)) * .pi / 180
            let speed = CGFloat(Int.random(in: 300...12_000, using: &random))
            var velocity = CGPoint(x: speed * cos(angle), y: speed * sin(angle))
            restRuleHitEdgeThisFling = false
            while max(velocity.x.magnitude, velocity.y.magnitude) >= Self.stopSpeed && simulatedSeconds < limit {
                step(by: CGPoint(x: velocity.x * travelPerSpeed, y: velocity.y * travelPerSpeed))
                velocity.x *= decay
                velocity.y *= decay
                simulatedSeconds += Self.frameDuration
            }
            if restRuleHitEdgeThisFling { restRuleEdgeFlings += 1 }
            recenterRestRule()
            simulatedSeconds += Double(Int.random(in: 6...120, using: &random)) * Self.frameDuration
        }
    }

    /// One frame that moves the offset by `distance` (the glue's `scrollViewDidScroll` →
    /// `layout`, the jump applied through the offset).
    ///
    /// - Complexity: O(1), or O(live tiles) when the visible tiles change.
    package mutating func step(by distance: CGPoint) {
        travelled.x += distance.x
        travelled.y += distance.y
        offset.x += distance.x
        offset.y += distance.y
        restOffset.x += distance.x
        restOffset.y += distance.y
        layOut()
        checkRestRule()
    }

    private mutating func layOut() {
        frames += 1
        let update = grid.layout(GridViewport(contentOffset: offset, size: size))
        if let newOffset = update.contentOffset { offset = newOffset }
        if !update.added.isEmpty || !update.removed.isEmpty {
            tileChangeFrames += 1
            tilesAdded += update.added.count
            for tile in update.added { peakSlots = max(peakSlots, tile.slot + 1) }
        }
        checksum &+= update.added.count &+ update.removed.count
        peakLiveTiles = max(peakLiveTiles, grid.slots.count)
        let content = grid.contentSize
        if offset.x < 0 || offset.y < 0 || offset.x + size.width > content.width || offset.y + size.height > content.height {
            edgeHits += 1
        }
        let position = continuousPosition()
        let driftX = (position.x - startAnchor.x - travelled.x).magnitude
        let driftY = (position.y - startAnchor.y - travelled.y).magnitude
        maximumDrift = max(maximumDrift, driftX, driftY)
    }

    /// The visible centre in points from tile (0, 0)'s corner, whatever the origin.
    private func continuousPosition() -> CGPoint {
        let center = CGPoint(x: offset.x + size.width / 2, y: offset.y + size.height / 2)
        guard let anchor = grid.anchor(at: center) else { return .zero }
        let tile = grid.tileSize
        return CGPoint(x: (CGFloat(anchor.coordinate.x) + anchor.fraction.x) * tile.width,
                       y: (CGFloat(anchor.coordinate.y) + anchor.fraction.y) * tile.height)
    }

    private mutating func checkRestRule() {
        let content = grid.contentSize
        let clamped = CGPoint(x: min(max(restOffset.x, 0), content.width - size.width),
                              y: min(max(restOffset.y, 0), content.height - size.height))
        if clamped != restOffset {
            restRuleHitEdgeThisFling = true
            restOffset = clamped
        }
    }

    private mutating func recenterRestRule() {
        guard let horizontal = grid.horizontalSpan, let vertical = grid.verticalSpan else { return }
        let periodsX = horizontal.jumpPeriods(boundsCenter: restOffset.x + size.width / 2)
        let periodsY = vertical.jumpPeriods(boundsCenter: restOffset.y + size.height / 2)
        restOffset.x -= CGFloat(periodsX) * horizontal.period
        restOffset.y -= CGFloat(periodsY) * vertical.period
    }
}
