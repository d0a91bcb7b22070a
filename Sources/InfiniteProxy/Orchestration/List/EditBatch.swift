import Foundation

/// The client's structural changes a ``ListController`` collects until they can be applied as one
/// batch: the open batches, the edits and reconfigures in them, whether a reload was asked for,
/// and the drag and drop and the user's move the edits follow.
///
/// ```swift
/// var batch = EditBatch()
/// batch.begin()
/// batch.collect(.deletingItems([IndexPath(item: 2, section: 0)]))
/// batch.deferReload()        // true: a reload inside the batch waits for it to close
/// batch.end()                // true: the outermost batch closed and a reload is due
/// ```
///
/// - Complexity: O(1) storage besides the edits; O(edits) per collect.
struct EditBatch {
    /// A move UIKit performed itself (a reorder, a reorder drop), where it put the item, and the
    /// client's path for the item after its matching move, until the reload that follows.
    struct UserMove {
        /// Where UIKit put the item, in the view's paths.
        var to: VirtualIndexPath
        /// The client's path of the item after its move.
        var sourceTo: SourceIndexPath
    }

    /// The item a drop's edits keep on screen.
    struct DropAnchor {
        /// The client's path of the dropped item after its edits (the destination it was handed).
        var client: SourceIndexPath
        /// UIKit's destination, before the edits.
        var near: VirtualIndexPath
        /// Where the dropped item's leading edge goes on screen (edge minus offset).
        var screen: CGFloat
    }

    /// Open batches (`beginUpdates`, `performBatchUpdates`), nested.
    private(set) var depth = 0
    /// Whether the open batch became a reload (`reloadData`, or an edit with no translation).
    private(set) var needsStructuralReload = false
    /// The client's structural edits collected in the open batch, or waiting outside one.
    private(set) var edits = SourceEdits()
    /// Items the client reconfigured in the open batch, in its paths before the batch.
    private(set) var reconfigures: [SourceIndexPath] = []
    /// Whether edits outside a batch that did not add up wait for a flush on the next turn.
    var isFlushScheduled = false
    /// Where the current local drag began (virtual), for drop questions; nil once it ended.
    var dragOrigin: IndexPath?
    /// While the client performs a drop: the item its edits keep on screen instead of the centred one.
    var dropAnchor: DropAnchor?
    /// The last move UIKit performed and the client followed, for the reload after it.
    var userMove: UserMove?

    /// Whether a batch is open.
    var isOpen: Bool { depth > 0 }

    /// A batch opened.
    mutating func begin() { depth += 1 }

    /// A batch closed (an unbalanced close is ignored). True when the outermost batch closed and
    /// a reload waits for it.
    mutating func end() -> Bool {
        depth = max(0, depth - 1)
        return depth == 0 && needsStructuralReload
    }

    /// A reload was asked for: inside a batch it waits for the batch to close (true); outside one
    /// it runs now (false), and it replaces everything collected.
    mutating func deferReload() -> Bool {
        if isOpen {
            needsStructuralReload = true
            return true
        }
        discardAll()
        return false
    }

    /// Adds a call's edits to those collected.
    mutating func collect(_ more: SourceEdits) { edits.formUnion(more) }

    /// Adds reconfigured items, applied once the batch is.
    mutating func collectReconfigures(_ items: [SourceIndexPath]) { reconfigures.append(contentsOf: items) }

    /// The collected edits, removed.
    mutating func takeEdits() -> SourceEdits {
        defer { edits = SourceEdits() }
        return edits
    }

    /// The collected reconfigures, removed.
    mutating func takeReconfigures() -> [SourceIndexPath] {
        defer { reconfigures.removeAll() }
        return reconfigures
    }

    /// Forgets the reconfigures (a reload asks for every cell again).
    mutating func dropReconfigures() { reconfigures.removeAll() }

    /// Forgets the structural edits and the reload asked for (a reload covers them), keeping the
    /// reconfigures.
    mutating func discardStructuralChanges() {
        needsStructuralReload = false
        edits = SourceEdits()
    }

    /// Forgets every collected change.
    mutating func discardAll() {
        discardStructuralChanges()
        reconfigures.removeAll()
    }
}
