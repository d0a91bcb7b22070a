import Foundation
import InfiniteProxy

/// A headless `UICollectionViewCompositionalLayout` reduced to the shapes apps build with it: a
/// list (one item per group), a grid (groups of N items side by side), and sections with
/// `orthogonalScrollingBehavior` (every group on one line across the axis).
///
/// Behaviour modelled on UIKit's documentation (`NSCollectionLayoutSection`,
/// `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)`,
/// `NSCollectionLayoutDimension`):
/// - the ``sectionProvider`` is called on every preparation with the *collection view's* section
///   index (`UICollectionViewCompositionalLayoutSectionProvider` takes "the index of the section",
///   the one the collection view's data has) — on an infinite view, a virtual section; the calls
///   are logged in ``providedSections``;
/// - items of a group share its cross length equally (`fractionalWidth(1 / N)` less the
///   inter-item spacing); a group is as long as its longest item; groups follow each other with
///   `interGroupSpacing`; `contentInsets` surround each section's groups;
/// - `.absolute` lengths are final; `.estimated` ones hold until the cell is displayed, then take
///   the cell's fitting length (self-sizing), as UIKit's estimated dimensions do;
/// - an orthogonally scrolling section lays every group on one line across the axis, beyond the
///   view's width: its extent along the axis is one group's, whatever its item count. Guess
///   (fidelity): UIKit reports such items in `layoutAttributesForElements(in:)` at their
///   unscrolled place in the collection view's coordinates, i.e. beyond the cross extent; the
///   evidence is that the section's extent along the axis is documented as one group's
///   ("the section scrolls orthogonally to the main layout axis") and that its cells scroll in an
///   internal scroll view the app never sees.
///
/// ```swift
/// let layout = HostCollectionViewCompositionalLayout { _ in .grid(columns: 3, length: .absolute(120), spacing: 8) }
/// let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 844), collectionViewLayout: layout)
/// ```
///
/// - Complexity: preparation O(N) with one provider call per section; look-ups O(log N + k).
package final class HostCollectionViewCompositionalLayout: HostCollectionViewLayout {
    /// UIKit's compositional layout mirrors itself in a right-to-left view (it sets its view's
    /// horizontal-axis flip): drawn mirrored, coordinates left to right.
    package var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    /// `NSCollectionLayoutDimension` along the axis.
    package enum Length: Sendable, Equatable {
        /// `.absolute(_:)`: final.
        case absolute(CGFloat)
        /// `.estimated(_:)`: until the cell is displayed and sizes itself.
        case estimated(CGFloat)
    }

    /// One `NSCollectionLayoutSection`.
    package struct Section: Sendable, Equatable {
        /// Items per group, side by side across the axis (1: a list).
        package var columns: Int
        /// Each item's length along the axis.
        package var length: Length
        /// `interItemSpacing` between the items of a group (across the axis).
        package var interItemSpacing: CGFloat
        /// `interGroupSpacing` between groups (along the axis; across for orthogonal sections).
        package var interGroupSpacing: CGFloat
        /// `contentInsets`.
        package var contentInsets: HostEdgeInsets
        /// `orthogonalScrollingBehavior != .none`: the groups' cross length (nil: not orthogonal).
        package var orthogonalGroupLength: CGFloat?

        /// Creates a section.
        package init(columns: Int = 1, length: Length, interItemSpacing: CGFloat = 0, interGroupSpacing: CGFloat = 0,
                    contentInsets: HostEdgeInsets = .zero, orthogonalGroupLength: CGFloat? = nil) {
            self.columns = columns
            self.length = length
            self.interItemSpacing = interItemSpacing
            self.interGroupSpacing = interGroupSpacing
            self.contentInsets = contentInsets
            self.orthogonalGroupLength = orthogonalGroupLength
        }

        /// A list: one full-width item per group.
        package static func list(length: Length, spacing: CGFloat = 0, insets: HostEdgeInsets = .zero) -> Section {
            Section(length: length, interGroupSpacing: spacing, contentInsets: insets)
        }

        /// A grid: groups of `columns` items.
        package static func grid(columns: Int, length: Length, spacing: CGFloat = 0, insets: HostEdgeInsets = .zero) -> Section {
            Section(columns: columns, length: length, interItemSpacing: spacing, interGroupSpacing: spacing, contentInsets: insets)
        }

        /// A section with `orthogonalScrollingBehavior = .continuous`: groups of one item,
        /// `groupLength` across, in one line.
        package static func orthogonal(groupLength: CGFloat, length: Length, spacing: CGFloat = 0) -> Section {
            Section(length: length, interGroupSpacing: spacing, orthogonalGroupLength: groupLength)
        }
    }

    /// `UICollectionViewCompositionalLayoutConfiguration.scrollDirection`.
    package var scrollDirection: InfiniteAxis = .vertical { didSet { invalidateLayout() } }
    /// The section provider, called with the collection view's section index.
    package var sectionProvider: (Int) -> Section { didSet { invalidateLayout() } }
    package weak var collectionView: HostCollectionView?
    /// Every section index the provider was called with, in order.
    package private(set) var providedSections: [Int] = []

    private struct Line {
        var firstItem: Int
        var count: Int
        var start: CGFloat
        var end: CGFloat
    }

    private struct LaidOutSection {
        var start: CGFloat = 0
        var end: CGFloat = 0
        var items: [CGRect] = []
        var lines: [Line] = []
    }

    private var sections: [LaidOutSection] = []
    private var provided: [Section] = []
    private var preferredLengths: [IndexPath: CGFloat] = [:]
    private var needsSections = true
    private var needsPositions = true
    private var contentSize: CGSize = .zero

    /// `UICollectionViewCompositionalLayout(sectionProvider:)`.
    package init(sectionProvider: @escaping (Int) -> Section) {
        self.sectionProvider = sectionProvider
    }

    /// `UICollectionViewCompositionalLayout(section:)`: every section alike (the provider is not
    /// asked, so no section index is logged).
    package convenience init(section: Section) {
        self.init { _ in section }
        fixedSection = section
    }

    private var fixedSection: Section?

    package var needsPreparation: Bool { needsSections || needsPositions }

    package func invalidateLayout() {
        needsSections = true
        needsPositions = true
        preferredLengths.removeAll()
    }

    package var isSelfSizing: Bool {
        provided.contains { if case .estimated = $0.length { return true } else { return false } }
    }

    package func hasPreferredSize(at indexPath: IndexPath) -> Bool { preferredLengths[indexPath] != nil }

    @discardableResult
    package func applyPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        guard indexPath.section >= 0, indexPath.section < provided.count,
              case .estimated = provided[indexPath.section].length else { return false }
        let length = Self.clean(scrollDirection == .vertical ? size.height : size.width)
        let current = preferredLengths[indexPath] ?? frameOfItem(at: indexPath).map { mainEnd($0) - mainStart($0) }
        preferredLengths[indexPath] = length
        guard current != length else { return false }
        needsPositions = true
        return true
    }

    package func prepareIfNeeded() {
        guard needsPreparation, let collectionView else { return }
        if needsSections {
            provided = (0..<collectionView.numberOfSections(caller: .system)).map { index in
                if let fixedSection { return fixedSection }
                providedSections.append(index)
                return sectionProvider(index)
            }
            needsSections = false
        }
        layOut(collectionView)
        needsPositions = false
    }

    private func layOut(_ collectionView: HostCollectionView) {
        let vertical = scrollDirection == .vertical
        let insets = collectionView.adjustedContentInset
        let size = collectionView.viewportSize
        let cross = max(0, vertical ? size.width - insets.left - insets.right : size.height - insets.top - insets.bottom)
        var main: CGFloat = 0
        var all: [LaidOutSection] = []
        all.reserveCapacity(provided.count)
        for (index, section) in provided.enumerated() {
            var laidOut = LaidOutSection()
            laidOut.start = main
            let count = collectionView.numberOfItems(inSection: index, caller: .system)
            let inset = section.contentInsets
            let (before, after, crossBefore, crossAfter) = vertical
                ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
            guard count > 0 else { laidOut.end = main; all.append(laidOut); continue }
            main += Self.clean(before)
            let available = max(0, cross - Self.clean(crossBefore) - Self.clean(crossAfter))
            func length(_ item: Int) -> CGFloat {
                switch section.length {
                case let .absolute(value): return Self.clean(value)
                case let .estimated(value): return preferredLengths[IndexPath(item: item, section: index)] ?? Self.clean(value)
                }
            }
            laidOut.items.reserveCapacity(count)
            if let groupLength = section.orthogonalGroupLength {
                // One line across the axis, as long as its longest item.
                let extent = (0..<count).reduce(CGFloat(0)) { max($0, length($1)) }
                for item in 0..<count {
                    let crossStart = Self.clean(crossBefore) + CGFloat(item) * (Self.clean(groupLength) + Self.clean(section.interGroupSpacing))
                    laidOut.items.append(rect(main: main, cross: crossStart, mainLength: length(item), crossLength: Self.clean(groupLength)))
                }
                laidOut.lines.append(Line(firstItem: 0, count: count, start: main, end: main + extent))
                main += extent
            } else {
                let columns = max(1, section.columns)
                let spacing = Self.clean(section.interItemSpacing)
                let itemCross = max(0, (available - CGFloat(columns - 1) * spacing) / CGFloat(columns))
                var first = 0
                while first < count {
                    let end = min(count, first + columns)
                    let extent = (first..<end).reduce(CGFloat(0)) { max($0, length($1)) }
                    for item in first..<end {
                        let column = CGFloat(item - first)
                        laidOut.items.append(rect(main: main, cross: Self.clean(crossBefore) + column * (itemCross + spacing),
                                                  mainLength: length(item), crossLength: itemCross))
                    }
                    laidOut.lines.append(Line(firstItem: first, count: end - first, start: main, end: main + extent))
                    main += extent
                    first = end
                    if first < count { main += Self.clean(section.interGroupSpacing) }
                }
            }
            main += Self.clean(after)
            laidOut.end = main
            all.append(laidOut)
        }
        sections = all
        contentSize = vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        scrollDirection == .vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    // MARK: Queries

    package var collectionViewContentSize: CGSize { contentSize }

    package func frameOfItem(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
              indexPath.item >= 0, indexPath.item < sections[indexPath.section].items.count else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    package func layoutAttributesForItem(at indexPath: IndexPath) -> HostCollectionViewLayoutAttributes? {
        frameOfItem(at: indexPath).map { HostCollectionViewLayoutAttributes(category: .cell, kind: nil, indexPath: indexPath, frame: $0) }
    }

    /// No boundary supplementary items are modelled.
    package func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> HostCollectionViewLayoutAttributes? { nil }

    package func layoutAttributesForElements(in rect: CGRect) -> [HostCollectionViewLayoutAttributes] {
        var result: [HostCollectionViewLayoutAttributes] = []
        forEachItemFrame(in: rect) { path, frame in
            result.append(HostCollectionViewLayoutAttributes(category: .cell, kind: nil, indexPath: path, frame: frame))
        }
        return result
    }

    package func forEachItemFrame(in rect: CGRect, _ body: (IndexPath, CGRect) -> Void) {
        let low = mainStart(rect), high = mainEnd(rect)
        guard high > low else { return }
        var sectionIndex = Self.first(sections.count) { sections[$0].end > low }
        while sectionIndex < sections.count, sections[sectionIndex].start < high {
            let section = sections[sectionIndex]
            var lineIndex = Self.first(section.lines.count) { section.lines[$0].end > low }
            while lineIndex < section.lines.count, section.lines[lineIndex].start < high {
                let line = section.lines[lineIndex]
                for item in line.firstItem..<(line.firstItem + line.count) where section.items[item].intersects(rect) {
                    body(IndexPath(item: item, section: sectionIndex), section.items[item])
                }
                lineIndex += 1
            }
            sectionIndex += 1
        }
    }

    /// The first index in `0..<count` where `isAfter` holds (binary search; `isAfter` monotonic).
    private static func first(_ count: Int, where isAfter: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
