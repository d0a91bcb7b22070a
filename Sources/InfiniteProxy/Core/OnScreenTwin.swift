/// The twin an app's path means outside callbacks: the one on screen — the one nearest
/// the viewport's centre when several are — else the twin nearest the centre.
///
/// Fed one visible item at a time (in any order), so the caller needs no array:
///
/// ```swift
/// // 5 rows repeating; rows 0…4 of copy 3 (virtual 15…19) and row 0 of copy 4 (20) on screen.
/// var twin = OnScreenTwin(source: SourceIndexPath(section: 0, item: 0),
///                         center: VirtualIndexPath(section: 0, item: 18), in: repetition)
/// for item in 15...20 { twin?.consider(VirtualIndexPath(section: 0, item: item)) }
/// twin?.resolved      // virtual [0, 20]: on screen, and nearer the centre than 15
/// ```
///
/// - Complexity: O(1) per ``consider(_:)``; ``resolved`` O(1) (O(log S) with sections).
package struct OnScreenTwin: Sendable {
    /// The client's item.
    package let source: SourceIndexPath
    /// The item nearest the viewport's centre, if any is laid out.
    package let center: VirtualIndexPath?
    private let repetition: Repetition
    private let centerLinear: Int?
    /// The visible twin nearest the centre so far.
    package private(set) var visibleTwin: VirtualIndexPath?
    private var visibleDistance: UInt = .max

    /// Nil when `source` is not an item of the client's data.
    package init?(source: SourceIndexPath, center: VirtualIndexPath?, in repetition: Repetition) {
        guard repetition.contains(source) else { return nil }
        self.source = source
        self.center = center
        self.repetition = repetition
        centerLinear = center.flatMap(repetition.linearPosition(of:))
    }

    /// Looks at one visible item.
    package mutating func consider(_ visible: VirtualIndexPath) {
        guard repetition.sourceIndexPath(for: visible) == source else { return }
        let distance: UInt
        if let centerLinear, let linear = repetition.linearPosition(of: visible) {
            let (difference, overflow) = linear.subtractingReportingOverflow(centerLinear)
            distance = overflow ? .max - 1 : difference.magnitude
        } else {
            distance = .max - 1
        }
        if visibleTwin == nil || distance < visibleDistance {
            visibleTwin = visible
            visibleDistance = distance
        }
    }

    /// The visible twin nearest the centre, else the twin nearest the centre (the shortest way
    /// for a scroll); nil when nothing is laid out to measure from.
    package var resolved: VirtualIndexPath? {
        if let visibleTwin { return visibleTwin }
        guard let center else { return nil }
        return repetition.nearestVirtualIndexPath(to: source, near: center)
    }
}

extension Repetition {
    /// The copy of the client's `section` nearest `anchor` (a virtual section): for an app's
    /// section outside callbacks (`rect(forSection:)`, `headerView(forSection:)`). Rows repeating
    /// inside one section: 0. Nil for a section the client does not have.
    ///
    /// ```swift
    /// // 3 sections repeating as a block; the centre shows virtual section 31 (source 1).
    /// repetition.nearestVirtualSection(toSource: 0, near: 31)   // 30
    /// repetition.nearestVirtualSection(toSource: 2, near: 31)   // 32
    /// ```
    ///
    /// - Complexity: O(1).
    package func nearestVirtualSection(toSource section: Int, near anchor: Int) -> Int? {
        guard section >= 0, section < sourceSectionCount else { return nil }
        if repeatsWithinSection || !isLooping { return repeatsWithinSection ? 0 : section }
        let blocks = sourceSectionCount
        let last = numberOfVirtualSections - 1
        let clampedAnchor = min(max(anchor, 0), last)
        let copy = Repetition.floorDiv(clampedAnchor - section + blocks / 2, blocks)
        var best: Int?
        var bestDistance = Int.max
        for candidateCopy in copy - 1...copy + 1 {
            let candidate = candidateCopy * blocks + section
            guard candidate >= 0, candidate <= last, abs(candidate - clampedAnchor) < bestDistance else { continue }
            best = candidate
            bestDistance = abs(candidate - clampedAnchor)
        }
        return best
    }
}
