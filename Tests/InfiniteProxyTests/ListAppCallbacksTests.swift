import Foundation
import Testing
@testable import InfiniteProxy

/// ``ListAppCallbacks``: nothing set by default; each closure is the app's, called as given. The
/// controller's reports through it are tested in `ListControllerTableTests.theCentredRowIsReported`
/// and the VoiceOver suites.
@Suite struct ListAppCallbacksTests {
    @Test func holdsTheAppsClosuresAndNothingByDefault() {
        var callbacks = ListAppCallbacks()
        #expect(callbacks.onCenteredIndexPathChange == nil)
        #expect(callbacks.accessibilityText.itemLabel == nil)
        #expect(callbacks.accessibilityText.positionDescription == nil)
        var reported: [IndexPath] = []
        callbacks.onCenteredIndexPathChange = { reported.append($0) }
        callbacks.accessibilityText.itemLabel = { "row \($0[1])" }
        callbacks.onCenteredIndexPathChange?(IndexPath(indexes: [0, 3]))
        #expect(reported == [IndexPath(indexes: [0, 3])])
        #expect(callbacks.accessibilityText.itemLabel?(IndexPath(indexes: [0, 4])) == "row 4")
    }
}
