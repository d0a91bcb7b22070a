import Foundation

/// The circular-arc look: how far each row moves across the axis, from its distance to the
/// viewport's centre.
///
/// A row whose centre is `dy` from the viewport's centre lies on a circle of radius `R` whose
/// extreme point is at the viewport's centre, so it is displaced by the *sagitta*
/// `R − √(R² − dy²)` (a true circle — not `R·sin θ` sampled per index). Rows further than `R`
/// from the centre sit at the full `R`.
///
/// ```swift
/// let arc = ArcLayout(alignment: .left, radius: 600)
/// arc.crossAxisOffset(itemCenter: 500, viewportCenter: 500)   // 0     (centred row)
/// arc.crossAxisOffset(itemCenter: 800, viewportCenter: 500)   // 80.4  (300 pt away: curves right)
/// ArcLayout(alignment: .right, radius: 600)
///     .crossAxisOffset(itemCenter: 800, viewportCenter: 500)  // -80.4
/// ```
///
/// Every result is finite: non-finite or non-positive inputs give 0.
///
/// - Complexity: O(1), no allocation.
package struct ArcLayout: Sendable, Equatable {
    /// Which way the arc bulges.
    package var alignment: InfiniteContentAlignment
    /// The circle's radius in points.
    package var radius: CGFloat
    /// The view's layout direction, which `.leading` and `.trailing` resolve against.
    package var layoutDirection: InfiniteLayoutDirection

    /// Creates an arc.
    package init(alignment: InfiniteContentAlignment, radius: CGFloat, layoutDirection: InfiniteLayoutDirection = .leftToRight) {
        self.alignment = alignment
        self.radius = radius
        self.layoutDirection = layoutDirection
    }

    /// 1 when the arc bulges left (offsets point right), -1 when it bulges right, 0 without arc.
    private var sign: CGFloat {
        switch alignment.physicalSide(in: layoutDirection) {
        case .left: 1
        case .right: -1
        case .none, .leading, .trailing: 0
        }
    }

    /// The default radius for a viewport: rows at the top and bottom edges of the visible region
    /// sit a third of the width in from the centred row, so the arc reads as a circle without
    /// pushing rows off screen.
    ///
    /// With half the visible height `h` and a third of the width `w`, the circle through the
    /// centre and `(w, h)` has `R = (h² + w²) / 2w`.
    ///
    /// ```swift
    /// ArcLayout.defaultRadius(visibleLength: 750, crossLength: 390)   // ≈ 605.9
    /// ```
    ///
    /// Returns 0 (no arc) for sizes that are not finite and positive, or whose radius overflows.
    ///
    /// - Parameters:
    ///   - visibleLength: the visible length along the scrolling axis (insets removed).
    ///   - crossLength: the view's length across it (the table's width).
    /// - Complexity: O(1).
    package static func defaultRadius(visibleLength: CGFloat, crossLength: CGFloat) -> CGFloat {
        guard visibleLength.isFinite, crossLength.isFinite, visibleLength > 0, crossLength > 0 else {
            return 0
        }
        let half = visibleLength / 2
        let sag = crossLength / 3
        let radius = (half * half + sag * sag) / (2 * sag)
        // Absurd sizes (1e300 pt) overflow; 0 means "no arc" to crossAxisOffset.
        return radius.isFinite ? radius : 0
    }

    /// How far an item moves across the axis (positive: right), from its centre's position along
    /// the axis and the viewport centre's (both in content coordinates, inset-aware).
    ///
    /// - Complexity: O(1).
    package func crossAxisOffset(itemCenter: CGFloat, viewportCenter: CGFloat) -> CGFloat {
        let sign = self.sign
        guard sign != 0 else { return 0 }
        guard radius.isFinite, radius > 0, itemCenter.isFinite, viewportCenter.isFinite else { return 0 }
        let distance = abs(itemCenter - viewportCenter)
        guard distance < radius else { return sign * radius }
        // R − √(R² − d²) written as R · t² / (1 + √(1 − t²)) with t = d / R ≤ 1: no
        // cancellation near the centre, and no overflow for radii beyond 1e154 (R² would be
        // infinite and the offset NaN).
        let t = distance / radius
        let root = ((1 - t) * (1 + t)).squareRoot()
        return sign * radius * (t * t / (1 + root))
    }
}

extension ArcLayout {
    /// ``ArcLayout/crossAxisOffset(itemCenter:viewportCenter:)`` for the rows of one pass around
    /// one viewport centre: what does not depend on the row (the direction, the radius's and the
    /// centre's checks) is settled once, and each row costs its own arithmetic only. Every offset
    /// is bit for bit the one `crossAxisOffset` gives.
    ///
    /// ```swift
    /// let offsets = ArcLayout(alignment: .left, radius: 600).offsets(around: 500)
    /// offsets.offset(itemCenter: 800)   // 80.4, as crossAxisOffset(itemCenter: 800, viewportCenter: 500)
    /// ```
    ///
    /// - Complexity: O(1) to make and per row; no allocation.
    package struct Offsets {
        /// 1 (`.left`), -1 (`.right`); 0 when every offset is 0.
        let sign: CGFloat
        let radius: CGFloat
        let viewportCenter: CGFloat

        /// The offset of an item whose centre is at `itemCenter` along the axis.
        @inline(__always)
        package func offset(itemCenter: CGFloat) -> CGFloat {
            guard sign != 0, itemCenter.isFinite else { return 0 }
            let distance = abs(itemCenter - viewportCenter)
            guard distance < radius else { return sign * radius }
            let t = distance / radius
            let root = ((1 - t) * (1 + t)).squareRoot()
            return sign * radius * (t * t / (1 + root))
        }
    }

    /// The offsets of one pass around `viewportCenter` (see ``Offsets``).
    package func offsets(around viewportCenter: CGFloat) -> Offsets {
        let valid = radius.isFinite && radius > 0 && viewportCenter.isFinite
        return Offsets(sign: valid ? sign : 0, radius: radius, viewportCenter: viewportCenter)
    }
}
