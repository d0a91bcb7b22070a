import Testing
@testable import InfiniteProxy

private final class Gauge: InfiniteCompatible {
    var level = 0
}

extension Infinite where Base == Gauge {
    fileprivate var level: Int {
        get { base.level }
        nonmutating set { base.level = newValue }
    }
}

@Suite struct InfiniteTests {
    @Test func namespaceReachesTheBase() {
        let gauge = Gauge()
        gauge.infinite.level = 3          // compiles thanks to the empty setter
        #expect(gauge.level == 3)
        #expect(gauge.infinite.base === gauge)
    }

    @Test func namespaceDoesNotRetainTheBaseBeyondTheExpression() {
        weak var weakGauge: Gauge?
        do {
            let gauge = Gauge()
            weakGauge = gauge
            _ = gauge.infinite.level
        }
        #expect(weakGauge == nil)
    }
}
