#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// What UIKit does with cell and supplementary registrations: register entry G-a of
/// `Docs/HostFidelity.md`. UIKit dequeues for the path the configured dequeue was given and calls
/// the handler synchronously, inside the dequeue, with that path; the registration keeps its
/// handler in the `_configurationHandler` instance variable that the library swaps.
@available(iOS 14.0, *)
@MainActor
final class RegistrationFactsTests: XCTestCase {
    private final class Client: NSObject, UICollectionViewDataSource {
        var log: [String] = []
        var cells: UICollectionView.CellRegistration<UICollectionViewCell, Int>!
        var headers: UICollectionView.SupplementaryRegistration<UICollectionReusableView>!
        let counts = [3, 4, 2]

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            log.append("dequeue \(indexPath.section).\(indexPath.item)")
            let cell = collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
            log.append("returned \(indexPath.section).\(indexPath.item)")
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
    }

    private func makeCollection(_ client: Client, infinite: Bool) -> (UICollectionView, UIWindow) {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.contentInsetAdjustmentBehavior = .never
        client.cells = .init { _, path, _ in client.log.append("handler \(path.section).\(path.item)") }
        client.headers = .init(elementKind: UICollectionView.elementKindSectionHeader) { _, _, path in
            client.log.append("header \(path.section)")
        }
        collectionView.dataSource = client
        collectionView.enableInfiniteScrolling = infinite
        let window = makeKeyWindow(holding: collectionView)
        collectionView.layoutIfNeeded()
        return (collectionView, window)
    }

    /// G-a on a plain view: the handler runs inside the dequeue with the path it was given.
    func testTheHandlerRunsInsideTheDequeueWithTheGivenPath() {
        let client = Client()
        let (_, window) = makeCollection(client, infinite: false)
        let first = client.log.firstIndex(of: "dequeue 0.0")
        XCTAssertNotNil(first)
        if let first { XCTAssertEqual(Array(client.log[first..<(first + 3)]), ["dequeue 0.0", "handler 0.0", "returned 0.0"]) }
        XCTAssertTrue(client.log.contains("header 0"))
        _ = window
    }

    /// G-a: the registration keeps its handler where the library swaps it.
    func testTheRegistrationKeepsItsHandlerInAnInstanceVariable() {
        for name in ["UICollectionViewCellRegistration", "UICollectionViewSupplementaryRegistration"] {
            guard let type = NSClassFromString(name) else { return XCTFail("no \(name)") }
            XCTAssertNotNil(class_getInstanceVariable(type, "_configurationHandler"), name)
        }
    }

    /// On an infinite view scrolled across copies, handlers only see the app's sections (twin of
    /// `HostCollectionViewRegistrationsTests`).
    func testOnAnInfiniteViewHandlersSeeTheAppsPaths() {
        let client = Client()
        let (collectionView, window) = makeCollection(client, infinite: true)
        for _ in 0..<40 {
            collectionView.contentOffset.y += 300
            collectionView.layoutIfNeeded()
        }
        XCTAssertTrue(collectionView.infinite.isLooping)
        let sections = client.log.compactMap { entry -> Int? in
            guard entry.hasPrefix("handler ") || entry.hasPrefix("header ") else { return nil }
            return Int(entry.split(separator: " ")[1].split(separator: ".")[0])
        }
        XCTAssertFalse(sections.isEmpty)
        XCTAssertTrue(sections.allSatisfy { $0 < client.counts.count }, "\(Set(sections))")
        _ = window
    }
}
#endif
