import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The package's one thread-pool helper (`DispatchQueue.concurrentPerform`): `forEachChunk` and `run` for the
/// kernels, `Array.parallelMap` (below) for the audit.
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

extension Array where Element: Sendable {
    /// `map` over the cores (Dispatch), results in input order: the output is identical whatever the thread count.
    /// For elements that are independent and uneven (the audit's pair findings, a failing pair's suggestions
    /// search, rows of a distinguishability group): 32 chunks, so a slow chunk does not hold a core idle.
    public func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        if count < 64 { return map(transform) }
        let results = ResultSlots<T>(count: count)
        let chunk = Swift.max(16, count / 32)
        let chunks = (count + chunk - 1) / chunk
        self.withUnsafeBufferPointer { input in
            let source = UncheckedSendable(input)
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                for i in (c * chunk)..<Swift.min(count, (c + 1) * chunk) { results.set(i, transform(source.value[i])) }
            }
        }
        return results.values()
    }
}

/// One slot per result, each written by exactly one iteration of `concurrentPerform`. A fixed buffer, not an
/// array: concurrent `withUnsafeMutableBufferPointer` on a shared array can trigger copy-on-write from several
/// threads at once (a crash seen in the test suite).
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }
    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }
    func set(_ i: Int, _ value: T) { slots[i] = value }
    func values() -> [T] { slots.map { $0! } }
}

/// Hands a value that is only used within one `concurrentPerform` call (closures writing disjoint outputs) across
/// threads.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
