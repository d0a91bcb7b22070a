import Foundation
import InfiniteHostTesting
import InfiniteProxy
import Testing
@testable import InfiniteHost

/// `InfiniteList`'s self-sizing SwiftUI rows changing height — a row that expands, Dynamic Type —
/// while the list is scrolled copies away from where it started: the row the user looks at stays
/// where it is and stays centred, and the scrolling after it (recentering jumps included) shows
/// no jump.
@Suite @MainActor struct InfiniteListSelfSizingTests {
    static let heights: [Int: CGFloat] = Dictionary(uniqueKeysWithValues: (0..<9).map { ($0, 50 + CGFloat(($0 * 37) % 70)) })

    /// A self-sizing list flung into a later copy (several recentering jumps behind it).
    static func scrolledScreen() -> (HostIdentifiedTableScreen, IdentifiedSession<HostTableAttachment, HostTableView>) {
        let screen = HostIdentifiedTableScreen(ids: Array(0..<9), rowHeight: HostTableView.automaticDimension, heights: heights)
        let session = screen.session()
        for _ in 0..<3 {
            session.session.fling(-9_000)
            session.settle()
        }
        return (screen, session)
    }

    /// The centred row expands (its content grows, as an expanding SwiftUI row's does) at rest
    /// and mid-fling: its top stays where it was, it stays the centred item, and the following
    /// flings through recentering jumps are clean.
    @Test func anExpandingRowKeepsItsPlaceAndTheCentre() throws {
        let (screen, session) = Self.scrolledScreen()
        let controller = screen.attachment.controller
        #expect(controller.statistics.jumps > 0)
        for round in 0..<8 {
            if round.isMultiple(of: 2) {
                session.session.fling(round % 4 == 0 ? 6_000 : -6_000)
                session.session.step(6)
            }
            let centred = try #require(screen.list.centeredID)
            let before = try #require(session.centredCell())
            let grown = (screen.list.heights[centred] ?? 60) + 120
            screen.list.heights[centred] = grown
            let writes = screen.list.binding.writes
            screen.list.update()       // the app's state changed: a re-render with the same items
            session.session.resetContinuity()
            let after = try #require(session.centredCellShowing("item \(centred)", near: before.screen))
            #expect(abs(after.screen - before.screen) <= 0.5, "round \(round): the row moved \(after.screen - before.screen)")
            #expect(abs(after.length - grown) <= 0.5)
            #expect(screen.list.centeredID == centred, "round \(round)")
            screen.list.model.didScroll()
            screen.attachment.runLoop.advance(by: 0)
            #expect(screen.list.binding.writes == writes, "round \(round)")
            session.settle()
        }
        // Many jumps after the changes, every frame checked.
        let jumps = controller.statistics.jumps
        for round in 0..<6 {
            session.session.fling(round.isMultiple(of: 2) ? 9_000 : -9_000)
            session.settle()
        }
        #expect(controller.statistics.jumps > jumps)
        #expect(screen.tableView.assertionFailures.isEmpty, "\(screen.tableView.assertionFailures.prefix(3))")
        #expect(screen.tableView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
        #expect(screen.list.binding.value == screen.list.centeredID)
    }

    /// Dynamic Type mid-fling on self-sizing rows: every row takes its new height, the centred row
    /// stays on screen near where it was and keeps the binding; flings after it are clean.
    @Test func dynamicTypeKeepsTheCentredRow() throws {
        let (screen, session) = Self.scrolledScreen()
        for (round, scale) in [1.6, 0.8, 1.3].enumerated() {
            session.session.fling(round.isMultiple(of: 2) ? 5_000 : -5_000)
            session.session.step(10)
            let centred = try #require(screen.list.centeredID)
            let before = try #require(session.centredCell())
            screen.list.heights = Self.heights.mapValues { $0 * scale }
            // The attachment hears the notification (the table reloads, every row measured with
            // the new text size), then SwiftUI re-renders the rows at the end of the turn.
            screen.attachment.contentSizeCategoryDidChange()
            screen.list.update()
            session.session.resetContinuity()
            session.session.step(1)
            let after = try #require(session.centredCellShowing("item \(centred)", near: before.screen))
            // Where it was, give or take one frame of the fling.
            #expect(abs(after.screen - before.screen) < 100, "round \(round): \(after.screen) vs \(before.screen)")
            #expect(screen.tableView.visibleCells.allSatisfy { cell in
                let id = Int(cell.text.dropFirst("item ".count)) ?? -1
                return abs(cell.frame.height - (Self.heights[id] ?? 60) * scale) < 0.5
            })
            session.settle()
            #expect(screen.list.binding.value == screen.list.centeredID)
        }
        for round in 0..<4 {
            session.session.fling(round.isMultiple(of: 2) ? 9_000 : -9_000)
            session.settle()
        }
        #expect(screen.tableView.assertionFailures.isEmpty, "\(screen.tableView.assertionFailures.prefix(3))")
        #expect(screen.tableView.edgeHits == 0)
        #expect(session.failures.isEmpty, "\(session.failures.prefix(5))")
    }
}
