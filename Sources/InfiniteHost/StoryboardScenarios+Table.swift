import Foundation
import InfiniteProxy

extension StoryboardScenario {
    /// The table screens of the storyboard.
    static var tableScenarios: [StoryboardScenario] { [] }
}
