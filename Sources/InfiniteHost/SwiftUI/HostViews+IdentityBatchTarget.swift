import Foundation
import InfiniteProxy

// The host's views take a SwiftUI model's data change as UIKit's do: their public batch, delete,
// insert, move and reload calls (``HostListUpdating``), which reach the attachment's hooks when
// infinite.

extension HostCollectionView: IdentityBatchTarget {}

extension HostTableView: IdentityBatchTarget {}
