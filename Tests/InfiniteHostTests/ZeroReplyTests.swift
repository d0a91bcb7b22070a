import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

@Suite("ZeroReply and InterceptorForwarding: a dead client never raises (issue 11, item 5)")
struct ZeroReplyTests {
    @Test func docExamples() {
        #expect(ZeroReply(typeEncoding: "d32@0:8@16q24") == .double)
        #expect(ZeroReply(typeEncoding: "{CGSize=dd}40@0:8@16@24@32") == .doubles(2))
        #expect(ZeroReply(typeEncoding: "v24@0:8@16") == .void)
        #expect(ZeroReply(typeEncoding: "{CGAffineTransform=dddddd}16@0:8") == nil)
    }

    @Test func returnTypes() {
        #expect(ZeroReply(typeEncoding: "@32@0:8@16q24") == .word)          // viewForHeaderInSection
        #expect(ZeroReply(typeEncoding: "B32@0:8@16@24") == .word)          // shouldHighlightRowAt
        #expect(ZeroReply(typeEncoding: "q32@0:8@16@24") == .word)          // editingStyleForRowAt
        #expect(ZeroReply(typeEncoding: "Vv24@0:8@16") == .void)            // oneway void
        #expect(ZeroReply(typeEncoding: "r*16@0:8") == .word)               // const char *
        #expect(ZeroReply(typeEncoding: "f16@0:8") == .float)
        #expect(ZeroReply(typeEncoding: "{CGPoint=dd}48@0:8@16{CGPoint=dd}24") == .doubles(2))
        #expect(ZeroReply(typeEncoding: "{UIEdgeInsets=dddd}40@0:8@16@24q32") == .doubles(4))
        #expect(ZeroReply(typeEncoding: "{CGRect={CGPoint=dd}{CGSize=dd}}16@0:8") == .doubles(4))
        #expect(ZeroReply(typeEncoding: "{_NSRange=QQ}16@0:8") == .words(2))
        #expect(ZeroReply(typeEncoding: "{Odd=ddd}16@0:8") == nil)
        #expect(ZeroReply(typeEncoding: "(Union=qd)16@0:8") == nil)
        #expect(ZeroReply(typeEncoding: "") == nil)
        #expect(ZeroReply(typeEncoding: "{Broken=dd") == nil)
    }

    @Test func forwardingChoosesTheClientOnlyWhileItAnswers() {
        #expect(InterceptorForwarding(clientResponds: true) == .client)
        #expect(InterceptorForwarding(clientResponds: false) == .standIn)
    }

    /// The client is deallocated; before the controller's repair UIKit sends selectors it cached
    /// as implemented: each gets UIKit's zero default, none is "unrecognized".
    @Test func aDeadClientsCachedSelectorsGetZeroNotACrash() {
        let runtime = HostMethodTable()
        let forwarding = HostInterceptorForwarding(runtime: runtime)
        let clientClass = runtime.makeClass("Screen")
        runtime.addMethod("tableView:heightForHeaderInSection:", to: clientClass) { _, _, _ in 28.0 }
        runtime.addMethod("tableView:viewForHeaderInSection:", to: clientClass) { _, _, _ in "header" }
        runtime.addMethod("collectionView:layout:sizeForItemAtIndexPath:", to: clientClass) { _, _, _ in [100.0, 80.0] }
        runtime.addMethod("tableView:willDisplayHeaderView:forSection:", to: clientClass) { _, _, _ in nil }
        var client: HostMethodTable.Object? = runtime.makeObject(clientClass)
        weak let weakClient = client
        let interceptor = forwarding.makeInterceptor { weakClient }

        // UIKit cached `responds(to:)` while the client lived; the client answers through the proxy.
        let cached = ["tableView:heightForHeaderInSection:", "tableView:viewForHeaderInSection:",
                      "collectionView:layout:sizeForItemAtIndexPath:", "tableView:willDisplayHeaderView:forSection:"]
        #expect(runtime.send(cached[0], to: interceptor) as? Double == 28)

        client = nil
        #expect(weakClient == nil)
        #expect(runtime.send(cached[0], to: interceptor) as? Double == 0)
        #expect(runtime.send(cached[1], to: interceptor) as? Int == 0)
        #expect(runtime.send(cached[2], to: interceptor) as? [Double] == [0, 0])
        #expect(runtime.send(cached[3], to: interceptor) == nil)
        #expect(runtime.unrecognized.isEmpty)
    }

    /// Negative control: the rule on main (forward to the client or to nothing) raises.
    @Test func forwardingToNothingIsUnrecognized() {
        let runtime = HostMethodTable()
        let interceptor = runtime.makeObject(runtime.makeClass("OldInterceptor"))
        interceptor.forwardingTarget = { _ in nil }
        runtime.send("tableView:heightForHeaderInSection:", to: interceptor)
        #expect(runtime.unrecognized == ["tableView:heightForHeaderInSection:"])
    }
}
