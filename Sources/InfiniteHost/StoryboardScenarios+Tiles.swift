import Foundation
import InfiniteProxy

extension StoryboardScenario {
    /// The tiles screens of the storyboard.
    static var tileScenarios: [StoryboardScenario] { [] }
}
