import Foundation

/// What a flow layout says about one section: insets, spacings and the header and footer
/// reference sizes — the client's delegate answers where it implements them, the layout's
/// values otherwise.
///
/// ```swift
/// FlowSectionInputs(insets: SurfaceInsets(left: 16, right: 16), lineSpacing: 10, interitemSpacing: 8)
/// ```
package struct FlowSectionInputs: Sendable, Equatable {
    package var insets: SurfaceInsets
    package var lineSpacing: CGFloat
    package var interitemSpacing: CGFloat
    package var headerReferenceSize: CGSize
    package var footerReferenceSize: CGSize

    package init(insets: SurfaceInsets = .zero, lineSpacing: CGFloat = 0, interitemSpacing: CGFloat = 0,
                 headerReferenceSize: CGSize = .zero, footerReferenceSize: CGSize = .zero) {
        self.insets = insets
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}

/// A flow layout's sizing inputs as UIKit reads them; the rules that turn them into a plan are
/// ``FlowMeasurement``'s, shared by UIKit and the host, so both give one answer.
///
/// - Complexity: each requirement O(1) (one client call at most).
@MainActor
package protocol FlowSizing {
    /// The layout's scroll direction.
    var flowAxis: InfiniteAxis { get }
    /// The layout's `itemSize`.
    var itemSize: CGSize { get }
    /// The estimate of a self-sizing layout (`automaticSize` resolved by the adapter), nil when the
    /// layout does not self-size.
    var estimatedItemSize: CGSize? { get }
    /// One section's inputs.
    func section(_ section: Int) -> FlowSectionInputs
    /// The delegate's `sizeForItemAt`, nil when it does not implement it.
    func clientItemSize(at source: SourceIndexPath) -> CGSize?
}

/// UIKit's flow-layout sizing rules, as one copy's ``ListMetrics``.
///
/// - An item's size is the delegate's `sizeForItemAt` when it answers, else the estimate of a
///   self-sizing layout, else `itemSize`. In a self-sizing layout every size is an estimate (the
///   delegate's size is the better-informed one).
///
/// ```swift
/// FlowMeasurement.itemSize(client: CGSize(width: 100, height: 80), estimate: CGSize(width: 50, height: 50),
///                          itemSize: .zero)   // (100, 80), an estimate
/// ```
///
/// - Complexity: O(n) in the client's items.
@MainActor
package enum FlowMeasurement {
    /// The estimate a flow layout self-sizes with: nil for `.zero` (the layout does not self-size),
    /// the layout's `itemSize` for UIKit's `automaticSize` sentinel, else the declared estimate.
    package static func selfSizingEstimate(declared: CGSize, automaticSize: CGSize, itemSize: CGSize) -> CGSize? {
        guard declared != .zero else { return nil }
        return declared == automaticSize ? itemSize : declared
    }

    /// An item's size and whether it is an estimate.
    package static func itemSize(client: CGSize?, estimate: CGSize?, itemSize: CGSize) -> (size: CGSize, isEstimate: Bool) {
        (client ?? estimate ?? itemSize, estimate != nil)
    }

    /// One copy of the flow layout's items.
    package static func metrics(
        _ sizing: some FlowSizing, viewportLength: CGFloat, crossLength: CGFloat, counts: [Int]
    ) -> ListMetrics {
        let vertical = sizing.flowAxis == .vertical
        let estimate = sizing.estimatedItemSize
        let fixed = sizing.itemSize
        return ListMeasurement.flow(
            viewportLength: viewportLength, crossLength: crossLength, sourceItemCounts: counts,
            section: { index in
                let inputs = sizing.section(index)
                let insets = inputs.insets
                let header = inputs.headerReferenceSize, footer = inputs.footerReferenceSize
                return ListMeasurement.FlowSection(
                    lineSpacing: inputs.lineSpacing, interitemSpacing: inputs.interitemSpacing,
                    insetsAlongAxis: vertical ? insets.top + insets.bottom : insets.left + insets.right,
                    crossInsets: vertical ? insets.left + insets.right : insets.top + insets.bottom,
                    headerAndFooterLength: vertical ? header.height + footer.height : header.width + footer.width)
            },
            item: { source in
                let (size, isEstimate) = itemSize(client: sizing.clientItemSize(at: source), estimate: estimate, itemSize: fixed)
                return ListMeasurement.FlowItem(
                    length: vertical ? size.height : size.width,
                    crossLength: vertical ? size.width : size.height,
                    isEstimate: isEstimate)
            })
    }
}
