import Testing
@testable import InfiniteProxy

@Suite struct HookCallerCheckTests {
    @Test func docExample() {
        let check = HookCallerCheck()
        check.register(entry: 0x1000)
        check.synchronize(generation: 1)
        #expect(check.verdict(at: 0x1040) { _ in .hook } == nil)
        #expect(check.verdict(at: 0x9000) { _ in .system } == .system)
        #expect(check.verdict(at: 0x9000) { _ in .app } == .system)
        #expect(check.misses == 2)
    }

    /// Each address is classified once while the image generation stays; a load or unload
    /// (a new generation) or a new hook entry forgets every verdict.
    @Test func verdictsLastUntilTheImagesChange() {
        let check = HookCallerCheck()
        check.synchronize(generation: 7)
        var classified = 0
        let classify: (UInt) -> CallerFrame = { address in
            classified += 1
            return address >= 0x9000 ? .system : .app
        }
        for _ in 0..<100 {
            #expect(check.caller(of: [0x5000, 0x9000], classify: classify) == .app)
            #expect(check.caller(of: [0x9400], classify: classify) == .system)
        }
        #expect(classified == 2)
        check.synchronize(generation: 7)
        _ = check.caller(of: [0x5000], classify: classify)
        #expect(classified == 2)
        check.synchronize(generation: 8)
        _ = check.caller(of: [0x5000], classify: classify)
        #expect(classified == 3)
        check.register(entry: 0x4f00)
        #expect(check.caller(of: [0x5000, 0x9000]) { check.rule.frame(at: $0, wrappers: []) { $0 >= 0x9000 ? .system : .app } } == .system)
    }

    /// Addresses that share a slot replace each other and are classified again, never confused.
    @Test func collidingAddressesAreNeverConfused() {
        let check = HookCallerCheck()
        let addresses = (0..<UInt(4 * HookCallerCheck.capacity)).map { 0x10_0000 + $0 * 4 }
        for _ in 0..<2 {
            for address in addresses {
                #expect(check.verdict(at: address) { $0 % 8 == 0 ? .app : .system } == (address % 8 == 0 ? .app : .system))
            }
        }
        #expect(check.misses >= addresses.count)
    }

    /// A missing address ends the walk as the system, and is never stored.
    @Test func aMissingAddressIsTheSystem() {
        let check = HookCallerCheck()
        #expect(check.caller(of: [0, 0x5000]) { _ in .app } == .system)
        #expect(check.misses == 0)
    }
}
