import Foundation

/// A ``ListSurface``'s layout as the engine's ``InfiniteListGeometry`` (specialised, no existential).
@MainActor
struct ListSurfaceGeometry<Surface: ListSurface> {
    let surface: Surface
}

extension ListSurfaceGeometry: @MainActor InfiniteListGeometry {
    func leadingEdge(of item: VirtualIndexPath) -> CGFloat? { surface.leadingEdge(ofVirtual: item) }
    func item(nearest position: CGFloat) -> VirtualIndexPath? { surface.virtualItem(nearest: position) }
}
