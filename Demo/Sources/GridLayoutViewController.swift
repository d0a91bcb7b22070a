import InfiniteProxy
import UIKit

/// The same endless grid as a collection view: `InfiniteGridLayout` positions the tiles and
/// every tile is an ordinary reusable `UICollectionViewCell`.
final class GridLayoutViewController: UIViewController, UICollectionViewDelegate {
    private let layout = InfiniteGridLayout(tileSize: CGSize(width: 100, height: 100))
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private var gridDataSource: InfiniteGridDataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: TileCell.reuseIdentifier)
        let dataSource = InfiniteGridDataSource(collectionView: collectionView, layout: layout) { collectionView, indexPath, coordinate in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TileCell.reuseIdentifier, for: indexPath)
            (cell as? TileCell)?.show(coordinate)
            return cell
        }
        gridDataSource = dataSource           // the collection view holds its data source weakly
        collectionView.dataSource = dataSource
        collectionView.delegate = self
        view.addSubview(collectionView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Origin", style: .plain, target: self, action: #selector(backToOrigin))
    }

    @objc private func backToOrigin() {
        layout.scrollTo(.zero, animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let coordinate = layout.coordinate(at: indexPath) else { return }
        title = "Tile \(coordinate.x), \(coordinate.y)"
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A grid tile: its coordinate on a coloured square.
final class TileCell: UICollectionViewCell {
    static let reuseIdentifier = "tile"
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .center
        label.font = .monospacedDigitSystemFont(ofSize: 14, weight: .regular)
        contentView.addSubview(label)
        contentView.layer.borderColor = UIColor.separator.cgColor
        contentView.layer.borderWidth = 0.5
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(_ coordinate: GridCoordinate) {
        label.text = "\(coordinate.x), \(coordinate.y)"
        contentView.backgroundColor = DemoColors.tile(coordinate)
    }
}
