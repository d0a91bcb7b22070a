import Foundation

/// Highlight belongs to the client's item, as selection does (``ListController``).
///
/// While a finger is down on a cell the view highlights that one twin (UIKit's highlighted index
/// path stays the truth for the touch: it alone gets the delegate calls). The controller keeps
/// the item's other twins in step, on their cells only (no delegate calls):
/// - the view's `didHighlight` of a twin highlights every other twin on screen of its item;
/// - a twin coming on screen (`willDisplay`) of the highlighted item is shown highlighted, so a
///   recentering jump or the library's own reload, which show other twins in the same place,
///   keeps the highlight where the user sees it;
/// - the view's `didUnhighlight` (the finger lifts or the touch is cancelled) unhighlights every
///   twin on screen; so does the next `didSelect` or `didDeselect`, in case the view dropped its
///   highlighted path without telling.
///
/// The client hears `didHighlight` and `didUnhighlight` once per touch, for the touched twin.
///
/// ```swift
/// controller.userHighlighted(at: path)            // the item's other twins on screen too
/// controller.highlight(ofTwinAt: later)          // true: the caller highlights the cell
/// controller.userUnhighlighted(at: path)          // every twin unhighlighted; the client's path
/// ```
///
/// - Complexity: each call O(v) for v visible items (`highlight(ofTwinAt:)` O(1)); nothing per frame.
extension ListController {
    /// The view highlighted the twin at `indexPath` (`didHighlightRowAt` / `didHighlightItemAt`):
    /// the item's other twins on screen are highlighted too.
    package func userHighlighted(at indexPath: IndexPath) {
        guard let surface else { return }
        unhighlightTwins(surface)
        guard isActive, engine.isLooping, let twin = VirtualIndexPath(indexPath) else { return }
        let source = engine.sourceIndexPath(for: twin)
        positions.highlightedItem = source
        setHighlight(true, onTwinsOf: source, except: twin, surface)
    }

    /// The view unhighlighted the twin at `indexPath` (`didUnhighlightRowAt` /
    /// `didUnhighlightItemAt`): every twin on screen of the highlighted item is unhighlighted.
    /// Returns the path to hand on to the client: `indexPath`, or a twin of the highlighted item
    /// when a library reload since the touch put another item at `indexPath`.
    package func userUnhighlighted(at indexPath: IndexPath) -> IndexPath {
        guard let surface, let source = positions.highlightedItem else { return indexPath }
        let touched = VirtualIndexPath(indexPath)
        unhighlightTwins(surface, except: touched)
        guard let touched, engine.repetition.contains(source), engine.sourceIndexPath(for: touched) != source,
              let twin = onScreenTwin(of: source) else { return indexPath }
        return twin.indexPath
    }

    /// The user's touch ended in a selection change (`didSelect` / `didDeselect`): no twin stays
    /// highlighted, even if the view never sent `didUnhighlight`.
    func endHighlight() {
        guard let surface, positions.highlightedItem != nil else { return }
        unhighlightTwins(surface)
    }

    /// A cell is about to show the twin at `indexPath` (`willDisplay`): while a finger is down,
    /// whether the cell shows the item highlighted (every twin of the highlighted item and no
    /// other cell, whatever the view kept across a library reload); nil otherwise, when the
    /// view's own state stands.
    package func highlight(ofTwinAt indexPath: IndexPath) -> Bool? {
        guard let highlighted = positions.highlightedItem, isActive, engine.isLooping,
              engine.repetition.contains(highlighted), let twin = VirtualIndexPath(indexPath) else { return nil }
        return engine.sourceIndexPath(for: twin) == highlighted
    }

    /// Unhighlights the highlighted item's twins on screen (but `kept`, which the view itself
    /// unhighlights) and forgets the item.
    private func unhighlightTwins(_ surface: Surface, except kept: VirtualIndexPath? = nil) {
        guard let source = positions.highlightedItem else { return }
        positions.highlightedItem = nil
        guard engine.repetition.contains(source) else { return }
        setHighlight(false, onTwinsOf: source, except: kept, surface)
    }

    private func setHighlight(_ highlighted: Bool, onTwinsOf source: SourceIndexPath, except kept: VirtualIndexPath?,
                              _ surface: Surface) {
        var twins: [VirtualIndexPath] = []
        engine.passingThrough {
            surface.forEachVisibleItem { if $0 != kept && engine.sourceIndexPath(for: $0) == source { twins.append($0) } }
        }
        guard !twins.isEmpty else { return }
        bypassingHooks { for twin in twins { surface.setVirtualItem(twin, highlighted: highlighted) } }
    }
}
