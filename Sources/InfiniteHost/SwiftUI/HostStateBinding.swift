import Foundation

/// SwiftUI's `@State` behind a `Binding`, as the infinite views see it: the app's change renders
/// before the next frame (SwiftUI updates the views at the end of the run-loop turn that changed
/// the state, before the next scroll callback); the view's own write made during a view update is
/// deferred to the next turn (SwiftUI forbids changing state while it renders; the views write
/// with `DispatchQueue.main.async` then), and each of its writes that changes the value
/// schedules one re-render on the next turn.
///
/// ```swift
/// let binding = HostStateBinding<Int>(runLoop: runLoop)
/// binding.render = { screen.update() }         // SwiftUI's updateUIView
/// binding.set(7)                               // the app: the view updates now
/// binding.write(3, duringUpdate: false)        // the view: now; a re-render next turn
/// ```
///
/// - Complexity: O(1) per write.
@MainActor
package final class HostStateBinding<Value: Equatable> {
    /// The state's value.
    package private(set) var value: Value?
    /// Writes that changed the value.
    package private(set) var writes = 0
    /// Re-renders run.
    package private(set) var renders = 0
    /// The view update a change triggers.
    package var render: (() -> Void)?
    private let runLoop: HostRunLoop
    private var isRenderScheduled = false

    package init(_ value: Value? = nil, runLoop: HostRunLoop) {
        self.value = value
        self.runLoop = runLoop
    }

    /// The app sets the state (a button, a timer): the views update before the next frame.
    package func set(_ newValue: Value?) {
        guard newValue != value else { return }
        value = newValue
        writes += 1
        renders += 1
        render?()
    }

    /// The view writes the binding; during an update the write lands on the next turn, unless
    /// `isStillCurrent` says by then that it was superseded.
    package func write(_ newValue: Value?, duringUpdate: Bool, isStillCurrent: @escaping () -> Bool = { true }) {
        if duringUpdate {
            runLoop.async { [weak self] in
                if isStillCurrent() { self?.store(newValue) }
            }
        } else {
            store(newValue)
        }
    }

    private func store(_ newValue: Value?) {
        guard newValue != value else { return }
        value = newValue
        writes += 1
        guard !isRenderScheduled else { return }
        isRenderScheduled = true
        runLoop.async { [weak self] in
            guard let self else { return }
            self.isRenderScheduled = false
            self.renders += 1
            self.render?()
        }
    }
}
