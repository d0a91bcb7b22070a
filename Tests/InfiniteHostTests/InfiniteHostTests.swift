import Testing
@testable import InfiniteHost

@Suite struct InfiniteHostSmokeTests {
    @Test func hostModuleLoads() { _ = InfiniteHost.self }
}
