import Foundation
import Testing
@testable import InfiniteProxy

@Suite struct InterceptorInstallationTests {
    private final class Object {}

    /// Installing takes what the view stores as the client, and installing again keeps it.
    @Test func installingTakesTheStoredObjectOnce() {
        let client = Object(), interceptor = Object()
        #expect(InterceptorInstallation.client(stored: client, interceptor: interceptor, current: nil) === client)
        #expect(InterceptorInstallation.client(stored: interceptor, interceptor: interceptor, current: client) === client)
        #expect(InterceptorInstallation.client(stored: nil, interceptor: interceptor, current: client) == nil)
    }

    /// An empty slot stays empty, unless it is always claimed (the delegate).
    @Test func emptySlotsStayEmptyUnlessAlwaysClaimed() {
        let client = Object(), interceptor = Object()
        #expect(InterceptorInstallation.installed(client: client, interceptor: interceptor) === interceptor)
        #expect(InterceptorInstallation.installed(client: nil, interceptor: interceptor) == nil)
        #expect(InterceptorInstallation.installed(client: nil, interceptor: interceptor, always: true) === interceptor)
    }
}
