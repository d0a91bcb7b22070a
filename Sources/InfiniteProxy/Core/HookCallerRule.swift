/// Who sent a hooked message, from the return addresses above the hook's body.
///
/// The UIKit hooks read two return addresses (`InfiniteCaller`'s C walk of frame records, from
/// inside the hook's body): the first is where the body returns to — the compiler's Objective-C
/// entry thunk of the hook when the body is a separate function, or the message's sender when the
/// body was inlined into the thunk or the thunk tail-calls it; the second is one frame further. An
/// address within ``window`` bytes after a hook's entry point (its IMP) is the thunk: the next
/// address is then the sender. The sender's image decides: a system image → ``CallerKind/system``,
/// the app or an image it ships → ``CallerKind/app``; an address nobody can place (no frame
/// records, not an Apple platform) → `.system`, which keeps UIKit's own answer (today's
/// behaviour outside callbacks).
///
/// ```swift
/// var rule = HookCallerRule()
/// rule.register(entry: 0x1000)
/// rule.caller(first: 0x1040, second: 0x9000) { $0 >= 0x9000 ? 1 : 0 }   // .system: thunk, then UIKit
/// rule.caller(first: 0x5000, second: 0x9000) { $0 >= 0x9000 ? 1 : 0 }   // .app: the sender itself
/// ```
///
/// - Complexity: ``caller(first:second:imageIsSystem:)`` O(log h) for h hooks, plus the image look-up.
package struct HookCallerRule: Sendable {
    /// How far after its entry a return address still lies in a hook's thunk: a thunk that only
    /// bridges arguments and calls the body is far smaller (≈100–300 bytes on arm64).
    package static let window: UInt = 1_024

    private var entries: [UInt] = []

    /// An empty rule (every address is a sender).
    package init() {}

    /// Records a hook's entry point (its IMP, authentication bits stripped); idempotent.
    package mutating func register(entry: UInt) {
        guard entry != 0 else { return }
        let index = insertionIndex(of: entry)
        if index < entries.count, entries[index] == entry { return }
        entries.insert(entry, at: index)
    }

    /// Whether `address` lies in a registered hook's thunk.
    package func isHookThunk(_ address: UInt) -> Bool {
        // The last entry at or before `address`.
        let index = insertionIndex(of: address &+ 1)
        guard index > 0 else { return false }
        return address - entries[index - 1] < Self.window
    }

    /// The caller, from the two return addresses (0 = absent) and the image look-up
    /// (`1` system, `0` app, `-1` unknown).
    package func caller(first: UInt, second: UInt, imageIsSystem: (UInt) -> Int32) -> CallerKind {
        let sender = first != 0 && isHookThunk(first) ? second : first
        guard sender != 0 else { return .system }
        return imageIsSystem(sender) == 0 ? .app : .system
    }

    private func insertionIndex(of value: UInt) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
