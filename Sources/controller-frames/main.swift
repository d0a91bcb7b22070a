// controller-frames — the SHIPPED orchestration controllers (ListController, PagerController)
// driven through stand-in surfaces that do no work of their own (BenchTable, BenchPager), for
// per-frame instruction and allocation counts under valgrind (Scripts/controller-frames) and for
// the client calls a plan or reload makes. An executable target of the root package because the
// controllers are `package` API; it is not a product and no test depends on it.
//
//   controller-frames table <rows/section> <sections> <leading empty> <arc|flat> <frame|scroll> <frames> [warm-up]
//   controller-frames pager <still|pass> <frames> [warm-up]
//   controller-frames tiles <frames> [warm-up]
//   controller-frames plan <rows/section> <sections> <leading empty> <exact|default|delegate>
//   controller-frames virtual-items
//   controller-frames caller-check <calls> [warm-up] [baseline]
//   controller-frames apply <rows/section> <sections> <applies>
//   controller-frames recount <rows/section> <sections> <recounts>
//   controller-frames reload <rows> <exact|default|delegate> [sections] <reloads>
//   controller-frames callbacks <cellForRowAt|willDisplay|didEndDisplaying|heightForRowAt> <calls> [warm-up]
//   controller-frames entering <frames> [warm-up]
import Foundation
import InfiniteProxy

let arguments = Array(CommandLine.arguments.dropFirst())

func argument(_ index: Int, _ fallback: String) -> String {
    index < arguments.count ? arguments[index] : fallback
}

func usage() -> Never {
    print("""
    usage: controller-frames table <rows/section> <sections> <leading empty> <arc|flat> <frame|scroll> <frames> [warm-up]
           controller-frames pager <still|pass> <frames> [warm-up]
           controller-frames tiles <frames> [warm-up]
           controller-frames plan <rows/section> <sections> <leading empty> <exact|default|delegate>
           controller-frames virtual-items
           controller-frames caller-check <calls> [warm-up] [baseline]
           controller-frames apply <rows/section> <sections> <applies>
           controller-frames recount <rows/section> <sections> <recounts>
           controller-frames reload <rows> <exact|default|delegate> [sections] <reloads>
           controller-frames callbacks <cellForRowAt|willDisplay|didEndDisplaying|heightForRowAt> <calls> [warm-up]
           controller-frames entering <frames> [warm-up]
    """)
    exit(2)
}

/// A cell of the callback benchmarks: an object with an identity, nothing more.
final class BenchCell: Sendable {}

/// What the client bodies of the callback benchmarks read (the paths they get), kept so the
/// optimiser cannot drop the reads. Unchecked: a checked global costs the harness ~77
/// instructions per access (a dynamic exclusivity check), which is not the controller's cost.
@exclusivity(unchecked) nonisolated(unsafe) var sink = 0

/// The client's counts: `leadingEmpty` empty sections, then `sections` of `rows` rows each.
func counts(rows: Int, sections: Int, leadingEmpty: Int) -> [Int] {
    Array(repeating: 0, count: leadingEmpty) + Array(repeating: rows, count: sections)
}

func sizing(_ name: String) -> BenchTable.Sizing {
    switch name {
    case "exact": .exact
    case "default": .defaultEstimates
    case "delegate": .delegateHeights
    default: usage()
    }
}

/// A table made infinite by the shipped controller, at rest where activation put it.
@MainActor func makeTable(counts: [Int], sizing: BenchTable.Sizing) -> (BenchTable, ListController<BenchTable>) {
    let table = BenchTable(sourceCounts: counts, sizing: sizing)
    let controller = ListController(surface: table, scheduler: IdleScheduler())
    table.controller = controller
    controller.setRequested(true)
    return (table, controller)
}

switch argument(0, "") {
case "table":
    guard let rows = Int(argument(1, "10")), let sections = Int(argument(2, "1")),
          let empty = Int(argument(3, "0")), let frames = Int(argument(6, "0")),
          let warmUp = Int(argument(7, "20000")) else { usage() }
    let arc = argument(4, "arc") == "arc"
    let withLayout = argument(5, "frame") == "frame"
    let (table, controller) = makeTable(counts: counts(rows: rows, sections: sections, leadingEmpty: empty), sizing: .exact)
    if arc { controller.setAlignment(.left) }
    guard controller.isLooping else {
        print("not looping")
        exit(1)
    }
    // One frame of a 3 000 pt/s fling at 60 Hz: the offset moves 50 pt, UIKit calls
    // scrollViewDidScroll (the interceptor: didScroll) and then, as the offset changed,
    // layoutSubviews (the hook: willLayout, UIKit's layout, didLayout). A frame that jumped was
    // laid out by the jump itself (hooks included), so its own layout has nothing left to do.
    @inline(never) func frame() {
        table.scroll(to: CGPoint(x: table.contentOffset.x, y: table.contentOffset.y + 50))
        // The scroll interceptor hands over the view UIKit passed (`interceptedDidScroll(_:)`).
        controller.didScroll(from: table)
        if withLayout { table.layoutIfNeeded() }
    }
    for _ in 0..<warmUp { frame() }
    let jumpsBefore = controller.statistics.jumps
    for _ in 0..<frames { frame() }
    print("""
    table \(rows)×\(sections) after \(empty) empty, arc \(arc), layout hooks \(withLayout): \
    \(frames) frames after \(warmUp), \(controller.statistics.jumps - jumpsBefore) jumps, \
    \(controller.statistics.replans) plans
    """)
    // The arc's offsets are read, so every one of them is computed; not printed: a line that is
    // longer in the measured run than in the run without frames costs one more allocation (its
    // string's storage grows), which would read as 0.001 allocations per frame.
    if !table.crossOffsetSum.isFinite { print("an arc offset was not finite") }

case "pager":
    guard let frames = Int(argument(2, "0")), let warmUp = Int(argument(3, "20000")) else { usage() }
    let passing = argument(1, "still") == "pass"
    let pager = BenchPager()
    let controller = PagerController(surface: pager, scheduler: IdleScheduler())
    pager.controller = controller
    controller.layout()
    controller.reload(count: 10)
    // still: the offset moves 1 pt and back, never half a page (no recentering);
    // pass:  the offset moves one whole page forward every frame (a recentring, a page request).
    var sign: CGFloat = 1
    @inline(never) func frame() {
        if passing {
            pager.contentOffset.x += pager.viewportSize.width
        } else {
            pager.contentOffset.x += sign
            sign = -sign
        }
        controller.didScroll()
    }
    for _ in 0..<warmUp { frame() }
    let requestsBefore = pager.pageRequests
    for _ in 0..<frames { frame() }
    print("pager \(passing ? "pass" : "still"): \(frames) frames after \(warmUp), \(pager.pageRequests - requestsBefore) page requests, page \(controller.currentPage)")

case "tiles":
    guard let frames = Int(argument(1, "0")), let warmUp = Int(argument(2, "20000")) else { usage() }
    // The grid of InfiniteGridView: 100 pt tiles, ring 1, 390×844. One frame of a 3 000 pt/s
    // diagonal fling at 60 Hz: the offset moves 35 pt each way, UIKit calls layoutSubviews
    // (the view: controller.layoutTiles), the data source dequeues a recycled view for each new tile.
    let tiles = BenchTiles()
    let controller = TileScrollController<BenchTiles, TileGridLayout>(
        layout: TileGridLayout(tileSize: CGSize(width: 100, height: 100)))
    @inline(never) func layout() {
        controller.layoutTiles(on: tiles) { _ in controller.dequeueReusableTileView(ofType: BenchTiles.Tile.self) ?? BenchTiles.Tile() }
    }
    layout()
    @inline(never) func frame() {
        tiles.contentOffset.x += 35
        tiles.contentOffset.y += 35
        layout()
    }
    for _ in 0..<warmUp { frame() }
    for _ in 0..<frames { frame() }
    print("tiles: \(frames) frames after \(warmUp), \(controller.layout.slots.count) live tiles")

case "plan":
    guard let rows = Int(argument(1, "10")), let sections = Int(argument(2, "1")),
          let empty = Int(argument(3, "0")) else { usage() }
    let (table, controller) = makeTable(counts: counts(rows: rows, sections: sections, leadingEmpty: empty),
                                        sizing: sizing(argument(4, "exact")))
    let activation = (table.clientCalls, table.rowSizingCalls, table.countQueries)
    table.resetCounters()
    controller.clientRequestedReload()
    let repetition = controller.engine.repetition
    print("""
    plan \(rows)×\(sections) after \(empty) empty, \(argument(4, "exact")): looping \(repetition.isLooping), \
    \(repetition.totalVirtualItems) virtual items in \(repetition.numberOfVirtualSections) sections
    activation: \(activation.0) client calls (\(activation.1) about single rows), \(activation.2) count queries
    reloadData: \(table.clientCalls) client calls (\(table.rowSizingCalls) about single rows), \(table.countQueries) count queries
    """)

case "virtual-items":
    // Laid-out rows per source row for one section of n rows of 44 pt in a 390×844 table,
    // through the shipped planning path (TableMeasurement, RepetitionPlanner via the controller).
    let sizes = [1, 3, 10, 100, 10_000]
    // Rows of the first screen: 844 / 44, rounded up, plus one partly shown.
    let firstScreen = 21
    func row(_ label: String, _ sizing: BenchTable.Sizing, learned: Bool, rows: ((Int) -> Int)? = nil) -> String {
        let cells = sizes.map { n -> String in
            let (table, controller) = makeTable(counts: [n], sizing: sizing)
            if learned {
                // Rows displayed once at their real height (T7; every row unless `rows` says how
                // many), then the re-plan (the controller's own after the first screen, modelled by
                // a reload: the plan is the same).
                for item in 0..<(rows?(n) ?? n) {
                    let virtual = controller.engine.repetition.virtualIndexPath(
                        for: SourceIndexPath(section: 0, item: item), inCopy: 0)
                    if let virtual { controller.startDisplay(of: ObjectIdentifier(table), at: virtual.indexPath, length: 44) { _ in } }
                }
                controller.clientRequestedReload()
            }
            _ = table
            let ratio = controller.engine.repetition.virtualItemsPerSourceItem
            return ratio == ratio.rounded() ? String(Int(ratio)) : String(format: "%.5g", ratio)
        }
        return "| \(label) | " + cells.joined(separator: " | ") + " |"
    }
    print("| heights | " + sizes.map { "n = \($0)" }.joined(separator: " | ") + " |")
    print("|---|" + String(repeating: "---:|", count: sizes.count))
    print(row("exact: `rowHeight = 44`, `estimatedRowHeight = 0`", .exact, learned: false))
    print(row("UIKit's default estimate: `rowHeight = 44`, `estimatedRowHeight` automatic", .defaultEstimates, learned: false))
    print(row("same, after every row was displayed once (T7) and a reload", .defaultEstimates, learned: true))
    print(row("`heightForRowAt` = 44, `estimatedRowHeight` automatic", .delegateHeights, learned: false))
    print(row("same, after the first screen (\(firstScreen) rows) was displayed and re-planned", .delegateHeights,
              learned: true, rows: { min($0, firstScreen) }))
    print(row("same, after every row was displayed once", .delegateHeights, learned: true))

case "caller-check":
    // The common case of a hooked call's caller check (HookCaller.current on iOS): the C walk of
    // two return addresses, the image generation, and two hits in the shipped HookCallerCheck.
    guard let calls = Int(argument(1, "0")), let warmUp = Int(argument(2, "1000")) else { usage() }
    let check = HookCallerCheck()
    var app = 0
    // Read from the command line so the optimiser cannot fold them.
    let first = BenchCaller.thunkReturn &+ UInt(arguments.count > 9 ? 1 : 0)
    let second = BenchCaller.senderReturn &+ UInt(arguments.count > 9 ? 1 : 0)
    // `baseline`: the same loop calling a body that does nothing (subtracted by the script).
    let call = argument(3, "") == "baseline" ? BenchCaller.emptyCall : BenchCaller.hookedCall
    for _ in 0..<(warmUp + calls) where call(check, first, second, 1) == .app { app += 1 }
    print("app verdicts: \(app) of \(warmUp + calls); classified: \(check.misses) addresses")
case "apply":
    // A diffable-style apply of one row in, one out: the client's row 5 (of the middle section) is
    // replaced by a new one (UIKit's updater: a batch with one delete and one insert at the same
    // path), through the controller's batch path; the stand-in applies the virtual batch by reading
    // the counts again.
    guard let rows = Int(argument(1, "1000000")), let sections = Int(argument(2, "1")),
          let applies = Int(argument(3, "0")), rows > 0, sections > 0 else { usage() }
    let (table, controller) = makeTable(counts: Array(repeating: rows, count: sections), sizing: .exact)
    guard controller.isLooping else {
        print("not looping")
        exit(1)
    }
    table.layoutIfNeeded()
    // The stand-in's visible ends (what the on-screen edit check reads) are its walk's ends.
    var walked: [VirtualIndexPath] = []
    table.forEachVisibleItem { walked.append($0) }
    guard let low = walked.min(), let high = walked.max(), table.visibleItemEnds() == low...high else {
        print("visible ends differ from the walk: \(String(describing: table.visibleItemEnds())) vs \(walked)")
        exit(1)
    }
    let path = IndexPath(indexes: [sections / 2, min(5, rows - 1)])
    let deletion = SourceEdits.deletingItems([path])
    let insertion = SourceEdits.insertingItems([path])
    @inline(never) func apply() {
        controller.beginBatch()
        controller.clientEdited(deletion)
        controller.clientEdited(insertion)
        controller.endBatch(completion: nil)
        // The layout pass UIKit runs after a batch (the kept row's offset is restored in it).
        table.layoutIfNeeded()
    }
    apply()
    let batchesBefore = controller.statistics.virtualBatches
    for _ in 0..<applies { apply() }
    print("apply \(sections) × \(rows): \(controller.statistics.virtualBatches - batchesBefore) virtual batches, \(controller.statistics.replans) plans")

case "recount":
    // The part of an apply that is the view's, not the controller's: the stand-in reading every
    // virtual section's count again, as it does when it applies a batch (UIKit reads the counts
    // of every section when a batch closes), on the table the apply mode edits.
    guard let rows = Int(argument(1, "1000000")), let sections = Int(argument(2, "1")),
          let recounts = Int(argument(3, "0")), rows > 0, sections > 0 else { usage() }
    let (table, controller) = makeTable(counts: Array(repeating: rows, count: sections), sizing: .exact)
    table.layoutIfNeeded()
    @inline(never) func recount() { table.reloadLaidOutData() }
    recount()
    for _ in 0..<recounts { recount() }
    print("recount \(sections) × \(rows): \(table.laidOutSectionCount) virtual sections, \(controller.statistics.replans) plans")

case "reload":
    // The client's reloadData: the controller re-plans (asking the client what it must) and the
    // stand-in reads the counts again.
    // `reload <rows/section> <sizing> <reloads>` (one section) or
    // `reload <rows/section> <sizing> <sections> <reloads>`.
    let sectioned = arguments.count >= 5
    guard let rows = Int(argument(1, "1000000")), let sections = sectioned ? Int(argument(3, "1")) : 1,
          let reloads = Int(argument(sectioned ? 4 : 3, "0")), sections > 0 else { usage() }
    let (table, controller) = makeTable(counts: Array(repeating: rows, count: sections), sizing: sizing(argument(2, "exact")))
    controller.clientRequestedReload()
    table.resetCounters()
    for _ in 0..<reloads { controller.clientRequestedReload() }
    print("reload \(sections) × \(rows) \(argument(2, "exact")): \(table.clientCalls) client calls")

case "callbacks":
    // One UIKit callback about a visible row, as the interceptors forward it (CallbackBridge) and
    // as the client answers it. cellForRowAt: the client's dequeue with its own path comes back
    // through the hook (`actingOn(clientPath:caller:)`, the caller already known to be app code).
    guard let calls = Int(argument(2, "0")), let warmUp = Int(argument(3, "1000")) else { usage() }
    let (table, controller) = makeTable(counts: [10], sizing: .delegateHeights)
    guard controller.isLooping else {
        print("not looping")
        exit(1)
    }
    let bridge = controller.callbacks
    let cell = BenchCell()
    let view = ObjectIdentifier(cell)
    guard let centre = table.virtualItem(nearest: table.contentOffset.y + 422) else { exit(1) }
    let virtual = centre.indexPath
    let body: () -> Void
    switch argument(1, "") {
    case "cellForRowAt":
        body = {
            _ = bridge.forwardCell(virtual, fallback: cell) { source in
                controller.actingOn(clientPath: source, caller: .app) { dequeued in
                    sink &+= dequeued[1]
                    return cell
                }
            }
        }
    case "willDisplay":
        body = {
            controller.startDisplay(of: view, at: virtual, length: 44) { sink &+= $0[1] }
        }
    case "didEndDisplaying":
        // Each end follows its start (a record to take), as UIKit's calls come; the start is
        // measured above, so the figure printed is this body minus willDisplay's.
        body = {
            bridge.startDisplay(of: view, at: virtual) { sink &+= $0[1] }
            bridge.endDisplay(of: view, at: virtual) { sink &+= $0[1] }
        }
    case "startDisplay":
        body = { bridge.startDisplay(of: view, at: virtual) { sink &+= $0[1] } }
    case "heightForRowAt":
        body = {
            sink &+= Int(bridge.forward(virtual, fallback: CGFloat(44)) { CGFloat($0[1]) })
        }
    default: usage()
    }
    // The warm-up runs in the run without calls too: what a first call costs once (the runtime's
    // lazy metadata and conformance look-ups, the records' first storage) cancels out.
    for _ in 0..<(warmUp + calls) { body() }
    print("callbacks \(argument(1, "")) × \(calls) after \(warmUp)")
    if sink == Int.min { print(sink) }

case "entering":
    // The headline arc frame of 10 rows, plus the callbacks of one row entering and one leaving:
    // cellForRowAt with the client's dequeue translated back, willDisplay, didEndDisplaying.
    guard let frames = Int(argument(1, "0")), let warmUp = Int(argument(2, "20000")) else { usage() }
    let (table, controller) = makeTable(counts: [10], sizing: .exact)
    controller.setAlignment(.left)
    guard controller.isLooping else {
        print("not looping")
        exit(1)
    }
    let bridge = controller.callbacks
    let cells = [BenchCell(), BenchCell()]
    var next = 0
    @inline(never) func frame() {
        table.scroll(to: CGPoint(x: table.contentOffset.x, y: table.contentOffset.y + 50))
        controller.didScroll(from: table)
        table.layoutIfNeeded()
        guard let entering = table.virtualItem(nearest: table.contentOffset.y + table.viewportSize.height - 1)?.indexPath,
              let leaving = table.virtualItem(nearest: table.contentOffset.y)?.indexPath else { return }
        let cell = cells[next]
        next ^= 1
        _ = bridge.forwardCell(entering, fallback: cell) { source in
            controller.actingOn(clientPath: source, caller: .app) { dequeued in
                sink &+= dequeued[1]
                return cell
            }
        }
        controller.startDisplay(of: ObjectIdentifier(cell), at: entering, length: 44) { sink &+= $0[1] }
        bridge.endDisplay(of: ObjectIdentifier(cells[next]), at: leaving) { sink &+= $0[1] }
    }
    for _ in 0..<warmUp { frame() }
    for _ in 0..<frames { frame() }
    print("entering: \(frames) frames after \(warmUp)")
    if sink == Int.min || !table.crossOffsetSum.isFinite { print(sink) }

default:
    usage()
}
