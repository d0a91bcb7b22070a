/// What the code at one return address above a hook's body is, for telling app code from UIKit.
///
/// ```swift
/// rule.frame(at: 0x1040, wrappers: [], image: images)   // .hook: a hook's own thunk
/// ```
package enum CallerFrame: UInt8, Sendable {
    /// A hook's own Objective-C entry thunk: the sender is further up.
    case hook
    /// Code that replaced a hooked selector after ours and calls ours (a swizzler installed
    /// later, a view subclass's override calling `super`): it acts for its own caller, further up.
    case wrapper
    /// An image that acts for its caller: Foundation (KVC `value(forKey:)`, KVO change
    /// dictionaries), Apple's Swift overlays (`dequeueConfiguredReusableCell(using:for:item:)`).
    case forwarding
    /// The app or an image it ships, or code in no image at all (JIT-run code: Xcode previews).
    case app
    /// A system image (UIKit calling its own public methods).
    case system
}

/// The image a code address lies in, as the platform reports it.
package enum CallerImage: Sendable {
    /// The app's executable or an image it ships (frameworks, test bundles, the debug dylib).
    case app
    /// A system framework or library.
    case system
    /// A system image that acts for its caller (``CallerFrame/forwarding``).
    case forwarding
    /// No loaded image: code made at run time (a JIT). System code always lives in an image.
    case none
}

/// Who sent a hooked message, from the return addresses above the hook's body, innermost first.
///
/// The UIKit hooks read return addresses from frame records inside the hook's body (the C target
/// `InfiniteCaller`). Each address is classified once (``frame(at:wrappers:image:)``) and the
/// walk goes up while the frames only pass the message on: a hook's own thunk (an address within
/// ``window`` bytes after a registered entry point), a wrapper of a hooked selector (within
/// ``wrapperWindow`` bytes after the entry of the implementation that replaced ours), or a
/// forwarding image (Foundation's KVC and KVO, the Swift overlays). The first other frame
/// decides: the app, an image it ships, or code in no image → ``CallerKind/app``; a system image →
/// ``CallerKind/system``. Nothing to go on (no frame records, not an Apple platform, a walk that
/// ran out) → `.system`, which keeps UIKit's own answer.
///
/// ```swift
/// var rule = HookCallerRule()
/// rule.register(entry: 0x1000)
/// rule.frame(at: 0x1040, wrappers: [], image: { _ in .app })    // .hook: look further
/// HookCallerRule.caller(of: [0x1040, 0x9000]) { $0 >= 0x9000 ? .system : rule.frame(at: $0, wrappers: [], image: { _ in .app }) }
/// // .system: thunk, then UIKit
/// ```
///
/// - Complexity: ``frame(at:wrappers:image:)`` O(log h + w) for h hooks and w wrappers, plus the
///   image look-up; ``caller(of:frame:)`` O(frames walked).
package struct HookCallerRule: Sendable {
    /// How far after its entry a return address still lies in a hook's thunk: a thunk that only
    /// bridges arguments and calls the body is far smaller (≈100–300 bytes on arm64).
    package static let window: UInt = 1_024
    /// How far after a wrapper's entry a return address still counts as the wrapper's: a swizzler
    /// that logs and calls the original is a few hundred bytes. Past it, the wrapper's frame is
    /// read as the sender (its image decides).
    package static let wrapperWindow: UInt = 512
    /// The deepest frame the walk reads (a KVO change notification reads a getter ≈ 7 Foundation
    /// frames above the app's setter call).
    package static let depth = 16

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

    /// Whether `entry` is a registered hook's entry point (an implementation that is ours).
    package func isHookEntry(_ entry: UInt) -> Bool {
        let index = insertionIndex(of: entry)
        return index < entries.count && entries[index] == entry
    }

    /// Whether `address` lies in a registered hook's thunk.
    package func isHookThunk(_ address: UInt) -> Bool {
        // The last entry at or before `address`.
        let index = insertionIndex(of: address &+ 1)
        guard index > 0 else { return false }
        return address - entries[index - 1] < Self.window
    }

    /// What the code at `address` is: a hook thunk, within a wrapper (`wrappers`: the entries of
    /// implementations that replaced a hooked selector after ours), else its image's kind.
    package func frame(at address: UInt, wrappers: some Sequence<UInt>, image: (UInt) -> CallerImage) -> CallerFrame {
        if isHookThunk(address) { return .hook }
        if wrappers.contains(where: { address >= $0 && address - $0 < Self.wrapperWindow }) { return .wrapper }
        switch image(address) {
        case .app, .none: return .app
        case .system: return .system
        case .forwarding: return .forwarding
        }
    }

    /// The verdict one frame gives: app or system, or nil to look one frame further. A missing
    /// address (0) ends the walk as the system.
    @inline(__always)
    package static func verdict(_ frame: CallerFrame?) -> CallerKind? {
        switch frame {
        case .app?: .app
        case .system?, nil: .system
        case .hook?, .wrapper?, .forwarding?: nil
        }
    }

    /// The caller, walking `addresses` (innermost first, 0 = none further) through `frame`.
    package static func caller(of addresses: some Sequence<UInt>, frame: (UInt) -> CallerFrame) -> CallerKind {
        for address in addresses {
            if let kind = verdict(address == 0 ? nil : frame(address)) { return kind }
        }
        return .system
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
