import Foundation
import InfiniteProxy

/// A headless `UICollectionViewLayout`: what a ``HostCollectionView`` asks of any layout —
/// `prepare()`, the content size, attributes for the elements in a rect and for one item — plus
/// the self-sizing hooks UIKit's layouts share (`shouldInvalidateLayout(forPreferredLayoutAttributes:…)`).
///
/// ``HostCollectionViewFlowLayout`` and ``HostCollectionViewCompositionalLayout`` conform; a
/// test's custom layout conforms with the four required queries and takes the defaults for the
/// rest (a band search for the nearest item, no self-sizing).
///
/// ```swift
/// final class Diagonal: HostCollectionViewLayout { … }   // items at (40·i, 40·i)
/// let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 844), collectionViewLayout: Diagonal())
/// ```
///
/// - Complexity: the defaults allocate their answers, as UIKit's base class does; the flow
///   layout overrides them with O(log N) look-ups.
package protocol HostCollectionViewLayout: AnyObject {
    /// The scrolling axis (a flow layout's `scrollDirection`, a compositional layout's
    /// configuration's).
    var scrollDirection: InfiniteAxis { get set }
    /// The collection view this layout serves; the collection view sets it.
    var collectionView: HostCollectionView? { get set }
    /// Whether the next ``prepareIfNeeded()`` has work to do.
    var needsPreparation: Bool { get }
    /// `invalidateLayout()`: the next preparation lays everything out again.
    func invalidateLayout()
    /// `prepare()` if something was invalidated.
    func prepareIfNeeded()
    /// `collectionViewContentSize`.
    var collectionViewContentSize: CGSize { get }
    /// `layoutAttributesForElements(in:)`: cells in index-path order, then supplementary views.
    func layoutAttributesForElements(in rect: CGRect) -> [HostCollectionViewLayoutAttributes]
    /// `layoutAttributesForItem(at:)`, nil for a path the layout does not have.
    func layoutAttributesForItem(at indexPath: IndexPath) -> HostCollectionViewLayoutAttributes?
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> HostCollectionViewLayoutAttributes?
    /// Whether items size themselves (a displayed cell's fitting size replaces its estimate).
    var isSelfSizing: Bool { get }
    /// Whether an item already took its self-sized size.
    func hasPreferredSize(at indexPath: IndexPath) -> Bool
    /// Records a displayed cell's self-sized size; returns whether the layout changed.
    @discardableResult
    func applyPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool
    /// An item's frame (prepared layout), nil if it has none.
    func frameOfItem(at indexPath: IndexPath) -> CGRect?
    /// Each item meeting `rect`, in index-path order, with its frame.
    func forEachItemFrame(in rect: CGRect, _ body: (IndexPath, CGRect) -> Void)
    /// The item nearest `main` along the axis, and on its line the one nearest `cross`.
    func indexPathForItem(nearestMain main: CGFloat, cross: CGFloat?) -> IndexPath?
    /// The item whose frame contains `point`.
    func indexPathForItem(at point: CGPoint) -> IndexPath?
    /// `flipsHorizontallyInOppositeLayoutDirection`: false for UIKit's base class and its flow
    /// layout; the compositional layout mirrors itself (the host's answers true).
    var flipsHorizontallyInOppositeLayoutDirection: Bool { get }
    /// `developmentLayoutDirection` (the main bundle's development language: left to right).
    var developmentLayoutDirection: InfiniteLayoutDirection { get }
}

extension HostCollectionViewLayout {
    package var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    package var developmentLayoutDirection: InfiniteLayoutDirection { .leftToRight }
    package var isSelfSizing: Bool { false }
    package func hasPreferredSize(at indexPath: IndexPath) -> Bool { false }
    @discardableResult
    package func applyPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool { false }

    package func frameOfItem(at indexPath: IndexPath) -> CGRect? { layoutAttributesForItem(at: indexPath)?.frame }

    package func forEachItemFrame(in rect: CGRect, _ body: (IndexPath, CGRect) -> Void) {
        for attributes in layoutAttributesForElements(in: rect) where attributes.representedElementCategory == .cell {
            body(attributes.indexPath, attributes.frame)
        }
    }

    /// A band search: the items in a band around `main`, widened up to four times.
    package func indexPathForItem(nearestMain main: CGFloat, cross: CGFloat?) -> IndexPath? {
        guard main.isFinite else { return nil }
        let size = collectionViewContentSize
        let length = scrollDirection == .vertical ? size.height : size.width
        let crossLength = scrollDirection == .vertical ? size.width : size.height
        var half: CGFloat = 256
        var best: (path: IndexPath, distance: CGFloat, cross: CGFloat)?
        while best == nil && half <= 4 * max(256, length) {
            let band = scrollDirection == .vertical
                ? CGRect(x: -1e6, y: main - half, width: 2e6 + crossLength, height: 2 * half)
                : CGRect(x: main - half, y: -1e6, width: 2 * half, height: 2e6 + crossLength)
            forEachItemFrame(in: band) { path, frame in
                let start = mainStart(frame), end = mainEnd(frame)
                let distance = main < start ? start - main : (main > end ? main - end : 0)
                let crossDistance = cross.map { abs((crossStart(frame) + crossEnd(frame)) / 2 - $0) } ?? 0
                if best.map({ distance < $0.distance - 1e-6 || (abs(distance - $0.distance) <= 1e-6 && crossDistance < $0.cross) }) ?? true {
                    best = (path, distance, crossDistance)
                }
            }
            half *= 4
        }
        return best?.path
    }

    package func indexPathForItem(at point: CGPoint) -> IndexPath? {
        var found: IndexPath?
        forEachItemFrame(in: CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)) { path, frame in
            if found == nil, frame.contains(point) { found = path }
        }
        return found
    }

    package func mainStart(_ rect: CGRect) -> CGFloat { scrollDirection == .vertical ? rect.minY : rect.minX }
    package func mainEnd(_ rect: CGRect) -> CGFloat { scrollDirection == .vertical ? rect.maxY : rect.maxX }
    package func crossStart(_ rect: CGRect) -> CGFloat { scrollDirection == .vertical ? rect.minX : rect.minY }
    package func crossEnd(_ rect: CGRect) -> CGFloat { scrollDirection == .vertical ? rect.maxX : rect.maxY }
}
