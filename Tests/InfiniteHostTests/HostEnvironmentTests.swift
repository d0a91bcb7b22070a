import Foundation
import Testing
@testable import InfiniteHost

/// The app-wide state lists observe: VoiceOver and the application's active state, posted in
/// UIKit's order relative to the state, and window membership for every scroll view.
@Suite struct HostEnvironmentTests {
    /// UIKit fact: `willResignActiveNotification` is posted while `applicationState` is still
    /// `.active`; `didBecomeActiveNotification` once it is `.active` again.
    @Test func applicationActiveNotificationsBracketTheStateAsUIKit() {
        let environment = HostEnvironment()
        var seen: [(HostEnvironment.Event, Bool)] = []
        environment.observe { seen.append(($0, environment.isApplicationActive)) }
        environment.isApplicationActive = false
        environment.isApplicationActive = false                      // no change, no event
        environment.isApplicationActive = true
        #expect(seen.map(\.0) == [.applicationWillResignActive, .applicationDidBecomeActive])
        #expect(seen.map(\.1) == [true, true])
    }

    /// UIKit fact: `voiceOverStatusDidChangeNotification` comes after `isVoiceOverRunning` changed.
    @Test func voiceOverStatusChangeIsPostedAfterTheValueChangesAsUIKit() {
        let table = makeTable()
        var seen: [Bool] = []
        let token = table.environment.observe { event in
            if event == .voiceOverStatusDidChange { seen.append(table.environment.isVoiceOverRunning) }
        }
        table.environment.isVoiceOverRunning = true
        table.environment.isVoiceOverRunning = false
        table.environment.removeObserver(token)
        table.environment.isVoiceOverRunning = true
        #expect(seen == [true, false])
        #expect(table.environment.observerCount == 0)
    }

    /// UIKit fact: every view learns that it entered or left a window (`didMoveToWindow`); tables
    /// too, not only collections.
    @Test func tablesObserveWindowMembershipAsUIKitViews() {
        let table = makeTable()
        var changes: [Bool] = []
        let token = table.observeWindow { changes.append($0) }
        #expect(table.isInWindow)
        table.isInWindow = false
        table.isInWindow = false
        table.isInWindow = true
        table.removeObserver(token)
        table.isInWindow = false
        #expect(changes == [false, true])
    }
}
