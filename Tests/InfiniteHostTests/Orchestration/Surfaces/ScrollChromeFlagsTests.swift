import Foundation
import InfiniteProxy
import Testing
@testable import InfiniteHost

@MainActor
@Suite struct ScrollChromeFlagsTests {
    /// The shared `chrome` reads and writes the view's three flags, each on its own.
    @Test func chromeIsTheThreeFlags() {
        let scrollView = HostScrollView(viewportSize: CGSize(width: 390, height: 844))
        #expect(scrollView.chrome == ScrollChrome())
        scrollView.chrome = ScrollChrome(showsVerticalIndicator: false, showsHorizontalIndicator: true, scrollsToTop: false)
        #expect(!scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator && !scrollView.scrollsToTop)
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.scrollsToTop = true
        #expect(scrollView.chrome == ScrollChrome(showsVerticalIndicator: false, showsHorizontalIndicator: false, scrollsToTop: true))
    }
}
