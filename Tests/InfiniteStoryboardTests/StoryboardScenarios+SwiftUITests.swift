import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteStoryboard
@testable import InfiniteHost

@Suite @MainActor struct StoryboardSwiftUIScenarioTests {
    /// The SwiftUI screens run clean: the recorder's invariants, the binding on every
    /// frame, every cell showing its item, no UIKit assertion.
    @Test(arguments: ["swiftui-list", "swiftui-list-sections", "swiftui-carousel", "swiftui-pager"])
    func runsClean(_ name: String) throws {
        let recording = try #require(StoryboardScenario.selected([name]).first).run()
        #expect(recording.statistics.violations == 0, "\(recording.violationDescriptions)")
        #expect(recording.statistics.edgeHits == 0)
        #expect(recording.notes.contains { $0.contains("the binding always named the centred item and every cell showed its item") },
                "\(recording.notes)")
        let actions = recording.frames.filter { $0.event?.contains("data:") == true || $0.event?.contains("binding:") == true }
        #expect(actions.count >= 4)
    }

    @Test func theCatalogListsTheSwiftUIScreens() {
        let names = StoryboardScenario.catalog.map(\.name)
        #expect(names.suffix(4) == ["swiftui-list", "swiftui-list-sections", "swiftui-carousel", "swiftui-pager"])
    }
}
