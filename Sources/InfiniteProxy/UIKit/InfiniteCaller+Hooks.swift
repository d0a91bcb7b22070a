#if canImport(UIKit)
import InfiniteCaller
import ObjectiveC
import UIKit

/// Who sent the message a method hook is handling: ``CallerKind/system`` for UIKit calling
/// itself, ``CallerKind/app`` for the app, the libraries it ships and code in no image (JIT-run
/// previews). Decided by ``HookCallerRule`` over the return addresses read by the C target
/// `InfiniteCaller` inside the hook's body, through ``HookCallerCheck``: each address is
/// classified once (its image by `dladdr`, wrappers of hooked selectors by the receiver's classes)
/// and remembered until an image loads or unloads.
///
/// ```swift
/// @objc dynamic nonisolated func infinite_indexPath(for cell: UITableViewCell) -> IndexPath? {
///     guard let call = infiniteCall() else { return infinite_indexPath(for: cell) }
///     …                                        // call.caller: read in this body's frame
/// }
/// ```
///
/// - Important: ``current(_:)`` must run in the hook's own body (it is transparent, so it is
///   inlined even without optimisation, as are `infiniteCall()` and `infiniteTranslate` that call it), never inside a
///   closure: the walk starts at the frame that calls the C function.
/// - Complexity: the common case reads two return addresses and hits the check's table twice;
///   a wrapper or Foundation between the sender and the hook reads up to
///   ``HookCallerRule/depth`` frames.
@MainActor
enum HookCaller {
    /// The verdicts, shared by every hook (main thread only).
    nonisolated static let check = HookCallerCheck()
    nonisolated(unsafe) private static var selectors: Set<Selector> = []
    nonisolated(unsafe) private static var roots: Set<ObjectIdentifier> = []

    /// Registers the entry points now installed for `selectors` on `cls` (after the exchange, the
    /// hooks' thunks), and starts counting image loads.
    static func register(_ cls: AnyClass, selectors: [Selector]) {
        infinite_caller_start()
        for selector in selectors {
            guard let method = class_getInstanceMethod(cls, selector) else { continue }
            let entry = unsafeBitCast(method_getImplementation(method), to: UnsafeRawPointer.self)
            check.register(entry: UInt(infinite_caller_strip(entry)))
        }
        Self.selectors.formUnion(selectors)
        roots.insert(ObjectIdentifier(cls))
    }

    /// The caller of the message the hook whose body this is inlined into is handling, sent to
    /// `receiver`.
    @_transparent
    nonisolated static func current(_ receiver: AnyObject) -> CallerKind {
        var first: UInt = 0
        var second: UInt = 0
        let generation = UInt(infinite_caller_return_addresses(&first, &second))
        if let kind = caller(first: first, second: second, generation: generation, receiver: receiver) { return kind }
        var frames = infinite_caller_frames()
        infinite_caller_walk(&frames)
        return caller(frames: frames, receiver: receiver)
    }

    /// The verdict of the first two frames, or nil when both pass the message on.
    nonisolated static func caller(first: UInt, second: UInt, generation: UInt, receiver: AnyObject) -> CallerKind? {
        check.caller(first: first, second: second, generation: generation) {
            classify($0, receiver: receiver)
        }
    }

    /// The verdict of the deeper walk (its first two frames were passed already).
    nonisolated static func caller(frames: infinite_caller_frames, receiver: AnyObject) -> CallerKind {
        withUnsafeBytes(of: frames.addresses) { bytes in
            check.caller(of: bytes.bindMemory(to: UInt.self).dropFirst(2)) { classify($0, receiver: receiver) }
        }
    }

    /// What the code at `address` is, for a message sent to `receiver` (a cache miss).
    nonisolated private static func classify(_ address: UInt, receiver: AnyObject) -> CallerFrame {
        check.rule.frame(at: address, wrappers: wrapperEntries(of: receiver)) { address in
            switch infinite_caller_image_kind(address) {
            case 0: .app
            case 2: .forwarding
            case 3: .none
            default: .system
            }
        }
    }

    /// The entries of the implementations of hooked selectors that are not ours on `receiver`'s
    /// class and its superclasses up to the hooked class: swizzlers installed after ours (which
    /// call ours) and subclass overrides (which call `super`).
    nonisolated private static func wrapperEntries(of receiver: AnyObject) -> [UInt] {
        var entries: [UInt] = []
        var current: AnyClass? = object_getClass(receiver)
        while let cls = current {
            var count: UInt32 = 0
            if let methods = class_copyMethodList(cls, &count) {
                for index in 0..<Int(count) where selectors.contains(method_getName(methods[index])) {
                    let implementation = unsafeBitCast(method_getImplementation(methods[index]), to: UnsafeRawPointer.self)
                    guard !check.rule.isHookEntry(UInt(infinite_caller_strip(implementation))) else { continue }
                    entries.append(UInt(infinite_caller_implementation_entry(implementation)))
                }
                free(methods)
            }
            if roots.contains(ObjectIdentifier(cls)) { break }
            current = class_getSuperclass(cls)
        }
        return entries
    }
}
#endif
