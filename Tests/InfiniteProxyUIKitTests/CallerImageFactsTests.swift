#if canImport(UIKit) && canImport(XCTest)
import Darwin
import InfiniteCaller
import InfiniteProxy
import ObjectiveC
import UIKit
import XCTest

/// Register entry A-a of `Docs/HostFidelity.md`: the caller rule on real images. The hooks answer
/// app code in the client's paths and UIKit in its own, telling them apart by the image the
/// message's sender lies in (`InfiniteCaller`'s `infinite_caller_image_kind`). The host
/// passes `caller:` explicitly; here the images are the real ones: UIKit and libobjc (system),
/// and this test bundle (app code, as an app's own code is — on a simulator both live under
/// `~/Library/Developer/`).
@MainActor
final class CallerImageFactsTests: XCTestCase {
    /// The file an address lies in, for failure messages.
    private func imagePath(of address: UnsafeRawPointer?) -> String {
        var info = Dl_info()
        guard let address, dladdr(address, &info) != 0, let name = info.dli_fname else { return "?" }
        return String(cString: name)
    }

    /// Register A-a. UIKit's code and libobjc's `objc_msgSend` lie in system images; this test
    /// bundle's code does not, wherever Xcode built it.
    func testUIKitAndLibobjcAreSystemImagesAndTheTestBundleIsNot() throws {
        let uikit = try XCTUnwrap(class_getMethodImplementation(UIView.self, #selector(UIView.layoutIfNeeded)))
        let uikitAddress = unsafeBitCast(uikit, to: UnsafeRawPointer.self)
        XCTAssertEqual(infinite_caller_image_kind(infinite_caller_strip(uikitAddress)), 1, imagePath(of: uikitAddress))

        let msgSend = try XCTUnwrap(dlsym(UnsafeMutableRawPointer(bitPattern: -2), "objc_msgSend"))   // RTLD_DEFAULT
        XCTAssertEqual(infinite_caller_image_kind(infinite_caller_strip(msgSend)), 1, imagePath(of: msgSend))

        // This image's own header (`#dsohandle`) lies at the start of its __TEXT segment.
        XCTAssertEqual(infinite_caller_image_kind(UInt(bitPattern: #dsohandle)), 0, imagePath(of: #dsohandle))
    }

    /// Register A-b. Foundation's `valueForKey:` lies in an image that acts for its caller (2);
    /// an address in no image — heap memory, as a JIT's code is — is reported as such (3).
    func testFoundationForwardsAndMemoryOutsideEveryImageIsNoImage() throws {
        let valueForKey = try XCTUnwrap(class_getMethodImplementation(NSObject.self, #selector(NSObject.value(forKey:))))
        let address = unsafeBitCast(valueForKey, to: UnsafeRawPointer.self)
        XCTAssertEqual(infinite_caller_image_kind(infinite_caller_strip(address)), 2, imagePath(of: address))
        let heap = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { heap.deallocate() }
        XCTAssertEqual(infinite_caller_image_kind(UInt(bitPattern: heap)), 3)
    }

    /// Register A-b, end to end. `value(forKey: "delegate")` from app code goes through
    /// Foundation's KVC to the hooked getter: the app gets its own delegate, as
    /// `tableView.delegate` gives it.
    func testKeyValueCodingFromAppCodeReturnsTheClient() {
        let client = RecordingTableClient(counts: [5])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = client
        table.delegate = client
        let window = makeKeyWindow(holding: table)
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        XCTAssertTrue(table.delegate === client)
        XCTAssertTrue(table.value(forKey: "delegate") as AnyObject? === client)
        XCTAssertTrue(table.value(forKey: "dataSource") as AnyObject? === client)
        _ = window
    }

    /// Register A-a, end to end. The register's system caller: a `UITableViewController` clears
    /// its table's selection when it appears again (`clearsSelectionOnViewWillAppear`), reading and
    /// deselecting the rows with UIKit's own calls. On an infinite table the row the app selected
    /// (one twin on screen) is deselected, and the app then reads no selection.
    func testATableViewControllerClearsTheSelectionOfAnInfiniteTable() {
        let list = UITableViewController(style: .plain)
        XCTAssertTrue(list.clearsSelectionOnViewWillAppear)
        let client = RecordingTableClient(counts: [5])
        let table: UITableView = list.tableView
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = client
        table.delegate = client
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        table.enableInfiniteScrolling = true
        table.layoutIfNeeded()
        table.contentOffset.y += 3 * 44 + 10
        table.layoutIfNeeded()
        XCTAssertTrue(table.infinite.isLooping)

        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.visibleCells.filter(\.isSelected).count, 1)

        navigation.pushViewController(UIViewController(), animated: false)
        XCTAssertTrue(runMainLoop(until: { table.window == nil }), "the list did not leave the screen")
        navigation.popViewController(animated: false)
        XCTAssertTrue(runMainLoop(until: { table.window != nil }), "the list did not come back")
        table.layoutIfNeeded()

        XCTAssertNil(table.indexPathForSelectedRow, "UIKit's clearing missed the selected twin")
        XCTAssertEqual(table.visibleCells.filter(\.isSelected).count, 0)
        XCTAssertEqual(client.foreignPaths, [])
        _ = window
    }

    /// Register A-b, end to end. A swizzler installed after ours on `deselectRowAtIndexPath:animated:`
    /// (a block that calls the implementation it replaced — ours) sits between UIKit and our body
    /// on every call, in an app-shipped image. `UITableViewController`'s selection clearing still
    /// deselects the selected twin: the wrapper's frame is looked past. The wrapper stays
    /// installed for the rest of the run and passes every call on unchanged.
    func testASwizzlerInstalledAfterOursPassesUIKitsDeselectOn() throws {
        let warmUp = UITableView()
        warmUp.enableInfiniteScrolling = true   // installs our hooks first
        let selector = #selector(UITableView.deselectRow(at:animated:))
        let method = try XCTUnwrap(class_getInstanceMethod(UITableView.self, selector))
        typealias Deselect = @convention(c) (AnyObject, Selector, NSIndexPath, Bool) -> Void
        let ours = unsafeBitCast(method_getImplementation(method), to: Deselect.self)
        var calls = 0
        let wrapper: @convention(block) (AnyObject, NSIndexPath, Bool) -> Void = { table, path, animated in
            calls += 1
            ours(table, selector, path, animated)
        }
        method_setImplementation(method, imp_implementationWithBlock(wrapper))
        testATableViewControllerClearsTheSelectionOfAnInfiniteTable()
        XCTAssertGreaterThan(calls, 0, "UIKit did not deselect through the selector")
    }
}
#endif
