/// InfiniteHostTesting — what every scrolling session checks, on the headless host and on real
/// UIKit alike: the per-frame ``InvariantChecker`` and a seeded ``SplitMix64`` generator.
///
/// Pure Swift over the library's Core values (no host model, no UIKit), so the simulator test
/// target (`Tests/InfiniteProxyUIKitTests`) shares it with the Linux sessions. Not part of the
/// library product.
package enum InfiniteHostTesting {}
