#if canImport(UIKit) && canImport(XCTest)
import Foundation
import ObjectiveC

/// Records UIKit's internal assertions (`NSInternalInconsistencyException` raised through
/// `NSAssertionHandler`) instead of letting them raise, so a test can read their messages.
///
/// UIKit's assertions ("*** Assertion failure in -[UITableView …]") go through
/// `+[NSAssertionHandler currentHandler]`, which Foundation documents as the object stored under
/// `NSAssertionHandlerKey` in the thread's dictionary. Its two methods are variadic and not
/// imported into Swift, so the recording subclass gets them from the Objective-C runtime: blocks
/// that read the fixed arguments (the format string is recorded unformatted, its literal prefix is
/// what tests compare).
///
/// ```swift
/// let failures = UIKitAssertionRecorder.recording { table.layoutIfNeeded() }
/// XCTAssertTrue(failures.contains { $0.hasPrefix("Attempted to dequeue multiple cells") })
/// ```
///
/// - Important: after the handler returns, UIKit continues past its assertion. The tests that use
///   this live in `UIKitAssertionFactsTests` so that a run can skip them
///   (`-skip-testing:InfiniteProxyUIKitTests/UIKitAssertionFactsTests`) should a UIKit version
///   not survive that.
/// - Complexity: O(1) per assertion.
enum UIKitAssertionRecorder {
    /// Runs `body` with a recording assertion handler on the current thread and returns the format
    /// strings of the assertions UIKit made meanwhile, in order.
    @MainActor
    static func recording(_ body: () -> Void) -> [String] {
        let handler = RecordingAssertionHandler.make()
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[NSAssertionHandlerKey]
        dictionary[NSAssertionHandlerKey] = handler
        defer { dictionary[NSAssertionHandlerKey] = previous }
        body()
        return handler.failures
    }
}

/// An assertion handler that records and returns instead of raising.
final class RecordingAssertionHandler: NSAssertionHandler, @unchecked Sendable {
    /// The format strings of the assertions handled, in order (main thread only).
    private(set) var failures: [String] = []

    private func record(_ format: NSString?) { failures.append(format.map { String($0) } ?? "") }

    /// A new handler; the first call adds the two handling methods to the class.
    static func make() -> RecordingAssertionHandler {
        _ = installed
        return RecordingAssertionHandler()
    }

    private static let installed: Bool = {
        typealias MethodFailure = @convention(block) (NSAssertionHandler, Selector, AnyObject?, NSString?, Int, NSString?) -> Void
        typealias FunctionFailure = @convention(block) (NSAssertionHandler, NSString?, NSString?, Int, NSString?) -> Void
        let inMethod: MethodFailure = { handler, _, _, _, _, format in
            (handler as? RecordingAssertionHandler)?.record(format)
        }
        let inFunction: FunctionFailure = { handler, _, _, _, format in
            (handler as? RecordingAssertionHandler)?.record(format)
        }
        let methodAdded = class_addMethod(
            RecordingAssertionHandler.self, NSSelectorFromString("handleFailureInMethod:object:file:lineNumber:description:"),
            imp_implementationWithBlock(inMethod), "v@::@@q@")
        let functionAdded = class_addMethod(
            RecordingAssertionHandler.self, NSSelectorFromString("handleFailureInFunction:file:lineNumber:description:"),
            imp_implementationWithBlock(inFunction), "v@:@@q@")
        return methodAdded && functionAdded
    }()
}
#endif
