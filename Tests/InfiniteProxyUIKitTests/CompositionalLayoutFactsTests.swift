#if canImport(UIKit) && canImport(XCTest)
import InfiniteHostTesting
import InfiniteProxy
import UIKit
import XCTest

/// Register entry L-a of `Docs/HostFidelity.md`: what `HostCollectionViewCompositionalLayout`
/// assumes of `UICollectionViewCompositionalLayout` — G1, the `sectionProvider` is called with the
/// collection view's section index (on an infinite view, a virtual one); G2, items of an
/// orthogonally scrolling section are reported unscrolled, beyond the view's width; G3,
/// `layoutAttributesForItem(at:)` answers.
@MainActor
final class CompositionalLayoutFactsTests: XCTestCase {
    /// A list section: full-width items `length` long, 10 pt apart.
    private static func listSection(length: CGFloat = 100) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(length))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return section
    }

    /// A 390×844 collection view with `layout`, a ``RecordingCollectionClient`` of `counts`, in a
    /// key window, laid out.
    private func makeCollection(_ layout: UICollectionViewLayout, counts: [Int])
        -> (UICollectionView, RecordingCollectionClient, UIWindow) {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let client = RecordingCollectionClient(counts: counts)
        collectionView.dataSource = client
        collectionView.delegate = client
        let window = makeKeyWindow(holding: collectionView)
        collectionView.layoutIfNeeded()
        return (collectionView, client, window)
    }

    /// Register L-a, G1 (plain view). The provider is called with each of the collection view's
    /// section indexes, and only those.
    func testTheSectionProviderGetsTheCollectionViewsSectionIndexes() {
        var provided: [Int] = []
        let layout = UICollectionViewCompositionalLayout { index, _ in
            provided.append(index)
            return Self.listSection(length: 60)
        }
        let (_, _, window) = makeCollection(layout, counts: [2, 3, 4])
        XCTAssertEqual(Set(provided), [0, 1, 2])
        _ = window
    }

    /// Register L-a, G3. `layoutAttributesForItem(at:)` answers for a compositional layout, with
    /// the frame the item's cell has, one pitch (100 + 10 pt) after the item before it.
    func testLayoutAttributesForItemAnswers() throws {
        let layout = UICollectionViewCompositionalLayout(section: Self.listSection())
        let (collectionView, _, window) = makeCollection(layout, counts: [10])
        let path = IndexPath(item: 2, section: 0)
        let attributes = try XCTUnwrap(layout.layoutAttributesForItem(at: path))
        let previous = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(attributes.frame.height, 100)
        XCTAssertEqual(attributes.frame.minY - previous.frame.minY, 110)
        XCTAssertEqual(collectionView.cellForItem(at: path)?.frame, attributes.frame)
        _ = window
    }

    /// Register L-a, G2 (a guess). The items of an orthogonally scrolling section are reported by
    /// `layoutAttributesForElements(in:)` at their unscrolled place in the collection view's
    /// coordinates: one line, beyond the view's width. (The library's twin check relies on such a
    /// section never looking like a loopable list.)
    func testOrthogonalItemsAreReportedUnscrolledBeyondTheWidth() throws {
        let size = NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (collectionView, _, window) = makeCollection(layout, counts: [5])
        let everything = CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)
        let items = try XCTUnwrap(layout.layoutAttributesForElements(in: everything))
            .filter { $0.representedElementCategory == .cell }
            .sorted { $0.indexPath < $1.indexPath }
        XCTAssertEqual(items.map(\.indexPath.item), [0, 1, 2, 3, 4])
        XCTAssertEqual(Set(items.map(\.frame.minY)).count, 1, "one line")
        XCTAssertEqual(zip(items, items.dropFirst()).map { $1.frame.minX - $0.frame.minX }, [310, 310, 310, 310], "unscrolled, side by side")
        XCTAssertGreaterThan(items.last?.frame.maxX ?? 0, collectionView.bounds.width)
        _ = window
    }

    /// Register L-a, G1 (infinite view; the twin of the host's
    /// `LayoutMeasurementTests.severalSectionsLoopAndTheProviderSeesVirtualSections`). With two
    /// sections looping, the provider is called with virtual section indexes (beyond the client's
    /// two), which `infinite.sourceIndexPath(for:)` maps back into the client's.
    func testOnAnInfiniteViewTheProviderSeesVirtualSections() {
        var provided: [Int] = []
        let layout = UICollectionViewCompositionalLayout { index, _ in
            provided.append(index)
            return Self.listSection()
        }
        let (collectionView, client, window) = makeCollection(layout, counts: [3, 4])
        collectionView.enableInfiniteScrolling = true
        collectionView.layoutIfNeeded()
        var runner = SessionScriptRunner(
            list: UIKitScriptedList(collectionView: collectionView, client: client, axis: .vertical), counts: client.counts)
        runner.run(SessionScript(counts: client.counts, steps: SessionScript.drag(6_000, frames: 200)))
        XCTAssertTrue(collectionView.infinite.isLooping)
        XCTAssertTrue(provided.contains { $0 >= 2 }, "the provider saw only the client's sections: \(Set(provided))")
        let mapped = Set(provided.map { collectionView.infinite.sourceIndexPath(for: IndexPath(item: 0, section: $0)).section })
        XCTAssertTrue(mapped.isSubset(of: [0, 1]), "\(mapped)")
        XCTAssertEqual(runner.checker.violations.map(\.description), [])
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    /// Register H-b (compositional layouts depend on the caller rule). UIKit's compositional layout
    /// reads the data source and its counts through the collection view's public, hooked
    /// `numberOfSections` / `numberOfItems(inSection:)` from UIKitCore: as a system caller it must
    /// lay out the view's (virtual) sections and items, never the app's. The layout's sections
    /// and each section's items are counted from its own attributes over the whole content.
    func testTheCompositionalLayoutLaysOutTheVirtualCounts() {
        let layout = UICollectionViewCompositionalLayout { _, _ in Self.listSection(length: 60) }
        let (collectionView, client, window) = makeCollection(layout, counts: [3, 4])
        collectionView.enableInfiniteScrolling = true
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.infinite.isLooping)
        XCTAssertEqual(collectionView.numberOfSections, 2, "app code reads the client's sections")
        let content = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        var laidOut: [Int: Int] = [:]
        for attributes in layout.layoutAttributesForElements(in: content) ?? [] where attributes.representedElementCategory == .cell {
            laidOut[attributes.indexPath.section, default: 0] = max(laidOut[attributes.indexPath.section] ?? 0, attributes.indexPath.item + 1)
        }
        let sections = (laidOut.keys.max() ?? -1) + 1
        XCTAssertGreaterThan(sections, 2, "the layout laid out the client's sections only")
        for section in 0..<sections {
            let source = collectionView.infinite.sourceIndexPath(for: IndexPath(item: 0, section: section)).section
            XCTAssertEqual(laidOut[section], client.counts[source], "section \(section)")
        }
        // UIKit's own view of the counts matches the layout's: the last laid-out item has a cell
        // path UIKit accepts (a layout with the app's counts would stop after section 1).
        XCTAssertNotNil(layout.layoutAttributesForItem(at: IndexPath(item: client.counts[1] - 1, section: sections - 1)))
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }
}
#endif
