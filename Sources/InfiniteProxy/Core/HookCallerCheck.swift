/// The caller check of a hooked call at the cost of a cache hit: ``HookCallerRule`` with the
/// frame of each return address remembered.
///
/// What the code at a return address is never changes while its image stays loaded: a hook's
/// thunk stays one, a system image stays a system image, and the code of a wrapper only returns
/// into our thunk once the wrapper is installed. So each address is classified once (through
/// `classify`, on a miss) and kept in a direct-mapped table of ``capacity`` slots. The table is
/// emptied when the image generation changes (the platform bumps it whenever an image loads or
/// unloads: a new image may reuse an old one's addresses) and when a hook entry is registered.
/// A hit is a hash, a load and a compare, and allocates nothing.
///
/// ```swift
/// let check = HookCallerCheck()
/// check.register(entry: 0x1000)
/// check.synchronize(generation: 1)
/// check.verdict(at: 0x1040) { _ in .hook }     // nil: a thunk, look further (classified once)
/// check.verdict(at: 0x9000) { _ in .system }   // .system
/// check.verdict(at: 0x9000) { _ in .app }      // .system again: remembered, not reclassified
/// ```
///
/// Main thread only (the hooks check the thread before the caller).
///
/// - Complexity: O(1) per hit; a miss costs `classify` once.
package final class HookCallerCheck: @unchecked Sendable {
    /// Slots in the table (a power of two).
    package static let capacity = 256
    private static let shift = UInt(UInt.bitWidth - 8)
    private static let multiplier = UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)

    private let keys: UnsafeMutablePointer<UInt>
    private let frames: UnsafeMutablePointer<CallerFrame>
    // [0] the image generation the table holds, [1] misses so far.
    private let counters: UnsafeMutablePointer<UInt>
    /// The rule the misses classify with (the hooks' entry points).
    package private(set) var rule = HookCallerRule()

    /// An empty check (no hook registered).
    package init() {
        keys = .allocate(capacity: Self.capacity)
        keys.initialize(repeating: 0, count: Self.capacity)
        frames = .allocate(capacity: Self.capacity)
        frames.initialize(repeating: .system, count: Self.capacity)
        counters = .allocate(capacity: 2)
        counters.initialize(repeating: 0, count: 2)
    }

    deinit {
        keys.deallocate()
        frames.deallocate()
        counters.deallocate()
    }

    /// How many addresses were classified (cache misses) so far.
    package var misses: Int { Int(counters[1]) }

    /// Records a hook's entry point (``HookCallerRule/register(entry:)``) and forgets every
    /// remembered frame.
    package func register(entry: UInt) {
        rule.register(entry: entry)
        clear()
    }

    /// Forgets every remembered frame when `generation` (the platform's count of image loads and
    /// unloads) moved since the last call.
    @inline(__always)
    package func synchronize(generation: UInt) {
        guard counters[0] != generation else { return }
        clear()
        counters[0] = generation
    }

    /// What the code at `address` (not 0) is: remembered, else `classify(address)`, remembered.
    @inline(__always)
    package func frame(at address: UInt, classify: (UInt) -> CallerFrame) -> CallerFrame {
        let slot = Self.slot(of: address)
        if keys[slot] == address { return frames[slot] }
        return miss(address, slot: slot, classify: classify)
    }

    /// The verdict of the frame at `address` (``HookCallerRule/verdict(_:)``): nil to look one
    /// frame further; 0 ends the walk as the system.
    @inline(__always)
    package func verdict(at address: UInt, classify: (UInt) -> CallerFrame) -> CallerKind? {
        HookCallerRule.verdict(address == 0 ? nil : frame(at: address, classify: classify))
    }

    /// The common case of a hooked call: the verdict of the first two return addresses (the return
    /// into the hook's thunk, then the sender) after ``synchronize(generation:)``, or nil when both
    /// pass the message on (walk further with ``caller(of:classify:)``).
    ///
    /// Both frames remembered and the generation unchanged: two table reads, no call.
    @inline(__always)
    package func caller(first: UInt, second: UInt, generation: UInt, classify: (UInt) -> CallerFrame) -> CallerKind? {
        let firstSlot = Self.slot(of: first), secondSlot = Self.slot(of: second)
        if counters[0] == generation, first != 0, keys[firstSlot] == first {
            let firstFrame = frames[firstSlot]
            if firstFrame == .app { return .app }
            if firstFrame == .system { return .system }
            if second != 0, keys[secondSlot] == second { return HookCallerRule.verdict(frames[secondSlot]) }
        }
        return slowCaller(first: first, second: second, generation: generation, classify: classify)
    }

    @inline(never)
    private func slowCaller(first: UInt, second: UInt, generation: UInt, classify: (UInt) -> CallerFrame) -> CallerKind? {
        synchronize(generation: generation)
        if let kind = verdict(at: first, classify: classify) { return kind }
        return verdict(at: second, classify: classify)
    }

    @inline(__always)
    private static func slot(of address: UInt) -> Int {
        Int(truncatingIfNeeded: (address &* multiplier) &>> shift)
    }

    /// The caller, walking `addresses` (innermost first) through the remembered frames.
    package func caller(of addresses: some Sequence<UInt>, classify: (UInt) -> CallerFrame) -> CallerKind {
        for address in addresses {
            if let kind = verdict(at: address, classify: classify) { return kind }
        }
        return .system
    }

    @inline(never)
    private func miss(_ address: UInt, slot: Int, classify: (UInt) -> CallerFrame) -> CallerFrame {
        let frame = classify(address)
        keys[slot] = address
        frames[slot] = frame
        counters[1] &+= 1
        return frame
    }

    private func clear() {
        keys.update(repeating: 0, count: Self.capacity)
    }
}
