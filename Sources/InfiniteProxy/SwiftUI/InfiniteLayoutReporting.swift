#if canImport(SwiftUI) && canImport(UIKit)
import UIKit

/// The table an ``InfiniteList`` shows: reports each layout pass, so a centred item the binding
/// asked for before the first layout is scrolled to once the table has its size.
final class InfiniteListTableView: UITableView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}

/// The collection view an ``InfiniteCarousel`` shows, reporting layout passes likewise.
final class InfiniteCarouselCollectionView: UICollectionView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
#endif
