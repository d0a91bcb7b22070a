import Foundation
import Testing
import InfiniteProxy
@testable import InfiniteHost

/// What VoiceOver gets from the library's `PagerController`: the adjustable element, its value and
/// label, hidden off-screen containers, three-finger swipes and `.pageScrolled` announcements.
@Suite struct PagerControllerAccessibilityTests {
    /// By default the pager is not an element: the current page's content is reachable, the two
    /// off-screen neighbours are hidden, and the app's own label is left alone.
    @Test func byDefaultOnlyTheCurrentPageIsReachable() {
        let pager = HostPager(count: 5)
        pager.scrollView.accessibilityLabel = "Gallery"
        pager.controller.scroll(byPages: 1, animated: false)
        let scrollView = pager.scrollView
        #expect(!scrollView.isAccessibilityElement && !scrollView.isAdjustable)
        #expect(scrollView.accessibilityValue == nil)
        #expect(scrollView.accessibilityLabel == "Gallery")
        let current = pager.controller.slots.view(in: .current)
        for index in 0..<3 {
            #expect(scrollView.containerAccessibilityHidden[index] == (index != current), "container \(index)")
        }
        // The current page moves to another container when the page changes: the flags follow.
        pager.controller.scroll(byPages: 1, animated: false)
        let next = pager.controller.slots.view(in: .current)
        #expect(next != current)
        #expect(scrollView.containerAccessibilityHidden.enumerated().allSatisfy { $0.element == ($0.offset != next) })
    }

    /// Adjustable: one element with the `.adjustable` trait, "Page n of N" as its value, the
    /// current content's label as its label, every container hidden; swipes up and down page and
    /// announce.
    @Test func adjustableElementPagesAndAnnounces() {
        let pager = HostPager(count: 3)
        pager.controller.isAccessibilityAdjustable = true
        let scrollView = pager.scrollView
        #expect(scrollView.isAccessibilityElement && scrollView.isAdjustable)
        #expect(scrollView.accessibilityValue == "Page 1 of 3")
        #expect(scrollView.accessibilityLabel == "photo 0")
        #expect(scrollView.containerAccessibilityHidden == [true, true, true])

        pager.controller.accessibilityIncrement()
        #expect(pager.currentPage == 1 && !scrollView.isAnimatingScroll)   // at once
        #expect(scrollView.accessibilityValue == "Page 2 of 3")
        #expect(scrollView.accessibilityLabel == "photo 1")
        pager.controller.accessibilityDecrement()
        pager.controller.accessibilityDecrement()
        #expect(pager.currentPage == 2)                                      // wraps backwards
        #expect(scrollView.announcements == ["Page 2 of 3", "Page 1 of 3", "Page 3 of 3"])
        #expect(pager.reportedPages == [0, 1, 0, 2])
    }

    /// The app's description replaces "Page n of N", in the value and the announcements.
    @Test func customPageDescription() {
        let pager = HostPager(count: 4)
        pager.controller.accessibilityPageDescription = { page, count in "Foto \(page + 1) von \(count)" }
        pager.controller.isAccessibilityAdjustable = true
        #expect(pager.scrollView.accessibilityValue == "Foto 1 von 4")
        #expect(pager.scrollView.accessibilityScroll(.next))
        #expect(pager.scrollView.announcements == ["Foto 2 von 4"])
        #expect(pager.controller.pageDescription() == "Foto 2 von 4")
    }

    /// While the current page's content loads, the element has no label; it gets one when the
    /// content arrives.
    @Test func labelFollowsTheContentArriving() {
        let pager = HostPager(count: 3, async: true)
        pager.controller.isAccessibilityAdjustable = true
        #expect(pager.scrollView.isAccessibilityElement)
        #expect(pager.scrollView.accessibilityLabel == nil)
        #expect(pager.controller.currentPageView == nil)
        pager.source.deliverAll()
        #expect(pager.scrollView.accessibilityLabel == "photo 0")
        #expect(pager.controller.currentPageView?.text == "page 0")
    }

    /// Without pages nothing is an element, even when adjustable; with one page the swipes do
    /// nothing and report it (VoiceOver then plays its boundary sound).
    @Test func noPagesOrOnePage() {
        let none = HostPager(count: 0)
        none.controller.isAccessibilityAdjustable = true
        #expect(!none.scrollView.isAccessibilityElement && none.scrollView.accessibilityValue == nil)
        #expect(none.controller.pageDescription() == nil)
        #expect(!none.scrollView.accessibilityScroll(.left))

        let one = HostPager(count: 1)
        one.controller.isAccessibilityAdjustable = true
        #expect(one.scrollView.isAccessibilityElement && one.scrollView.accessibilityValue == "Page 1 of 1")
        #expect(!one.scrollView.accessibilityScroll(.left))
        one.controller.accessibilityIncrement()
        #expect(one.currentPage == 0 && one.scrollView.announcements.isEmpty)
    }

    /// Switching adjustable off again gives VoiceOver back the page content.
    @Test func adjustableOffRestoresTheContent() {
        let pager = HostPager(count: 3)
        pager.controller.isAccessibilityAdjustable = true
        pager.controller.isAccessibilityAdjustable = false
        let current = pager.controller.slots.view(in: .current)
        #expect(!pager.scrollView.isAccessibilityElement && pager.scrollView.accessibilityValue == nil)
        #expect(!pager.scrollView.containerAccessibilityHidden[current])
    }

    /// The three-finger swipe: left, up and next show the next page; right, down and previous the
    /// previous one; at once, announced, on either axis.
    @Test(arguments: InfiniteAxis.allCases)
    func threeFingerSwipesPageBothWays(axis: InfiniteAxis) {
        let forwards: [PagerAccessibilityScrollDirection] = [.left, .up, .next]
        let backwards: [PagerAccessibilityScrollDirection] = [.right, .down, .previous]
        let pager = HostPager(count: 10, axis: axis)
        for direction in forwards {
            #expect(pager.scrollView.accessibilityScroll(direction), "\(direction)")
        }
        #expect(pager.currentPage == 3)
        for direction in backwards + backwards {
            #expect(pager.scrollView.accessibilityScroll(direction), "\(direction)")
        }
        #expect(pager.currentPage == 7)
        #expect(pager.scrollView.announcements == ["Page 2 of 10", "Page 3 of 10", "Page 4 of 10", "Page 3 of 10",
                                                   "Page 2 of 10", "Page 1 of 10", "Page 10 of 10", "Page 9 of 10",
                                                   "Page 8 of 10"])
        #expect(pager.scrollView.edgeHits == 0 && !pager.scrollView.isAnimatingScroll)
        #expect(pager.offset == CGFloat(2 * (axis == .horizontal ? 390 : 300)))
    }

    /// VoiceOver starting or stopping re-applies the accessibility state.
    @Test func voiceOverChangeReappliesTheState() {
        let pager = HostPager(count: 3)
        pager.controller.isAccessibilityAdjustable = true
        pager.scrollView.accessibilityLabel = "changed by the app"
        pager.controller.voiceOverDidChange(isRunning: true)
        #expect(pager.scrollView.accessibilityLabel == "photo 0")
    }

    /// The state value on its own: containers as bits, numbers outside 0...2 are never hidden.
    @Test func stateContainers() {
        let state = PagerAccessibilityState(isAdjustableElement: false, value: nil, label: .keep,
                                            hiddenContainers: PagerAccessibilityState.Containers.all.subtracting(.init(container: 1)))
        #expect(state.isHidden(container: 0) && !state.isHidden(container: 1) && state.isHidden(container: 2))
        #expect(!state.isHidden(container: 3) && !state.isHidden(container: -1))
    }
}
