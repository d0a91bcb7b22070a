import Foundation
import InfiniteHostTesting
import InfiniteProxy
@testable import InfiniteHost

/// A cell on screen in an identified session: its text, its source path as the controller maps
/// its layout path, its leading edge on screen and its length along the axis.
struct IdentifiedCell {
    var text: String
    var source: SourceIndexPath?
    var screen: CGFloat
    var length: CGFloat
}

/// A whole session on an `InfiniteList` or `InfiniteCarousel` model on the host: every frame
/// runs the ``InvariantChecker`` (no edge hit, no visible jump, bounded cells), the run loop
/// (timers, deferred binding writes, re-renders), and the SwiftUI checks: every cell shows one of
/// the app's identifiers — the one its path maps to — and the binding holds the centred item's
/// identifier (or, while a scroll it requested runs, the requested one).
@MainActor
final class IdentifiedSession<Subject: HostListSessionSubject, Surface: ListSurface & IdentityBatchTarget> {
    let session: HostListSession<Subject>
    let list: HostIdentifiedList<Surface>
    let runLoop: HostRunLoop
    private let cells: () -> [IdentifiedCell]
    private(set) var problems: [String] = []
    /// Frames whose binding was checked against a centred item.
    private(set) var bindingChecks = 0
    /// Every value the binding held at a frame, in order, repeats collapsed.
    private(set) var bindingHistory: [Int?] = []

    init(_ subject: Subject, list: HostIdentifiedList<Surface>, runLoop: HostRunLoop, cells: @escaping () -> [IdentifiedCell]) {
        session = HostListSession(subject)
        self.list = list
        self.runLoop = runLoop
        self.cells = cells
        session.frameCheck = { [unowned self] snapshot in self.check(frame: snapshot.frame) }
        session.start()
    }

    var checker: InvariantChecker { session.checker }

    private func check(frame: Int) {
        runLoop.advance(by: session.frameDuration)
        checkContent(frame: frame)
        let expected = list.expectedBinding
        if list.binding.value != expected {
            problems.append("frame \(frame): binding \(String(describing: list.binding.value)), expected \(String(describing: expected))")
        }
        if expected != nil { bindingChecks += 1 }
        if bindingHistory.last.map({ $0 != list.binding.value }) ?? true { bindingHistory.append(list.binding.value) }
    }

    /// Only the app's identifiers, each where its path maps to.
    func checkContent(frame: Int) {
        let shown = list.shown
        for cell in cells() {
            guard let source = cell.source, let id = list.id(at: source.indexPath) else {
                problems.append("frame \(frame): a cell at \(String(describing: cell.source)) outside \(list.shownSections.map(\.count)) items")
                continue
            }
            if cell.text != "item \(id)" {
                problems.append("frame \(frame): \(source) shows \(cell.text), expected item \(id)")
            }
        }
        if !list.foreignPaths.isEmpty { problems.append("frame \(frame): foreign paths \(list.foreignPaths)") }
        if !shown.isEmpty, list.centeredID == nil { problems.append("frame \(frame): no centred item with \(shown.count)") }
    }

    /// Frames until nothing moves and nothing is queued.
    func settle() {
        session.waitUntilIdle(limit: 60)
        session.step(2)
    }

    /// The app gives new identifiers; the frame after is a new continuity (rows moved with the
    /// edit). Returns how far the centred item moved on screen when it survived the change.
    @discardableResult
    func setIDs(_ ids: [Int]) -> CGFloat? {
        change { list.setIDs(ids) }
    }

    /// The app gives new sections: as ``setIDs(_:)``.
    @discardableResult
    func setSections(_ sections: [HostIdentifiedSection]) -> CGFloat? {
        change { list.setSections(sections) }
    }

    /// Runs a data change; returns how far the centred item moved on screen when it survived.
    private func change(_ apply: () -> Void) -> CGFloat? {
        let before = centredCell()
        apply()
        checkContent(frame: -1)
        defer { session.resetContinuity() }
        let ids = list.shown
        guard let before, ids.contains(where: { "item \($0)" == before.text }),
              let after = cells().filter({ $0.text == before.text })
                  .min(by: { abs($0.screen - before.screen) < abs($1.screen - before.screen) }) else { return nil }
        return after.screen - before.screen
    }

    /// The cell under the viewport's centre, else the one whose middle is nearest it.
    func centredCell() -> IdentifiedCell? {
        let viewport = session.lastSnapshot?.viewport
        let centre = viewport.map { $0.visibleCenter - $0.offset } ?? 0
        let cells = cells()
        return cells.first { $0.screen <= centre && centre < $0.screen + $0.length }
            ?? cells.min { abs($0.screen + $0.length / 2 - centre) < abs($1.screen + $1.length / 2 - centre) }
    }

    /// The cell showing `text` nearest `screen` (a row's twins may both be on screen).
    func centredCellShowing(_ text: String, near screen: CGFloat) -> IdentifiedCell? {
        cells().filter { $0.text == text }.min { abs($0.screen - screen) < abs($1.screen - screen) }
    }

    /// Everything the session must end with.
    var failures: [String] { checker.violations.map(\.description) + problems }
}

extension HostIdentifiedTableScreen {
    /// A session on this table.
    func session() -> IdentifiedSession<HostTableAttachment, HostTableView> {
        IdentifiedSession(attachment, list: list, runLoop: attachment.runLoop) { [unowned self] in
            let offset = tableView.contentOffset.y
            return tableView.visibleCells.map { cell in
                let source = attachment.engine.sourceIndexPath(
                    for: VirtualIndexPath(section: cell.layoutSection, item: cell.layoutRow))
                return IdentifiedCell(text: cell.text, source: source, screen: cell.frame.minY - offset, length: cell.frame.height)
            }
        }
    }
}

extension HostIdentifiedCarouselScreen {
    /// A session on this carousel.
    func session() -> IdentifiedSession<HostCollectionAttachment, HostCollectionView> {
        IdentifiedSession(attachment, list: list, runLoop: attachment.runLoop) { [unowned self] in
            let vertical = collectionView.axis == .vertical
            let offset = vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
            return collectionView.visibleCells.map { cell in
                let source = cell.layoutIndexPath.flatMap(VirtualIndexPath.init).map { attachment.engine.sourceIndexPath(for: $0) }
                return IdentifiedCell(text: cell.text, source: source,
                                      screen: (vertical ? cell.frame.minY : cell.frame.minX) - offset,
                                      length: vertical ? cell.frame.height : cell.frame.width)
            }
        }
    }
}
