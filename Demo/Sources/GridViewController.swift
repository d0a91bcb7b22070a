import InfiniteProxy
import UIKit

/// An endless sheet of tiles in every direction, addressed by integer coordinates; a button goes
/// back to the start and a tap shows which tile it was.
final class GridViewController: UIViewController, InfiniteGridViewDataSource {
    private let grid = InfiniteGridView(tileSize: CGSize(width: 120, height: 120))

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.frame = view.bounds
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.backgroundColor = .systemBackground
        grid.dataSource = self
        view.addSubview(grid)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Origin", style: .plain, target: self, action: #selector(backToOrigin))
    }

    @objc private func backToOrigin() {
        grid.scrollTo(.zero, animated: true)
    }

    // MARK: InfiniteGridViewDataSource

    func gridView(_ gridView: InfiniteGridView, viewForTileAt coordinate: GridCoordinate) -> UIView? {
        let label = gridView.dequeueReusableTileView(ofType: UILabel.self) ?? UILabel()
        label.textAlignment = .center
        label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        label.text = "\(coordinate.x), \(coordinate.y)"
        label.backgroundColor = DemoColors.tile(coordinate)
        return label
    }

    func gridView(_ gridView: InfiniteGridView, didTapTileAt coordinate: GridCoordinate) {
        title = "Tile \(coordinate.x), \(coordinate.y)"
    }
}

/// Colours shared by the grid screens.
enum DemoColors {
    /// A pastel colour per tile, repeating every eight tiles in each direction.
    static func tile(_ coordinate: GridCoordinate) -> UIColor {
        let hue = CGFloat(((coordinate.x &* 3 &+ coordinate.y &* 5) % 8 + 8) % 8) / 8
        return UIColor(hue: hue, saturation: 0.25, brightness: 0.97, alpha: 1)
    }
}
