import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct ReorderTranslationTests {
    private func row(_ item: Int, section: Int = 0) -> SourceIndexPath { SourceIndexPath(section: section, item: item) }

    /// Every move on a repeated single-section list (1…6 rows, 1…4 copies): after the client's
    /// move, the moved row sits between the same rows it was dropped between — what every copy
    /// shows — and the client's destination is a valid post-removal index.
    @Test func everyMoveLandsBetweenTheRowsItWasDroppedBetween() {
        for rows in 1...6 {
            for copies in 1...4 {
                let total = rows * copies
                for moving in 0..<total {
                    for destination in 0..<total {
                        check(rows: rows, total: total, moving: moving, destination: destination)
                    }
                }
            }
        }
    }

    private func check(rows: Int, total: Int, moving: Int, destination: Int) {
        let source = { (virtual: VirtualIndexPath) in SourceIndexPath(section: 0, item: virtual.item % rows) }
        let movingPath = VirtualIndexPath(section: 0, item: moving)
        let neighbours = ReorderTranslation.virtualNeighbours(
            moving: movingPath, destination: VirtualIndexPath(section: 0, item: destination), itemCount: total)
        let movedRow = source(movingPath)
        let predecessor = neighbours.predecessor.map(source)
        let successor = neighbours.successor.map(source)
        let target = ReorderTranslation.sourceDestination(moving: movedRow, predecessor: predecessor, successor: successor)
        let context = Comment(rawValue: "rows \(rows), virtual \(total), move \(moving) → \(destination)")
        #expect(target.section == 0 && (0..<rows).contains(target.item), context)
        var list = Array(0..<rows)
        list.remove(at: movedRow.item)
        list.insert(movedRow.item, at: target.item)
        let at = list.firstIndex(of: movedRow.item) ?? 0
        if let predecessor, predecessor != movedRow {
            #expect(list[(at + rows - 1) % rows] == predecessor.item, context)
        }
        if let successor, successor != movedRow {
            #expect(list[(at + 1) % rows] == successor.item, context)
        }
        // Dropped back between its own neighbours (a twin of its place): the row stays, even where
        // that place is at a copy's end (its predecessor the last row, or its successor the first).
        if rows > 1, let predecessor, let successor, predecessor != movedRow, successor != movedRow,
           predecessor.item == (movedRow.item + rows - 1) % rows, successor.item == (movedRow.item + 1) % rows {
            #expect(target == movedRow, context)
        }
        // The virtual neighbours really are the rows around the destination after UIKit's move.
        var virtual = Array(0..<total)
        virtual.remove(at: moving)
        virtual.insert(moving, at: destination)
        #expect(neighbours.predecessor?.item == (destination > 0 ? virtual[destination - 1] : nil), context)
        #expect(neighbours.successor?.item == (destination < total - 1 ? virtual[destination + 1] : nil), context)
    }

    /// Across the end of a copy: row 1 dropped between row 4 and the next copy's row 0 becomes the
    /// client's last row — mapping the destination path alone would have made it row 0.
    @Test func aDropAcrossTheEndOfACopyGoesToTheEnd() {
        // 5 rows, 3 copies: virtual 6 is row 1 of copy 2; dropped at virtual 10 (after the move),
        // between copy 2's row 4 (virtual 9) and copy 3's row 0 (virtual 10 → 11 before the move).
        let neighbours = ReorderTranslation.virtualNeighbours(
            moving: VirtualIndexPath(section: 0, item: 6), destination: VirtualIndexPath(section: 0, item: 9), itemCount: 15)
        #expect(neighbours.predecessor?.item == 9)
        #expect(neighbours.successor?.item == 10)
        #expect(ReorderTranslation.sourceDestination(moving: row(1), predecessor: row(4), successor: row(0)) == row(4))
    }

    /// Between sections: the row goes after its new predecessor in that section, or at the start
    /// of an empty one; onto its own twins it stays.
    @Test func movesBetweenSectionsAndOntoTwins() {
        #expect(ReorderTranslation.sourceDestination(moving: row(2), predecessor: row(3, section: 1), successor: nil)
                == row(4, section: 1))
        #expect(ReorderTranslation.sourceDestination(moving: row(2), predecessor: nil, successor: row(0, section: 1))
                == row(0, section: 1))
        #expect(ReorderTranslation.sourceDestination(moving: row(2), predecessor: nil, successor: nil, emptySection: 3)
                == row(0, section: 3))
        #expect(ReorderTranslation.sourceDestination(moving: row(0), predecessor: row(0), successor: row(0)) == row(0))
        let across = ReorderTranslation.virtualNeighbours(
            moving: VirtualIndexPath(section: 0, item: 1), destination: VirtualIndexPath(section: 2, item: 0), itemCount: 3)
        #expect(across.predecessor == nil)
        #expect(across.successor == VirtualIndexPath(section: 2, item: 0))
    }

    /// A drop from elsewhere is an insertion before the destination: between the same two rows in
    /// the client's list, at every slot of a repeated list.
    @Test func dropsFromElsewhereInsertBetweenTheSameRows() {
        for rows in 1...5 {
            let total = rows * 3
            for destination in 0...total {
                let neighbours = ReorderTranslation.virtualNeighbours(
                    moving: nil, destination: VirtualIndexPath(section: 0, item: destination), itemCount: total)
                #expect(neighbours.predecessor?.item == (destination > 0 ? destination - 1 : nil))
                #expect(neighbours.successor?.item == (destination < total ? destination : nil))
                let target = ReorderTranslation.sourceDestination(
                    moving: nil, predecessor: neighbours.predecessor.map { row($0.item % rows) },
                    successor: neighbours.successor.map { row($0.item % rows) })
                var list = Array(0..<rows)
                list.insert(-1, at: target.item)
                let at = list.firstIndex(of: -1) ?? 0
                if let predecessor = neighbours.predecessor {
                    #expect(list[(at + rows) % (rows + 1)] == predecessor.item % rows)
                }
                if let successor = neighbours.successor {
                    #expect(list[(at + 1) % (rows + 1)] == successor.item % rows)
                }
            }
        }
        #expect(ReorderTranslation.sourceDestination(moving: nil, predecessor: nil, successor: nil) == row(0))
    }
}
