import Foundation

/// Which re-plans for learned lengths the current data has had: one once the first screen
/// has been laid out, one once every row of a copy has been seen (the copy is then exact).
///
/// ```swift
/// var learning = LearnedLengthReplans(sourceItems: 10)
/// learning.planned(learned: 0)
/// learning.wants(learned: 4)    // true: the first screen
/// learning.record(learned: 4)
/// learning.wants(learned: 9)    // false
/// learning.wants(learned: 10)   // true: the copy is whole
/// ```
///
/// - Complexity: O(1) storage and per call.
struct LearnedLengthReplans {
    /// The client's items in one copy (saturating).
    var sourceItems: Int
    private var afterFirstScreen = false
    private var whenComplete = false
    /// How many lengths the current plan already counted.
    private var learnedAtPlan = 0
    /// Whether a re-plan waits for the next main-queue turn.
    var isScheduled = false

    init(sourceItems: Int = 0) { self.sourceItems = sourceItems }

    /// The items in `counts`, saturating at `Int.max` (a count the planner refuses anyway).
    static func total(_ counts: [Int]) -> Int {
        var total = 0
        for count in counts where count > 0 {
            let (sum, overflow) = total.addingReportingOverflow(count)
            if overflow { return .max }
            total = sum
        }
        return total
    }

    /// A plan was made with `learned` lengths.
    mutating func planned(learned: Int) { learnedAtPlan = learned }

    /// Whether `learned` lengths call for a re-plan now: some were learned since the last plan,
    /// and the first screen or the whole copy has not had its re-plan yet.
    func wants(learned: Int) -> Bool {
        guard learned > learnedAtPlan else { return false }
        return !afterFirstScreen || (!whenComplete && learned >= sourceItems)
    }

    /// Records the re-plan for `learned` lengths.
    mutating func record(learned: Int) {
        afterFirstScreen = true
        whenComplete = whenComplete || learned >= sourceItems
    }
}
