import InfiniteProxy
import UIKit

/// A plain table of cities — the kind every app has — made infinite and circular.
///
/// The data source and delegate below are ordinary: they use `indexPath.row` as an index into
/// `cities`, dequeue with the path they are given and deselect the row that was tapped. Only the
/// two lines marked `InfiniteProxy:` are new.
final class ArcTableViewController: UITableViewController {
    private let cities = SampleData.cities
    private let alignment: InfiniteContentAlignment

    init(alignment: InfiniteContentAlignment) {
        self.alignment = alignment
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        alignment = .left
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
        tableView.rowHeight = 64
        tableView.separatorStyle = .none
        // InfiniteProxy: the list repeats forever in both directions…
        tableView.enableInfiniteScrolling = true
        // InfiniteProxy: …and its rows follow a circle.
        tableView.contentAlignment = alignment
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cities.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        let city = cities[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = city.name
        content.secondaryText = city.country
        content.textProperties.font = .preferredFont(forTextStyle: .title3)
        cell.contentConfiguration = content
        return cell
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        title = cities[indexPath.row].name
    }
}
