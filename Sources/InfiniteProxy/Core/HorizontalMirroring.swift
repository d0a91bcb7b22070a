import Foundation

/// How a collection layout shows a right-to-left interface, UIKit's rule as the library knows it
/// (`Docs/HostFidelity.md`, "Right to left"):
///
/// - `.none`: left to right, or a layout that does not react to the direction (a custom layout
///   that does not flip): item 0 at content x = 0, reading order = increasing x.
/// - `.rendered`: the layout flips (`flipsHorizontallyInOppositeLayoutDirection` true and the
///   effective direction differs from its `developmentLayoutDirection`; a compositional layout
///   always): the view is *drawn* mirrored while frames, `contentOffset` and velocities stay in the
///   layout's own left-to-right coordinates. Nothing to convert: larger x is further in reading
///   order, so next, previous and auto-scroll already go in reading direction on screen.
/// - `.coordinates`: a flow layout that does not flip, in a right-to-left view, lays its items
///   out from the right itself: item 0 at the content's right end, `x' = contentWidth - maxX`.
///   Reading order runs towards smaller x; the list controller reads such a view through
///   ``ReadingMirror``.
///
/// ```swift
/// HorizontalMirroring(direction: .rightToLeft, layoutFlips: false, developmentDirection: .leftToRight,
///                     isFlowLayout: true)                     // .coordinates
/// HorizontalMirroring(direction: .rightToLeft, layoutFlips: true, developmentDirection: .leftToRight,
///                     isFlowLayout: true)                     // .rendered
/// ```
///
/// - Complexity: O(1).
package enum HorizontalMirroring: Sendable, Hashable {
    case none
    case rendered
    case coordinates

    /// The mode for a view laid out in `direction` by a layout with these properties.
    ///
    /// - Parameters:
    ///   - direction: the view's `effectiveUserInterfaceLayoutDirection`.
    ///   - layoutFlips: the layout's `flipsHorizontallyInOppositeLayoutDirection` (true for a
    ///     compositional layout, which mirrors itself).
    ///   - developmentDirection: the layout's `developmentLayoutDirection`.
    ///   - isFlowLayout: a `UICollectionViewFlowLayout` (it reverses its own lines when not flipped).
    package init(direction: InfiniteLayoutDirection, layoutFlips: Bool,
                 developmentDirection: InfiniteLayoutDirection, isFlowLayout: Bool) {
        if layoutFlips, direction != developmentDirection {
            self = .rendered
        } else if direction == .rightToLeft, isFlowLayout {
            self = .coordinates
        } else {
            self = .none
        }
    }
}

/// The conversion between a view's content coordinates and reading coordinates along a
/// horizontal axis: reading position 0 is the content's leading (right) end when the layout
/// mirrors its coordinates (``HorizontalMirroring/coordinates``), the identity otherwise. Its own
/// inverse.
///
/// ```swift
/// let mirror = ReadingMirror(isMirrored: true, contentWidth: 1000, boundsWidth: 300)
/// mirror.offset(700)          // 0: the view shows the content's right end, reading start
/// mirror.position(990)        // 10
/// mirror.span(minX: 900, maxX: 1000)   // (0, 100): item 0's reading edges
/// ```
///
/// - Complexity: O(1).
package struct ReadingMirror: Sendable, Equatable {
    /// Whether positions are mirrored (else every function is the identity).
    package var isMirrored: Bool
    /// `contentSize.width`.
    package var contentWidth: CGFloat
    /// `bounds.width`.
    package var boundsWidth: CGFloat

    package init(isMirrored: Bool, contentWidth: CGFloat, boundsWidth: CGFloat) {
        self.isMirrored = isMirrored
        self.contentWidth = contentWidth
        self.boundsWidth = boundsWidth
    }

    /// The identity.
    package static let identity = ReadingMirror(isMirrored: false, contentWidth: 0, boundsWidth: 0)

    /// A `contentOffset.x` in the other space: `contentWidth - boundsWidth - x`.
    package func offset(_ x: CGFloat) -> CGFloat { isMirrored ? contentWidth - boundsWidth - x : x }

    /// A point's x in the other space: `contentWidth - x`.
    package func position(_ x: CGFloat) -> CGFloat { isMirrored ? contentWidth - x : x }

    /// A velocity along x in the other space (its sign flips).
    package func velocity(_ v: CGFloat) -> CGFloat { isMirrored ? -v : v }

    /// A frame's horizontal edges in the other space: its leading edge is the old trailing one.
    package func span(minX: CGFloat, maxX: CGFloat) -> (minX: CGFloat, maxX: CGFloat) {
        isMirrored ? (contentWidth - maxX, contentWidth - minX) : (minX, maxX)
    }

    /// A rectangle in the other space.
    package func rect(_ rect: CGRect) -> CGRect {
        guard isMirrored else { return rect }
        var mirrored = rect
        mirrored.origin.x = contentWidth - rect.maxX
        return mirrored
    }
}
