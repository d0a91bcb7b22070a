import Foundation
import InfiniteProxy

extension StoryboardScenario {
    /// The collection screens of the storyboard.
    static var collectionScenarios: [StoryboardScenario] { [] }
}
