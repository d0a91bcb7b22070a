import Testing
@testable import InfiniteProxy

@Suite struct HookCallerRuleTests {
    private let system: (UInt) -> Int32 = { $0 >= 0x9000 ? 1 : 0 }

    @Test func docExample() {
        var rule = HookCallerRule()
        rule.register(entry: 0x1000)
        #expect(rule.caller(first: 0x1040, second: 0x9000, imageIsSystem: system) == .system)
        #expect(rule.caller(first: 0x5000, second: 0x9000, imageIsSystem: system) == .app)
    }

    /// Body inlined into the thunk (or tail-called): the first address is the sender.
    @Test func aSenderRightAboveTheBodyDecides() {
        var rule = HookCallerRule()
        rule.register(entry: 0x1000)
        #expect(rule.caller(first: 0x9100, second: 0x5000, imageIsSystem: system) == .system)
        #expect(rule.caller(first: 0x5000, second: 0x9100, imageIsSystem: system) == .app)
    }

    /// A thunk frame between the body and the sender is skipped, for any registered hook.
    @Test func thunksOfEveryRegisteredHookAreSkipped() {
        var rule = HookCallerRule()
        for entry: UInt in [0x3000, 0x1000, 0x2000, 0x2000] { rule.register(entry: entry) }
        for thunkReturn: UInt in [0x1001, 0x13ff, 0x2200, 0x3010] {
            #expect(rule.isHookThunk(thunkReturn))
            #expect(rule.caller(first: thunkReturn, second: 0x5000, imageIsSystem: system) == .app)
            #expect(rule.caller(first: thunkReturn, second: 0x9800, imageIsSystem: system) == .system)
        }
        #expect(!rule.isHookThunk(0x0fff))
        #expect(!rule.isHookThunk(0x1000 + HookCallerRule.window + 0x2000))
    }

    /// Nothing to go on keeps UIKit's own answer.
    @Test func unknownCallersAreTheSystem() {
        let rule = HookCallerRule()
        #expect(rule.caller(first: 0, second: 0, imageIsSystem: system) == .system)
        #expect(rule.caller(first: 0x5000, second: 0, imageIsSystem: { _ in -1 }) == .system)
    }
}
