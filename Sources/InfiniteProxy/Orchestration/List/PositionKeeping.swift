import Foundation

/// The position a ``ListController`` keeps across reloads, re-plans and layout passes: what to
/// restore once the layout can answer, and how the last restore is corrected as the rows around
/// its anchor take their real lengths.
///
/// ```swift
/// var positions = PositionKeeping()
/// positions.schedule(.memo(memo), capturedAt: 120)   // restored at the next layout
/// positions.memo(memo, atOffset: 150)                // 30 pt higher: it moved with the view
/// positions.startCorrection(of: anchor, at: 412, clamp: false, jumps: 3)
/// positions.correctionsLeft                          // 4
/// ```
///
/// - Complexity: O(1) storage and per call.
package struct PositionKeeping {
    /// What to restore once the layout can answer.
    package enum Pending: Equatable {
        /// A remembered item and its place on screen.
        case memo(ListPositionMemo)
        /// The client's first item at the start of the visible area.
        case start
        /// After a size change of a flow layout: an item whose line's centre was `fromCenter`
        /// points from the visible area's centre; kept there (clamped so the line stays inside
        /// the visible area).
        case centered(SourceIndexPath, fromCenter: CGFloat)
    }

    /// After a restore: the item it anchored on and its position then, followed over the next
    /// layout passes.
    struct Correction: Equatable {
        /// The anchor, in the view's paths.
        var item: VirtualIndexPath
        /// Where the anchor was (its leading edge, or its line's centre), nil when not laid out.
        var edge: CGFloat?
        /// Whether a corrected offset is clamped to the content (finite content).
        var clamp: Bool
        /// The jumps made when the correction was set: a jump since makes it moot.
        var jumps: Int
    }

    /// How many times a restore corrects its anchor (each after a layout pass).
    static let settlingPasses = 4
    /// How many times a synchronous restore starts again after a reload inside its passes.
    static let restoreAttempts = 3

    /// A position to restore after the next reload or layout.
    private(set) var pending: Pending?
    /// The offset when ``pending`` was captured, when it waits for the next layout (the view may
    /// move before that layout, momentum, and the item moves with it).
    private(set) var captureOffset: CGFloat?
    /// The correction the next layout pass makes.
    var correction: Correction?
    /// How many more layout passes may still correct the last restore.
    private(set) var correctionsLeft = 0
    /// Whether ``correction`` follows its item's line centre (a flow layout's size change) rather
    /// than its leading edge.
    var correctionCentersLine = false
    /// The offset when the current layout pass began: what the view moved inside it is its own
    /// compensation for rows measured above the ones it keeps.
    var offsetBeforeLayout: CGFloat = 0
    /// The position the last restore applied.
    var appliedMemo: ListPositionMemo?
    /// The position a synchronous restore is settling while it lays out: a client's reload
    /// inside those passes keeps it (the rows on screen have not settled yet).
    var settlingMemo: ListPositionMemo?
    /// The viewport the user last saw at rest of any restore (what a size change keeps).
    var lastViewport: ListViewport?
    /// The client's items selected before a library reload, to select again once the view lays
    /// out items after a layout pass (``ListController/restoreSelection(_:)``); empty otherwise.
    var selectionToRestore: [SourceIndexPath] = []
    /// The client's item a finger is down on, shown highlighted on every twin on screen
    /// (``ListController/userHighlighted(at:)``); nil otherwise.
    var highlightedItem: SourceIndexPath?
    /// The last memo captured in a plan whose jump spans several copies, with the virtual item it
    /// was read from and that plan (``twinInCapturedColumn(of:memo:in:)``).
    private var capturedTwin: (memo: ListPositionMemo, item: VirtualIndexPath, repetition: Repetition)?

    init() {}

    /// Whether nothing is left to restore or correct.
    var isSettled: Bool { pending == nil && correction == nil }

    /// Makes `position` the one to restore (nil: none); `offset` is the view's offset when it was
    /// captured if the view may move before the restore.
    mutating func schedule(_ position: Pending?, capturedAt offset: CGFloat? = nil) {
        pending = position
        captureOffset = offset
    }

    /// `remembered` as it is on screen with the view at `offset`: moved with the view since it was
    /// captured, when it was captured at an offset.
    ///
    /// ```swift
    /// positions.memo(ListPositionMemo(source: item, screenPosition: 100), atOffset: 130)   // at 70
    /// ```
    func memo(_ remembered: ListPositionMemo, atOffset offset: CGFloat) -> ListPositionMemo {
        guard let captured = captureOffset else { return remembered }
        var moved = remembered
        moved.screenPosition -= offset - captured
        return moved
    }

    /// A restore placed `item` with its position at `edge`: the next ``settlingPasses`` layout
    /// passes may correct it.
    mutating func startCorrection(of item: VirtualIndexPath, at edge: CGFloat?, clamp: Bool, jumps: Int) {
        correction = Correction(item: item, edge: edge, clamp: clamp, jumps: jumps)
        correctionsLeft = Self.settlingPasses
    }

    /// A layout pass corrected `item` (now at `edge`): the next pass corrects it again while passes
    /// are left.
    mutating func continueCorrection(of item: VirtualIndexPath, at edge: CGFloat, clamp: Bool, jumps: Int) {
        correctionsLeft -= 1
        if correctionsLeft > 0 { correction = Correction(item: item, edge: edge, clamp: clamp, jumps: jumps) }
    }

    /// How far the anchor moved on screen in a layout pass, from `before` to `now`, not counting
    /// what the view moved the offset by inside the pass (from ``offsetBeforeLayout`` to
    /// `offset`): that is its own compensation for rows measured above the rows it kept.
    ///
    /// ```swift
    /// positions.offsetBeforeLayout = 100
    /// positions.drift(from: 400, to: 430, offset: 120)   // 10: 30 moved, 20 of them the view's
    /// ```
    func drift(from before: CGFloat, to now: CGFloat, offset: CGFloat) -> CGFloat {
        (now - before) - (offset - offsetBeforeLayout)
    }

    /// Remembers the memo just captured from `item` under `repetition`, when a jump of that plan
    /// spans several copies (a grid whose copy does not fill whole lines).
    mutating func captured(_ memo: ListPositionMemo, from item: VirtualIndexPath, in repetition: Repetition) {
        if repetition.copiesPerJump > 1 { capturedTwin = (memo, item, repetition) }
    }

    /// In a grid whose copy does not fill whole lines (a jump spans several copies) an item's
    /// twins one copy apart sit in other columns; a restore of a memo captured under the same plan
    /// uses the twin of `home` a whole jump from the captured one, so every item keeps its column.
    ///
    /// ```swift
    /// positions.twinInCapturedColumn(of: home, memo: memo, in: repetition)   // home shifted by −1, 0 or +1 copies (3 a jump)
    /// ```
    ///
    /// - Complexity: O(1).
    func twinInCapturedColumn(of home: VirtualIndexPath, memo: ListPositionMemo, in repetition: Repetition) -> VirtualIndexPath {
        let perJump = repetition.copiesPerJump
        let perCopy = repetition.itemsPerCopy
        guard perJump > 1, perCopy > 0, let captured = capturedTwin, captured.memo == memo,
              captured.repetition == repetition,
              let homeLinear = repetition.linearPosition(of: home),
              let capturedLinear = repetition.linearPosition(of: captured.item) else { return home }
        let (difference, overflow) = capturedLinear.subtractingReportingOverflow(homeLinear)
        guard !overflow, difference % perCopy == 0 else { return home }
        var copies = (difference / perCopy) % perJump
        if copies < 0 { copies += perJump }
        if copies > perJump / 2 { copies -= perJump }
        return repetition.shifted(home, byCopies: copies)
            ?? repetition.shifted(home, byCopies: copies < 0 ? copies + perJump : copies - perJump) ?? home
    }
}
