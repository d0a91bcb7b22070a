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
package struct Repetition: Sendable, Equatable {
    /// Why content does not loop.
    package enum FiniteReason: String, Sendable, Equatable {
        /// No source items at all (sections may exist, but all are empty).
        case empty
        /// Only one copy was asked for and there is no padding.
        case singleCopy
        /// The virtual content would not fit in `Int`.
        case overflow
        /// The layout cannot be measured (zero, negative or non-finite extents or viewport).
        case unmeasurable
        /// More virtual items would be needed than ``Repetition/maximumVirtualItems``, or more
        /// virtual sections than ``RepetitionPlanner/maximumVirtualSections``.
        case tooManyVirtualItems
    }

    /// The most virtual items a plan may ask UIKit to manage; beyond it content stays finite.
    package static let maximumVirtualItems = 2_000_000

    /// The client's item count per section (negative counts read as 0).
    package let sourceItemCounts: [Int]
    /// Whole copies of the source block in the virtual content (1 when finite).
    package let copies: Int
    /// Single section only: items of padding before the first whole copy.
    package let leadingItems: Int
    /// Single section only: items of padding after the last whole copy.
    package let trailingItems: Int
    /// How many copies one recentering jump moves by (a grid whose copy does not fill whole lines
    /// jumps by several copies so that columns line up).
    package let copiesPerJump: Int
    /// Items in one copy of the source content (sum of ``sourceItemCounts``).
    package let itemsPerCopy: Int
    /// Why the content is finite, or nil when it loops.
    package let finiteReason: FiniteReason?

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
    package init(
        sourceItemCounts: [Int],
        copies: Int,
        leadingItems: Int = 0,
        trailingItems: Int = 0,
        copiesPerJump: Int = 1
    ) {
        // Counts that are all non-negative are kept as given (one buffer shared with the caller's
        // array, no copy); the prefix table is written in place, with the first non-empty section
        // found in the same pass.
        var lowest = 0
        var total = 0
        var overflowed = false
        var firstNonEmpty: Int?
        let starts = [Int](unsafeUninitializedCapacity: sourceItemCounts.count) { buffer, initialized in
            for (section, given) in sourceItemCounts.enumerated() {
                lowest = min(lowest, given)
                let count = max(0, given)
                buffer[section] = total
                initialized = section + 1
                if firstNonEmpty == nil && count > 0 { firstNonEmpty = section }
                let (sum, overflow) = total.addingReportingOverflow(count)
                if overflow { overflowed = true; break }
                total = sum
            }
        }
        // After an overflow the counts past it were not looked at: clamp them all.
        let counts = lowest < 0 || overflowed ? sourceItemCounts.map { max(0, $0) } : sourceItemCounts
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
        self.firstNonEmptySourceSection = firstNonEmpty   // set before any overflow (at a count > 0)
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
    package static func finite(sourceItemCounts: [Int], reason: FiniteReason) -> Repetition {
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
    package var isLooping: Bool { finiteReason == nil }

    /// Source sections.
    @inlinable
    package var sourceSectionCount: Int { sourceItemCounts.count }

    /// Whether rows repeat inside one section (true) or sections repeat as a block (false).
    @inlinable
    package var repeatsWithinSection: Bool { sourceItemCounts.count == 1 }

    /// Sections UIKit sees.
    ///
    /// - Complexity: O(1).
    package var numberOfVirtualSections: Int {
        repeatsWithinSection ? 1 : sourceSectionCount * copies
    }

    /// Items UIKit sees in `virtualSection` (0 for a section that does not exist).
    ///
    /// - Complexity: O(1).
    package func numberOfVirtualItems(inVirtualSection virtualSection: Int) -> Int {
        guard virtualSection >= 0, virtualSection < numberOfVirtualSections else { return 0 }
        if repeatsWithinSection {
            return leadingItems + copies * itemsPerCopy + trailingItems
        }
        return sourceItemCounts[virtualSection % sourceSectionCount]
    }

    /// All virtual items, every section together.
    ///
    /// - Complexity: O(1).
    package var totalVirtualItems: Int {
        leadingItems + copies * itemsPerCopy + trailingItems
    }

    /// Virtual items per source item (1 when finite or empty).
    package var virtualItemsPerSourceItem: Double {
        itemsPerCopy == 0 ? 1 : Double(totalVirtualItems) / Double(itemsPerCopy)
    }

    // MARK: Virtual → source

    /// The source section a virtual section shows.
    ///
    /// - Complexity: O(1).
    @inlinable
    package func sourceSection(forVirtualSection virtualSection: Int) -> Int {
        let count = sourceSectionCount
        if count <= 1 { return 0 }
        return Repetition.floorMod(virtualSection, count)
    }

    /// The client's index path for a virtual one. Paths outside the virtual content wrap as if the
    /// content went on forever (never traps).
    ///
    /// - Complexity: O(1).
    @inlinable
    package func sourceIndexPath(for virtual: VirtualIndexPath) -> SourceIndexPath {
        if repeatsWithinSection {
            let count = itemsPerCopy
            guard count > 0 else { return SourceIndexPath(section: 0, item: virtual.item) }
            // (item − leading) mod count without overflow, for any item.
            let item = Repetition.floorMod(virtual.item, count) - Repetition.floorMod(leadingItems, count)
            return SourceIndexPath(section: 0, item: item < 0 ? item + count : item)
        }
        return SourceIndexPath(
            section: sourceSection(forVirtualSection: virtual.section), item: virtual.item)
    }

    /// Which copy a virtual path belongs to: 0 is the first whole copy; padding before it is −1.
    /// For paths so far outside the content that the copy does not fit in `Int`, `Int.min` or
    /// `Int.max`.
    ///
    /// - Complexity: O(1).
    package func copyIndex(of virtual: VirtualIndexPath) -> Int {
        if repeatsWithinSection {
            guard itemsPerCopy > 0 else { return 0 }
            return Repetition.floorDiv(virtual.item, minus: leadingItems, itemsPerCopy)
        }
        guard sourceSectionCount > 0 else { return 0 }
        return Repetition.floorDiv(virtual.section, sourceSectionCount)
    }

    // MARK: Source → virtual

    /// Whether `source` names an item of the client's data.
    package func contains(_ source: SourceIndexPath) -> Bool {
        source.section >= 0 && source.section < sourceSectionCount
            && source.item >= 0 && source.item < sourceItemCounts[source.section]
    }

    /// Whether `virtual` names an item UIKit lays out.
    package func contains(_ virtual: VirtualIndexPath) -> Bool {
        virtual.section >= 0 && virtual.section < numberOfVirtualSections
            && virtual.item >= 0 && virtual.item < numberOfVirtualItems(inVirtualSection: virtual.section)
    }

    /// The virtual twin of `source` in copy `copy` (0 = first whole copy; −1 reaches into leading
    /// padding), or nil if that twin is not laid out.
    ///
    /// - Complexity: O(1).
    package func virtualIndexPath(for source: SourceIndexPath, inCopy copy: Int) -> VirtualIndexPath? {
        guard contains(source) else { return nil }
        let candidate: VirtualIndexPath
        if repeatsWithinSection {
            let (start, overflow) = copy.multipliedReportingOverflow(by: itemsPerCopy)
            let (item, overflow2) = start.addingReportingOverflow(leadingItems + source.item)
            guard !overflow, !overflow2 else { return nil }
            candidate = VirtualIndexPath(section: 0, item: item)
        } else {
            let (start, overflow) = copy.multipliedReportingOverflow(by: sourceSectionCount)
            let (section, overflow2) = start.addingReportingOverflow(source.section)
            guard !overflow, !overflow2 else { return nil }
            candidate = VirtualIndexPath(section: section, item: source.item)
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
    package func nearestVirtualIndexPath(
        to source: SourceIndexPath, near anchor: VirtualIndexPath
    ) -> VirtualIndexPath? {
        guard contains(source) else { return nil }
        guard isLooping else { return VirtualIndexPath(section: source.section, item: source.item) }
        let perCopy = itemsPerCopy
        // An anchor whose position does not fit in `Int` is far outside the content: the end it
        // lies beyond stands in for it.
        let anchorLinear = linearPosition(of: anchor)
            ?? (anchor.section < 0 || (anchor.section == 0 && anchor.item < 0) ? Int.min / 2 : Int.max / 2)
        let sourceInCopy = sectionStarts[source.section] + source.item
        let baseCopy = Repetition.floorDiv(anchorLinear, perCopy)
        var best: VirtualIndexPath?
        var bestDistance = Int.max
        for copy in [baseCopy == .min ? baseCopy : baseCopy - 1, baseCopy, baseCopy == .max ? baseCopy : baseCopy + 1] {
            guard let twin = virtualIndexPath(for: source, inCopy: copy) else { continue }
            // The twin is laid out, so its own position fits; the difference may not.
            let (signed, overflow) = (copy * perCopy + sourceInCopy).subtractingReportingOverflow(anchorLinear)
            let distance = overflow ? Int.max : signed.magnitude > UInt(Int.max) ? Int.max : abs(signed)
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
    package func shifted(_ virtual: VirtualIndexPath, byCopies delta: Int) -> VirtualIndexPath? {
        let step = repeatsWithinSection ? itemsPerCopy : sourceSectionCount
        let (distance, overflow) = delta.multipliedReportingOverflow(by: step)
        guard !overflow else { return nil }
        let start = repeatsWithinSection ? virtual.item : virtual.section
        let (moved, overflow2) = start.addingReportingOverflow(distance)
        guard !overflow2 else { return nil }
        let candidate = repeatsWithinSection
            ? VirtualIndexPath(section: virtual.section, item: moved)
            : VirtualIndexPath(section: moved, item: virtual.item)
        return contains(candidate) ? candidate : nil
    }

    /// The first item of copy `copy` (for measuring the period), or nil if it is not laid out.
    ///
    /// - Complexity: O(1) (the first non-empty section is found at creation).
    package func firstVirtualItem(inCopy copy: Int) -> VirtualIndexPath? {
        guard itemsPerCopy > 0, let section = firstNonEmptySourceSection else {
            return nil
        }
        return virtualIndexPath(for: SourceIndexPath(section: section, item: 0), inCopy: copy)
    }

    /// The lowest copy index with any laid-out item: negative when leading padding exists, and
    /// below −1 when the padding holds more than one copy's worth of items.
    package var firstCopyIndex: Int {
        guard leadingItems > 0, itemsPerCopy > 0 else { return 0 }
        return -Repetition.ceilDiv(leadingItems, itemsPerCopy)
    }
    /// The highest copy index with any laid-out item (past `copies − 1` by however many copies
    /// the trailing padding reaches into).
    package var lastCopyIndex: Int {
        guard trailingItems > 0, itemsPerCopy > 0 else { return copies - 1 }
        return copies - 1 + Repetition.ceilDiv(trailingItems, itemsPerCopy)
    }

    private static func ceilDiv(_ value: Int, _ divisor: Int) -> Int {
        (value + divisor - 1) / divisor
    }

    /// Items before `virtual` counted from the start of copy 0 (negative inside leading
    /// padding), or nil when that does not fit in `Int`.
    func linearPosition(of virtual: VirtualIndexPath) -> Int? {
        if repeatsWithinSection {
            let (linear, overflow) = virtual.item.subtractingReportingOverflow(leadingItems)
            return overflow ? nil : linear
        }
        guard sourceSectionCount > 0, sectionStarts.count == sourceSectionCount else { return nil }
        let copy = Repetition.floorDiv(virtual.section, sourceSectionCount)
        let section = Repetition.floorMod(virtual.section, sourceSectionCount)
        let (start, overflow) = copy.multipliedReportingOverflow(by: itemsPerCopy)
        let (inSection, overflow2) = start.addingReportingOverflow(sectionStarts[section])
        let (linear, overflow3) = inSection.addingReportingOverflow(virtual.item)
        return overflow || overflow2 || overflow3 ? nil : linear
    }

    /// The laid-out item at a linear position (``linearPosition(of:)``'s inverse), or nil when
    /// none is there.
    ///
    /// - Complexity: O(log S).
    func virtualIndexPath(atLinearPosition linear: Int) -> VirtualIndexPath? {
        if repeatsWithinSection {
            let (item, overflow) = linear.addingReportingOverflow(leadingItems)
            let candidate = VirtualIndexPath(section: 0, item: item)
            return !overflow && contains(candidate) ? candidate : nil
        }
        guard itemsPerCopy > 0, sectionStarts.count == sourceSectionCount else { return nil }
        let copy = Repetition.floorDiv(linear, itemsPerCopy)
        let offset = Repetition.floorMod(linear, itemsPerCopy)
        // The last section starting at or before `offset` (empty ones share the next one's start).
        var low = 0, high = sourceSectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let (start, overflow) = copy.multipliedReportingOverflow(by: sourceSectionCount)
        let (section, overflow2) = start.addingReportingOverflow(low)
        guard !overflow, !overflow2 else { return nil }
        let candidate = VirtualIndexPath(section: section, item: offset - sectionStarts[low])
        return contains(candidate) ? candidate : nil
    }

    // MARK: Integer helpers

    @usableFromInline
    static func floorMod(_ value: Int, _ modulus: Int) -> Int {
        let remainder = value % modulus
        return remainder < 0 ? remainder + modulus : remainder
    }

    /// `floor((value − subtrahend) / divisor)` for a positive divisor, saturating at `Int.min`
    /// and `Int.max` when the true quotient does not fit.
    static func floorDiv(_ value: Int, minus subtrahend: Int, _ divisor: Int) -> Int {
        let (difference, overflow) = value.subtractingReportingOverflow(subtrahend)
        if !overflow { return floorDiv(difference, divisor) }
        // value = qa·d + ra, subtrahend = qb·d + rb: the quotient is qa − qb, one less when ra < rb.
        let (qa, qb) = (floorDiv(value, divisor), floorDiv(subtrahend, divisor))
        let borrow = floorMod(value, divisor) < floorMod(subtrahend, divisor) ? 1 : 0
        let (quotient, overflow2) = qa.subtractingReportingOverflow(qb)
        if overflow2 { return subtrahend > 0 ? .min : .max }
        let (result, overflow3) = quotient.subtractingReportingOverflow(borrow)
        return overflow3 ? .min : result
    }

    @usableFromInline
    static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
