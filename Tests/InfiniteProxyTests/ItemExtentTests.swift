import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct ItemExtentTests {
    private let automatic: CGFloat = -1   // UITableView.automaticDimension

    @Test func docExamples() {
        #expect(ItemExtent.resolve(explicit: nil, fixed: 44, estimate: nil, defaultEstimate: automatic)
                == ItemExtent(length: 44, isEstimate: false))
        #expect(ItemExtent.resolve(explicit: automatic, fixed: automatic, estimate: nil, defaultEstimate: 80)
                == ItemExtent(length: 80, isEstimate: true))
        #expect(ItemExtent.resolve(explicit: 60, fixed: 44, estimate: nil, defaultEstimate: 0)
                == ItemExtent(length: 60, isEstimate: false))
        #expect(ItemExtent.resolve(explicit: nil, fixed: automatic, estimate: nil, defaultEstimate: automatic)
                == ItemExtent(length: 44, isEstimate: true))
        #expect(ItemExtent(length: 0, isEstimate: false).planningLength == 1)
    }

    /// UIKit's order: the delegate's height; the table's row height only when the delegate has none;
    /// then the delegate's estimate, the table's estimate, the fallback.
    @Test func followsUIKitsOrder() {
        let values: [CGFloat?] = [nil, automatic, 0, 30, .nan, .infinity]
        for explicit in values {
            for fixed in values.compactMap({ $0 }) {
                for estimate in values {
                    for defaultEstimate in values.compactMap({ $0 }) {
                        let result = ItemExtent.resolve(
                            explicit: explicit, fixed: fixed, estimate: estimate, defaultEstimate: defaultEstimate)
                        let usable: (CGFloat) -> Bool = { $0.isFinite && $0 >= 0 }
                        // The delegate's answer, else the row height; −1 (automatic) self-sizes,
                        // NaN and ±infinity are invalid (issue 14, item 3).
                        let given = explicit ?? fixed
                        if given != automatic && !usable(given) {
                            #expect(!result.isValid && result.length == 0 && !result.isEstimate)
                        } else if given != automatic {
                            #expect(result == ItemExtent(length: given, isEstimate: false))
                        } else {
                            let guess = [estimate, defaultEstimate].compactMap { $0 }.first { $0.isFinite && $0 > 0 } ?? 44
                            #expect(result == ItemExtent(length: guess, isEstimate: true))
                        }
                        #expect(result.length.isFinite && result.length >= 0)
                    }
                }
            }
        }
    }

    @Test func badLengthsReadAsZeroAndBadFallbackAsDefault() {
        #expect(ItemExtent(length: -5, isEstimate: false).length == 0)
        #expect(ItemExtent(length: .nan, isEstimate: true).length == 0)
        #expect(!ItemExtent(length: -5, isEstimate: false).isValid)
        #expect(!ItemExtent(length: .nan, isEstimate: true).isValid)
        #expect(!ItemExtent(length: -.infinity, isEstimate: false).isValid)
        #expect(ItemExtent(length: 0, isEstimate: false).isValid)
        #expect(ItemExtent.resolve(explicit: nil, fixed: -1, estimate: nil, defaultEstimate: -1, fallback: .nan).length == 44)
        #expect(ItemExtent(length: 0.25, isEstimate: false).planningLength == 1)
        #expect(ItemExtent(length: 12, isEstimate: false).planningLength == 12)
    }

    /// Issue 14, item 3: a delegate height of NaN, ±infinity or a negative number other than
    /// `automaticDimension` is not a height; on main it silently became an estimate of 44 pt.
    @Test func badDelegateHeightsAreInvalidNotEstimates() {
        for bad: CGFloat in [.nan, .infinity, -.infinity, -2, -0.5, -.greatestFiniteMagnitude] {
            let viaDelegate = ItemExtent.resolve(explicit: bad, fixed: 44, estimate: 50, defaultEstimate: 44)
            let viaRowHeight = ItemExtent.resolve(explicit: nil, fixed: bad, estimate: 50, defaultEstimate: 44)
            #expect(!viaDelegate.isValid, "\(bad)")
            #expect(!viaRowHeight.isValid, "\(bad)")
        }
        #expect(ItemExtent.resolve(explicit: automatic, fixed: 44, estimate: 50, defaultEstimate: 44)
                == ItemExtent(length: 50, isEstimate: true))
    }
}

extension ItemExtentTests {
    /// Issue 14, item 2: what the controller passes for an estimating table — learned heights
    /// exact, the rest estimates — and that a plan from them after the first screen is as if exact.
    @Test func learnedHeightsAreExactAndTheRestEstimates() {
        #expect(ItemExtent.resolve(learned: 400, estimate: nil, defaultEstimate: 44) == ItemExtent(length: 400, isEstimate: false))
        #expect(ItemExtent.resolve(learned: nil, estimate: 60, defaultEstimate: 44) == ItemExtent(length: 60, isEstimate: true))
        #expect(ItemExtent.resolve(learned: nil, estimate: nil, defaultEstimate: -1) == ItemExtent(length: 44, isEstimate: true))
        #expect(!ItemExtent.resolve(learned: .nan, estimate: nil, defaultEstimate: 44).isValid)
        // 10 rows estimated at 440 pt, really 44 pt; the first screen showed rows 0…5.
        let learned: [Int: CGFloat] = [0: 44, 1: 44, 2: 44, 3: 44, 4: 44, 5: 44]
        var metrics = ListMeasurement.table(
            viewportLength: 844, sourceItemCounts: [10],
            rowExtent: { ItemExtent.resolve(learned: learned[$0.item], estimate: nil, defaultEstimate: 440) },
            sectionExtras: { _ in 0 })
        metrics.extentsAreEstimates = true
        #expect(abs(metrics.shortestCopyLength - (6 * 44 + 4 * 44)) < 1e-9)   // 4 × 440 / 10
        #expect(metrics.shortestItemExtent == 44)
    }
}
