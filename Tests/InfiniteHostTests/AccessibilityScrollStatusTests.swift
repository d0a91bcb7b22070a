import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// What VoiceOver reads after a three-finger scroll on a looping view (`accessibilityScrollStatus(for:)`):
/// the centred item's place in the app's numbering, sections flattened, wherever the copies took
/// the offset — not a page count of the repeated content.
@MainActor
@Suite struct AccessibilityScrollStatusTests {
    private func carousel(direction: InfiniteLayoutDirection = .leftToRight) -> CollectionSession {
        CollectionSession(axis: .horizontal, viewport: CGSize(width: 390, height: 300), counts: [3, 4],
                          layoutDirection: direction) { layout, _ in
            layout.itemSize = CGSize(width: 300, height: 260)
            layout.minimumLineSpacing = 10
        } attachmentSetup: { attachment in
            attachment.isPagingEnabled = true
        }
    }

    @Test(arguments: [InfiniteLayoutDirection.leftToRight, .rightToLeft])
    func statusNamesTheCentredItemAcrossSectionsAndJumps(direction: InfiniteLayoutDirection) {
        let session = carousel(direction: direction)
        let controller = session.attachment.controller
        var heard: [String] = []
        var expected: [String] = []
        for step in 0..<16 {
            if step % 3 == 2 { session.attachment.scrollToPreviousItem(animated: true) } else { session.attachment.scrollToNextItem(animated: true) }
            session.settle()
            let centred = session.attachment.centeredIndexPath ?? IndexPath(item: -1, section: -1)
            let flat = centred.section == 0 ? centred.item : 3 + centred.item
            expected.append("\(flat + 1) of 7")
            heard.append(controller.accessibilityScrollStatus() ?? "nothing")
        }
        #expect(heard == expected)
        #expect(Set(heard).count >= 4)
        #expect(session.attachment.statistics.jumps + session.attachment.statistics.preJumps > 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// Finite while VoiceOver runs (the default): UIKit's own status is right, the controller has none.
    @Test func noStatusWhileTheContentIsFinite() {
        let session = carousel()
        #expect(session.attachment.controller.accessibilityScrollStatus() != nil)
        session.collectionView.environment.isVoiceOverRunning = true
        #expect(!session.attachment.engine.isLooping)
        #expect(session.attachment.controller.accessibilityScrollStatus() == nil)
    }
}
