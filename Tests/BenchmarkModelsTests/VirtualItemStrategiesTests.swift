import Foundation
import Testing
import BenchmarkModels

/// The virtual-item counts BENCHMARKS.md quotes, derived by hand from each strategy's rule (the
/// arithmetic is in the comments), so a change to the planner or to a model shows up here.
@Suite struct VirtualItemStrategiesTests {
    let sizes = [1, 3, 10, 100, 10_000]

    func items(_ strategy: VirtualItemStrategy, _ scene: VirtualItemScene) -> [Int] {
        sizes.map { strategy.count(sourceItems: $0, in: scene).dataSourceItems }
    }

    func laidOut(_ strategy: VirtualItemStrategy, _ scene: VirtualItemScene) -> [Int] {
        sizes.map { strategy.count(sourceItems: $0, in: scene).laidOutItems }
    }

    @Test func oursAutomaticTable() {
        // Padding: ⌈(844/2 + 512) / 44⌉ = ⌈934 / 44⌉ = 22 rows each side of one copy (512 pt is the
        // planner's smallest margin, larger here than a frame of the strongest fling).
        #expect(items(.oursAutomatic, .table) == [45, 47, 54, 144, 10_044])
    }

    @Test func oursCopiesTable() {
        // Copies: max(2, ⌈(44n + 844 + 2·512) / 44n⌉) → 44, 16, 6, 2, 2 copies.
        #expect(items(.oursCopies, .table) == [44, 48, 60, 200, 20_000])
    }

    @Test func oursAutomaticCarousel() {
        // Padding: ⌈(390/2 + 512) / 120⌉ = ⌈707 / 120⌉ = 6 items each side.
        #expect(items(.oursAutomatic, .carousel) == [13, 15, 22, 112, 10_012])
    }

    @Test func oursCopiesCarousel() {
        // Copies: max(2, ⌈(120n + 390 + 2·512) / 120n⌉) → 13, 5, 3, 2, 2 copies.
        #expect(items(.oursCopies, .carousel) == [13, 15, 30, 200, 20_000])
    }

    @Test func triplingIsThreeCopiesEverywhere() {
        #expect(items(.tripling, .table) == [3, 9, 30, 300, 30_000])
        #expect(items(.tripling, .carousel) == [3, 9, 30, 300, 30_000])
    }

    @Test func triplingHealthFollowsBBTableViewsGuards() {
        // Table: 19 rows fit in 844 pt; 3 and 9 rows never reach that, 30 rows do but one copy
        // (440 pt) is shorter than the screen, so C/3 − H < 0 re-triggers the top reset.
        let table = sizes.map { VirtualItemStrategy.tripling.count(sourceItems: $0, in: .table).health }
        #expect(table == [.neverRecenters, .neverRecenters, .pingPong, .loops, .loops])
        // Carousel: 3 items fit in 390 pt; copies of 120 and 360 pt are shorter than the screen.
        let carousel = sizes.map { VirtualItemStrategy.tripling.count(sourceItems: $0, in: .carousel).health }
        #expect(carousel == [.pingPong, .pingPong, .loops, .loops, .loops])
    }

    @Test func infiniteLayoutMultipliesDataThenContent() {
        // ⌈4 · 844 / 44⌉ = ⌈76.7⌉ = 77 data copies for rows; ⌈3376 / 120⌉ = 29 for 120×120 items.
        #expect(items(.infiniteLayout, .table) == [77, 231, 770, 7_700, 770_000])
        #expect(items(.infiniteLayout, .carousel) == [29, 87, 290, 2_900, 290_000])
        // Then a 500× content size.
        #expect(laidOut(.infiniteLayout, .table) == [38_500, 115_500, 385_000, 3_850_000, 385_000_000])
        #expect(VirtualItemStrategy.infiniteLayout.count(sourceItems: 10_000, in: .table).contentLength
                == CGFloat(16_940_000_000))
    }

    @Test func fsPagerViewFillsInt16Max() {
        // ⌊32 767 / n⌋ sections of n items.
        #expect(items(.fsPagerView, .table) == [32_767, 32_766, 32_760, 32_700, 30_000])
        #expect(items(.fsPagerView, .carousel) == [32_767, 32_766, 32_760, 32_700, 30_000])
    }

    @Test func thousandFold() {
        #expect(items(.thousandFold, .table) == [1_000, 3_000, 10_000, 100_000, 10_000_000])
    }

    @Test func oursLoopsAndIsSmallestThatLoopsForLargeData() {
        for scene in [VirtualItemScene.table, .carousel] {
            for n in sizes {
                let ours = VirtualItemStrategy.oursAutomatic.count(sourceItems: n, in: scene)
                #expect(ours.health == .loops)
                for other in VirtualItemStrategy.allCases where other != .oursAutomatic && n >= 100 {
                    #expect(ours.laidOutItems <= other.count(sourceItems: n, in: scene).laidOutItems)
                }
            }
        }
    }

    @Test func reportIsDeterministicAndHasEveryRow() {
        let report = VirtualItemCountReport.markdown()
        #expect(report == VirtualItemCountReport.markdown())
        for strategy in VirtualItemStrategy.allCases {
            #expect(report.contains("| \(strategy.rawValue) |"))
        }
        #expect(report.contains("| InfiniteProxy .automatic | 45 | 15.6667 | 5.4 | 1.44 | 1.0044 |"))
        #expect(report.contains("| FSPagerView | 32 767 | 32 766 | 32 760 | 32 700 | 30 000 |"))
    }

    /// BENCHMARKS.md quotes the report verbatim (headings one level down): regenerate it with
    /// `swift run -c release virtual-item-counts` when this fails.
    @Test func benchmarksDocumentQuotesTheReport() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("BENCHMARKS.md"), encoding: .utf8)
        let report = VirtualItemCountReport.markdown().replacingOccurrences(of: "### ", with: "#### ")
        #expect(document.contains(report))
    }

    @Test func formatting() {
        #expect(VirtualItemCountReport.formatRatio(1.00420) == "1.0042")
        #expect(VirtualItemCountReport.formatRatio(38_500) == "38 500")
        #expect(VirtualItemCountReport.formatRatio(4.333333) == "4.3333")
        #expect(VirtualItemCountReport.grouped(10_000_000) == "10 000 000")
        #expect(VirtualItemCountReport.formatLength(441_848) == "441 848")
        #expect(VirtualItemCountReport.formatLength(1.694e10) == "1.69e+10")
    }
}
