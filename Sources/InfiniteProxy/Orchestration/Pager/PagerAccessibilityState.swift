import Foundation

/// What VoiceOver should see of a pager, decided by ``PagerController`` and applied as is by the
/// view (`isAccessibilityElement`, traits, value, label, the containers'
/// `accessibilityElementsHidden`).
///
/// ```swift
/// let state = PagerAccessibilityState(isAdjustableElement: true, value: "Page 2 of 5",
///                                     label: .content(ofContainer: 1), hiddenContainers: .all)
/// state.isHidden(container: 0)   // true
/// ```
///
/// - Complexity: O(1) storage; no array.
package struct PagerAccessibilityState: Sendable, Hashable {
    /// Where the element's label comes from.
    package enum Label: Sendable, Hashable {
        /// Leave `accessibilityLabel` as it is (the pager is not an element; the app's label stays).
        case keep
        /// The `accessibilityLabel` of the content view in that container; nil (no content yet)
        /// clears the label.
        case content(ofContainer: Int?)
    }

    /// A set of the three containers, as bits.
    package struct Containers: OptionSet, Sendable, Hashable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The single container `index` (0, 1 or 2); empty for any other number.
        package init(container index: Int) {
            self.init(rawValue: (0..<PageSlots.viewCount).contains(index) ? UInt8(1) << UInt8(index) : 0)
        }
        /// All three containers.
        package static let all = Containers(rawValue: 0b111)
    }

    /// The pager is one element with the `.adjustable` trait; otherwise it is not an element and
    /// has no traits.
    package var isAdjustableElement: Bool
    /// `accessibilityValue`: the page description while adjustable, nil otherwise.
    package var value: String?
    /// `accessibilityLabel`.
    package var label: Label
    /// The containers whose content VoiceOver must not reach.
    package var hiddenContainers: Containers

    package init(isAdjustableElement: Bool, value: String?, label: Label, hiddenContainers: Containers) {
        self.isAdjustableElement = isAdjustableElement
        self.value = value
        self.label = label
        self.hiddenContainers = hiddenContainers
    }

    /// Whether container `index` is hidden from VoiceOver.
    package func isHidden(container index: Int) -> Bool {
        let bit = Containers(container: index)
        return !bit.isEmpty && hiddenContainers.contains(bit)
    }
}

/// A VoiceOver scroll gesture (`UIAccessibilityScrollDirection`, one case each).
package enum PagerAccessibilityScrollDirection: Sendable, Hashable {
    case right, left, up, down, next, previous
}
