import SwiftUI

/// The demo app: a menu of screens, one per InfiniteProxy feature.
///
/// Every UIKit screen is an ordinary view controller — a plain data source and delegate that
/// know nothing of infinite scrolling — plus the one line that enables it. Look for the
/// `// InfiniteProxy:` comments.
@main
struct InfiniteDemoApp: App {
    var body: some Scene {
        WindowGroup {
            DemoMenu()
        }
    }
}
