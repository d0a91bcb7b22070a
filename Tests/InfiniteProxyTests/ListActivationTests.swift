import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct ListActivationTests {
    @Test func activeWhenRequestedAndVoiceOverIsOff() {
        var activation = ListActivation()
        #expect(!activation.shouldBeActive)
        activation.isRequested = true
        #expect(activation.shouldBeActive)
        activation.isVoiceOverRunning = true
        #expect(!activation.shouldBeActive)
        activation.isVoiceOverRunning = false
        activation.isApplicationActive = false
        activation.isInWindow = false
        #expect(activation.shouldBeActive)   // the app's state and the window pause auto-scroll only
    }

    /// With the adjustable behaviour the content keeps repeating while VoiceOver runs.
    @Test func adjustableVoiceOverKeepsItActive() {
        var activation = ListActivation()
        activation.isRequested = true
        activation.isVoiceOverRunning = true
        #expect(!activation.shouldBeActive)
        activation.voiceOverBehavior = .adjustable
        #expect(activation.shouldBeActive)
        activation.isRequested = false
        #expect(!activation.shouldBeActive)
    }

    @Test func chromeIsHiddenWhileLoopingAndRestoredAfter() {
        var activation = ListActivation()
        let shown = ScrollChrome(showsVerticalIndicator: true, showsHorizontalIndicator: true, scrollsToTop: true)
        #expect(activation.needsCurrentChrome(looping: true))
        let hidden = activation.chrome(replacing: shown, looping: true, axis: .vertical)
        #expect(hidden == ScrollChrome(showsVerticalIndicator: false, showsHorizontalIndicator: true, scrollsToTop: false))
        #expect(activation.savedChrome == shown)
        #expect(activation.needsCurrentChrome(looping: false) == false)
        // Already hidden: nothing to change, and the view's chrome is not needed again.
        #expect(!activation.needsCurrentChrome(looping: true))
        let again = activation.chrome(replacing: hidden, looping: true, axis: .vertical)
        #expect(again == nil)
        let restored = activation.chrome(replacing: nil, looping: false, axis: .vertical)
        #expect(restored == shown)
        #expect(activation.savedChrome == nil)
        let unchanged = activation.chrome(replacing: shown, looping: false, axis: .vertical)
        #expect(unchanged == nil)
    }

    @Test func horizontalListsHideTheHorizontalIndicator() {
        var activation = ListActivation()
        let shown = ScrollChrome()
        let hidden = activation.chrome(replacing: shown, looping: true, axis: .horizontal)
        #expect(hidden == ScrollChrome(showsVerticalIndicator: true, showsHorizontalIndicator: false, scrollsToTop: false))
    }
}
