import Testing
@testable import InfiniteProxy

@Suite struct HookCallerRuleTests {
    private let system: (UInt) -> Int32 = { $0 >= 0x9000 ? 1 : 0 }

    /// The rule over two return addresses, with an image look-up that answers 1 (system), 0 (app)
    /// or -1 (cannot tell: read as the system).
    private func caller(_ rule: HookCallerRule, first: UInt, second: UInt, wrappers: [UInt] = [],
                        imageIsSystem: @escaping (UInt) -> Int32) -> CallerKind {
        HookCallerRule.caller(of: [first, second]) { address in
            rule.frame(at: address, wrappers: wrappers) { imageIsSystem($0) == 0 ? .app : .system }
        }
    }

    @Test func docExample() {
        var rule = HookCallerRule()
        rule.register(entry: 0x1000)
        #expect(rule.frame(at: 0x1040, wrappers: [], image: { _ in .app }) == .hook)
        #expect(caller(rule, first: 0x1040, second: 0x9000, imageIsSystem: system) == .system)
        #expect(caller(rule, first: 0x5000, second: 0x9000, imageIsSystem: system) == .app)
    }

    /// Body inlined into the thunk (or tail-called): the first address is the sender.
    @Test func aSenderRightAboveTheBodyDecides() {
        var rule = HookCallerRule()
        rule.register(entry: 0x1000)
        #expect(caller(rule, first: 0x9100, second: 0x5000, imageIsSystem: system) == .system)
        #expect(caller(rule, first: 0x5000, second: 0x9100, imageIsSystem: system) == .app)
    }

    /// A thunk frame between the body and the sender is skipped, for any registered hook.
    @Test func thunksOfEveryRegisteredHookAreSkipped() {
        var rule = HookCallerRule()
        for entry: UInt in [0x3000, 0x1000, 0x2000, 0x2000] { rule.register(entry: entry) }
        for thunkReturn: UInt in [0x1001, 0x13ff, 0x2200, 0x3010] {
            #expect(rule.isHookThunk(thunkReturn))
            #expect(caller(rule, first: thunkReturn, second: 0x5000, imageIsSystem: system) == .app)
            #expect(caller(rule, first: thunkReturn, second: 0x9800, imageIsSystem: system) == .system)
        }
        #expect(!rule.isHookThunk(0x0fff))
        #expect(!rule.isHookThunk(0x1000 + HookCallerRule.window + 0x2000))
        #expect(rule.isHookEntry(0x2000) && !rule.isHookEntry(0x2001))
    }

    /// Nothing to go on keeps UIKit's own answer.
    @Test func unknownCallersAreTheSystem() {
        let rule = HookCallerRule()
        #expect(caller(rule, first: 0, second: 0, imageIsSystem: system) == .system)
        #expect(caller(rule, first: 0x5000, second: 0, imageIsSystem: { _ in -1 }) == .system)
    }

    /// A wrapper of a hooked selector (a swizzler installed after ours, an override calling
    /// `super`) passes the message on: its caller decides, UIKit's included.
    @Test func aWrapperIsLookedPast() {
        var rule = HookCallerRule()
        rule.register(entry: 0x1000)
        let wrapper: UInt = 0x5000
        let frames: (UInt) -> CallerFrame = { rule.frame(at: $0, wrappers: [wrapper]) { $0 >= 0x9000 ? .system : .app } }
        #expect(frames(wrapper + 0x40) == .wrapper)
        #expect(frames(wrapper + HookCallerRule.wrapperWindow) == .app)
        #expect(HookCallerRule.caller(of: [0x1020, wrapper + 0x40, 0x9100], frame: frames) == .system)
        #expect(HookCallerRule.caller(of: [0x1020, wrapper + 0x40, 0x6000], frame: frames) == .app)
        // Without the wrapper known, its frame is the sender (the rule before wrappers were told).
        #expect(HookCallerRule.caller(of: [0x1020, wrapper + 0x40, 0x9100]) {
            rule.frame(at: $0, wrappers: []) { $0 >= 0x9000 ? .system : .app }
        } == .app)
    }

    /// Forwarding images (Foundation's KVC and KVO, the Swift overlays) act for their caller; code
    /// in no image (a JIT) is the app's; a walk of forwarding frames only ends as the system.
    @Test func forwardingImagesAreLookedPastAndCodeInNoImageIsTheApps() {
        let rule = HookCallerRule()
        let image: (UInt) -> CallerImage = { address in
            switch address {
            case 0x9000..<0xA000: .system
            case 0xA000..<0xB000: .forwarding
            case 0x5000..<0x6000: .app
            default: .none
            }
        }
        let frames: (UInt) -> CallerFrame = { rule.frame(at: $0, wrappers: []) { image($0) } }
        #expect(frames(0xA100) == .forwarding)
        #expect(frames(0x7_0000) == .app)
        #expect(HookCallerRule.caller(of: [0xA100, 0xA200, 0x5100], frame: frames) == .app)
        #expect(HookCallerRule.caller(of: [0xA100, 0xA200, 0x9100], frame: frames) == .system)
        #expect(HookCallerRule.caller(of: [0x7_0000, 0x9100], frame: frames) == .app)
        #expect(HookCallerRule.caller(of: [0xA100, 0xA200], frame: frames) == .system)
    }
}
