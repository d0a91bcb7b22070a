import Foundation

/// What a ``ListController`` is in the middle of: the re-entrancy guard its callbacks read before
/// acting. An option set, not an enum, because the phases nest: an offset assignment runs inside
/// a restore's layout pass, which runs with the hooks bypassed; a jump lays out while recentering.
///
/// ```swift
/// var phase = ListPhase()
/// let entered = phase.insert(.adjustingOffset).inserted
/// phase.blocksRecentering            // false: only layout, a jump, a scroll to an item or a drop block it
/// if entered { phase.remove(.adjustingOffset) }
/// phase.formUnion(.inLayout)         // set and cleared with plain bit operations on the frame path
/// phase.blocksRecentering            // true
/// ```
///
/// - Complexity: O(1) storage and per call.
struct ListPhase: OptionSet {
    let rawValue: UInt8

    /// The controller assigns the offset: the `scrollViewDidScroll` it causes is its own.
    static let adjustingOffset = ListPhase(rawValue: 1 << 0)
    /// Between the view's `willLayout` and `didLayout`, or inside a layout pass of the
    /// controller's own (a restore's).
    static let inLayout = ListPhase(rawValue: 1 << 1)
    /// A recentering jump (or the layout before one) runs.
    static let recentering = ListPhase(rawValue: 1 << 2)
    /// The view's own scroll to an item runs (it may correct itself after a layout).
    static let scrollingToItem = ListPhase(rawValue: 1 << 3)
    /// The view asks for counts: its layout must not be read.
    static let answeringCounts = ListPhase(rawValue: 1 << 4)
    /// The controller's (or the adapter's) own calls to hooked methods run: the hooks pass them on.
    static let bypassingHooks = ListPhase(rawValue: 1 << 5)
    /// A drop session is over the view (between `dropSessionDidEnter` and its exit or end): UIKit
    /// sends data-source calls through its own shadow updates, so neither a jump nor a reload of
    /// the controller's own may run.
    static let underDropSession = ListPhase(rawValue: 1 << 6)
    /// A user's finished move is being forwarded to the client (`moveRowAt`, `moveItemAt`): UIKit
    /// has already moved the row in its own model, and a reload asked for inside (a diffable data
    /// source's answer to a move that is not the view's) waits for the reload after the move.
    static let forwardingUserMove = ListPhase(rawValue: 1 << 7)

    /// Whether a recentering jump must wait: a layout pass, another jump or a scroll to an item
    /// is under way, or a drop session is over the view.
    var blocksRecentering: Bool { !isDisjoint(with: [.inLayout, .recentering, .scrollingToItem, .underDropSession]) }

    /// Whether a lifecycle hook's call comes from outside the controller (it is not bypassing).
    var isOutsideBypass: Bool { !contains(.bypassingHooks) }
}
