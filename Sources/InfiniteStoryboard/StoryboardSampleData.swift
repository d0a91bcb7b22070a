import Foundation
import InfiniteHost

/// The data the storyboard's clients show (the same the iOS demo app shows).
enum StoryboardSampleData {
    static let cities = [
        "Lisbon", "Nairobi", "Osaka", "Montréal", "Valparaíso", "Tbilisi",
        "Hobart", "Reykjavík", "Oaxaca", "Kraków", "Marrakesh", "Hội An",
    ]

    /// Three titled sections of notes whose rows size themselves (44–152 pt).
    static let notes: [StoryboardTableClient.Section] = [
        .init(title: "Short", rows: ["Milk", "Call", "Bins"], heights: [44, 44, 52]),
        .init(title: "Longer", rows: ["Trip", "Garden"], heights: [124, 96]),
        .init(title: "Mixed", rows: ["Quote", "Recipe", "Door"], heights: [68, 152, 44]),
    ]

    static let cards = ["Morning", "Noon", "Dusk", "Night", "Rain", "Snow", "Wind"]
}
