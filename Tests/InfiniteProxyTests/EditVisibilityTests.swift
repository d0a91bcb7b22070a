import Testing
@testable import InfiniteProxy

@Suite struct EditVisibilityTests {
    private func path(_ item: Int, section: Int = 0) -> VirtualIndexPath { VirtualIndexPath(section: section, item: item) }

    @Test func editsAboveOrBelowTheScreenDoNotTouchIt() {
        let visible = path(40)...path(52)
        var edits = VirtualEdits()
        edits.deletedItems = [path(3), path(90)]
        edits.insertedItems = [path(2), path(89)]
        #expect(!EditVisibility.touchesScreen(edits, oldVisible: visible, newVisible: path(40)...path(52)))
    }

    @Test func anEditOnScreenTouchesIt() {
        let visible = path(40)...path(52)
        var deleted = VirtualEdits()
        deleted.deletedItems = [path(3), path(45)]
        #expect(EditVisibility.touchesScreen(deleted, oldVisible: visible, newVisible: nil))
        var inserted = VirtualEdits()
        inserted.insertedItems = [path(44)]
        #expect(EditVisibility.touchesScreen(inserted, oldVisible: visible, newVisible: path(40)...path(53)))
        #expect(EditVisibility.touchesScreen(inserted, oldVisible: visible, newVisible: nil))   // unknown: on screen
        var moved = VirtualEdits()
        moved.movedItems = [ListMove(from: path(3), to: path(41))]
        #expect(EditVisibility.touchesScreen(moved, oldVisible: visible, newVisible: path(40)...path(52)))
        var reloaded = VirtualEdits()
        reloaded.reloadedItems = [path(52)]
        #expect(EditVisibility.touchesScreen(reloaded, oldVisible: visible, newVisible: nil))
    }

    @Test func sectionEditsCountByTheSectionsOnScreen() {
        let visible = path(5, section: 4)...path(2, section: 6)
        var edits = VirtualEdits()
        edits.deletedSections = [1]
        edits.insertedSections = [9]
        #expect(!EditVisibility.touchesScreen(edits, oldVisible: visible, newVisible: path(5, section: 4)...path(2, section: 6)))
        edits.insertedSections = [5]
        #expect(EditVisibility.touchesScreen(edits, oldVisible: visible, newVisible: path(5, section: 4)...path(2, section: 7)))
        var reloaded = VirtualEdits()
        reloaded.reloadedSections = [6]
        #expect(EditVisibility.touchesScreen(reloaded, oldVisible: visible, newVisible: nil))
    }
}
