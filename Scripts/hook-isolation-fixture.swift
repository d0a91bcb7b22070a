// The fixture that proves Scripts/ios-build's hook check can fail: of these two hooks, the check
// must flag the main-actor one (its body is isolated and its thunk checks the executor) and pass
// the nonisolated one. Compiled by the script only; not part of any target.
import Foundation

@objc final class HookFixture: NSObject {
    @MainActor @objc dynamic func infinite_isolated(_ value: Int) -> Int { value + 1 }
    @objc dynamic nonisolated func infinite_inert(_ value: Int) -> Int { value + 2 }
}
