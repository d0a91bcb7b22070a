import Foundation
import InfiniteHost
import InfiniteProxy

nonisolated extension StoryboardScenario {
    /// The SwiftUI screens: `InfiniteList`, `InfiniteCarousel` and `InfinitePager`, each driven
    /// through its platform-neutral model on the host, as the SwiftUI layer drives it on iOS.
    static var swiftUIScenarios: [StoryboardScenario] {
        [
            StoryboardScenario(name: "swiftui-list", title: "SwiftUI InfiniteList", defaultSeconds: 8) { seconds in
                StoryboardSwiftUISessions.list(seconds: seconds)
            },
            StoryboardScenario(name: "swiftui-list-sections", title: "SwiftUI InfiniteList with sections", defaultSeconds: 8) { seconds in
                StoryboardSwiftUISessions.sectionedList(seconds: seconds)
            },
            StoryboardScenario(name: "swiftui-carousel", title: "SwiftUI InfiniteCarousel", defaultSeconds: 10) { seconds in
                StoryboardSwiftUISessions.carousel(seconds: seconds)
            },
            StoryboardScenario(name: "swiftui-pager", title: "SwiftUI InfinitePager", defaultSeconds: 10) { seconds in
                StoryboardSwiftUISessions.pager(seconds: seconds)
            },
        ]
    }
}

/// What a SwiftUI session checks beyond the recorder's invariants, every frame: each cell shows
/// the app's item its path maps to, and the binding holds the centred item's identifier (or a
/// running request's).
final class StoryboardBindingLog {
    var failures: [String] = []
    var framesChecked = 0
    var published: [Int?] = []
    var continuityBroken = false
    var actions = 0

    func check(frame: Int, binding: Int?, expected: Int?, cells: [(text: String, expected: String?)]) {
        framesChecked += 1
        if binding != expected {
            failures.append("frame \(frame): binding \(binding.map(String.init) ?? "nil"), expected \(expected.map(String.init) ?? "nil")")
        }
        for cell in cells where cell.text != cell.expected {
            failures.append("frame \(frame): a cell shows \(cell.text), expected \(cell.expected ?? "nothing")")
        }
        if published.last.map({ $0 != binding }) ?? true { published.append(binding) }
    }

    func notes(names: [Int: String]) -> [String] {
        let shown = published.compactMap { $0 }.map { names[$0] ?? "#\($0)" }
        return [
            "Binding published \(published.count) values: \(shown.prefix(14).joined(separator: " → "))\(shown.count > 14 ? " …" : "").",
            "Binding and cells checked on \(framesChecked) frames; \(failures.isEmpty ? "the binding always named the centred item and every cell showed its item" : "\(failures.count) failures").",
            "App actions (data changes, binding set): \(actions).",
        ]
    }
}

/// The SwiftUI sessions.
@MainActor
enum StoryboardSwiftUISessions {
    static let names: [Int: String] = Dictionary(uniqueKeysWithValues: StoryboardSampleData.cities.enumerated().map { ($0, $1) })
    static func name(_ id: Int) -> String { names[id] ?? "New \(id)" }

    /// `InfiniteList` with `.infiniteContentAlignment(.left)`: flings, the binding set mid-fling,
    /// cities inserted and the centred city deleted mid-fling.
    static func list(seconds: TimeInterval) -> StoryboardRecording {
        let screen = HostIdentifiedTableScreen(ids: Array(StoryboardSampleData.cities.indices),
                                               viewport: CGSize(width: 390, height: 700), rowHeight: 64, alignment: .left)
        let list = screen.list
        let runLoop = screen.attachment.runLoop
        let log = StoryboardBindingLog()
        func change(_ body: @escaping () -> Void) -> () -> Void {
            { body(); log.actions += 1; log.continuityBroken = true }
        }
        let script: [StoryboardGesture] = [
            .wait(0.4), .fling(velocity: -7_000), .wait(0.3),
            .action("binding: centredID = Reykjavík, mid-fling", { list.binding.set(7); log.actions += 1 }), .wait(1.2),
            .fling(velocity: 6_000), .wait(0.25),
            .action("data: insert 2 cities, mid-fling", change { list.setIDs([100] + list.ids + [101]) }), .wait(1.4),
            .action("data: delete the centred city", change { list.setIDs(list.ids.filter { $0 != list.centeredID }) }),
            .wait(0.6), .fling(velocity: -5_000), .wait(0.2),
            .action("data: keep 3 cities, mid-fling", change { list.setIDs(Array(list.ids.prefix(3))) }), .wait(1.5),
            .action("binding: centredID = the first city", { list.binding.set(list.ids.first); log.actions += 1 }), .wait(2),
        ]
        let recorder = record(list, on: screen.tableView, axis: .vertical, seconds: seconds, script: script,
                              runLoop: runLoop, log: log, snapshot: screen.attachment.snapshot,
                              visibleContent: screen.visibleContent)
        return finish(recorder, log: log, name: "swiftui-list", title: "SwiftUI InfiniteList",
                      summary: "InfiniteList(cities, centeredID: $centred) with .infiniteContentAlignment(.left), driven through its platform-neutral model (InfiniteListModel) on the host's table, as the SwiftUI layer drives it on iOS: flings; the binding set mid-fling (the list goes the shortest way and publishes nothing on the way); two cities inserted mid-fling and the centred city deleted (each one animated batch in every copy, the centre kept); the data cut to three cities mid-fling. The binding is checked against the centred row on every frame.",
                      sourceItems: list.shown.count, virtualItems: screen.attachment.engine.repetition.totalVirtualItems,
                      assertions: screen.tableView.assertionFailures.map { "\($0)" },
                      extraNotes: ["Animated batches: \(screen.attachment.controller.statistics.virtualBatches); reloads: \(screen.tableView.reloadCount)."])
    }

    /// The cities by region, as `InfiniteList(regions, items: \.cities) { … } header: { … }` takes them.
    static let regions = [
        HostIdentifiedSection(id: 0, items: [0, 5, 7, 9]),     // Europe
        HostIdentifiedSection(id: 1, items: [1, 10]),          // Africa
        HostIdentifiedSection(id: 2, items: [2, 11]),          // Asia
        HostIdentifiedSection(id: 3, items: [3, 4, 8]),        // the Americas
        HostIdentifiedSection(id: 4, items: [6]),              // Oceania
    ]

    /// `InfiniteList` with sections and headers: flings, the binding set mid-fling, a city moved
    /// to another section and a section inserted mid-fling, the centred city deleted, a section
    /// deleted mid-fling.
    static func sectionedList(seconds: TimeInterval) -> StoryboardRecording {
        let screen = HostIdentifiedTableScreen(sections: regions, viewport: CGSize(width: 390, height: 700), rowHeight: 64)
        let list = screen.list
        let runLoop = screen.attachment.runLoop
        let log = StoryboardBindingLog()
        func change(_ body: @escaping () -> Void) -> () -> Void {
            { body(); log.actions += 1; log.continuityBroken = true }
        }
        func edit(_ body: @escaping (inout [HostIdentifiedSection]) -> Void) -> () -> Void {
            change {
                var sections = list.sections ?? []
                body(&sections)
                list.setSections(sections)
            }
        }
        let script: [StoryboardGesture] = [
            .wait(0.4), .fling(velocity: -6_000), .wait(0.3),
            .action("binding: centredID = Hobart, mid-fling", { list.binding.set(6); log.actions += 1 }), .wait(1.2),
            .fling(velocity: 5_000), .wait(0.25),
            .action("data: Kraków moves to Oceania and a section is inserted, mid-fling", edit { sections in
                sections[0].items.removeAll { $0 == 9 }
                sections[4].items.append(9)
                sections.insert(HostIdentifiedSection(id: 5, items: [100, 101]), at: 2)
            }), .wait(1.4),
            .action("data: delete the centred city", edit { sections in
                let centred = list.centeredID
                for index in sections.indices { sections[index].items.removeAll { $0 == centred } }
            }),
            .wait(0.6), .fling(velocity: -5_000), .wait(0.2),
            .action("data: delete the Americas, mid-fling", edit { sections in sections.removeAll { $0.id == 3 } }), .wait(1.5),
            .action("binding: centredID = the first city", { list.binding.set(list.ids.first); log.actions += 1 }), .wait(2),
        ]
        let recorder = record(list, on: screen.tableView, axis: .vertical, seconds: seconds, script: script,
                              runLoop: runLoop, log: log, snapshot: screen.attachment.snapshot,
                              visibleContent: screen.visibleContent)
        return finish(recorder, log: log, name: "swiftui-list-sections", title: "SwiftUI InfiniteList with sections",
                      summary: "InfiniteList(regions, items: \\.cities, centeredID: $centred) { city in … } header: { region in … }, driven through its platform-neutral model (InfiniteListModel) on the host's table with section headers, as the SwiftUI layer drives it on iOS: the whole list of sections repeats; flings; the binding set mid-fling; a city moved to another section and a section inserted mid-fling, the centred city deleted and a section deleted mid-fling (each one animated batch in every copy, the centre kept). The binding is checked against the centred row on every frame.",
                      sourceItems: list.shown.count, virtualItems: screen.attachment.engine.repetition.totalVirtualItems,
                      assertions: screen.tableView.assertionFailures.map { "\($0)" },
                      extraNotes: ["Sections shown at the end: \(list.shownSections.count); animated batches: \(screen.attachment.controller.statistics.virtualBatches); reloads: \(screen.tableView.reloadCount)."])
    }

    /// `InfiniteCarousel` with paging and auto-scroll.
    static func carousel(seconds: TimeInterval) -> StoryboardRecording {
        let screen = HostIdentifiedCarouselScreen(ids: Array(0..<7), autoScroll: 2.5)
        let list = screen.list
        let runLoop = screen.attachment.runLoop
        let log = StoryboardBindingLog()
        func change(_ body: @escaping () -> Void) -> () -> Void {
            { body(); log.actions += 1; log.continuityBroken = true }
        }
        let script: [StoryboardGesture] = [
            .wait(2.8), .fling(velocity: 5_000), .wait(0.2),
            .action("binding: centredID = Lisbon, mid-fling", { list.binding.set(0); log.actions += 1 }), .wait(1.2),
            .drag(distance: 60, duration: 0.15, releaseVelocity: 900), .wait(0.1),
            .action("data: insert a card and move one, mid-swipe", change {
                var ids = list.ids
                ids.insert(100, at: 2)
                ids.append(ids.removeFirst())
                list.setIDs(ids)
            }), .wait(1.5),
            .action("data: delete the centred card", change { list.setIDs(list.ids.filter { $0 != list.centeredID }) }),
            .wait(1), .action("data: two cards", change { list.setIDs(Array(list.ids.prefix(2))) }), .wait(3.5),
        ]
        let recorder = record(list, on: screen.collectionView, axis: .horizontal, seconds: seconds, script: script,
                              runLoop: runLoop, log: log, snapshot: screen.attachment.snapshot,
                              visibleContent: screen.visibleContent)
        let statistics = screen.attachment.carouselStatistics
        return finish(recorder, log: log, name: "swiftui-carousel", title: "SwiftUI InfiniteCarousel",
                      summary: "InfiniteCarousel(cities, centeredID: $centred).infinitePaging(true).infiniteAutoScroll(every: 2.5), driven through InfiniteListModel on the host's flow-layout collection view: the timer's advances are published one by one; the binding set mid-fling goes the shortest way; a card inserted and one moved mid-swipe, the centred card deleted, then two cards only (which still loop and auto-scroll).",
                      sourceItems: list.shown.count, virtualItems: screen.attachment.engine.repetition.totalVirtualItems,
                      assertions: screen.collectionView.assertionFailures.map { "\($0)" },
                      extraNotes: ["Paging targets: \(statistics.pagingTargets); auto-scroll advances: \(statistics.autoScrollAdvances); animated batches: \(screen.attachment.controller.statistics.virtualBatches)."])
    }

    /// `InfinitePager` with auto-scroll.
    static func pager(seconds: TimeInterval) -> StoryboardRecording {
        let pageSize = CGSize(width: 390, height: 300)
        let screen = HostIdentifiedPagerScreen(ids: Array(0..<5), pageSize: pageSize, autoScroll: 2)
        let scrollView = screen.scrollView
        let observer = StoryboardOffsetObserver(forwardingTo: screen.controller)
        scrollView.delegate = observer
        let log = StoryboardBindingLog()
        func change(_ body: @escaping () -> Void) -> () -> Void {
            { body(); log.actions += 1 }
        }
        let script: [StoryboardGesture] = [
            .wait(2.3), .action("binding: selection = the last city (one page back)", change { screen.binding.set(4) }), .wait(1),
            .drag(distance: 90, duration: 0.1, releaseVelocity: 2_200), .wait(0.1),
            .action("data: insert a city before the page, mid-swipe", change { screen.setIDs([100] + screen.ids) }), .wait(1.2),
            .action("data: delete the selected city", change { screen.setIDs(screen.ids.filter { $0 != screen.selectedID }) }),
            .wait(1.2), .action("data: two cities", change { screen.setIDs(Array(screen.ids.prefix(2))) }), .wait(4),
        ]
        screen.runLoop.advance(by: 0)    // the binding write the first update deferred
        var recorder = StoryboardRecorder(axis: .horizontal)
        var lastOffset = scrollView.contentOffset
        let dt = 1.0 / 60.0
        StoryboardScriptRunner(axis: .horizontal, seconds: seconds, frameDuration: dt).run(
            script, on: scrollView, recorder: &recorder,
            beforeFrame: { time in
                let before = scrollView.contentOffset.x
                screen.runLoop.advance(by: time - screen.runLoop.time)
                observer.jump += scrollView.contentOffset.x - before
            }
        ) { recorder in
            screen.model.didScroll()
            let offset = scrollView.contentOffset
            let jump = observer.takeJump()
            let moved = CGPoint(x: offset.x - lastOffset.x - jump, y: 0)
            lastOffset = offset
            let shown = screen.shown
            // A page whose city was deleted shows it while it slides away.
            @MainActor func leaving(_ page: HostPageScrollView.PageViewState) -> Bool {
                screen.controller.slots.content(ofView: page.view).isLeaving
            }
            @MainActor func label(_ page: HostPageScrollView.PageViewState) -> String {
                if leaving(page), let id = page.content.flatMap({ Int($0.dropFirst("item ".count)) }) { return name(id) }
                return page.page < shown.count ? name(shown[page.page]) : "?"
            }
            let pages = scrollView.pageViews().map { page in
                StoryboardItem(
                    source: [page.page], virtual: [page.view],
                    frame: CGRect(x: page.origin, y: 0, width: pageSize.width, height: pageSize.height),
                    label: label(page))
            }
            recorder.record(StoryboardFrame(
                frame: 0, time: 0, offset: offset, moved: moved, jump: CGPoint(x: jump, y: 0),
                viewportSize: scrollView.viewportSize, contentSize: scrollView.contentSize,
                edgeHit: scrollView.edgeHits > observer.edgeHitsSeen, liveCells: pages.count, visible: pages))
            observer.edgeHitsSeen = scrollView.edgeHits
            let cells = scrollView.pageViews().compactMap { page -> (text: String, expected: String?)? in
                guard let content = page.content else { return nil }
                if leaving(page) { return (content, shown.contains { "item \($0)" == content } ? nil : content) }
                return (content, page.page < shown.count ? "item \(shown[page.page])" : nil)
            }
            log.check(frame: screen.scrollView.frameCount, binding: screen.binding.value, expected: screen.expectedBinding, cells: cells)
        }
        return finish(recorder, log: log, name: "swiftui-pager", title: "SwiftUI InfinitePager",
                      summary: "InfinitePager(cities, selection: $page).infiniteAutoScroll(every: 2), driven through InfinitePagerModel on the host's page scroll view: three page views whatever the count; auto-scroll past the last page; the selection set to the last city goes one page back; a city inserted before the page mid-swipe changes nothing on screen (the swipe goes on); the selected city deleted slides away to the next, like a page turn; two cities still loop.",
                      sourceItems: screen.shown.count, virtualItems: 3, assertions: [],
                      extraNotes: ["Pager data changes: \(screen.model.dataChanges)."])
    }

    /// Runs `script` on a list or carousel screen, recording every frame and checking the
    /// binding and the cells on each.
    private static func record<Surface>(
        _ list: HostIdentifiedList<Surface>, on scrollView: HostScrollView, axis: InfiniteAxis, seconds: TimeInterval,
        script: [StoryboardGesture], runLoop: HostRunLoop, log: StoryboardBindingLog,
        snapshot: () -> HostFrameSnapshot, visibleContent: () -> [(text: String, expected: String?)]
    ) -> StoryboardRecorder {
        runLoop.advance(by: 0)           // the binding write the first update deferred
        var recorder = StoryboardRecorder(axis: axis)
        let dt = 1.0 / 60.0
        StoryboardScriptRunner(axis: axis, seconds: seconds, frameDuration: dt).run(
            script, on: scrollView, recorder: &recorder, beforeFrame: { _ in runLoop.advance(by: dt) }
        ) { recorder in
            if log.continuityBroken {
                recorder.resetContinuity()
                log.continuityBroken = false
            }
            let frame = snapshot()
            let shown = list.shown
            recorder.record(frame, contentSize: scrollView.contentSize, viewportSize: scrollView.viewportSize) { item in
                item.source.item < shown.count ? name(shown[item.source.item]) : "?"
            }
            log.check(frame: frame.frame, binding: list.binding.value, expected: list.expectedBinding, cells: visibleContent())
        }
        return recorder
    }

    private static func finish(
        _ recorder: StoryboardRecorder, log: StoryboardBindingLog, name: String, title: String, summary: String,
        sourceItems: Int, virtualItems: Int, assertions: [String], extraNotes: [String]
    ) -> StoryboardRecording {
        var recording = recorder.recording(name: name, title: title, summary: summary, sourceItems: sourceItems,
                                           virtualItems: virtualItems,
                                           notes: log.notes(names: names) + extraNotes + ["UIKit assertions: \(assertions.count)."])
        let failures = log.failures + assertions.map { "UIKit assertion: \($0)" }
        recording.statistics.violations += failures.count
        recording.violationDescriptions += failures.prefix(3)
        return recording
    }
}
