#if canImport(UIKit)
import UIKit

/// Which of the client's items a cell or supplementary view was displayed as.
///
/// UIKit reports `didEndDisplaying` with the *virtual* path the view had — sometimes after the
/// engine has re-planned (a reload, a size change, switching infinite scrolling off), when the
/// current plan maps that path to another item. Recording the source path at `willDisplay` and
/// reporting it at `didEndDisplaying` keeps the two callbacks about one item of the client's data.
///
/// ```swift
/// DisplayedSourceRecord.set(SourceIndexPath(section: 0, item: 3), on: cell)   // willDisplay
/// DisplayedSourceRecord.take(from: cell)                                      // didEndDisplaying
/// ```
///
/// - Complexity: O(1): one associated-object write or read per callback.
@MainActor
enum DisplayedSourceRecord {
    private final class Box {
        let source: SourceIndexPath
        init(_ source: SourceIndexPath) { self.source = source }
    }

    private final class Key: Sendable {}
    private static let key = Key()

    private static var pointer: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque()) }

    /// Remembers that `view` shows `source`.
    static func set(_ source: SourceIndexPath, on view: UIView) {
        objc_setAssociatedObject(view, pointer, Box(source), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The source `view` was displayed as, forgetting it; nil when nothing was recorded.
    static func take(from view: UIView) -> SourceIndexPath? {
        guard let box = objc_getAssociatedObject(view, pointer) as? Box else { return nil }
        objc_setAssociatedObject(view, pointer, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return box.source
    }
}
#endif
