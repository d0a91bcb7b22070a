import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A VoiceOver user on an infinite carousel: one adjustable element that loops like a picker
/// (`.adjustable`), or the finite default.
@MainActor
@Suite struct VoiceOverCarouselSessionTests {
    private static let cities = ["Aarhus", "Bergen", "Cork", "Dresden", "Evora", "Faro",
                                 "Genoa", "Haarlem", "Izmir", "Jena", "Kiel", "Lisbon"]

    private func carousel(behavior: InfiniteVoiceOverBehavior) -> CollectionSession {
        CollectionSession(axis: .horizontal, viewport: CGSize(width: 390, height: 300), counts: [12]) { layout, _ in
            layout.itemSize = CGSize(width: 300, height: 260)
            layout.minimumLineSpacing = 10
        } attachmentSetup: { attachment in
            attachment.isPagingEnabled = true
            attachment.autoScrollInterval = 2
            attachment.controller.setVoiceOverBehavior(behavior)
        }
    }

    private static func label(_ source: SourceIndexPath) -> String? { cities[source.item] }

    /// Thirty swipes up go round the twelve cities two and a half times, each announced with the
    /// city's own name and its place in the data; the content keeps repeating, auto-scroll stays
    /// paused while VoiceOver runs, and swipes down come back across the start.
    @Test func aVoiceOverUserStepsThirtyItemsForwardAcrossTheEnd() {
        let session = carousel(behavior: .adjustable)
        let controller = session.attachment.controller
        session.collectionView.environment.isVoiceOverRunning = true
        #expect(session.attachment.engine.isLooping)
        #expect(controller.isAdjustableElement)
        #expect(!session.attachment.isAutoScrollTimerRunning)
        #expect(controller.accessibilityValue(label: Self.label) == "Aarhus, 1 of 12")
        var heard: [String] = []
        for _ in 0..<30 {
            heard.append(controller.accessibilityStep(1, label: Self.label) ?? "nothing")
            session.run(seconds: 0.3)
        }
        let expected = (1...30).map { "\(Self.cities[$0 % 12]), \($0 % 12 + 1) of 12" }
        #expect(heard == expected)
        #expect(session.attachment.centeredIndexPath?.item == 6)
        var back: [String] = []
        for _ in 0..<8 {
            back.append(controller.accessibilityStep(-1, label: Self.label) ?? "nothing")
            session.run(seconds: 0.3)
        }
        #expect(back == [5, 4, 3, 2, 1, 0, 11, 10].map { "\(Self.cities[$0]), \($0 + 1) of 12" })
        #expect(session.attachment.carouselStatistics.autoScrollAdvances == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// The default: finite while VoiceOver runs, every item reachable; no adjustable element.
    @Test func theDefaultIsFiniteWhileVoiceOverRuns() {
        let session = carousel(behavior: .finite)
        let controller = session.attachment.controller
        #expect(controller.voiceOverBehavior == .finite)
        session.collectionView.environment.isVoiceOverRunning = true
        #expect(!session.attachment.engine.isLooping)
        #expect(!controller.isAdjustableElement)
        #expect(controller.accessibilityStep(1, label: Self.label) == nil)
        // Choosing .adjustable while VoiceOver runs makes it loop again.
        controller.setVoiceOverBehavior(.adjustable)
        #expect(session.attachment.engine.isLooping)
        #expect(controller.isAdjustableElement)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }
}
