import Foundation
import Testing
@testable import InfiniteProxy

/// A vertical grid of fixed frames answering ``LaidOutLineFrames``' queries, recording the
/// rects it was asked for.
@MainActor
private final class FrameGrid: LaidOutLineFrames {
    var listAxis: InfiniteAxis = .vertical
    var laidOutBounds = CGRect(x: 0, y: 0, width: 300, height: 100)
    var frames: [[CGRect]]
    var headers: [Int: CGRect] = [:]
    var inset = SurfaceInsets(top: 7, left: 3)
    var pointQuery = false
    private(set) var bands: [CGRect] = []

    init(frames: [[CGRect]]) { self.frames = frames }

    /// `columns` items of 100 × 50 per line, lines 10 apart, sections `gap` apart after an inset of 7.
    convenience init(counts: [Int], columns: Int, gap: CGFloat = 20) {
        var sections: [[CGRect]] = []
        var y: CGFloat = 0
        for count in counts {
            y += 7
            sections.append((0..<count).map {
                CGRect(x: CGFloat($0 % columns) * 100, y: y + CGFloat($0 / columns) * 60, width: 100, height: 50)
            })
            y += CGFloat((count + columns - 1) / columns) * 60 + gap
        }
        self.init(frames: sections)
    }

    var laidOutSectionCount: Int { frames.count }
    func laidOutItemCount(inSection section: Int) -> Int { section >= 0 && section < frames.count ? frames[section].count : 0 }
    func laidOutFrame(ofVirtual item: VirtualIndexPath) -> CGRect? {
        item.item >= 0 && item.item < laidOutItemCount(inSection: item.section) ? frames[item.section][item.item] : nil
    }
    func forEachLaidOutFrame(in rect: CGRect, _ body: (VirtualIndexPath, CGRect) -> Void) {
        bands.append(rect)
        for (section, items) in frames.enumerated() {
            for (item, frame) in items.enumerated() where frame.intersects(rect) {
                body(VirtualIndexPath(section: section, item: item), frame)
            }
        }
    }
    func laidOutItem(at point: CGPoint) -> VirtualIndexPath? {
        guard pointQuery else { return nil }
        for (section, items) in frames.enumerated() {
            if let item = items.firstIndex(where: { $0.contains(point) }) { return VirtualIndexPath(section: section, item: item) }
        }
        return nil
    }
    func laidOutHeaderFrame(inSection section: Int) -> CGRect? { headers[section] }
    func laidOutSectionInset(inSection section: Int) -> SurfaceInsets { inset }
    func laidOutLineSpacing(inSection section: Int) -> CGFloat { 10 }
}

@MainActor
@Suite struct LaidOutFramesTests {
    private func path(_ section: Int, _ item: Int) -> VirtualIndexPath { VirtualIndexPath(section: section, item: item) }

    @Test func nearestPicksTheMiddleColumnWithinOneScreen() {
        let grid = FrameGrid(counts: [9], columns: 3)   // lines at 7, 67, 127
        #expect(grid.nearestLaidOutItem(to: 80) == path(0, 4))
        #expect(grid.nearestLaidOutItem(to: 60) == path(0, 1))   // gap 57..67: nearer edge 57
        #expect(grid.bands.count == 2)
        #expect(grid.bands[0] == CGRect(x: 0, y: -20, width: 300, height: 200))
        #expect(grid.nearestLaidOutItem(to: .infinity) == nil)
    }

    @Test func bandSearchFallsBackToFourScreens() {
        let grid = FrameGrid(frames: [[CGRect(x: 0, y: 0, width: 300, height: 50), CGRect(x: 0, y: 350, width: 300, height: 50)]])
        #expect(grid.nearestLaidOutItem(to: 210) == path(0, 1))   // both outside ±100, 350 nearer than 50
        #expect(grid.bands.map(\.height) == [200, 800])
        #expect(grid.nearestLaidOutItem(to: 2000) == nil)
        #expect(grid.bands.count == 4)
    }

    @Test func pointQueryAnswersFirst() {
        let grid = FrameGrid(counts: [9], columns: 3)
        grid.pointQuery = true
        #expect(grid.nearestLaidOutItem(to: 80) == path(0, 4))   // the point (150, 80) is in item 4
        #expect(grid.bands.isEmpty)
        #expect(grid.nearestLaidOutItem(to: 60) == path(0, 1))   // on a gap: the band search
        #expect(grid.bands.count == 1)
    }

    @Test func horizontalBandsRunAlongX() {
        let grid = FrameGrid(frames: [[CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 50, height: 100)]])
        grid.listAxis = .horizontal
        #expect(grid.nearestLaidOutItem(to: 70) == path(0, 1))
        #expect(grid.bands[0] == CGRect(x: -230, y: 0, width: 600, height: 100))
        #expect(grid.laidOutLeadingEdge(ofVirtual: path(0, 1)) == 60)
    }

    @Test func itemsPerLineOnAGrid() {
        let grid = FrameGrid(counts: [8], columns: 3)
        #expect(grid.laidOutItemsPerLine(around: path(0, 4), frame: grid.frames[0][4]) == 3)
        #expect(grid.laidOutItemsPerLine(around: path(0, 7), frame: grid.frames[0][7]) == 2)   // last, partial line
        let wide = FrameGrid(counts: [100], columns: 100)
        #expect(wide.laidOutItemsPerLine(around: path(0, 50), frame: wide.frames[0][50]) == 64)
    }

    @Test func lineIndexIsTheFlatPositionOverItemsPerLine() {
        let grid = FrameGrid(counts: [6, 6], columns: 3)
        #expect(grid.laidOutLine(ofVirtual: path(1, 4)) == LayoutLine(start: grid.frames[1][4].minY, extent: 50, spacing: 10, index: 3))
        #expect(grid.laidOutLine(ofVirtual: path(2, 0)) == nil)
    }

    @Test func movingLinesCrossesSectionsAndSkipsEmptyOnes() {
        let grid = FrameGrid(counts: [6, 0, 6], columns: 3)
        #expect(grid.laidOutItem(movingLines: 1, from: path(0, 4)) == path(2, 1))
        #expect(grid.laidOutItem(movingLines: -1, from: path(2, 1)) == path(0, 4))
        #expect(grid.laidOutItem(movingLines: 0, from: path(2, 1)) == path(2, 1))
        #expect(grid.laidOutItem(movingLines: 2, from: path(2, 1)) == nil)
        #expect(grid.laidOutItem(movingLines: -1, from: path(0, 1)) == nil)
        #expect(grid.laidOutItem(movingLines: .max, from: path(0, 1)) == nil)   // overflow: nil
        #expect(grid.laidOutItem(movingLines: 1, from: path(1, 0)) == nil)
    }

    @Test func sectionStartIsTheHeaderOrTheFirstItemLessTheInset() {
        let grid = FrameGrid(counts: [3, 3], columns: 3)
        #expect(grid.laidOutSectionStart(1) == grid.frames[1][0].minY - 7)
        grid.headers[1] = CGRect(x: 0, y: 70, width: 300, height: 20)
        #expect(grid.laidOutSectionStart(1) == 70)
        grid.headers[1] = CGRect(x: 0, y: 70, width: 0, height: 0)   // empty header: ignored
        #expect(grid.laidOutSectionStart(1) == grid.frames[1][0].minY - 7)
        #expect(grid.laidOutSectionStart(2) == nil)
        grid.listAxis = .horizontal
        #expect(grid.laidOutSectionStart(0) == grid.frames[0][0].minX - 3)
    }
}
