import Foundation
import Testing
@testable import InfiniteProxy

/// A flow layout's inputs, set by hand.
@MainActor
private struct FakeFlow: FlowSizing {
    var flowAxis: InfiniteAxis = .vertical
    var itemSize = CGSize(width: 100, height: 50)
    var estimatedItemSize: CGSize?
    var inputs = FlowSectionInputs(lineSpacing: 10)
    var clientSizes: ((SourceIndexPath) -> CGSize)?

    func section(_ section: Int) -> FlowSectionInputs { inputs }
    func clientItemSize(at source: SourceIndexPath) -> CGSize? { clientSizes?(source) }
}

@MainActor
@Suite struct FlowMeasurementTests {
    /// `.zero` does not self-size, the `automaticSize` sentinel estimates with `itemSize`, any other
    /// estimate is taken as declared.
    @Test func selfSizingEstimate() {
        let automatic = CGSize(width: 1, height: 1), item = CGSize(width: 100, height: 50)
        #expect(FlowMeasurement.selfSizingEstimate(declared: .zero, automaticSize: automatic, itemSize: item) == nil)
        #expect(FlowMeasurement.selfSizingEstimate(declared: automatic, automaticSize: automatic, itemSize: item) == item)
        let declared = CGSize(width: 80, height: 40)
        #expect(FlowMeasurement.selfSizingEstimate(declared: declared, automaticSize: automatic, itemSize: item) == declared)
    }

    /// The doc example and the order: client, estimate, itemSize.
    @Test func itemSizeOrder() {
        let client = FlowMeasurement.itemSize(client: CGSize(width: 100, height: 80), estimate: CGSize(width: 50, height: 50), itemSize: .zero)
        #expect(client.size == CGSize(width: 100, height: 80) && client.isEstimate)
        let estimate = FlowMeasurement.itemSize(client: nil, estimate: CGSize(width: 50, height: 50), itemSize: CGSize(width: 9, height: 9))
        #expect(estimate.size == CGSize(width: 50, height: 50) && estimate.isEstimate)
        let fixed = FlowMeasurement.itemSize(client: nil, estimate: nil, itemSize: CGSize(width: 9, height: 9))
        #expect(fixed.size == CGSize(width: 9, height: 9) && !fixed.isEstimate)
    }

    /// C5: in a self-sizing layout the delegate's `sizeForItemAt` is the estimate (the glue used
    /// to plan every item at `estimatedItemSize`).
    @Test func selfSizingUsesTheDelegatesSizes() {
        var flow = FakeFlow()
        flow.estimatedItemSize = CGSize(width: 300, height: 40)
        flow.clientSizes = { _ in CGSize(width: 300, height: 90) }
        let metrics = FlowMeasurement.metrics(flow, viewportLength: 700, crossLength: 390, counts: [4])
        #expect(metrics.extentsAreEstimates)
        #expect(metrics.copyLength == CGFloat(4 * (90 + 10)))
        flow.clientSizes = nil
        #expect(FlowMeasurement.metrics(flow, viewportLength: 700, crossLength: 390, counts: [4]).copyLength == CGFloat(4 * (40 + 10)))
    }

    /// Horizontal layouts measure widths; columns share a line.
    @Test func horizontalWidthsAndColumns() {
        var flow = FakeFlow()
        flow.flowAxis = .horizontal
        flow.itemSize = CGSize(width: 120, height: 100)
        let metrics = FlowMeasurement.metrics(flow, viewportLength: 390, crossLength: 220, counts: [6])
        #expect(metrics.itemsPerLine == 2)
        #expect(!metrics.extentsAreEstimates)
        #expect(metrics.copyLength == CGFloat(3 * (120 + 10)))
    }
}
