import InfiniteProxy
import UIKit

/// A card carousel: a horizontal flow layout with an ordinary data source and flow-layout
/// delegate, made infinite, snapping to cards, and advancing by itself.
final class CarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let cards = SampleData.cards
    private let pageLabel = UILabel()
    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 16
        layout.sectionInset = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.backgroundColor = .clear
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        pageLabel.translatesAutoresizingMaskIntoConstraints = false
        pageLabel.font = .preferredFont(forTextStyle: .footnote)
        pageLabel.textColor = .secondaryLabel
        pageLabel.textAlignment = .center
        view.addSubview(collectionView)
        view.addSubview(pageLabel)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            collectionView.heightAnchor.constraint(equalToConstant: 240),
            pageLabel.topAnchor.constraint(equalTo: collectionView.bottomAnchor, constant: 12),
            pageLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])

        // InfiniteProxy: infinite, snapping to cards, advancing every 3 seconds.
        collectionView.enableInfiniteScrolling = true
        collectionView.infinite.isPagingEnabled = true
        collectionView.infinite.autoScrollInterval = 3
        // Your index path of the card in the middle, whenever it changes (never a copy's).
        collectionView.infinite.onCenteredIndexPathChange = { [weak self] indexPath in
            self?.showCard(at: indexPath)
        }
    }

    // MARK: UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cards.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath)
        (cell as? CardCell)?.show(cards[indexPath.item])
        return cell
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: max(1, collectionView.bounds.width - 96), height: 220)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        pageLabel.text = "Tapped \(cards[indexPath.item].title)"
    }

    private func showCard(at indexPath: IndexPath) {
        pageLabel.text = "\(indexPath.item + 1) of \(cards.count) — \(cards[indexPath.item].subtitle)"
    }
}

/// A rounded, coloured card with a title and a subtitle.
final class CardCell: UICollectionViewCell {
    static let reuseIdentifier = "card"
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 20
        contentView.layer.cornerCurve = .continuous
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        subtitleLabel.font = .preferredFont(forTextStyle: .title3)
        let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(_ card: Card) {
        titleLabel.text = card.title
        subtitleLabel.text = card.subtitle
        contentView.backgroundColor = UIColor(hue: card.hue, saturation: 0.35, brightness: 0.95, alpha: 1)
    }
}
