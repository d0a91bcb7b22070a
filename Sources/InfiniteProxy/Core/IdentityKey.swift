/// An object's identity as a dictionary key, hashed with ``CheapHash`` (an `ObjectIdentifier`
/// key is hashed with SipHash, ~95 instructions): the display records of the views on screen are
/// written and taken on every `cellForRowAt`, `willDisplay` and `didEndDisplaying`.
///
/// ```swift
/// var shown: [IdentityKey: Int] = [:]
/// shown[IdentityKey(ObjectIdentifier(cell))] = 3
/// ```
///
/// - Complexity: O(1) hash and equality.
package struct IdentityKey: Hashable, Sendable {
    /// The object's identity.
    package let identifier: ObjectIdentifier

    @inlinable
    package init(_ identifier: ObjectIdentifier) {
        self.identifier = identifier
    }

    @inlinable
    package func _rawHashValue(seed: Int) -> Int {
        CheapHash.mix(UInt(bitPattern: identifier), 0, seed: seed)
    }
}
