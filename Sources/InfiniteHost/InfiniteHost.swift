// The sessions' checks (InvariantChecker, SplitMix64) live in InfiniteHostTesting so that the UIKit
// test target can run the same checks on real UIKit views; every host user sees them through here.
@_exported import InfiniteHostTesting

/// InfiniteHost — a headless model of the UIKit behaviour InfiniteProxy's controllers rely on.
///
/// Scroll physics, table and flow-layout collection behaviour, and UIKit's own assertions. Its
/// views conform to the same surfaces the UIKit adapters implement, so whole scrolling sessions of
/// the shipped controllers run in `swift test` on Linux. Not part of the library product.
package enum InfiniteHost {}
