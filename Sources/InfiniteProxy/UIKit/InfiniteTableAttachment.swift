#if canImport(UIKit)
import UIKit

/// What an infinite `UITableView` carries: see ``InfiniteListAttachment``.
typealias InfiniteTableAttachment = InfiniteListAttachment<TableListKind>

/// A `UITableView` as ``InfiniteListAttachment`` sees it: its hooks, interceptors and slots.
///
/// ```swift
/// TableListKind.attachment(of: tableView)?.controller   // nil until the table is made infinite
/// ```
///
/// - Complexity: O(1).
enum TableListKind: InfiniteListKind {
    static func installInfiniteHooks() -> Bool { UITableView.installInfiniteHooks() }

    static func interceptors(for controller: ListController<UITableView>) -> [InfiniteInterceptor] {
        let dataSource = InfiniteTableDataSourceInterceptor(), delegate = InfiniteTableDelegateInterceptor()
        let drag = InfiniteTableDragInterceptor(), drop = InfiniteTableDropInterceptor()
        (dataSource.controller, delegate.controller, drag.controller, drop.controller) = (controller, controller, controller, controller)
        return [dataSource, delegate, InfiniteTablePrefetchInterceptor(), drag, drop]
    }

    static func observations(of view: UITableView, controller: ListController<UITableView>) -> [NotificationObservation] { [] }

    static func stored(_ role: ListController<UITableView>.ClientRole, in table: UITableView) -> AnyObject? {
        switch role {
        case .dataSource: table.infinite_dataSource()
        case .delegate: table.infinite_delegate()
        case .prefetchDataSource: table.infinite_prefetchDataSource()
        case .dragDelegate: table.infinite_dragDelegate()
        case .dropDelegate: table.infinite_dropDelegate()
        }
    }

    static func store(_ object: AnyObject?, as role: ListController<UITableView>.ClientRole, in table: UITableView) {
        switch role {
        case .dataSource: table.infinite_setDataSource(object as? UITableViewDataSource)
        case .delegate: table.infinite_setDelegate(object as? UITableViewDelegate)
        case .prefetchDataSource: table.infinite_setPrefetchDataSource(object as? UITableViewDataSourcePrefetching)
        case .dragDelegate: table.infinite_setDragDelegate(object as? UITableViewDragDelegate)
        case .dropDelegate: table.infinite_setDropDelegate(object as? UITableViewDropDelegate)
        }
    }
}

extension UITableView {
    /// The infinite-scrolling state of this table, or nil when it was never made infinite.
    nonisolated var infiniteTableAttachment: InfiniteTableAttachment? { TableListKind.attachment(of: self) }

    /// The controller, if this table was ever made infinite.
    var infiniteListController: ListController<UITableView>? { infiniteTableAttachment?.controller }
}
#endif
