/// InfiniteStoryboard — scripted sessions on the headless host: the storyboard's scenarios, its
/// recorder and its HTML/SVG/JSON writers (`swift run infinite-demo`), and the simulated day of
/// flings (`swift run host-day`).
///
/// A presentation of the host, not part of it: `InfiniteHost` models UIKit and nothing else.
/// Not part of the library product.
package enum InfiniteStoryboard {}
