import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct HorizontalMirroringTests {
    /// Every combination of the inputs, against UIKit's rule as `Docs/HostFidelity.md` R-a/R-b
    /// records it.
    @Test func everyCombination() {
        let directions: [InfiniteLayoutDirection] = [.leftToRight, .rightToLeft]
        for direction in directions {
            for flips in [false, true] {
                for development in directions {
                    for isFlow in [false, true] {
                        let mode = HorizontalMirroring(direction: direction, layoutFlips: flips,
                                                       developmentDirection: development, isFlowLayout: isFlow)
                        let expected: HorizontalMirroring = flips && direction != development ? .rendered
                            : (direction == .rightToLeft && isFlow ? .coordinates : .none)
                        #expect(mode == expected, "\(direction) flips \(flips) dev \(development) flow \(isFlow)")
                    }
                }
            }
        }
        #expect(HorizontalMirroring(direction: .leftToRight, layoutFlips: false, developmentDirection: .leftToRight,
                                    isFlowLayout: true) == .none)
        #expect(HorizontalMirroring(direction: .rightToLeft, layoutFlips: false, developmentDirection: .leftToRight,
                                    isFlowLayout: true) == .coordinates)
        #expect(HorizontalMirroring(direction: .rightToLeft, layoutFlips: true, developmentDirection: .leftToRight,
                                    isFlowLayout: true) == .rendered)
    }

    /// The doc example, and every conversion is its own inverse.
    @Test func readingMirrorIsAnInvolution() {
        let mirror = ReadingMirror(isMirrored: true, contentWidth: 1000, boundsWidth: 300)
        #expect(mirror.offset(700) == 0)
        #expect(mirror.position(990) == 10)
        let span = mirror.span(minX: 900, maxX: 1000)
        #expect(span.minX == 0 && span.maxX == 100)
        #expect(mirror.velocity(-250) == 250)
        for x in stride(from: CGFloat(-50), through: 1050, by: 37.5) {
            #expect(mirror.offset(mirror.offset(x)) == x)
            #expect(mirror.position(mirror.position(x)) == x)
        }
        let rect = CGRect(x: 120, y: 5, width: 80, height: 40)
        #expect(mirror.rect(mirror.rect(rect)) == rect)
        #expect(mirror.rect(rect) == CGRect(x: 800, y: 5, width: 80, height: 40))
        #expect(ReadingMirror.identity.offset(123) == 123)
        let same = ReadingMirror.identity.span(minX: 1, maxX: 2)
        #expect(same.minX == 1 && same.maxX == 2)
    }
}
