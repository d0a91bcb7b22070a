import Foundation

/// A headless `UITableViewCell`: what a table dequeues, lays out and reuses.
///
/// Clients subclass it (or use it as is) and put what they show into ``text``. For self-sizing
/// rows (`rowHeight` or `heightForRowAt` returning ``HostTableView/automaticDimension``) the client
/// sets ``fittingHeight`` in `cellForRowAt` to the height Auto Layout would compute.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
/// cell.text = names[indexPath.row]
/// cell.fittingHeight = 44 + 20 * CGFloat(lines[indexPath.row])
/// ```
///
/// - Complexity: O(1) storage.
open class HostTableViewCell {
    /// The identifier it was registered and dequeued under (nil for a cell the client created).
    package let reuseIdentifier: String?
    /// Its frame in content coordinates, set by the table on every layout pass (the arc moves
    /// `origin.x` afterwards, as a glue adjusting frames after UIKit's layout would).
    package var frame: CGRect = .zero
    /// Free text the client configures (what the cell "shows").
    package var text = ""
    /// What `systemLayoutSizeFitting` would return for a self-sizing row; nil keeps the estimate.
    package var fittingHeight: CGFloat?

    /// UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// for a self-sizing row, as the table calls it while measuring the row in its layout:
    /// ``fittingHeight`` unless a subclass overrides it (app code UIKit runs inside its own work).
    open func systemLayoutFittingHeight() -> CGFloat? { fittingHeight }

    /// Whether the cell shows its row as selected.
    package internal(set) var isSelected = false
    /// Whether the cell shows its row as highlighted (`setHighlighted(_:animated:)`): set by the
    /// table while a finger is down on the row, and by the library on the row's twins.
    package internal(set) var isHighlighted = false
    /// How often ``prepareForReuse()`` ran.
    package private(set) var reuseCount = 0
    /// A number unique within the table that created it (0 for cells created elsewhere).
    package internal(set) var serial = 0

    /// The (virtual) index path the table laid it out at; nil while it is not displayed.
    package internal(set) var layoutIndexPath: IndexPath?
    /// `layoutIndexPath`'s section and row, read without building an `IndexPath`.
    var layoutSection = 0
    var layoutRow = 0
    /// The cell-request number it was dequeued in (UIKit's bookkeeping for its assertions).
    var dequeuedInRequest: Int?

    /// Creates a cell; tables call this for registered classes.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before a reused cell is handed out again, as in UIKit.
    open func prepareForReuse() {
        reuseCount += 1
        text = ""
        fittingHeight = nil
        isSelected = false
        isHighlighted = false
    }
}
