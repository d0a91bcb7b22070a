#if canImport(UIKit) && canImport(XCTest)
import InfiniteProxy
import UIKit
import XCTest

/// Register entry E-c of `Docs/HostFidelity.md`: what an outline disclosure's toggle asks on its
/// way to the section snapshot's apply. Decompiled UIKitCore says the list cell calls the block
/// the diffable section controller gave it with the *item* it was configured for
/// (`-[UICollectionViewListCell _toggleExpansionState]` → `_disclosureActionHandler(1, item)` →
/// `_performDisclosureAction:forItem:`), so nothing names the tapped row's index path: the view's
/// delegate is not asked about it and the data source is asked only for the children's cells.
/// That is why the library keeps the centred row still, not the tapped twin (the host's
/// `HostDiffableSectionSnapshotTests.aDisclosureTapOnATwinAwayFromTheCentreKeepsThatTwinUnderTheFinger`,
/// a known issue). The accessory's tap itself needs a touch (an XCUITest); this calls the cell's
/// toggle, which the accessory's tap runs.
@MainActor
final class OutlineDisclosureFactsTests: XCTestCase {
    /// Logs the delegate calls that carry an index path.
    private final class LoggingDelegate: NSObject, UICollectionViewDelegate {
        var log: [String] = []
        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldHighlight \(indexPath)")
            return true
        }
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldSelect \(indexPath)")
            return true
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath)")
        }
    }

    func testADisclosureToggleNamesNoIndexPathOfTheTappedRow() throws {
        guard #available(iOS 14, *) else { throw XCTSkip("outline disclosures exist from iOS 14") }
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let delegate = LoggingDelegate()
        view.delegate = delegate
        var asked: [IndexPath] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, path, item in
            var content = cell.defaultContentConfiguration()
            content.text = "item \(item)"
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
            asked.append(path)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        dataSource.apply(snapshot, animatingDifferences: false)
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([0, 1, 2])
        outline.append([10, 11], to: 1)
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        let window = makeKeyWindow(holding: view)
        view.layoutIfNeeded()
        let cell = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        let toggle = NSSelectorFromString("_toggleExpansionState")
        guard cell.responds(to: toggle) else { throw XCTSkip("this iOS has no _toggleExpansionState") }
        delegate.log = []
        asked = []
        cell.perform(toggle)
        view.layoutIfNeeded()
        XCTAssertTrue(dataSource.snapshot(for: 0).isExpanded(1), "the toggle expanded the cell's item")
        XCTAssertEqual(delegate.log, [], "the delegate was asked nothing about the tapped row")
        XCTAssertFalse(asked.contains(IndexPath(item: 1, section: 0)), "the tapped row's cell was not asked for: \(asked)")
        _ = window
    }
}
#endif
