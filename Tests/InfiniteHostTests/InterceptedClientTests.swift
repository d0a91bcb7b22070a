import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// A delegate-wrapping helper of RxCocoa's `DelegateProxy` shape: it reads the table's delegate,
/// keeps it as the object it forwards to, and assigns itself. It notices a call that comes back
/// into it while it is forwarding (the two proxies asking each other until the stack overflows).
private final class ForwardingDelegate: HostTableViewDelegate {
    weak var forwardTo: (any HostScrollViewDelegate)?
    private(set) var forwarded = 0
    private(set) var recursed = false
    private var depth = 0

    init(wrapping delegate: (any HostScrollViewDelegate)?) { forwardTo = delegate }

    private func forward(_ body: (any HostTableViewDelegate) -> Void) {
        depth += 1
        defer { depth -= 1 }
        guard depth == 1 else {
            recursed = true
            return
        }
        guard let inner = forwardTo as? any HostTableViewDelegate else { return }
        forwarded += 1
        body(inner)
    }

    func tableView(_ tableView: HostTableView, willDisplay cell: HostTableViewCell, forRowAt indexPath: IndexPath) {
        forward { $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath) }
    }

    func scrollViewDidScroll(_ scrollView: HostScrollView) {
        forward { $0.scrollViewDidScroll(scrollView) }
    }
}

@Suite("InterceptedClient: getters give the app its objects (issue 11, item 3)")
struct InterceptedClientTests {
    private func makeInfinite(_ client: PlainClient) -> HostTableAttachment {
        let table = makeTable()
        table.dataSource = client
        table.delegate = client
        let attachment = HostTableAttachment(tableView: table)
        table.layoutIfNeeded()
        return attachment
    }

    /// The rule itself: the client while the interceptor is stored, except inside the view's own work.
    @Test func docExamples() {
        let interceptor = NSObject(), screen = NSObject(), other = NSObject()
        #expect(InterceptedClient.visible(stored: interceptor, interceptor: interceptor, client: screen,
                                          duringViewsOwnWork: false) === screen)
        #expect(InterceptedClient.visible(stored: interceptor, interceptor: interceptor, client: screen,
                                          duringViewsOwnWork: true) === interceptor)
        #expect(InterceptedClient.visible(stored: other, interceptor: interceptor, client: screen,
                                          duringViewsOwnWork: false) === other)
        #expect(InterceptedClient.visible(stored: interceptor, interceptor: interceptor, client: nil,
                                          duringViewsOwnWork: false) == nil)
        #expect(InterceptedClient.ignoresAssignment(of: interceptor, interceptor: interceptor))
        #expect(!InterceptedClient.ignoresAssignment(of: screen, interceptor: interceptor))
    }

    /// `tableView.delegate as? MyScreen` works on an infinite table; the table still holds the
    /// interceptor, which its own sends use.
    @Test func delegateAndDataSourceCastToTheClient() {
        let client = PlainClient(counts: [5])
        let attachment = makeInfinite(client)
        let table = attachment.tableView
        #expect((table.delegate as? PlainClient) === client)
        #expect((table.dataSource as? PlainClient) === client)
        #expect(table.storedDelegate === attachment)
        #expect(table.storedDataSource === attachment)
        #expect(attachment.engine.isLooping)
    }

    /// Reading the delegate and assigning it back (a common way to refresh UIKit's cache) keeps the
    /// same client and the table infinite.
    @Test func reassigningTheReadDelegateKeepsTheClient() {
        let client = PlainClient(counts: [5])
        let attachment = makeInfinite(client)
        let table = attachment.tableView
        table.delegate = table.delegate
        table.dataSource = table.dataSource
        table.layoutIfNeeded()
        #expect(attachment.delegate === client)
        #expect(attachment.dataSource === client)
        #expect(table.storedDelegate === attachment)
        #expect(attachment.engine.isLooping)
    }

    /// RxCocoa's `DelegateProxy` shape: read, wrap, re-assign. The wrapper becomes the client and
    /// forwards to the real one; nothing points back at the interceptor, so no call recurses.
    @Test func aDelegateWrappingHelperBecomesTheClient() {
        let client = PlainClient(counts: [5])
        var displayed: [IndexPath] = []
        client.onWillDisplay = { _, path in displayed.append(path) }
        let attachment = makeInfinite(client)
        let table = attachment.tableView
        let wrapper = ForwardingDelegate(wrapping: table.delegate)
        table.delegate = wrapper
        #expect(wrapper.forwardTo === client)
        #expect(table.delegate === wrapper)
        #expect(attachment.delegate === wrapper)
        #expect(table.storedDelegate === attachment)

        displayed.removeAll()
        table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 600), animated: false)
        table.layoutIfNeeded()
        #expect(!wrapper.recursed)
        #expect(wrapper.forwarded > 0)
        #expect(!displayed.isEmpty)
        #expect(displayed.allSatisfy { $0.section == 0 && (0..<5).contains($0.row) })
        #expect(client.foreignPaths.isEmpty)
    }
}
