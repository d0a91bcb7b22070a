import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct SourceEditPlanTests {
    private func path(_ section: Int, _ item: Int) -> SourceIndexPath { SourceIndexPath(section: section, item: item) }

    @Test func docExample() throws {
        var edits = SourceEdits()
        edits.deletedItems = [path(0, 0)]
        let plan = try #require(SourceEditPlan(oldCounts: [3], newCounts: [2], edits: edits))
        #expect(plan.itemTargets[0] == [nil, path(0, 0), path(0, 1)])
        #expect(plan.itemOrigins[0] == [.kept(path(0, 1)), .kept(path(0, 2))])
    }

    @Test func movesAndInsertsTakeTheirSlotsTheRestKeepsItsOrder() throws {
        var edits = SourceEdits()
        edits.insertedItems = [path(0, 0)]
        edits.movedItems = [ListMove(from: path(0, 3), to: path(0, 1))]
        edits.reloadedItems = [path(0, 1)]
        let plan = try #require(SourceEditPlan(oldCounts: [4], newCounts: [5], edits: edits))
        #expect(plan.itemOrigins[0] == [.fresh, .kept(path(0, 3)), .kept(path(0, 0)), .reloaded(path(0, 1)), .kept(path(0, 2))])
    }

    @Test func sectionsMoveInsertAndReload() throws {
        var edits = SourceEdits()
        edits.movedSections = [ListMove(from: 2, to: 0)]
        edits.insertedSections = [1]
        edits.reloadedSections = [0]
        let plan = try #require(SourceEditPlan(oldCounts: [1, 2, 3], newCounts: [3, 5, 4, 2], edits: edits))
        #expect(plan.sectionOrigins == [.kept(2), .fresh, .reloaded(0), .kept(1)])
        #expect(plan.sectionTargets == [2, 3, 0])
        #expect(plan.sectionMoved == [false, false, true])
    }

    /// What UIKit rejects, and what the translation does not express, gives nil.
    @Test func rejects() {
        var countsOff = SourceEdits()
        countsOff.deletedItems = [path(0, 0)]
        #expect(SourceEditPlan(oldCounts: [3], newCounts: [3], edits: countsOff) == nil)
        var twice = SourceEdits()
        twice.deletedItems = [path(0, 0)]
        twice.movedItems = [ListMove(from: path(0, 0), to: path(0, 1))]
        #expect(SourceEditPlan(oldCounts: [3], newCounts: [2], edits: twice) == nil)
        var outOfRange = SourceEdits()
        outOfRange.insertedItems = [path(0, 9)]
        #expect(SourceEditPlan(oldCounts: [3], newCounts: [4], edits: outOfRange) == nil)
        var inDeletedSection = SourceEdits()
        inDeletedSection.deletedSections = [0]
        inDeletedSection.deletedItems = [path(0, 0)]
        #expect(SourceEditPlan(oldCounts: [3, 1], newCounts: [1], edits: inDeletedSection) == nil)
        var intoInsertedSection = SourceEdits()
        intoInsertedSection.insertedSections = [0]
        intoInsertedSection.insertedItems = [path(0, 0)]
        #expect(SourceEditPlan(oldCounts: [3], newCounts: [1, 3], edits: intoInsertedSection) == nil)
        #expect(SourceEditPlan(oldCounts: [3_000_000], newCounts: [3_000_000], edits: SourceEdits()) == nil)
    }
}
