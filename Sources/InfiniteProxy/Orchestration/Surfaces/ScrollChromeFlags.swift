import Foundation

/// A scroll view's chrome under UIKit's own names (`UIScrollView`, the host's `HostScrollView`):
/// conforming gives a ``ScrollSurface`` its ``ScrollSurface/chrome``.
///
/// ```swift
/// extension UIScrollView: ScrollSurface, ScrollChromeFlags {}
/// scrollView.chrome = ScrollChrome(showsVerticalIndicator: false, scrollsToTop: false)
/// scrollView.showsVerticalScrollIndicator   // false
/// ```
///
/// - Complexity: O(1).
@MainActor
package protocol ScrollChromeFlags: AnyObject {
    var showsVerticalScrollIndicator: Bool { get set }
    var showsHorizontalScrollIndicator: Bool { get set }
    var scrollsToTop: Bool { get set }
}

extension ScrollSurface where Self: ScrollChromeFlags {
    /// The three flags as one value.
    package var chrome: ScrollChrome {
        get {
            ScrollChrome(showsVerticalIndicator: showsVerticalScrollIndicator,
                         showsHorizontalIndicator: showsHorizontalScrollIndicator, scrollsToTop: scrollsToTop)
        }
        set {
            showsVerticalScrollIndicator = newValue.showsVerticalIndicator
            showsHorizontalScrollIndicator = newValue.showsHorizontalIndicator
            scrollsToTop = newValue.scrollsToTop
        }
    }
}
