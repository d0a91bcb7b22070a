import Foundation
import InfiniteProxy

/// A long session of flings on the core alone: release, UIKit-style deceleration (rate 0.998 per
/// ms, integrated exactly per frame, stopping below 8 pt/s), a pause, the next fling — with the
/// per-frame work of ``ScrollFrameLoop`` on every frame that moves.
///
/// It checks what a day of use must not do: reach an edge, or *drift* — the content under the
/// viewport must always be where the distance scrolled says, jumps being whole periods.
///
/// ```swift
/// var session = FlingSession(sourceItemCounts: [10], seed: 1)
/// session.run(simulatedSeconds: 3_600)
/// session.loop.edgeHits      // 0
/// session.maximumDrift       // 0 (points, up to float rounding)
/// ```
///
/// This is the core-only stand-in for issue 7's long-session benchmark; the headless host's
/// version (real cell reuse, peak live cells) needs the `InfiniteHost` target as a product.
///
/// - Complexity: O(frames × visible rows).
public struct FlingSession {
    /// The frame loop, with its counters (frames, jumps, cells shown, edge hits).
    public private(set) var loop: ScrollFrameLoop
    /// Flings released.
    public private(set) var flings = 0
    /// Simulated time, seconds (frames that move plus pauses).
    public private(set) var simulatedSeconds: Double = 0
    /// The largest distance, in points, between where the content is and where the distance
    /// scrolled says it should be, modulo whole periods.
    public private(set) var maximumDrift: CGFloat = 0
    /// Everything the frames computed, folded together (pass it to `blackHole`).
    public private(set) var checksum = 0

    private var random: SplitMix64
    private let period: CGFloat
    private var travelled: CGFloat = 0
    private let startOffset: CGFloat

    /// The deceleration rate of `UIScrollView.DecelerationRate.normal`.
    public static let decelerationRate: CGFloat = 0.998
    /// Momentum ends below this speed, points per second.
    public static let stopSpeed: CGFloat = 8
    /// Frame duration, seconds.
    public static let frameDuration: Double = 1.0 / 60

    /// A session over `sourceItemCounts` rows of 44 pt in a 390×844 table, arc on.
    public init(sourceItemCounts: [Int], seed: UInt64, strategy: RepetitionStrategy = .automatic) {
        loop = ScrollFrameLoop(sourceItemCounts: sourceItemCounts, strategy: strategy, velocity: 0)
        random = SplitMix64(seed: seed)
        period = CGFloat(sourceItemCounts.reduce(0) { $0 + max(0, $1) }) * loop.geometry.extent
        startOffset = loop.offset
    }

    /// Runs flings until `simulatedSeconds` of session time have passed.
    public mutating func run(simulatedSeconds limit: Double) {
        let decay = pow(Self.decelerationRate, CGFloat(Self.frameDuration * 1000))
        let travelPerSpeed = (decay - 1) / (1000 * log(Self.decelerationRate))
        while simulatedSeconds < limit {
            flings += 1
            let sign: CGFloat = Bool.random(using: &random) ? 1 : -1
            var speed = sign * CGFloat(Int.random(in: 300...12_000, using: &random))
            while speed.magnitude >= Self.stopSpeed && simulatedSeconds < limit {
                loop.velocity = speed * travelPerSpeed
                travelled += loop.velocity
                checksum &+= loop.step()
                speed *= decay
                simulatedSeconds += Self.frameDuration
                measureDrift()
            }
            // The finger comes back after 0.1 to 2 s; nothing runs while the list is still.
            simulatedSeconds += Double(Int.random(in: 6...120, using: &random)) * Self.frameDuration
        }
    }

    private mutating func measureDrift() {
        guard period > 0 else { return }
        let expected = startOffset + travelled
        var difference = (loop.offset - expected).truncatingRemainder(dividingBy: period)
        if difference > period / 2 { difference -= period }
        if difference < -period / 2 { difference += period }
        maximumDrift = max(maximumDrift, difference.magnitude)
    }
}
