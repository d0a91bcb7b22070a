import Foundation

/// The scrollable length along one axis of a tiled view, and the band its viewport roams in.
///
/// A tiled view keeps its content a few viewports long. The centre of the scroll view's bounds
/// may roam ``period`` wide (plus ``hysteresis`` on each side) around the middle of the content;
/// when it leaves, the view jumps by whole periods (``Recentering/jumpPeriods(viewportCenter:bandCenter:period:hysteresis:)``)
/// and moves its tiles' origin by the same whole number of tiles, so nothing on screen changes.
/// Beyond the band there is a ``margin`` of content on each side: the distance one frame of
/// scrolling may move without reaching an edge.
///
/// ```swift
/// let span = RecenteringSpan.uniform(tileLength: 100, boundsLength: 390)!
/// span.period           // 400 — four whole tiles
/// span.margin           // 512
/// span.contentLength    // 1 814 = 400 + 390 + 2 × 512
/// span.jumpPeriods(boundsCenter: span.bandCenter + 250)    // 1: jump back 400 points
/// ```
///
/// - Complexity: O(1).
package struct RecenteringSpan: Sendable, Equatable {
    /// The scrollable content length.
    package var contentLength: CGFloat
    /// One jump's length.
    package var period: CGFloat
    /// Slack on each side of the band before a jump.
    package var hysteresis: CGFloat
    /// Content beyond the band on each side, past the bounds' edge.
    package var margin: CGFloat
    /// Whole tiles in one ``period`` (uniform tiles), or 0 when tiles vary in length.
    package var tilesPerPeriod: Int

    /// Creates a span from its parts.
    package init(contentLength: CGFloat, period: CGFloat, hysteresis: CGFloat, margin: CGFloat, tilesPerPeriod: Int) {
        self.contentLength = contentLength
        self.period = period
        self.hysteresis = hysteresis
        self.margin = margin
        self.tilesPerPeriod = tilesPerPeriod
    }

    /// The smallest ``margin``: at 60 frames a second a fling must pass 30 000 points a second to
    /// cross it in one frame, and viewports at least this long raise it to their own length.
    package static let minimumMargin: CGFloat = 512

    /// The longest content a span will use (2²⁴ points). Longer content would lose sub-point
    /// precision in `Float` rendering paths; tiles that need more are rejected.
    package static let maximumContentLength: CGFloat = 16_777_216

    /// Where the band is centred: the middle of the content.
    @inlinable
    package var bandCenter: CGFloat { contentLength / 2 }

    /// The offset that centres bounds of `boundsLength` on the band.
    @inlinable
    package func centeredOffset(boundsLength: CGFloat) -> CGFloat { bandCenter - boundsLength / 2 }

    /// Whole periods the bounds' centre is past the band (positive: past the far side, so the
    /// offset must go back by that many periods), 0 inside it.
    ///
    /// - Complexity: O(1).
    @inlinable
    package func jumpPeriods(boundsCenter: CGFloat) -> Int {
        Recentering.jumpPeriods(
            viewportCenter: boundsCenter, bandCenter: bandCenter, period: period, hysteresis: hysteresis)
    }

    /// The span for tiles of one length: a period of `⌈bounds/tile⌉` whole tiles (at least one),
    /// no hysteresis (a jump always lands inside the band), a margin of
    /// `max(bounds, tile, minimumMargin)`.
    ///
    /// Returns nil for a tile length that is not positive and finite, a negative or non-finite
    /// bounds length, or content longer than ``maximumContentLength``.
    ///
    /// - Complexity: O(1).
    package static func uniform(tileLength: CGFloat, boundsLength: CGFloat) -> RecenteringSpan? {
        guard tileLength.isFinite, tileLength > 0, boundsLength.isFinite, boundsLength >= 0 else { return nil }
        let tiles = max(1, (boundsLength / tileLength).rounded(.up))
        guard tiles <= maximumContentLength else { return nil }
        let period = tiles * tileLength
        let margin = max(boundsLength, tileLength, minimumMargin)
        let length = period + boundsLength + 2 * margin
        guard length <= maximumContentLength else { return nil }
        return RecenteringSpan(
            contentLength: length, period: period, hysteresis: 0, margin: margin, tilesPerPeriod: Int(tiles))
    }

    /// The span for tiles of different lengths, the longest `largestTileLength`.
    ///
    /// A jump moves by whole tiles, so it can only approximate a multiple of ``period``: it lands
    /// within half the longest tile of where a whole-period jump would. A ``hysteresis`` of the
    /// longest tile absorbs that, so a jump never triggers another.
    ///
    /// ```swift
    /// let span = RecenteringSpan.varying(largestTileLength: 300, boundsLength: 390)!
    /// span.period          // 390
    /// span.hysteresis      // 300
    /// span.contentLength   // 390 + 600 + 390 + 2 × 512 = 2 404
    /// ```
    ///
    /// Returns nil for unusable input or content longer than ``maximumContentLength``.
    ///
    /// - Complexity: O(1).
    package static func varying(largestTileLength: CGFloat, boundsLength: CGFloat) -> RecenteringSpan? {
        guard largestTileLength.isFinite, largestTileLength > 0, boundsLength.isFinite, boundsLength >= 0 else {
            return nil
        }
        let period = max(boundsLength, largestTileLength)
        let hysteresis = largestTileLength
        let margin = max(boundsLength, largestTileLength, minimumMargin)
        let length = period + 2 * hysteresis + boundsLength + 2 * margin
        guard length <= maximumContentLength else { return nil }
        return RecenteringSpan(
            contentLength: length, period: period, hysteresis: hysteresis, margin: margin, tilesPerPeriod: 0)
    }
}
