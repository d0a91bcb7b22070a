import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct ArcLayoutTests {
    @Test func docExample() {
        let arc = ArcLayout(alignment: .left, radius: 600)
        #expect(arc.crossAxisOffset(itemCenter: 500, viewportCenter: 500) == 0)
        #expect(abs(arc.crossAxisOffset(itemCenter: 800, viewportCenter: 500) - 80.38) < 0.01)
        #expect(abs(ArcLayout(alignment: .right, radius: 600)
            .crossAxisOffset(itemCenter: 800, viewportCenter: 500) + 80.38) < 0.01)
    }

    /// Every displaced point lies on the circle of radius R centred R to the right of the
    /// viewport centre's leftmost point (for `.left`): (x − R)² + dy² = R².
    @Test(arguments: [50.0, 300.0, 605.9, 2_000.0])
    func pointsLieOnATrueCircle(radius: Double) {
        let radius = CGFloat(radius)
        let arc = ArcLayout(alignment: .left, radius: radius)
        for step in -200...200 {
            let dy = CGFloat(step) * radius / 200
            let x = arc.crossAxisOffset(itemCenter: 1_000 + dy, viewportCenter: 1_000)
            if abs(dy) < radius {
                #expect(abs((x - radius) * (x - radius) + dy * dy - radius * radius) < 1e-6 * radius * radius)
            } else {
                #expect(x == radius)
            }
            #expect(x >= 0)
        }
    }

    @Test func leftAndRightAreMirrorImages() {
        for dy in stride(from: -700.0, through: 700.0, by: 13.7) {
            let left = ArcLayout(alignment: .left, radius: 500).crossAxisOffset(itemCenter: CGFloat(dy), viewportCenter: 0)
            let right = ArcLayout(alignment: .right, radius: 500).crossAxisOffset(itemCenter: CGFloat(dy), viewportCenter: 0)
            #expect(left == -right)
        }
    }

    /// `.leading` bends like `.left` left to right and like `.right` right to left; the per-pass
    /// offsets agree with the single-row function in both directions.
    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        for direction in [InfiniteLayoutDirection.leftToRight, .rightToLeft] {
            for alignment in InfiniteContentAlignment.allCases {
                let arc = ArcLayout(alignment: alignment, radius: 500, layoutDirection: direction)
                let physical = ArcLayout(alignment: alignment.physicalSide(in: direction), radius: 500)
                let offsets = arc.offsets(around: 0)
                for dy in stride(from: -700.0, through: 700.0, by: 31.3) {
                    let value = arc.crossAxisOffset(itemCenter: CGFloat(dy), viewportCenter: 0)
                    #expect(value == physical.crossAxisOffset(itemCenter: CGFloat(dy), viewportCenter: 0))
                    #expect(value == offsets.offset(itemCenter: CGFloat(dy)))
                }
            }
        }
        let away = ArcLayout(alignment: .leading, radius: 500, layoutDirection: .rightToLeft)
        #expect(away.crossAxisOffset(itemCenter: 300, viewportCenter: 0) < 0)
        #expect(ArcLayout(alignment: .leading, radius: 500).crossAxisOffset(itemCenter: 300, viewportCenter: 0) > 0)
    }

    @Test func offsetGrowsAwayFromTheCentreSymmetrically() {
        let arc = ArcLayout(alignment: .left, radius: 400)
        var previous: CGFloat = -1
        for distance in stride(from: 0.0, through: 400.0, by: 10) {
            let below = arc.crossAxisOffset(itemCenter: 100 + CGFloat(distance), viewportCenter: 100)
            let above = arc.crossAxisOffset(itemCenter: 100 - CGFloat(distance), viewportCenter: 100)
            #expect(below == above)
            #expect(below > previous)
            previous = below
        }
    }

    @Test func noneIsStraight() {
        #expect(ArcLayout(alignment: .none, radius: 500).crossAxisOffset(itemCenter: 900, viewportCenter: 0) == 0)
    }

    @Test func everyResultIsFinite() {
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 0, -1, 1e-300, 1e300, 5]
        for alignment in InfiniteContentAlignment.allCases {
            for radius in values {
                for item in values {
                    for center in values {
                        let x = ArcLayout(alignment: alignment, radius: radius)
                            .crossAxisOffset(itemCenter: item, viewportCenter: center)
                        #expect(x.isFinite)
                    }
                }
            }
        }
        for length in values {
            for cross in values {
                #expect(ArcLayout.defaultRadius(visibleLength: length, crossLength: cross).isFinite)
            }
        }
    }

    @Test func defaultRadiusPutsTheEdgesAThirdOfTheWidthIn() {
        let radius = ArcLayout.defaultRadius(visibleLength: 750, crossLength: 390)
        #expect(abs(radius - 605.87) < 0.01)
        let edge = ArcLayout(alignment: .left, radius: radius).crossAxisOffset(itemCenter: 375, viewportCenter: 0)
        #expect(abs(edge - 130) < 1e-9)
        #expect(ArcLayout.defaultRadius(visibleLength: 0, crossLength: 390) == 0)
    }
}

extension ArcLayoutTests {
    /// Issue 14, item 8: radii above ~1e154 gave NaN (R² overflowed).
    @Test func hugeRadiiStayFinite() {
        for radius: CGFloat in [1e154, 1e200, 1e300, .greatestFiniteMagnitude] {
            let arc = ArcLayout(alignment: .left, radius: radius)
            for distance: CGFloat in [0, 1, 1e100, radius / 2, radius] {
                let offset = arc.crossAxisOffset(itemCenter: distance, viewportCenter: 0)
                #expect(offset.isFinite && offset >= 0 && offset <= radius, "\(radius) \(distance): \(offset)")
            }
        }
        // Ordinary radii are unchanged: R − √(R² − d²).
        let arc = ArcLayout(alignment: .right, radius: 600)
        let radius: CGFloat = 600, distance: CGFloat = 300
        let expected: CGFloat = -(radius - (radius * radius - distance * distance).squareRoot())
        #expect(abs(arc.crossAxisOffset(itemCenter: distance, viewportCenter: 0) - expected) < 1e-9)
    }
}

extension ArcLayoutTests {
    /// The offsets of one pass (issue 13: the checks that do not depend on the row made once per
    /// pass) are bit for bit ``ArcLayout/crossAxisOffset(itemCenter:viewportCenter:)``'s, for
    /// every alignment and for non-finite, zero, negative and huge inputs.
    @Test func offsetsOfAPassAreCrossAxisOffsets() {
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 0, -0.0, -1, 1e-300, 1e300, 5, 250, 605.9, -400,
                                 .greatestFiniteMagnitude]
        for alignment in InfiniteContentAlignment.allCases {
            for radius in values {
                let arc = ArcLayout(alignment: alignment, radius: radius)
                for center in values {
                    let offsets = arc.offsets(around: center)
                    for item in values + [center + 1, center - 3, center + radius / 2] {
                        let expected = arc.crossAxisOffset(itemCenter: item, viewportCenter: center)
                        let actual = offsets.offset(itemCenter: item)
                        #expect(actual.bitPattern == expected.bitPattern,
                                "\(alignment) R \(radius) centre \(center) item \(item): \(actual) vs \(expected)")
                    }
                }
            }
        }
    }
}
