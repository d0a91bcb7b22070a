import Foundation
import InfiniteProxy

/// Insets around a scroll view's content, as `UIEdgeInsets`: the library's ``SurfaceInsets``
/// (the same four sides), so the host's views hand them to the controllers as they are.
///
/// ```swift
/// table.adjustedContentInset = HostEdgeInsets(top: 47, bottom: 34)
/// ```
package typealias HostEdgeInsets = SurfaceInsets

/// The `UIScrollViewDelegate` methods the host reports, with UIKit's names and argument order.
///
/// Every method has an empty default, as UIKit's optional methods do.
@MainActor
package protocol HostScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: HostScrollView)
    func scrollViewWillBeginDragging(_ scrollView: HostScrollView)
    /// `velocity` is in points per millisecond, as UIKit reports it.
    func scrollViewWillEndDragging(
        _ scrollView: HostScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint)
    func scrollViewDidEndDragging(_ scrollView: HostScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: HostScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: HostScrollView)
}

extension HostScrollViewDelegate {
    package func scrollViewDidScroll(_ scrollView: HostScrollView) {}
    package func scrollViewWillBeginDragging(_ scrollView: HostScrollView) {}
    package func scrollViewWillEndDragging(
        _ scrollView: HostScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint) {}
    package func scrollViewDidEndDragging(_ scrollView: HostScrollView, willDecelerate decelerate: Bool) {}
    package func scrollViewDidEndDecelerating(_ scrollView: HostScrollView) {}
    package func scrollViewDidEndScrollingAnimation(_ scrollView: HostScrollView) {}
}

/// A headless model of `UIScrollView`: offset, bounds, insets, dragging and momentum.
///
/// Physics follow UIKit: after a drag ends with velocity `v` (points/second) the velocity decays by
/// the deceleration rate per millisecond (0.998 `.normal`, 0.99 `.fast`); UIKit's projected resting
/// point, offered to `scrollViewWillEndDragging` as `targetContentOffset`, is
/// `offset + v/1000 · rate/(1 − rate)`. If the delegate changes the target, the deceleration is
/// re-aimed so that it comes to rest exactly there. Setting ``contentOffset`` keeps momentum (and
/// moves a re-aimed target by the same amount, as UIKit does); `setContentOffset(_:animated: false)`
/// cancels it. Reaching an edge clamps the offset, stops the momentum and counts an ``edgeHits``
/// (what a user sees as a rubber-band bounce).
///
/// ```swift
/// let scrollView = HostScrollView(viewportSize: CGSize(width: 390, height: 844))
/// scrollView.contentSize = CGSize(width: 390, height: 10_000)
/// scrollView.fling(velocity: CGPoint(x: 0, y: 3_000))
/// scrollView.runUntilIdle()                 // ~ 60 frames a second, calling the delegate
/// ```
///
/// - Complexity: ``step(_:)`` is O(1) plus whatever the delegate and ``layoutSubviews()`` do.
open class HostScrollView {
    /// UIKit's per-millisecond deceleration rates.
    package enum DecelerationRate: CGFloat, Sendable {
        case normal = 0.998
        case fast = 0.99
    }

    /// The size of the visible region (`bounds.size`).
    package var viewportSize: CGSize { didSet { if viewportSize != oldValue { setNeedsLayout() } } }
    /// The scrollable content's size.
    package var contentSize: CGSize = .zero { didSet { setNeedsLayout() } }
    /// `adjustedContentInset`: content insets plus safe area.
    package var adjustedContentInset: HostEdgeInsets = .zero { didSet { setNeedsLayout() } }
    package var decelerationRate: DecelerationRate = .normal

    /// What a running `setContentOffset(_:animated: true)` animation does when the `contentOffset`
    /// property is assigned while it runs (T11/C11). UIKit's behaviour is **unknown** here: an
    /// assignment does not stop the animation (openradar 16724593: only
    /// `setContentOffset(_:animated: false)` stops it), and UIKit drives the animation from its own
    /// display link (`_smoothScrollDisplayLink:`), but whether it interpolates between absolute
    /// offsets or moves its endpoints with the assignment needs a device.
    package enum AnimationRetargeting: Sendable, Hashable {
        /// Each frame sets the offset interpolated between the original start and target: an
        /// assignment is undone at the next frame and the animation ends at its original target.
        /// The harder case for a library that recenters, and the host's default.
        case absolute
        /// The animation's start and target move by the assigned delta, as momentum's target does:
        /// the animation ends where it would have, shifted.
        case followsAssignments
    }

    /// How a running animated scroll treats `contentOffset` assignments (default ``AnimationRetargeting/absolute``).
    package var animationRetargeting: AnimationRetargeting = .absolute
    /// Stored only: whether the vertical indicator shows (an infinite list hides it while looping).
    package var showsVerticalScrollIndicator = true
    /// Stored only: whether the horizontal indicator shows.
    package var showsHorizontalScrollIndicator = true
    /// Stored only: whether a tap on the status bar scrolls to the top.
    package var scrollsToTop = true
    /// The delegate (held weakly). Subclasses may answer app code differently (an infinite list
    /// answers the client, see ``HostTableView/delegate``); the view's own sends always use
    /// ``storedDelegate``, as UIKit's use its ivar.
    package var delegate: HostScrollViewDelegate? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }
    /// What is stored: UIKit's `_delegate` ivar, which its own sends read (a **guess**, see the
    /// glue's `UITableView.infinite_delegate()`).
    package internal(set) weak var storedDelegate: HostScrollViewDelegate?
    /// The app-wide state this view lives in (VoiceOver, application active), see ``HostEnvironment``.
    package var environment = HostEnvironment()
    /// `effectiveUserInterfaceLayoutDirection`: the app's language direction, or the view's
    /// `semanticContentAttribute` forcing one.
    package var effectiveUserInterfaceLayoutDirection: InfiniteLayoutDirection = .leftToRight
    /// Whether the view is in a window (`window != nil`); a change notifies the window observers,
    /// as `didMoveToWindow` (tables, collections and plain scroll views alike).
    package var isInWindow = true {
        didSet {
            guard isInWindow != oldValue else { return }
            for observer in windowObservers.sorted(by: { $0.key < $1.key }) { observer.value(isInWindow) }
        }
    }

    /// The offset of the visible region's origin. Setting it keeps momentum, like UIKit's property.
    package var contentOffset: CGPoint {
        get { storedOffset }
        set { moveOffset(to: newValue, byPhysics: false) }
    }

    /// What ``ScrollSurface/assignContentOffset(_:)`` does: the `contentOffset` property
    /// (subclasses count it as an adjustment rather than user movement).
    func assignOffsetKeepingMomentum(_ offset: CGPoint) {
        contentOffset = offset
    }

    /// `bounds` (origin = content offset).
    package var bounds: CGRect { CGRect(origin: storedOffset, size: viewportSize) }

    package private(set) var isTracking = false
    package private(set) var isDragging = false
    package private(set) var isDecelerating = false
    package private(set) var isAnimatingScroll = false

    /// How many times the content reached an edge (a bounce a user would see).
    package private(set) var edgeHits = 0
    /// Simulated seconds since creation.
    package private(set) var time: TimeInterval = 0
    /// Frames stepped since creation.
    package private(set) var frameCount = 0
    /// Distance moved by drags, momentum and animated scrolls (not by assignments) in the last
    /// ``step(_:)`` or ``drag(by:)``.
    package private(set) var lastPhysicsMovement: CGPoint = .zero

    private var storedOffset: CGPoint = .zero
    private var velocity: CGPoint = .zero             // points per second
    private var restingTarget: CGPoint?               // a delegate-chosen resting point
    private var animation: (from: CGPoint, to: CGPoint, elapsed: TimeInterval, duration: TimeInterval)?
    private var needsLayout = true
    private var touchingEdge = false
    private var windowObservers: [Int: (Bool) -> Void] = [:]
    /// The last observation token handed out (shared by every kind of observation of the view).
    var lastObserverToken = 0
    /// Work UIKit runs when an animation it started ends (batch-update completions), by due time.
    private var animationCompletions: [(due: TimeInterval, body: () -> Void)] = []

    package init(viewportSize: CGSize) {
        self.viewportSize = viewportSize
    }

    // MARK: Offsets

    /// The smallest offset that does not show space before the content.
    package var minimumOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest offset that does not show space after the content.
    package var maximumOffset: CGPoint {
        CGPoint(
            x: max(-adjustedContentInset.left,
                   contentSize.width + adjustedContentInset.right - viewportSize.width),
            y: max(-adjustedContentInset.top,
                   contentSize.height + adjustedContentInset.bottom - viewportSize.height))
    }

    /// `setContentOffset(_:animated:)`: without animation it stops any momentum; with animation it
    /// moves there over 0.3 s and then calls `scrollViewDidEndScrollingAnimation`.
    package func setContentOffset(_ offset: CGPoint, animated: Bool) {
        velocity = .zero
        restingTarget = nil
        isDecelerating = false
        if animated {
            animation = (storedOffset, offset, 0, 0.3)
            isAnimatingScroll = true
        } else {
            animation = nil
            isAnimatingScroll = false
            moveOffset(to: offset, byPhysics: false)
        }
    }

    private func moveOffset(to newOffset: CGPoint, byPhysics: Bool) {
        guard newOffset.x.isFinite, newOffset.y.isFinite else { return }   // UIKit ignores NaN too
        let delta = CGPoint(x: newOffset.x - storedOffset.x, y: newOffset.y - storedOffset.y)
        if delta == .zero { return }
        if !byPhysics, let target = restingTarget {
            // UIKit keeps the deceleration's remaining distance when the offset is assigned.
            restingTarget = CGPoint(x: target.x + delta.x, y: target.y + delta.y)
        }
        if !byPhysics, animationRetargeting == .followsAssignments, let running = animation {
            animation = (CGPoint(x: running.from.x + delta.x, y: running.from.y + delta.y),
                         CGPoint(x: running.to.x + delta.x, y: running.to.y + delta.y),
                         running.elapsed, running.duration)
        }
        storedOffset = newOffset
        setNeedsLayout()
        storedDelegate?.scrollViewDidScroll(self)
        didScroll()
    }

    /// Called after every offset change, after the delegate's `scrollViewDidScroll`.
    open func didScroll() {}

    // MARK: Window

    /// Calls `handler(isInWindow)` when the view enters or leaves a window (`didMoveToWindow`).
    /// Returns a token for ``removeObserver(_:)``.
    @discardableResult
    package func observeWindow(_ handler: @escaping (_ isInWindow: Bool) -> Void) -> Int {
        lastObserverToken += 1
        windowObservers[lastObserverToken] = handler
        return lastObserverToken
    }

    /// Stops an observation made on this view.
    open func removeObserver(_ token: Int) {
        windowObservers[token] = nil
    }

    // MARK: Animations

    /// `UIView.areAnimationsEnabled`: false inside ``performWithoutAnimation(_:)`` (app-wide, as
    /// UIKit's).
    package private(set) static var areAnimationsEnabled = true

    /// `UIView.performWithoutAnimation(_:)`: runs `actions` with animations off, then restores
    /// the previous state (nestable).
    package static func performWithoutAnimation(_ actions: () -> Void) {
        let previous = areAnimationsEnabled
        areAnimationsEnabled = false
        actions()
        areAnimationsEnabled = previous
    }

    // MARK: Animation completions

    /// How long UIKit's row and item update animations run (the default `UITableView.RowAnimation`
    /// / batch-update animation; **guess**: 0.3 s, as the host's animated scrolls).
    package static let updateAnimationDuration: TimeInterval = 0.3

    /// Whether completions of update animations are still waiting (see ``runAfterAnimation(_:_:)``).
    package var hasPendingAnimationCompletions: Bool { !animationCompletions.isEmpty }

    /// Runs `body` at the first frame at least `duration` of simulated time from now (never at
    /// once), as UIKit calls an animation's completion when the animation has run.
    package func runAfterAnimation(_ duration: TimeInterval, _ body: @escaping () -> Void) {
        animationCompletions.append((time + max(0, duration), body))
    }

    private func runDueAnimationCompletions() {
        guard !animationCompletions.isEmpty else { return }
        let due = animationCompletions.filter { $0.due <= time + 1e-9 }
        guard !due.isEmpty else { return }
        animationCompletions.removeAll { $0.due <= time + 1e-9 }
        for completion in due { completion.body() }
    }

    // MARK: Layout

    package func setNeedsLayout() { needsLayout = true }

    /// Runs ``layoutSubviews()`` if something changed since the last layout.
    package func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    /// Subclasses lay out their content here (cells, tiles), as UIKit's `layoutSubviews`.
    open func layoutSubviews() {}

    // MARK: Touches

    /// A finger lands: momentum stops (as a touch does in UIKit).
    package func beginDragging() {
        velocity = .zero
        restingTarget = nil
        animation = nil
        isAnimatingScroll = false
        isDecelerating = false
        isTracking = true
        isDragging = true
        storedDelegate?.scrollViewWillBeginDragging(self)
        panDidBegin()
    }

    /// Called when a drag begins, after the delegate's `scrollViewWillBeginDragging`: what a
    /// target the view added to UIKit's `panGestureRecognizer` receives with state `.began`
    /// (the scroll view's own pan handler, added first, runs first). See fidelity S8.
    open func panDidBegin() {}

    /// The finger moves by `translation` (content follows the finger, so the offset moves the other
    /// way). Past an edge the content follows at half speed (rubber band) and an edge hit is counted.
    package func drag(by translation: CGPoint) {
        guard isDragging, translation.x.isFinite, translation.y.isFinite else { return }
        var target = CGPoint(x: storedOffset.x - translation.x, y: storedOffset.y - translation.y)
        let low = minimumOffset, high = maximumOffset
        if target.x < low.x || target.x > high.x || target.y < low.y || target.y > high.y {
            noteEdge()
            target.x = storedOffset.x - (target.x < low.x || target.x > high.x ? translation.x / 2 : translation.x)
            target.y = storedOffset.y - (target.y < low.y || target.y > high.y ? translation.y / 2 : translation.y)
        } else {
            touchingEdge = false
        }
        lastPhysicsMovement = CGPoint(x: target.x - storedOffset.x, y: target.y - storedOffset.y)
        moveOffset(to: target, byPhysics: true)
    }

    /// The finger lifts with `velocity` in points/second along the offset (positive = offset grows).
    package func endDragging(velocity releaseVelocity: CGPoint) {
        guard isDragging else { return }
        isTracking = false
        var v = releaseVelocity
        if !v.x.isFinite { v.x = 0 }
        if !v.y.isFinite { v.y = 0 }
        let projected = CGPoint(x: storedOffset.x + projection(v.x), y: storedOffset.y + projection(v.y))
        var target = projected
        storedDelegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000), targetContentOffset: &target)
        isDragging = false
        if target != projected, target.x.isFinite, target.y.isFinite {
            restingTarget = target
            v = CGPoint(x: velocityReaching(target.x - storedOffset.x),
                        y: velocityReaching(target.y - storedOffset.y))
        }
        var decelerate = v.x.magnitude >= stopSpeed || v.y.magnitude >= stopSpeed || restingTarget != nil
        if !decelerate, let inside = boundsTarget() {
            // Released past an edge (rubber band): the content bounces back over the next frames,
            // as a deceleration the delegate is told about (`willDecelerate` true, then
            // `scrollViewDidEndDecelerating`). Guess, see ``boundsTarget()``.
            restingTarget = inside
            v = CGPoint(x: velocityReaching(inside.x - storedOffset.x), y: velocityReaching(inside.y - storedOffset.y))
            decelerate = true
        }
        velocity = decelerate ? v : .zero
        isDecelerating = decelerate
        storedDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        if !decelerate { restingTarget = nil }
    }

    /// A whole flick: touch down, no movement, lift with `velocity` (points/second).
    package func fling(velocity: CGPoint) {
        beginDragging()
        endDragging(velocity: velocity)
    }

    // MARK: Frames

    /// Advances time by one frame: animation or momentum moves the offset, then layout runs.
    package func step(_ dt: TimeInterval = 1.0 / 60.0) {
        time += dt
        frameCount += 1
        lastPhysicsMovement = .zero
        if var running = animation {
            running.elapsed += dt
            let progress = min(1, running.elapsed / running.duration)
            let eased = CGFloat(1 - pow(1 - progress, 3))
            animation = running
            let next = CGPoint(x: running.from.x + (running.to.x - running.from.x) * eased,
                               y: running.from.y + (running.to.y - running.from.y) * eased)
            // An animated scroll is movement the user sees, like momentum.
            lastPhysicsMovement = CGPoint(x: next.x - storedOffset.x, y: next.y - storedOffset.y)
            moveOffset(to: next, byPhysics: true)
            if progress >= 1 {
                animation = nil
                isAnimatingScroll = false
                storedDelegate?.scrollViewDidEndScrollingAnimation(self)
            }
        } else if isDecelerating {
            stepMomentum(dt)
        }
        layoutIfNeeded()
        runDueAnimationCompletions()
    }

    /// Steps frames until nothing moves (or `limit` frames); returns the frames stepped.
    @discardableResult
    package func runUntilIdle(limit: Int = 100_000, dt: TimeInterval = 1.0 / 60.0) -> Int {
        var frames = 0
        repeat {
            step(dt)
            frames += 1
        } while (isDecelerating || isAnimatingScroll || hasPendingAnimationCompletions) && frames < limit
        return frames
    }

    private let stopSpeed: CGFloat = 8   // points per second, below which momentum ends

    private var rate: CGFloat { decelerationRate.rawValue }

    /// Distance momentum travels from `speed` (points/second) until it stops: v/1000 · r/(1 − r).
    private func projection(_ speed: CGFloat) -> CGFloat { speed / 1000 * rate / (1 - rate) }

    /// The release speed whose projection is `distance`.
    private func velocityReaching(_ distance: CGFloat) -> CGFloat { distance * 1000 * (1 - rate) / rate }

    private func stepMomentum(_ dt: TimeInterval) {
        // Exact integral of v·r^(1000t) over the frame, so the resting point does not depend on
        // the frame rate.
        let decay = pow(rate, CGFloat(dt * 1000))
        let travel = (decay - 1) / (1000 * log(rate))
        var next = CGPoint(x: storedOffset.x + velocity.x * travel,
                           y: storedOffset.y + velocity.y * travel)
        velocity = CGPoint(x: velocity.x * decay, y: velocity.y * decay)
        var finished = velocity.x.magnitude < stopSpeed && velocity.y.magnitude < stopSpeed
        if let target = restingTarget {
            // Never overshoot the chosen resting point; land on it exactly.
            let remainingX = target.x - storedOffset.x, remainingY = target.y - storedOffset.y
            if (next.x - storedOffset.x).magnitude >= remainingX.magnitude { next.x = target.x }
            if (next.y - storedOffset.y).magnitude >= remainingY.magnitude { next.y = target.y }
            if finished { next = target }
            finished = finished || next == target
        }
        let low = minimumOffset, high = maximumOffset
        let clamped = CGPoint(x: min(max(next.x, low.x), high.x), y: min(max(next.y, low.y), high.y))
        // Bouncing back from past an edge towards a resting point inside: the target bounds it.
        let bouncingBack = restingTarget.map { target in
            target.x >= low.x && target.x <= high.x && target.y >= low.y && target.y <= high.y
                && (storedOffset.x < low.x || storedOffset.x > high.x || storedOffset.y < low.y || storedOffset.y > high.y)
        } ?? false
        if clamped != next, !bouncingBack {
            noteEdge()
            next = clamped
            finished = true
        } else {
            touchingEdge = false
        }
        lastPhysicsMovement = CGPoint(x: next.x - storedOffset.x, y: next.y - storedOffset.y)
        moveOffset(to: next, byPhysics: true)
        if finished {
            velocity = .zero
            restingTarget = nil
            isDecelerating = false
            storedDelegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Where a release past an edge bounces back to (nil when the offset is inside its bounds).
    ///
    /// UIKit guess (Docs/HostFidelity.md S7): a finger lifted while the content is rubber-banded
    /// past an edge reports `scrollViewDidEndDragging(_:willDecelerate: true)`, `isDecelerating`
    /// is true while the content springs back over several frames, each with a
    /// `scrollViewDidScroll`, and `scrollViewDidEndDecelerating` ends it. Evidence: Apple's
    /// `UIScrollViewDelegate` documentation says `decelerate` is true when the scroll view "will
    /// continue moving" after the touch-up, and the spring-back is visible motion of the content;
    /// the host used to jump back in one unreported step. The host's spring is its exponential
    /// deceleration aimed exactly at the edge (UIKit's curve is a spring; only its shape differs).
    private func boundsTarget() -> CGPoint? {
        let low = minimumOffset, high = maximumOffset
        let clamped = CGPoint(x: min(max(storedOffset.x, low.x), high.x),
                              y: min(max(storedOffset.y, low.y), high.y))
        return clamped == storedOffset ? nil : clamped
    }

    private func noteEdge() {
        if !touchingEdge { edgeHits += 1 }
        touchingEdge = true
    }
}
