/// How the virtual content UIKit lays out repeats the client's source content, and the O(1)
/// mapping between the two.
///
/// The source content is `S` sections with `n₀…n₍S−1₎` items. The virtual content is:
/// - with one source section: one virtual section of `leadingItems + copies·n + trailingItems`
///   items, where the leading and trailing *padding* are partial copies (the tail and head of the
///   sequence);
/// - with several sections: `copies` whole blocks of all `S` sections, so headers, footers and the
///   order of sections stay right. Padding is not used.
///
/// ```swift
/// let repetition = Repetition(sourceItemCounts: [10], copies: 1, leadingItems: 4, trailingItems: 4)
/// repetition.numberOfVirtualItems(inVirtualSection: 0)                       // 18
/// repetition.sourceIndexPath(for: VirtualIndexPath(section: 0, item: 0))     // source[0, 6]
/// repetition.nearestVirtualIndexPath(to: SourceIndexPath(section: 0, item: 9),
///                                    near: VirtualIndexPath(section: 0, item: 4))  // virtual[0, 3]
/// ```
///
/// When the content cannot loop — no items, a single copy with no padding, or counts so large
/// that the virtual content would overflow `Int` — the repetition is *finite*: virtual and source
/// paths are identical and ``isLooping`` is false. It never traps.
///
/// - Complexity: every mapping is O(1) (O(1) for section offsets thanks to a prefix table built
///   once, O(S), at creation).
public struct Repetition: Sendable, Equatable {
    /// Why content does not loop.
    public enum FiniteReason: String, Sendable, Equatable {
        /// No source items at all (sections may exist, but all are empty).
        case empty
        /// Only one copy was asked for and there is no padding.
        case singleCopy
        /// The virtual content would not fit in `Int`.
        case overflow
        /// The layout cannot be measured (zero, negative or non-finite extents or viewport).
        case unmeasurable
        /// More virtual items would be needed than ``Repetition/maximumVirtualItems``.
        case tooManyVirtualItems
    }

    /// The most virtual items a plan may ask UIKit to manage; beyond it content stays finite.
    public static let maximumVirtualItems = 2_000_000

    /// The client's item count per section (negative counts read as 0).
    public let sourceItemCounts: [Int]
    /// Whole copies of the source block in the virtual content (1 when finite).
    public let copies: Int
    /// Single section only: items of padding before the first whole copy.
    public let leadingItems: Int
    /// Single section only: items of padding after the last whole copy.
    public let trailingItems: Int
    /// How many copies one recentering jump moves by (a grid whose copy does not fill whole lines
    /// jumps by several copies so that columns line up).
    public let copiesPerJump: Int
    /// Items in one copy of the source content (sum of ``sourceItemCounts``).
    public let itemsPerCopy: Int
    /// Why the content is finite, or nil when it loops.
    public let finiteReason: FiniteReason?

    /// `sectionStarts[s]` = items before section `s` within one copy.
    private let sectionStarts: [Int]
    /// The first source section holding an item, found once at creation (nil without items): the
    /// recentering jump reads the first item of a copy on every frame.
    package let firstNonEmptySourceSection: Int?

    /// Creates a repetition, falling back to finite content when the request cannot loop.
    ///
    /// - Parameters:
    ///   - sourceItemCounts: the client's item counts per section.
    ///   - copies: whole copies of the block (values below 1 read as 1).
    ///   - leadingItems: padding before the first copy; single section only (ignored otherwise).
    ///   - trailingItems: padding after the last copy; single section only.
    ///   - copiesPerJump: copies per recentering jump (values below 1 read as 1).
    /// - Complexity: O(S).
    public init(
        sourceItemCounts: [Int],
        copies: Int,
        leadingItems: Int = 0,
        trailingItems: Int = 0,
        copiesPerJump: Int = 1
    ) {
        let counts = sourceItemCounts.map { max(0, $0) }
        var starts: [Int] = []
        starts.reserveCapacity(counts.count)
        var total = 0
        var overflowed = false
        for count in counts {
            starts.append(total)
            let (sum, overflow) = total.addingReportingOverflow(count)
            if overflow { overflowed = true; break }
            total = sum
        }
        let singleSection = counts.count == 1
        let requestedCopies = max(1, copies)
        let leading = singleSection ? max(0, leadingItems) : 0
        let trailing = singleSection ? max(0, trailingItems) : 0

        var reason: FiniteReason?
        if overflowed {
            reason = .overflow
        } else if total == 0 {
            reason = .empty
        } else if requestedCopies == 1 && leading == 0 && trailing == 0 {
            reason = .singleCopy
        } else if Repetition.virtualItemTotal(
            itemsPerCopy: total, copies: requestedCopies, leading: leading, trailing: trailing,
            sectionCount: counts.count) == nil {
            reason = .overflow
        }

        self.sourceItemCounts = counts
        self.finiteReason = reason
        self.itemsPerCopy = overflowed ? 0 : total
        self.sectionStarts = overflowed ? [] : starts
        self.firstNonEmptySourceSection = counts.firstIndex(where: { $0 > 0 })
        if reason == nil {
            self.copies = requestedCopies
            self.leadingItems = leading
            self.trailingItems = trailing
            self.copiesPerJump = max(1, copiesPerJump)
        } else {
            self.copies = 1
            self.leadingItems = 0
            self.trailingItems = 0
            self.copiesPerJump = 1
        }
    }

    /// Finite content: virtual paths are source paths.
    ///
    /// ```swift
    /// Repetition.finite(sourceItemCounts: [0], reason: .empty).isLooping   // false
    /// ```
    public static func finite(sourceItemCounts: [Int], reason: FiniteReason) -> Repetition {
        let base = Repetition(sourceItemCounts: sourceItemCounts, copies: 1)
        return Repetition(finiteFrom: base, reason: base.finiteReason == .overflow ? .overflow : reason)
    }

    private init(finiteFrom base: Repetition, reason: FiniteReason) {
        sourceItemCounts = base.sourceItemCounts
        copies = 1
        leadingItems = 0
        trailingItems = 0
        copiesPerJump = 1
        itemsPerCopy = base.itemsPerCopy
        sectionStarts = base.sectionStarts
        firstNonEmptySourceSection = base.firstNonEmptySourceSection
        finiteReason = reason
    }

    private static func virtualItemTotal(
        itemsPerCopy: Int, copies: Int, leading: Int, trailing: Int, sectionCount: Int
    ) -> Int? {
        let (body, overflow) = itemsPerCopy.multipliedReportingOverflow(by: copies)
        if overflow { return nil }
        let (withLeading, overflow2) = body.addingReportingOverflow(leading)
        if overflow2 { return nil }
        let (all, overflow3) = withLeading.addingReportingOverflow(trailing)
        if overflow3 { return nil }
        let (_, overflow4) = sectionCount.multipliedReportingOverflow(by: copies)
        if overflow4 { return nil }
        return all
    }

    // MARK: Shape

    /// Whether the virtual content repeats (false: finite, virtual == source).
    @inlinable
    public var isLooping: Bool { finiteReason == nil }

    /// Source sections.
    @inlinable
    public var sourceSectionCount: Int { sourceItemCounts.count }

    /// Whether rows repeat inside one section (true) or sections repeat as a block (false).
    @inlinable
    public var repeatsWithinSection: Bool { sourceItemCounts.count == 1 }

    /// Sections UIKit sees.
    ///
    /// - Complexity: O(1).
    public var numberOfVirtualSections: Int {
        repeatsWithinSection ? 1 : sourceSectionCount * copies
    }

    /// Items UIKit sees in `virtualSection` (0 for a section that does not exist).
    ///
    /// - Complexity: O(1).
    public func numberOfVirtualItems(inVirtualSection virtualSection: Int) -> Int {
        guard virtualSection >= 0, virtualSection < numberOfVirtualSections else { return 0 }
        if repeatsWithinSection {
            return leadingItems + copies * itemsPerCopy + trailingItems
        }
        return sourceItemCounts[virtualSection % sourceSectionCount]
    }

    /// All virtual items, every section together.
    ///
    /// - Complexity: O(1).
    public var totalVirtualItems: Int {
        leadingItems + copies * itemsPerCopy + trailingItems
    }

    /// Virtual items per source item (1 when finite or empty).
    public var virtualItemsPerSourceItem: Double {
        itemsPerCopy == 0 ? 1 : Double(totalVirtualItems) / Double(itemsPerCopy)
    }

    // MARK: Virtual → source

    /// The source section a virtual section shows.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func sourceSection(forVirtualSection virtualSection: Int) -> Int {
        let count = sourceSectionCount
        if count <= 1 { return 0 }
        return Repetition.floorMod(virtualSection, count)
    }

    /// The client's index path for a virtual one. Paths outside the virtual content wrap as if the
    /// content went on forever (never traps).
    ///
    /// - Complexity: O(1).
    @inlinable
    public func sourceIndexPath(for virtual: VirtualIndexPath) -> SourceIndexPath {
        if repeatsWithinSection {
            let count = itemsPerCopy
            guard count > 0 else { return SourceIndexPath(section: 0, item: virtual.item) }
            return SourceIndexPath(
                section: 0, item: Repetition.floorMod(virtual.item &- leadingItems, count))
        }
        return SourceIndexPath(
            section: sourceSection(forVirtualSection: virtual.section), item: virtual.item)
    }

    /// Which copy a virtual path belongs to: 0 is the first whole copy; padding before it is −1.
    ///
    /// - Complexity: O(1).
    public func copyIndex(of virtual: VirtualIndexPath) -> Int {
        if repeatsWithinSection {
            guard itemsPerCopy > 0 else { return 0 }
            return Repetition.floorDiv(virtual.item - leadingItems, itemsPerCopy)
        }
        guard sourceSectionCount > 0 else { return 0 }
        return Repetition.floorDiv(virtual.section, sourceSectionCount)
    }

    // MARK: Source → virtual

    /// Whether `source` names an item of the client's data.
    public func contains(_ source: SourceIndexPath) -> Bool {
        source.section >= 0 && source.section < sourceSectionCount
            && source.item >= 0 && source.item < sourceItemCounts[source.section]
    }

    /// Whether `virtual` names an item UIKit lays out.
    public func contains(_ virtual: VirtualIndexPath) -> Bool {
        virtual.section >= 0 && virtual.section < numberOfVirtualSections
            && virtual.item >= 0 && virtual.item < numberOfVirtualItems(inVirtualSection: virtual.section)
    }

    /// The virtual twin of `source` in copy `copy` (0 = first whole copy; −1 reaches into leading
    /// padding), or nil if that twin is not laid out.
    ///
    /// - Complexity: O(1).
    public func virtualIndexPath(for source: SourceIndexPath, inCopy copy: Int) -> VirtualIndexPath? {
        guard contains(source) else { return nil }
        let candidate: VirtualIndexPath
        if repeatsWithinSection {
            candidate = VirtualIndexPath(
                section: 0, item: leadingItems + copy * itemsPerCopy + source.item)
        } else {
            candidate = VirtualIndexPath(
                section: copy * sourceSectionCount + source.section, item: source.item)
        }
        return contains(candidate) ? candidate : nil
    }

    /// The twin of `source` closest to `anchor` (fewest items apart; ties go forward), the
    /// shortest way for a scroll. Nil when `source` is not in the client's data.
    ///
    /// ```swift
    /// // 10 rows, anchor on row 1 of copy 5: row 9 is two rows back, in copy 4.
    /// repetition.nearestVirtualIndexPath(to: SourceIndexPath(section: 0, item: 9), near: anchor)
    /// ```
    ///
    /// - Complexity: O(1).
    public func nearestVirtualIndexPath(
        to source: SourceIndexPath, near anchor: VirtualIndexPath
    ) -> VirtualIndexPath? {
        guard contains(source) else { return nil }
        guard isLooping else { return VirtualIndexPath(section: source.section, item: source.item) }
        let perCopy = itemsPerCopy
        let anchorLinear = linearPosition(of: anchor)
        let sourceInCopy = sectionStarts[source.section] + source.item
        let baseCopy = Repetition.floorDiv(anchorLinear, perCopy)
        var best: VirtualIndexPath?
        var bestDistance = Int.max
        for copy in (baseCopy - 1)...(baseCopy + 1) {
            guard let twin = virtualIndexPath(for: source, inCopy: copy) else { continue }
            let signed = copy * perCopy + sourceInCopy - anchorLinear
            let distance = abs(signed)
            if distance < bestDistance || (distance == bestDistance && signed > 0) {
                best = twin
                bestDistance = distance
            }
        }
        if let best { return best }
        // The anchor is outside the content: fall back to the nearest copy holding the item
        // (a partial copy of padding at the very end may not hold it; whole copies all do).
        var copy = min(max(baseCopy, firstCopyIndex), lastCopyIndex)
        while copy >= firstCopyIndex && copy <= lastCopyIndex {
            if let twin = virtualIndexPath(for: source, inCopy: copy) { return twin }
            copy += copy < 0 ? 1 : -1
        }
        return nil
    }

    /// A virtual path moved by `copies` whole copies, or nil when that is not laid out.
    ///
    /// - Complexity: O(1).
    public func shifted(_ virtual: VirtualIndexPath, byCopies delta: Int) -> VirtualIndexPath? {
        let (moved, overflow): (Int, Bool)
        if repeatsWithinSection {
            (moved, overflow) = virtual.item.addingReportingOverflow(delta.multipliedReportingOverflow(by: itemsPerCopy).partialValue)
            let candidate = VirtualIndexPath(section: virtual.section, item: moved)
            return !overflow && contains(candidate) ? candidate : nil
        }
        (moved, overflow) = virtual.section.addingReportingOverflow(delta.multipliedReportingOverflow(by: sourceSectionCount).partialValue)
        let candidate = VirtualIndexPath(section: moved, item: virtual.item)
        return !overflow && contains(candidate) ? candidate : nil
    }

    /// The first item of copy `copy` (for measuring the period), or nil if it is not laid out.
    ///
    /// - Complexity: O(1) (the first non-empty section is found at creation).
    public func firstVirtualItem(inCopy copy: Int) -> VirtualIndexPath? {
        guard itemsPerCopy > 0, let section = firstNonEmptySourceSection else {
            return nil
        }
        return virtualIndexPath(for: SourceIndexPath(section: section, item: 0), inCopy: copy)
    }

    /// The lowest copy index with any laid-out item: negative when leading padding exists, and
    /// below −1 when the padding holds more than one copy's worth of items.
    public var firstCopyIndex: Int {
        guard leadingItems > 0, itemsPerCopy > 0 else { return 0 }
        return -Repetition.ceilDiv(leadingItems, itemsPerCopy)
    }
    /// The highest copy index with any laid-out item (past `copies − 1` by however many copies
    /// the trailing padding reaches into).
    public var lastCopyIndex: Int {
        guard trailingItems > 0, itemsPerCopy > 0 else { return copies - 1 }
        return copies - 1 + Repetition.ceilDiv(trailingItems, itemsPerCopy)
    }

    private static func ceilDiv(_ value: Int, _ divisor: Int) -> Int {
        (value + divisor - 1) / divisor
    }

    /// Items before `virtual` counted from the start of copy 0 (negative inside leading padding).
    private func linearPosition(of virtual: VirtualIndexPath) -> Int {
        if repeatsWithinSection { return virtual.item - leadingItems }
        let copy = Repetition.floorDiv(virtual.section, sourceSectionCount)
        let section = Repetition.floorMod(virtual.section, sourceSectionCount)
        return copy * itemsPerCopy + sectionStarts[section] + virtual.item
    }

    // MARK: Integer helpers

    @usableFromInline
    static func floorMod(_ value: Int, _ modulus: Int) -> Int {
        let remainder = value % modulus
        return remainder < 0 ? remainder + modulus : remainder
    }

    @usableFromInline
    static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
