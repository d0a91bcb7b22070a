// virtual-item-counts — prints how many items each infinite-scrolling strategy makes UIKit lay
// out per source item (exact counts, the same on every machine).
//
//   swift run -c release virtual-item-counts
import BenchmarkModels

print("""
## Virtual items per source item

390×844 pt screen. Rows: InfiniteProxy's RepetitionPlanner and models of the strategies it \
replaces (BENCHMARKS.md cites the source each model follows).

""")
print(VirtualItemCountReport.markdown(), terminator: "")
