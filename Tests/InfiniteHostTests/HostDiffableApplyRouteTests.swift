import Foundation
import Testing
@testable import InfiniteHost

/// Every input of UIKit's decision (``HostDiffableApplyRoute``), against what the decompiled
/// updater does.
@Suite struct HostDiffableApplyRouteTests {
    @Test func docExample() {
        #expect(HostDiffableApplyRoute(view: .table, isFirstApply: false, animated: false, hasAnimator: false, isInWindow: false)
            == .reloadData(layoutPass: false))
        #expect(HostDiffableApplyRoute(view: .table, isFirstApply: false, animated: false, hasAnimator: false, isInWindow: true)
            == .batch(.withoutAnimation))
    }

    @Test(arguments: [HostDiffableApplyRoute.View.table, .collection], [false, true])
    func everyCase(view: HostDiffableApplyRoute.View, isInWindow: Bool) {
        for first in [false, true] {
            for animator in [false, true] {
                // Animated: a batch whatever else holds; only a collection view takes the animator's private one.
                let animated = HostDiffableApplyRoute(view: view, isFirstApply: first, animated: true,
                                                      hasAnimator: animator, isInWindow: isInWindow)
                #expect(animated == .batch(view == .collection && animator ? .privateAnimator : .animated))
                let plain = HostDiffableApplyRoute(view: view, isFirstApply: first, animated: false,
                                                   hasAnimator: animator, isInWindow: isInWindow)
                if first || (view == .table && !isInWindow) {
                    #expect(plain == .reloadData(layoutPass: false))
                } else {
                    #expect(plain == .batch(.withoutAnimation))
                }
            }
        }
        #expect(HostDiffableApplyRoute(reloadDataIsInWindow: isInWindow) == .reloadData(layoutPass: isInWindow))
    }
}
