/// Translates index paths a client passes back to UIKit while it is handling a forwarded call.
///
/// UIKit asks the proxy about virtual path `v`; the proxy forwards the call to the client with
/// source path `s`. Inside that call the client does ordinary things with `s` —
/// `dequeueReusableCell(withIdentifier:for: s)`, `deselectRow(at: s)`, `cellForRow(at: s)` — which
/// must act on `v`. The glue records each forwarded call with ``beginForwarding(virtual:source:)``
/// and asks ``virtualIndexPath(forClientPath:in:)`` when the client calls back. Any other source
/// path the client names maps to its twin nearest `v`; a path that is not in the client's data is
/// left alone (UIKit reports it as it would).
///
/// While the glue calls UIKit's own implementation with the translated path, it wraps it in
/// ``beginPassthrough()`` / ``endFrame()``: UIKit's internal calls to the same methods are not
/// translated a second time. A nested forwarded call (UIKit asking the data source again) opens a
/// new frame and translates again. Outside any forwarded call nothing is translated.
///
/// ```swift
/// var translation = CallbackTranslation()
/// translation.beginForwarding(virtual: VirtualIndexPath(section: 0, item: 57),
///                             source: SourceIndexPath(section: 0, item: 7))
/// translation.virtualIndexPath(forClientPath: SourceIndexPath(section: 0, item: 7), in: repetition)
/// // virtual[0, 57]
/// translation.endFrame()
/// translation.virtualIndexPath(forClientPath: SourceIndexPath(section: 0, item: 7), in: repetition)
/// // nil — outside a forwarded call, paths go to UIKit unchanged
/// ```
///
/// - Complexity: every operation O(1); no allocation once the frame stack reached its depth.
package struct CallbackTranslation: Sendable {
    /// One level of the call stack.
    package enum Frame: Sendable, Equatable {
        /// A call forwarded to the client for `virtual`, shown to it as `source`.
        case forwarded(virtual: VirtualIndexPath, source: SourceIndexPath)
        /// A forwarded call about a whole section (headers, footers, row counts).
        case forwardedSection(virtual: Int, source: Int)
        /// UIKit's own implementation running with an already translated path.
        case passthrough
        /// A client callback about no item (`scrollViewDidScroll`, prefetching): the client's
        /// code runs, so its calls speak the client's paths as they do outside callbacks
        /// (``PathSpace/sourceOnScreen`` for app code); nothing anchors them.
        case client
    }

    /// The innermost frame, kept out of the array: a callback opens and closes one frame, and
    /// writing a stored value costs no array uniqueness and capacity checks (~60 instructions a
    /// frame).
    private var innermost: Frame?
    /// The frames around the innermost one, outermost first (empty unless calls nest).
    private var outer: [Frame] = []

    /// Creates an empty translation context.
    package init() {
        outer.reserveCapacity(8)
    }

    /// The innermost frame, or nil outside every forwarded call.
    package var currentFrame: Frame? { innermost }

    /// How deep the forwarding stack is (0 outside every call).
    package var depth: Int { innermost == nil ? 0 : outer.count + 1 }

    /// Opens `frame` inside the current one.
    private mutating func push(_ frame: Frame) {
        if let current = innermost { outer.append(current) }
        innermost = frame
    }

    /// Records that a call about `virtual` is being forwarded to the client as `source`.
    package mutating func beginForwarding(virtual: VirtualIndexPath, source: SourceIndexPath) {
        push(.forwarded(virtual: virtual, source: source))
    }

    /// Records that a call about section `virtual` is being forwarded as section `source`.
    package mutating func beginForwarding(virtualSection virtual: Int, sourceSection source: Int) {
        push(.forwardedSection(virtual: virtual, source: source))
    }

    /// Records that UIKit's own implementation runs now: nothing inside is translated again.
    package mutating func beginPassthrough() {
        push(.passthrough)
    }

    /// Records that a client callback about no item runs now (see ``Frame/client``).
    package mutating func beginClientCall() {
        push(.client)
    }

    /// Closes the innermost frame (a no-op when there is none).
    package mutating func endFrame() {
        // `isEmpty` first: `popLast()` makes the array unique even when there is nothing to pop.
        if innermost != nil { innermost = outer.isEmpty ? nil : outer.removeLast() }
    }

    /// The view was reloaded with a new plan inside the innermost forwarded call (the client
    /// changed its data and reloaded in `didSelectRowAt`, outside a layout pass): its recorded
    /// twin may hold another item now, so the call goes on about the twin of its item nearest the
    /// recorded one. When the new data no longer holds the item (the client removed the row it
    /// was handed), the call keeps its anchor but names no item: its path is then one outside
    /// the client's data, passed on unchanged like any such path, as the client's own view would
    /// take it — never the recorded twin, which the new plan fills with another item. No change
    /// when the plan still maps the twin to the item, or the innermost frame is not a forwarded
    /// item call. Not for a reload inside a layout pass: the view then goes on with the pass's
    /// old paths.
    ///
    /// ```swift
    /// translation.beginForwarding(virtual: VirtualIndexPath(section: 0, item: 21), source: SourceIndexPath(section: 0, item: 7))
    /// translation.reanchorAfterReload(in: replanned)   // virtual 21 holds item 1 there: twin of 7 nearest 21
    /// translation.reanchorAfterReload(in: twoItems)    // item 7 is gone: its path maps to nil (unchanged)
    /// ```
    ///
    /// - Complexity: O(1).
    package mutating func reanchorAfterReload(in repetition: Repetition) {
        guard let frame = innermost, case let .forwarded(virtual, source) = frame, repetition.isLooping,
              repetition.sourceIndexPath(for: virtual) != source else { return }
        if let twin = repetition.nearestVirtualIndexPath(to: source, near: virtual) {
            innermost = .forwarded(virtual: twin, source: source)
        } else {
            innermost = .forwarded(virtual: virtual, source: Self.noItem)
        }
    }

    /// The source path of a forwarded call whose item the client's data no longer holds: no
    /// path the client passes equals it, and it has no twin in any plan.
    static let noItem = SourceIndexPath(section: -1, item: -1)

    /// The virtual path UIKit should act on for a path the client passed, or nil when the path is
    /// to go to UIKit unchanged (outside a forwarded call, inside UIKit's own implementation, or a
    /// path that is not in the client's data).
    ///
    /// - Complexity: O(1).
    package func virtualIndexPath(
        forClientPath path: SourceIndexPath, in repetition: Repetition
    ) -> VirtualIndexPath? {
        guard let frame = innermost, repetition.isLooping else { return nil }
        switch frame {
        case .passthrough, .client:
            return nil
        case let .forwarded(virtual, source):
            if path == source { return virtual }
            return repetition.nearestVirtualIndexPath(to: path, near: virtual)
        case let .forwardedSection(virtualSection, _):
            let anchor = VirtualIndexPath(section: virtualSection, item: 0)
            return repetition.nearestVirtualIndexPath(to: path, near: anchor)
        }
    }

    /// The virtual section UIKit should act on for a section the client passed, or nil to pass it
    /// unchanged.
    ///
    /// - Complexity: O(1).
    package func virtualSection(forClientSection section: Int, in repetition: Repetition) -> Int? {
        guard let frame = innermost, repetition.isLooping,
              section >= 0, section < repetition.sourceSectionCount else { return nil }
        let anchorSection: Int
        switch frame {
        case .passthrough, .client: return nil
        case let .forwarded(virtual, _): anchorSection = virtual.section
        case let .forwardedSection(virtual, _): anchorSection = virtual
        }
        if repetition.repeatsWithinSection { return 0 }
        let blocks = repetition.sourceSectionCount
        let copy = Repetition.floorDiv(anchorSection, blocks)
        // An anchor section far outside the content whose copy's start does not fit in `Int`:
        // pass the section unchanged.
        let (start, overflow) = copy.multipliedReportingOverflow(by: blocks)
        let (virtual, overflow2) = start.addingReportingOverflow(section)
        return overflow || overflow2 ? nil : virtual
    }

    /// The index space of the paths and sections `caller` passes in now, by who sent the message:
    /// - inside UIKit's own implementation (``Frame/passthrough``): the view's own paths, whoever
    ///   calls — the library's own calls and UIKit's internal ones;
    /// - inside a forwarded callback: for app code, the client's paths anchored on the callback's
    ///   item; for the system, its own — UIKit's own calls made while a client callback is on the
    ///   stack (a synchronous scroll UIKit makes during `didSelectRowAt`) are told apart by the
    ///   caller, not by the callback (Apple's Swift overlays, which call UIKit for the client —
    ///   `dequeueConfiguredReusableCell(using:for:item:)` — are looked past by the caller check:
    ///   their caller decides);
    /// - elsewhere (no frame, or a ``Frame/client`` callback): the caller decides — app code gets
    ///   the client's paths (``PathSpace/sourceOnScreen``), the system gets its own.
    ///
    /// What the view hands *out* (paths, counts) follows ``handsOutClientPaths(to:)``.
    ///
    /// ```swift
    /// translation.space(for: .system)     // .virtual
    /// translation.beginForwarding(virtual: v, source: s)
    /// translation.space(for: .app)        // .source(anchor: v)
    /// translation.space(for: .system)     // .virtual
    /// ```
    ///
    /// - Complexity: O(1).
    package func space(for caller: CallerKind) -> PathSpace {
        switch innermost {
        case .passthrough?: return .virtual
        case let .forwarded(virtual, _)?: return caller == .app ? .source(anchor: virtual) : .virtual
        case let .forwardedSection(virtual, _)?:
            return caller == .app ? .source(anchor: VirtualIndexPath(section: virtual, item: 0)) : .virtual
        case .client?, nil: return caller == .app ? .sourceOnScreen : .virtual
        }
    }

    /// Whether the paths, sections and counts the view hands out to `caller` now are the
    /// client's: for app code anywhere but inside UIKit's own implementation; never for the
    /// system (no overlay asks on the app's behalf; UIKit asking itself, even while a client
    /// callback is on the stack, needs its own answer).
    ///
    /// ```swift
    /// translation.beginForwarding(virtual: v, source: s)
    /// translation.handsOutClientPaths(to: .app)      // true
    /// translation.handsOutClientPaths(to: .system)   // false
    /// ```
    ///
    /// - Complexity: O(1).
    package func handsOutClientPaths(to caller: CallerKind) -> Bool {
        guard caller == .app else { return false }
        if case .passthrough? = innermost { return false }
        return true
    }
}
