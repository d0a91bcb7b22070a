import Foundation
import InfiniteHost
import InfiniteProxy

/// One thing on screen in a storyboard frame: a row, an item, a tile or a page.
///
/// Paths are plain integer lists so that every kind of view fits: `[section, row]` for tables
/// and collections, `[x, y]` for grid tiles, `[page]` for pagers and ribbons.
///
/// ```swift
/// let row = StoryboardItem(source: [0, 5], virtual: [0, 25],
///                          frame: CGRect(x: 12.5, y: 1_200, width: 390, height: 44))
/// row.label      // "5" — the client's row, as the storyboard prints it
/// ```
package struct StoryboardItem: Sendable, Hashable {
    /// The client's path (the data it shows).
    package var source: [Int]
    /// The path the (host) view laid it out at: copies and padding included.
    package var virtual: [Int]
    /// Its frame in content coordinates, after any arc offset.
    package var frame: CGRect
    /// The text drawn on it; nil draws ``defaultLabel``.
    package var customLabel: String?

    /// Creates an item.
    package init(source: [Int], virtual: [Int], frame: CGRect, label: String? = nil) {
        self.source = source
        self.virtual = virtual
        self.frame = frame
        self.customLabel = label
    }

    /// Creates an item from a host list's visible item.
    package init(_ item: HostVisibleItem, label: String? = nil) {
        self.init(
            source: [item.source.section, item.source.item],
            virtual: [item.virtual.section, item.virtual.item],
            frame: item.frame, label: label)
    }

    /// The text drawn on the item.
    package var label: String { customLabel ?? defaultLabel }

    /// `row` for section 0, `section·row` otherwise; `x,y` for grid tiles is set by the scenario.
    package var defaultLabel: String {
        switch source.count {
        case 0: return "?"
        case 1: return "\(source[0])"
        default:
            if source.count == 2, source[0] == 0 { return "\(source[1])" }
            return source.map(String.init).joined(separator: "·")
        }
    }
}

/// What one frame of a scripted session looked like.
///
/// `offset`, `moved` and `jump` are points (both axes); along the scenario's axis
/// `offset = previous offset + moved + jump`.
package struct StoryboardFrame: Sendable, Equatable {
    /// The frame's number (0 is the state before the first step).
    package var frame: Int
    /// Simulated seconds since the session started.
    package var time: TimeInterval
    /// The content offset after the frame.
    package var offset: CGPoint
    /// What drag or deceleration moved the offset this frame.
    package var moved: CGPoint
    /// What recentering added this frame (zero if none).
    package var jump: CGPoint
    /// The bounds size.
    package var viewportSize: CGSize
    /// The content size.
    package var contentSize: CGSize
    /// Whether the content reached an edge this frame (a bounce the user would see).
    package var edgeHit: Bool
    /// Cells, tiles or pages alive after the frame.
    package var liveCells: Int
    /// The items on screen.
    package var visible: [StoryboardItem]
    /// What the script did at this frame ("fling ↓ 4 000 pt/s"), if anything.
    package var event: String?
    /// Section headers and footers on screen: drawn, but not part of `visible` (nor of the JSON).
    package var supplementary: [StoryboardItem] = []

    /// Creates a frame.
    package init(
        frame: Int, time: TimeInterval, offset: CGPoint, moved: CGPoint = .zero, jump: CGPoint = .zero,
        viewportSize: CGSize, contentSize: CGSize, edgeHit: Bool = false, liveCells: Int,
        visible: [StoryboardItem], event: String? = nil, supplementary: [StoryboardItem] = []
    ) {
        self.frame = frame
        self.time = time
        self.offset = offset
        self.moved = moved
        self.jump = jump
        self.viewportSize = viewportSize
        self.contentSize = contentSize
        self.edgeHit = edgeHit
        self.liveCells = liveCells
        self.visible = visible
        self.event = event
        self.supplementary = supplementary
    }

    /// Whether recentering moved the offset this frame.
    package var didJump: Bool { jump != .zero }
}

extension CGPoint {
    /// The component along `axis`.
    @inlinable
    func along(_ axis: InfiniteAxis) -> CGFloat { axis == .vertical ? y : x }
}

extension CGSize {
    /// The length along `axis`.
    @inlinable
    func along(_ axis: InfiniteAxis) -> CGFloat { axis == .vertical ? height : width }
}
