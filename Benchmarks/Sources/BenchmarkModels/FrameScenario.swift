import Foundation
import InfiniteProxy

/// The per-frame scenarios measured by the harness and by callgrind, by name.
///
/// ```swift
/// var loop = FrameScenario.tenRowsArc.makeLoop()
/// loop.step()
/// ```
public enum FrameScenario: String, Sendable, CaseIterable {
    /// 10 rows of 44 pt, arc on: a jump every ~9 frames at 3 000 pt/s.
    case tenRowsArc = "10-rows-arc"
    /// 1 000 rows of 44 pt, arc on: a jump every ~880 frames.
    case thousandRowsArc = "1000-rows-arc"
    /// 4 sections of 5 rows, arc on: whole blocks of sections repeat.
    case sectionsArc = "4x5-sections-arc"
    /// 10 rows, arc on, the arc fetched once per frame instead of once per row.
    case tenRowsArcPerFrame = "10-rows-arc-per-frame"
    /// 10 rows, straight: the frame without the arc.
    case tenRowsFlat = "10-rows-flat"

    /// A fresh loop for the scenario: 390×844 viewport, 44 pt rows, 50 pt per frame.
    public func makeLoop() -> ScrollFrameLoop {
        switch self {
        case .tenRowsArc: ScrollFrameLoop(sourceItemCounts: [10])
        case .thousandRowsArc: ScrollFrameLoop(sourceItemCounts: [1_000])
        case .sectionsArc: ScrollFrameLoop(sourceItemCounts: [5, 5, 5, 5])
        case .tenRowsArcPerFrame: ScrollFrameLoop(sourceItemCounts: [10], arcEvaluation: .perFrame)
        case .tenRowsFlat: ScrollFrameLoop(sourceItemCounts: [10], alignment: .none)
        }
    }

    /// A label for tables.
    public var label: String {
        switch self {
        case .tenRowsArc: "10 rows, arc, 3000 pt/s"
        case .thousandRowsArc: "1000 rows, arc, 3000 pt/s"
        case .sectionsArc: "4 sections x 5 rows, arc, 3000 pt/s"
        case .tenRowsArcPerFrame: "10 rows, arc fetched once per frame, 3000 pt/s"
        case .tenRowsFlat: "10 rows, no arc, 3000 pt/s"
        }
    }

    /// Frames run before anything is measured, so every lazily grown buffer has its final size.
    public static let warmUpFrames = 20_000
}
