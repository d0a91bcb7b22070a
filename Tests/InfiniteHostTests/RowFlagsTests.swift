import Testing
@testable import InfiniteHost

@Suite struct RowFlagsTests {
    @Test func docExample() {
        var measured = RowFlags(repeating: false, count: .max)
        #expect(measured.isSparse)
        measured[1_000] = true
        #expect(measured[1_000])
        #expect(!measured[1_001])
        measured[1_000] = false
        #expect(!measured[1_000])
    }

    /// Dense and sparse flags answer alike, inside the rows and outside (false, and set ignored).
    @Test func sparseAnswersAsDense() {
        var generator = SplitMix64(seed: 11)
        for fill in [false, true] {
            var dense = RowFlags(repeating: fill, count: 20, denseLimit: .max)
            var sparse = RowFlags(repeating: fill, count: 20, denseLimit: 0)
            #expect(!dense.isSparse && sparse.isSparse)
            for _ in 0..<200 {
                let index = Int.random(in: -2...22, using: &generator)
                let value = Bool.random(using: &generator)
                dense[index] = value
                sparse[index] = value
                for probe in -2...22 { #expect(dense[probe] == sparse[probe]) }
            }
        }
    }
}
