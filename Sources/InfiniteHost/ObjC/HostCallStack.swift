import Foundation
import InfiniteProxy

/// A model of what the UIKit hooks' caller check reads: the loaded images (each a range of code
/// addresses and what dyld's path makes of it), code made at run time outside every image (a JIT),
/// and the return addresses on the stack while a message is sent.
///
/// A test says who sends a message (``call(from:_:)``: the return address is in the sender's
/// code); code that passes a message on keeps a frame while it runs (``running(in:_:)``: a
/// swizzler's block, Foundation's `valueForKey:`). A hook body reads ``returnAddresses(thunk:)``:
/// the return into its own thunk, then every frame above, innermost first — what the C walk of
/// frame records reads on iOS. ``image(of:)`` answers as `InfiniteCaller.c` does, and
/// ``generation`` moves on every load and unload, as the dyld callbacks make it move.
///
/// ```swift
/// let stack = HostCallStack()
/// stack.call(from: stack.uikit.code(0x40)) { runtime.send("delegate", to: table) }   // UIKit asks
/// ```
///
/// - Complexity: O(1) per frame; ``image(of:)`` O(images).
nonisolated package final class HostCallStack {
    /// One loaded image.
    nonisolated package struct Image: Equatable {
        package let start: UInt
        package let size: UInt
        package let kind: CallerImage

        /// An address `offset` bytes into the image's code.
        package func code(_ offset: UInt) -> UInt { start + offset }
    }

    /// UIKitCore (a system image).
    package private(set) var uikit = Image(start: 0x1_8000_0000, size: 0x100_0000, kind: .system)
    /// Foundation (a system image that acts for its caller: KVC, KVO).
    package private(set) var foundation = Image(start: 0x1_9000_0000, size: 0x100_0000, kind: .forwarding)
    /// The app's executable.
    package private(set) var app = Image(start: 0x1_0000_0000, size: 0x10_0000, kind: .app)
    /// The library's image (app-shipped): its hooks' thunks live here.
    package private(set) var library = Image(start: 0x1_0200_0000, size: 0x10_0000, kind: .app)
    /// A JIT's code region: in no image (Xcode previews run app code there).
    package let jit: UInt = 0x2_0000_0000

    /// Counts image loads and unloads (the C target's generation).
    package private(set) var generation: UInt = 1
    private var images: [Image]
    private var frames: [UInt] = []
    private var nextEntry: UInt = 0x1000

    package init() {
        images = []
        images = [uikit, foundation, app, library]
    }

    /// Loads an image of `kind` after the others (a framework the app opens with `dlopen`).
    @discardableResult
    package func load(_ kind: CallerImage, size: UInt = 0x10_0000) -> Image {
        let start = (images.map { $0.start + $0.size }.max() ?? 0x1_0000_0000) + 0x10_0000
        let image = Image(start: start, size: size, kind: kind)
        images.append(image)
        generation += 1
        return image
    }

    /// Unloads `image` (`dlclose`); its addresses may be reused by a later load.
    package func unload(_ image: Image) {
        images.removeAll { $0 == image }
        generation += 1
    }

    /// What `InfiniteCaller.c` reports for `address`: the image's kind, `.none` outside every image.
    package func image(of address: UInt) -> CallerImage {
        images.first { address >= $0.start && address - $0.start < $0.size }?.kind ?? .none
    }

    /// A new function's entry point in `image` (a hook's thunk, a swizzler's block).
    package func newEntry(in image: Image) -> UInt {
        nextEntry += 0x1000
        return image.start + nextEntry
    }

    /// Runs `body` as a call made from the code at `returnAddress` (the sender's frame).
    @discardableResult
    package func call<Result>(from returnAddress: UInt, _ body: () -> Result) -> Result {
        frames.append(returnAddress)
        defer { frames.removeLast() }
        return body()
    }

    /// Runs `body` inside the function entered at `entry` that keeps a frame (a wrapper calling
    /// the implementation it replaced): its calls return into it, 0x40 bytes after its entry.
    @discardableResult
    package func running<Result>(in entry: UInt, _ body: () -> Result) -> Result {
        call(from: entry + 0x40, body)
    }

    /// What a hook body whose thunk was entered at `thunk` reads: the return into the thunk,
    /// then every frame above, innermost first.
    package func returnAddresses(thunk: UInt) -> [UInt] {
        [thunk + 0x20] + frames.reversed()
    }
}
