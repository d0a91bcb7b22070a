import Foundation

/// When and how far to jump so that an infinitely repeating axis never reaches its edge.
///
/// The content along one axis repeats with a *period* (the distance between an item and its twin
/// in the next copy). A *band* of positions centred on `bandCenter` is where the viewport's centre
/// may roam freely; once it leaves the band, the viewport is moved by a whole number of periods
/// back towards the centre. Because every jump is a whole multiple of the period, what is on
/// screen is identical before and after.
///
/// ```swift
/// // Rows of 44 pt, 10 rows per copy: period 440; band centred at 1320.
/// Recentering.jump(viewportCenter: 1320 + 300, bandCenter: 1320, period: 440)   // -440
/// Recentering.jump(viewportCenter: 1320 + 100, bandCenter: 1320, period: 440)   // 0
/// ```
///
/// The band is the half-open interval `[bandCenter − period/2 − hysteresis,
/// bandCenter + period/2 + hysteresis)`. With `hysteresis == 0` a jump always lands inside the band,
/// so two decisions can never trigger each other (the BBTableView "ping-pong" of its issue #5);
/// a positive hysteresis adds slack for layouts whose measured period is only an estimate.
///
/// - Complexity: O(1), no allocation.
package enum Recentering {
    /// The signed distance to add to the offset: `−k · period` for the whole `k` that brings the
    /// viewport centre back inside the band, or 0 when it is inside already.
    ///
    /// Returns 0 for any non-finite input, a period that is not positive, or a negative hysteresis
    /// (a layout that cannot be measured simply does not jump), and when whole periods cannot put
    /// the centre back inside the band in floating point (distances near 1e19 pt with short
    /// periods): a jump never lands outside the band.
    ///
    /// - Parameters:
    ///   - viewportCenter: the centre of the visible region along the axis, in content coordinates
    ///     (offset + leading adjusted inset + visible length / 2).
    ///   - bandCenter: the centre of the region the viewport centre is kept in.
    ///   - period: the distance of one jump unit (an item to its twin).
    ///   - hysteresis: extra slack on each side of the band before a jump happens.
    /// - Complexity: O(1).
    @inlinable
    package static func jump(
        viewportCenter: CGFloat,
        bandCenter: CGFloat,
        period: CGFloat,
        hysteresis: CGFloat = 0
    ) -> CGFloat {
        let periods = jumpPeriods(
            viewportCenter: viewportCenter, bandCenter: bandCenter,
            period: period, hysteresis: hysteresis)
        return periods == 0 ? 0 : -CGFloat(periods) * period
    }

    /// How many whole periods the viewport centre sits away from the band (positive: past the
    /// trailing side, so the jump goes backwards), or 0 when it is inside the band.
    ///
    /// ```swift
    /// Recentering.jumpPeriods(viewportCenter: 2000, bandCenter: 1000, period: 400)  // 3 → jump −1200
    /// ```
    ///
    /// - Complexity: O(1).
    @inlinable
    package static func jumpPeriods(
        viewportCenter: CGFloat,
        bandCenter: CGFloat,
        period: CGFloat,
        hysteresis: CGFloat = 0
    ) -> Int {
        guard viewportCenter.isFinite, bandCenter.isFinite, period.isFinite, hysteresis.isFinite,
              period > 0, hysteresis >= 0 else { return 0 }
        let distance = viewportCenter - bandCenter
        let halfBand = period / 2 + hysteresis
        if distance >= -halfBand && distance < halfBand { return 0 }
        // Whole periods back to the centre; landing within half a period of it.
        let periods = (distance / period).rounded(.toNearestOrAwayFromZero)
        guard periods.magnitude < CGFloat(Int.max / 2) else { return 0 }
        let whole = Int(periods)
        // `rounded` lands in [−period/2, period/2]; the half-open band excludes +period/2, so a
        // distance of exactly +period/2 (or its float neighbours) is pushed one period further.
        let result = distance - CGFloat(whole) * period >= period / 2 ? whole + 1 : whole
        // Far from the band (1e19 pt with a 44 pt period) whole periods are no longer exact in
        // floating point, and the landing could miss the band: no jump then (documented).
        // Measured as the next decision will measure it, from the moved centre.
        let landing = (viewportCenter - CGFloat(result) * period) - bandCenter
        guard landing >= -halfBand && landing < halfBand else { return 0 }
        return result
    }
}
