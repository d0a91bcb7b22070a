/// Who sent a message to an infinite table or collection view: the app (its own code and the
/// third-party libraries it ships) or the system (UIKit calling its own public methods — a swipe
/// gesture asking `indexPathForRow(at:)`, layout asking for cells, accessibility, diffable data
/// sources).
///
/// The method hooks decide it from the message's return address (the caller's image: a system
/// framework or not, see `UIKit/InfiniteCaller+Hooks.swift`); the headless host says it explicitly (its
/// own internal calls are `.system`, the entry points tests call are `.app`). Together with the
/// translation frames of ``CallbackTranslation`` it picks the index space of the call
/// (``CallbackTranslation/space(for:)``).
///
/// ```swift
/// translation.space(for: .app)      // .sourceOnScreen outside callbacks
/// translation.space(for: .system)   // .virtual outside callbacks
/// ```
public enum CallerKind: Sendable, Equatable {
    /// App or third-party code: speaks the client's (source) index paths.
    case app
    /// A system framework: speaks the view's own (virtual) index paths.
    case system
}

/// The index space a call on an infinite view speaks (``CallbackTranslation/space(for:)``).
///
/// ```swift
/// switch translation.space(for: caller) {
/// case .virtual: …                          // UIKit's own paths, unchanged
/// case .source(let anchor): …               // client paths, the twin nearest `anchor`
/// case .sourceOnScreen: …                   // client paths, the twin on screen / nearest the centre
/// }
/// ```
public enum PathSpace: Sendable, Equatable {
    /// The view's own (virtual) paths: UIKit calling itself, or the library's own calls.
    case virtual
    /// The client's paths inside a forwarded callback: a path it passes acts on its twin nearest
    /// `anchor` (the item or section the callback is about).
    case source(anchor: VirtualIndexPath)
    /// The client's paths outside any callback about an item: a path it passes means its twin on
    /// screen (every twin on screen for reloads), else the twin nearest the viewport's centre.
    case sourceOnScreen

    /// Whether paths are the client's.
    public var isSource: Bool {
        if case .virtual = self { return false }
        return true
    }
}
