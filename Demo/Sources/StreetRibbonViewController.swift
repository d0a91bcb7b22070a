import InfiniteProxy
import UIKit

/// A street of building façades of different widths that scrolls sideways forever.
///
/// The data source says how many buildings there are, how wide each is, and gives a view for
/// each; `InfiniteScrollView` wraps the street and reuses the views.
final class StreetRibbonViewController: UIViewController, InfiniteScrollViewDataSource {
    private struct Building {
        let number: Int
        let width: CGFloat
        let hue: CGFloat
    }

    private let buildings: [Building] = [140, 90, 200, 120, 160, 80, 230, 110].enumerated().map { index, width in
        Building(number: 2 * index + 1, width: width, hue: CGFloat(index) / 8)
    }
    private let street = InfiniteScrollView(axis: .horizontal)
    private let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        street.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.font = .preferredFont(forTextStyle: .footnote)
        caption.textColor = .secondaryLabel
        view.addSubview(street)
        view.addSubview(caption)
        NSLayoutConstraint.activate([
            street.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            street.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            street.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            street.heightAnchor.constraint(equalToConstant: 260),
            caption.topAnchor.constraint(equalTo: street.bottomAnchor, constant: 12),
            caption.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        street.dataSource = self
    }

    // MARK: InfiniteScrollViewDataSource

    func numberOfTiles(in scrollView: InfiniteScrollView) -> Int {
        buildings.count
    }

    func infiniteScrollView(_ scrollView: InfiniteScrollView, lengthOfTileAt index: Int) -> CGFloat {
        buildings[index].width
    }

    func infiniteScrollView(_ scrollView: InfiniteScrollView, viewForTileAt index: Int) -> UIView? {
        let facade = scrollView.dequeueReusableTileView(ofType: FacadeView.self) ?? FacadeView()
        facade.show(number: buildings[index].number, hue: buildings[index].hue)
        return facade
    }

    func infiniteScrollView(_ scrollView: InfiniteScrollView, didTapTileAt index: Int) {
        caption.text = "No. \(buildings[index].number)"
    }
}

/// A building: a coloured front with a door and a house number.
final class FacadeView: UIView {
    private let numberLabel = UILabel()
    private let door = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderColor = UIColor.separator.cgColor
        layer.borderWidth = 1
        numberLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        numberLabel.translatesAutoresizingMaskIntoConstraints = false
        door.backgroundColor = .brown
        door.translatesAutoresizingMaskIntoConstraints = false
        addSubview(numberLabel)
        addSubview(door)
        NSLayoutConstraint.activate([
            numberLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            numberLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            door.bottomAnchor.constraint(equalTo: bottomAnchor),
            door.centerXAnchor.constraint(equalTo: centerXAnchor),
            door.widthAnchor.constraint(equalToConstant: 28),
            door.heightAnchor.constraint(equalToConstant: 52),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(number: Int, hue: CGFloat) {
        numberLabel.text = "\(number)"
        backgroundColor = UIColor(hue: hue, saturation: 0.25, brightness: 0.95, alpha: 1)
    }
}
