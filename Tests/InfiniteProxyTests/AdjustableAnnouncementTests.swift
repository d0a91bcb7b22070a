import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct AdjustableAnnouncementTests {
    @Test func labelAndPosition() {
        #expect(AdjustableAnnouncement.text(label: "Lisbon", index: 2, count: 12) == "Lisbon, 3 of 12")
        #expect(AdjustableAnnouncement.text(label: nil, index: 2, count: 12) == "3 of 12")
        #expect(AdjustableAnnouncement.text(label: "", index: 0, count: 1) == "1 of 1")
        #expect(AdjustableAnnouncement.text(label: "Lisbon", index: 2, count: 12) { "Stop \($0 + 1)/\($1)" }
                == "Lisbon, Stop 3/12")
    }
}
