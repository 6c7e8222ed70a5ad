import Dispatch
import LegibleParallel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The kernels' thread-pool helper (`DispatchQueue.concurrentPerform`): `forEachChunk` and `run`. The audit's and the
/// readers' `Array.parallelMap` is LegibleParallel's.
///
/// Splits work into contiguous chunks run on up to `BatchOptions.threads` threads with
/// `DispatchQueue.concurrentPerform`. Every kernel computes each output element independently of its neighbours,
/// and reductions here are integer sums, so results are identical whatever the split.
enum Parallel {
    static let onlineCores: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// Runs `body` over `0..<count` in at most `options.threads` chunks of at least `minimumChunk` elements
    /// (chunk boundaries are multiples of 16). Small inputs run on the calling thread.
    static func forEachChunk(_ count: Int, minimumChunk: Int, _ options: BatchOptions, _ body: (Range<Int>) -> Void) {
        let chunks = min(options.threads, count / max(minimumChunk, 1))
        if chunks <= 1 {
            if count > 0 { body(0..<count) }
            return
        }
        let step = (count / chunks + 15) / 16 * 16
        withoutActuallyEscaping(body) { body in
            // The chunks write disjoint parts of the outputs; the closure only lives for this call.
            let shared = UncheckedSendable(body)
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                let start = min(c * step, count), end = c == chunks - 1 ? count : min(start + step, count)
                if start < end { shared.value(start..<end) }
            }
        }
    }

    /// Runs `tasks` independent closures, up to `options.threads` at a time.
    static func run(_ tasks: [() -> Void], _ options: BatchOptions) {
        if options.threads <= 1 || tasks.count <= 1 {
            for task in tasks { task() }
            return
        }
        let shared = UncheckedSendable(tasks)
        DispatchQueue.concurrentPerform(iterations: tasks.count) { shared.value[$0]() }
    }
}
