import UIKit

/// A city for the circular table.
struct City: Sendable {
    let name: String
    let country: String
}

/// A note for the self-sizing table: a title and a text of any length.
struct Note: Sendable {
    let title: String
    let text: String
}

/// A section of notes with a header.
struct NoteSection: Sendable {
    let header: String
    let notes: [Note]
}

/// A card for the carousel.
struct Card: Sendable {
    let title: String
    let subtitle: String
    let hue: CGFloat
}

/// The data every screen shows. Nothing here knows about infinite scrolling.
enum SampleData {
    static let cities: [City] = [
        City(name: "Lisbon", country: "Portugal"), City(name: "Nairobi", country: "Kenya"),
        City(name: "Osaka", country: "Japan"), City(name: "Montréal", country: "Canada"),
        City(name: "Valparaíso", country: "Chile"), City(name: "Tbilisi", country: "Georgia"),
        City(name: "Hobart", country: "Australia"), City(name: "Reykjavík", country: "Iceland"),
        City(name: "Oaxaca", country: "Mexico"), City(name: "Kraków", country: "Poland"),
        City(name: "Marrakesh", country: "Morocco"), City(name: "Hội An", country: "Vietnam"),
    ]

    static let noteSections: [NoteSection] = [
        NoteSection(header: "Short", notes: [
            Note(title: "Milk", text: "Oat, two cartons."),
            Note(title: "Call", text: "Dentist before Friday."),
            Note(title: "Bins", text: "Tuesday night."),
        ]),
        NoteSection(header: "Longer", notes: [
            Note(title: "Trip", text: "Book the night train, then the ferry. Check whether bikes travel free on the ferry in the off season; last year they did not."),
            Note(title: "Garden", text: "Move the rosemary to the sunny corner. Cut back the lavender after it flowers, never into the old wood."),
        ]),
        NoteSection(header: "Mixed", notes: [
            Note(title: "Quote", text: "Make it work, make it right, make it fast."),
            Note(title: "Recipe", text: "Soak the chickpeas overnight. Simmer with a bay leaf for an hour, salt only at the end, then blend with tahini, lemon, garlic and a splash of the cooking water until it is as smooth as you like it."),
            Note(title: "Door", text: "Squeaks."),
        ]),
    ]

    static let cards: [Card] = (0..<7).map { index in
        Card(title: "Card \(index + 1)", subtitle: ["Morning", "Noon", "Dusk", "Night", "Rain", "Snow", "Wind"][index],
             hue: CGFloat(index) / 7)
    }
}
