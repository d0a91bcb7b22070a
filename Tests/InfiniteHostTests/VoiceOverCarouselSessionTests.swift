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

    /// The adjustable carousel labelled with the cities, VoiceOver running with its focus on it
    /// (auto-scroll paused).
    private func focusedAdjustableCarousel() -> CollectionSession {
        let session = carousel(behavior: .adjustable)
        session.attachment.accessibilityItemLabel = { Self.cities[$0.item] }
        session.collectionView.environment.isVoiceOverRunning = true
        session.collectionView.environment.voiceOverFocusedElement = session.collectionView
        return session
    }

    /// The app words the position in its own language: the element's value after each swipe and
    /// the three-finger scroll status use it; setting it back to nil reads "3 of 12" again.
    @Test func theAppWordsThePositionInItsOwnLanguage() {
        let session = focusedAdjustableCarousel()
        let attachment = session.attachment
        attachment.accessibilityPositionDescription = { index, count in "\(index + 1) von \(count)" }
        #expect(attachment.adjustableElementValue == "Aarhus, 1 von 12")
        var heard: [String] = []
        for _ in 0..<13 {
            attachment.accessibilityDecrement()
            heard.append(attachment.adjustableElementValue ?? "nothing")
            session.run(seconds: 0.3)
        }
        #expect(heard == (1...13).map { step in
            let item = (12 - step % 12) % 12
            return "\(Self.cities[item]), \(item + 1) von 12"
        })
        #expect(attachment.controller.accessibilityScrollStatus() == "12 von 12")
        attachment.accessibilityPositionDescription = nil
        #expect(attachment.adjustableElementValue == "Lisbon, 12 of 12")
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// Thirty swipes up go round the twelve cities two and a half times, each announced with the
    /// city's own name and its place in the data; the content keeps repeating, auto-scroll stays
    /// paused while VoiceOver's focus is on the element, and swipes down come back across the start.
    /// VoiceOver drives the element as UIKit's does: `accessibilityIncrement()`, then it reads
    /// `accessibilityValue`.
    @Test func aVoiceOverUserStepsThirtyItemsForwardAcrossTheEnd() {
        let session = focusedAdjustableCarousel()
        let attachment = session.attachment
        #expect(attachment.engine.isLooping)
        #expect(attachment.showsAdjustableElement)
        #expect(!attachment.isAutoScrollTimerRunning)
        #expect(attachment.adjustableElementValue == "Aarhus, 1 of 12")
        var heard: [String] = []
        for _ in 0..<30 {
            attachment.accessibilityIncrement()
            heard.append(attachment.adjustableElementValue ?? "nothing")
            session.run(seconds: 0.3)
        }
        let expected = (1...30).map { "\(Self.cities[$0 % 12]), \($0 % 12 + 1) of 12" }
        #expect(heard == expected)
        #expect(attachment.centeredIndexPath?.item == 6)
        var back: [String] = []
        for _ in 0..<8 {
            attachment.accessibilityDecrement()
            back.append(attachment.adjustableElementValue ?? "nothing")
            session.run(seconds: 0.3)
        }
        #expect(back == [5, 4, 3, 2, 1, 0, 11, 10].map { "\(Self.cities[$0]), \($0 + 1) of 12" })
        #expect(attachment.carouselStatistics.autoScrollAdvances == 0)
        // The three-finger scroll status uses the same numbering, without the label.
        #expect(attachment.controller.accessibilityScrollStatus() == "11 of 12")
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }

    /// Without the app's label the shared decision answers the position alone (UIKit's element
    /// passes the centred cell's label as the fallback).
    @Test func withoutALabelTheValueIsThePosition() {
        let session = carousel(behavior: .adjustable)
        session.collectionView.environment.isVoiceOverRunning = true
        session.attachment.accessibilityIncrement()
        #expect(session.attachment.adjustableElementValue == "2 of 12")
        #expect(session.attachment.controller.adjustableValue(fallbackLabel: Self.label) == "Bergen, 2 of 12")
    }

    /// Auto-scroll pauses while VoiceOver's focus is inside the carousel (on the view or one of
    /// its cells), and runs while VoiceOver reads something else on screen; it used to pause
    /// whenever VoiceOver ran.
    @Test func autoScrollPausesOnlyWhileVoiceOverFocusIsInside() {
        for behavior in InfiniteVoiceOverBehavior.allCases {
            let session = carousel(behavior: behavior)
            let attachment = session.attachment
            let environment = session.collectionView.environment
            let elsewhere = NSObject()
            environment.isVoiceOverRunning = true
            session.resetContinuity()   // `.finite` stops repeating: a deliberate jump
            environment.voiceOverFocusedElement = elsewhere
            #expect(attachment.isAutoScrollTimerRunning, "\(behavior): focus outside")
            let advancesBefore = attachment.carouselStatistics.autoScrollAdvances
            session.run(seconds: 2.5)
            #expect(attachment.carouselStatistics.autoScrollAdvances > advancesBefore, "\(behavior)")
            guard let cell = session.collectionView.visibleCells.first else {
                Issue.record("no visible cell")
                continue
            }
            environment.voiceOverFocusedElement = cell
            #expect(!attachment.isAutoScrollTimerRunning, "\(behavior): focus on a cell")
            let paused = attachment.carouselStatistics.autoScrollAdvances
            session.run(seconds: 5)
            #expect(attachment.carouselStatistics.autoScrollAdvances == paused, "\(behavior)")
            environment.voiceOverFocusedElement = session.collectionView
            #expect(!attachment.isAutoScrollTimerRunning, "\(behavior): focus on the view")
            environment.voiceOverFocusedElement = elsewhere
            #expect(attachment.isAutoScrollTimerRunning, "\(behavior): focus left")
            // Focus inside, then VoiceOver stops: auto-scroll runs and the focus is forgotten.
            environment.voiceOverFocusedElement = session.collectionView
            environment.isVoiceOverRunning = false
            session.resetContinuity()
            #expect(attachment.isAutoScrollTimerRunning, "\(behavior): VoiceOver off")
            #expect(!attachment.controller.isVoiceOverFocusInside)
            environment.isVoiceOverRunning = true
            session.resetContinuity()
            #expect(attachment.isAutoScrollTimerRunning, "\(behavior): VoiceOver back, no focus event yet")
            #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        }
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
