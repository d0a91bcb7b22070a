/// InfiniteHost — a headless model of the UIKit behaviour InfiniteProxy's glue relies on.
///
/// Scroll physics, table and flow-layout collection behaviour, and UIKit's own assertions, driven
/// by the same core objects the UIKit glue drives, so whole scrolling sessions run in `swift test`
/// on Linux. Not part of the library product.
public enum InfiniteHost {}
