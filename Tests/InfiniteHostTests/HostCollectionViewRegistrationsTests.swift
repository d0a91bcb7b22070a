import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// Registration handlers and a diffable `supplementaryViewProvider` on a looping list: the
/// handlers get the app's paths, and calls they make behave as inside a callback.
@MainActor
@Suite struct HostCollectionViewRegistrationsTests {
    /// Section titles and item names the handlers read by index, as app code does.
    static let model: [(title: String, items: [String])] = [
        ("Fruit", ["apple", "pear", "plum"]),
        ("Vegetables", ["leek", "kale", "bean", "pea"]),
        ("Nuts", ["hazel", "pecan"]),
    ]

    /// What the handlers saw: out-of-range paths, labels that do not match the item, and calls
    /// inside the handler that did not act on the view being configured.
    final class Log {
        var cellPaths = 0, headerPaths = 0
        var outOfRange: [String] = []
        var wrongLabel: [String] = []
        var farAttributes: [String] = []
    }

    static func snapshot() -> HostDiffableSnapshot<Int, String> {
        var snapshot = HostDiffableSnapshot<Int, String>()
        snapshot.appendSections(Array(model.indices))
        for (section, entry) in model.enumerated() { snapshot.appendItems(entry.items, toSection: section) }
        return snapshot
    }

    /// A diffable list whose cells come from a cell registration; `headers` adds a header
    /// registration through the `supplementaryViewProvider`.
    static func makeList(layout: any HostCollectionViewLayout, log: Log, headers: Bool)
        -> (HostCollectionView, HostCollectionDiffableDataSource<Int, String>) {
        let view = HostCollectionView(viewportSize: CGSize(width: 390, height: 844), collectionViewLayout: layout)
        view.isInWindow = true
        let cells = HostCollectionView.CellRegistration<HostCollectionViewCell, String> { [unowned view] cell, path, item in
            log.cellPaths += 1
            guard model.indices.contains(path.section), model[path.section].items.indices.contains(path.item) else {
                return log.outOfRange.append("cell \(path)")
            }
            cell.text = model[path.section].items[path.item]
            if cell.text != item { log.wrongLabel.append("\(path): \(cell.text) for \(item)") }
            // A call inside the handler acts on the twin being configured.
            let frame = view.layoutAttributesForItem(at: path)?.indexPath
            if let dequeued = cell.dequeuedFor?.indexPath, frame != dequeued {
                log.farAttributes.append("cell \(path): attributes for \(String(describing: frame)), configuring \(dequeued)")
            }
        }
        let header = HostCollectionView.SupplementaryRegistration<HostCollectionReusableView>(
            elementKind: HostCollectionView.elementKindSectionHeader
        ) { view, _, path in
            log.headerPaths += 1
            guard model.indices.contains(path.section) else { return log.outOfRange.append("header \(path)") }
            view.text = model[path.section].title
        }
        let dataSource = HostCollectionDiffableDataSource<Int, String>(collectionView: view) { view, path, item in
            view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        if headers {
            dataSource.supplementaryViewProvider = { view, _, path in
                view.dequeueConfiguredReusableSupplementary(using: header, for: path)
            }
        }
        return (view, dataSource)
    }

    /// Flings back and forth across several copies.
    static func scrollAcrossCopies(_ view: HostCollectionView, _ attachment: HostCollectionAttachment) {
        for velocity: CGFloat in [9_000, -12_000, 8_000, 11_000] {
            view.fling(velocity: CGPoint(x: 0, y: velocity))
            for _ in 0..<120 { attachment.step() }
        }
    }

    @Test func aCompositionalListsCellRegistrationGetsTheAppsPaths() throws {
        let log = Log()
        let layout = HostCollectionViewCompositionalLayout { _ in .list(length: .absolute(60)) }
        let (view, dataSource) = Self.makeList(layout: layout, log: log, headers: false)
        let attachment = HostCollectionAttachment(collectionView: view)
        dataSource.apply(Self.snapshot(), animatingDifferences: false)
        view.layoutIfNeeded()
        attachment.step()
        #expect(attachment.engine.isLooping)
        Self.scrollAcrossCopies(view, attachment)
        #expect(attachment.statistics.jumps >= 1)
        #expect(layout.providedSections.contains { $0 >= Self.model.count })   // copies laid out
        #expect(log.cellPaths > 30)
        #expect(log.outOfRange.count == 0, "\(log.outOfRange.prefix(5))")
        #expect(log.wrongLabel.count == 0, "\(log.wrongLabel.prefix(5))")
        #expect(log.farAttributes.count == 0, "\(log.farAttributes.prefix(5))")
        #expect(view.visibleCells.allSatisfy { !$0.text.isEmpty })
        #expect(dataSource.foreignPaths.isEmpty)
        try view.throwIfAssertionFailed()
    }

    @Test func aHeaderRegistrationFromTheSupplementaryProviderGetsTheAppsSections() throws {
        let log = Log()
        let layout = HostCollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 60)
        layout.headerReferenceSize = CGSize(width: 390, height: 30)
        let (view, dataSource) = Self.makeList(layout: layout, log: log, headers: true)
        let attachment = HostCollectionAttachment(collectionView: view)
        dataSource.apply(Self.snapshot(), animatingDifferences: false)
        view.layoutIfNeeded()
        attachment.step()
        #expect(attachment.engine.isLooping)
        Self.scrollAcrossCopies(view, attachment)
        #expect(attachment.statistics.jumps >= 1)
        #expect(log.headerPaths > 6)
        #expect(log.outOfRange.count == 0, "\(log.outOfRange.prefix(5))")
        #expect(log.wrongLabel.count == 0, "\(log.wrongLabel.prefix(5))")
        #expect(log.farAttributes.count == 0, "\(log.farAttributes.prefix(5))")
        try view.throwIfAssertionFailed()
    }
}
