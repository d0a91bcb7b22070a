import Foundation
import InfiniteHost
import InfiniteProxy

nonisolated extension StoryboardScenario {
    /// The collection-view screens of the storyboard.
    static var collectionScenarios: [StoryboardScenario] {
        [
            StoryboardScenario(name: "carousel-paging", title: "Paging carousel with auto-scroll", defaultSeconds: 10) { seconds in
                StoryboardCollectionSession(
                    name: "carousel-paging", title: "Paging carousel with auto-scroll",
                    summary: "Seven 300-point cards in a horizontal flow layout with isPagingEnabled and autoScrollInterval = 3. The timer advances one card at a time; a soft swipe moves one card, a hard flick several (velocity-aware), a short drag snaps back, and touching pauses the timer. Every stop is a card centred.",
                    items: StoryboardSampleData.cards, axis: .horizontal,
                    viewportSize: CGSize(width: 390, height: 240), itemSize: CGSize(width: 300, height: 200),
                    lineSpacing: 16, paging: true, autoScroll: 3,
                    script: [.wait(3.4), .drag(distance: 60, duration: 0.15, releaseVelocity: 900), .wait(1.2),
                             .fling(velocity: 4_500), .wait(1.6), .drag(distance: -90, duration: 0.35, releaseVelocity: 0),
                             .wait(4)]
                ).run(seconds: seconds)
            },
            StoryboardScenario(name: "collection-grid", title: "Vertical grid, sizes from the delegate", defaultSeconds: 6) { seconds in
                StoryboardCollectionSession(
                    name: "collection-grid", title: "Vertical grid, sizes from the delegate",
                    summary: "Twenty items three to a line in a vertical flow layout, heights from sizeForItemAt. The copy does not fill whole lines (20 is not a multiple of 3), so a jump moves three copies at a time and columns stay where they are.",
                    items: (0..<20).map { "#\($0)" }, axis: .vertical,
                    viewportSize: CGSize(width: 390, height: 844), itemSize: CGSize(width: 118, height: 118),
                    lineSpacing: 10, paging: false, autoScroll: nil,
                    sizes: [CGSize(width: 118, height: 118), CGSize(width: 118, height: 118), CGSize(width: 118, height: 150)],
                    labelsWithIndex: false,
                    script: [.wait(0.3), .fling(velocity: 8_000), .wait(2.2), .fling(velocity: -12_000), .wait(3)]
                ).run(seconds: seconds)
            },
            StoryboardScenario(name: "carousel-compositional", title: "Compositional-layout carousel", defaultSeconds: 6) { seconds in
                StoryboardCollectionSession(
                    name: "carousel-compositional", title: "Compositional-layout carousel",
                    summary: "Seven 260-point cards in a horizontal UICollectionViewCompositionalLayout list section (one item per group, 12-point group spacing, 16-point insets), no flow layout anywhere: the period and the jump anchors are measured from the layout's attributes. Flings both ways through many copies and a slow drag.",
                    items: StoryboardSampleData.cards, axis: .horizontal,
                    viewportSize: CGSize(width: 390, height: 240), itemSize: CGSize(width: 260, height: 200),
                    lineSpacing: 12, paging: false, autoScroll: nil,
                    compositional: .list(length: .absolute(260), spacing: 12,
                                         insets: HostEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)),
                    script: [.wait(0.3), .fling(velocity: 6_000), .wait(1.8), .fling(velocity: -9_000), .wait(2.2),
                             .drag(distance: -240, duration: 0.5, releaseVelocity: -1_500), .wait(1.2)]
                ).run(seconds: seconds)
            },
            StoryboardScenario(name: "carousel-rtl", title: "Right-to-left paging carousel", defaultSeconds: 9) { seconds in
                StoryboardCollectionSession(
                    name: "carousel-rtl", title: "Right-to-left paging carousel",
                    summary: "The paging carousel in a right-to-left app (effectiveUserInterfaceLayoutDirection = .rightToLeft, a flow layout that lays its items out from the right, UIKit's default): card 0 starts on the right, the next card waits on the left, auto-scroll and a flick in reading direction (the finger moving right) bring higher cards in from the left, and a drag the other way goes back across the start.",
                    items: StoryboardSampleData.cards, axis: .horizontal,
                    viewportSize: CGSize(width: 390, height: 240), itemSize: CGSize(width: 300, height: 200),
                    lineSpacing: 16, paging: true, autoScroll: 2, layoutDirection: .rightToLeft,
                    script: [.wait(2.4), .fling(velocity: -4_500), .wait(1.6),
                             .drag(distance: 120, duration: 0.3, releaseVelocity: 1_200), .wait(4)]
                ).run(seconds: seconds)
            },
            diffableCollectionScenario,
        ]
    }
}

/// One scripted session of an infinite host collection view with a ``StoryboardCollectionClient``.
struct StoryboardCollectionSession {
    var name: String
    var title: String
    var summary: String
    var items: [String]
    var axis: InfiniteAxis
    var viewportSize: CGSize
    var itemSize: CGSize
    var lineSpacing: CGFloat
    var paging: Bool
    var autoScroll: TimeInterval?
    var sizes: [CGSize]? = nil
    /// A compositional layout with this section for every section, instead of the flow layout
    /// (`itemSize` and `lineSpacing` then only describe the screen).
    var compositional: HostCollectionViewCompositionalLayout.Section? = nil
    /// Whether labels start with the item's index (its text does not show it).
    var labelsWithIndex = true
    /// The view's `effectiveUserInterfaceLayoutDirection`.
    var layoutDirection: InfiniteLayoutDirection = .leftToRight
    var script: [StoryboardGesture]

    func run(seconds: TimeInterval) -> StoryboardRecording {
        let layout: any HostCollectionViewLayout
        if let compositional {
            let compositionalLayout = HostCollectionViewCompositionalLayout(section: compositional)
            compositionalLayout.scrollDirection = axis
            layout = compositionalLayout
        } else {
            let flow = HostCollectionViewFlowLayout()
            flow.scrollDirection = axis
            flow.itemSize = itemSize
            flow.minimumLineSpacing = lineSpacing
            flow.minimumInteritemSpacing = lineSpacing
            layout = flow
        }
        let collectionView = HostCollectionView(viewportSize: viewportSize, collectionViewLayout: layout)
        collectionView.effectiveUserInterfaceLayoutDirection = layoutDirection
        let runLoop = HostRunLoop()
        collectionView.runLoop = runLoop
        collectionView.register(HostCollectionViewCell.self, forCellWithReuseIdentifier: StoryboardCollectionClient.reuseIdentifier)
        let client = StoryboardCollectionClient(items: items, sizes: sizes)
        collectionView.dataSource = client
        collectionView.delegate = client
        // The lines an app writes (`enableInfiniteScrolling = true`: the shipped controller
        // behind the host's interceptor).
        let proxy: HostCollectionAttachment? = HostCollectionAttachment(collectionView: collectionView, runLoop: runLoop)
        collectionView.infinite.isPagingEnabled = paging
        collectionView.infinite.autoScrollInterval = autoScroll

        var recorder = StoryboardRecorder(axis: axis)
        let withIndex = labelsWithIndex
        let label = { (item: HostVisibleItem) -> String? in
            withIndex ? "\(item.source.item) \(client.text(at: item.source))" : client.text(at: item.source)
        }
        let dt = 1.0 / 60.0
        StoryboardScriptRunner(axis: axis, seconds: seconds, frameDuration: dt).run(
            script, on: collectionView, recorder: &recorder,
            beforeFrame: { _ in runLoop.advance(by: dt) }
        ) { recorder in
            guard let proxy else { return }
            recorder.record(proxy.snapshot(), contentSize: collectionView.contentSize,
                            viewportSize: collectionView.viewportSize, label: label)
        }
        for path in client.foreignPaths {
            recorder.checkClientPath(SourceIndexPath(section: path.section, item: path.item), sourceItemCounts: [items.count])
        }
        let engine = proxy?.engine
        var notes = [
            "The client was handed \(client.pathsSeen) index paths; \(client.foreignPaths.isEmpty ? "every one was its own" : "\(client.foreignPaths.count) were not its own").",
            "Plan: \(engine.map(\.repetition.storyboardDescription) ?? "no proxy").",
            "UIKit assertions: \(collectionView.assertionFailures.count).",
        ]
        if compositional != nil {
            notes.append("Layout: compositional; looping: \(engine?.isLooping == true ? "yes" : "no").")
        }
        if let statistics = proxy?.carouselStatistics, paging || autoScroll != nil {
            notes.append("Paging targets chosen: \(statistics.pagingTargets); auto-scroll advances: \(statistics.autoScrollAdvances).")
        }
        var recording = recorder.recording(
            name: name, title: title, summary: summary, sourceItems: items.count,
            virtualItems: engine?.repetition.totalVirtualItems ?? items.count, notes: notes)
        if !collectionView.assertionFailures.isEmpty {
            recording.statistics.violations += collectionView.assertionFailures.count
            recording.violationDescriptions += collectionView.assertionFailures.prefix(3).map { "UIKit assertion: \($0)" }
        }
        return recording
    }
}
