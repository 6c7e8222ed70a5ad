import Dispatch

extension Array where Element: Sendable {
    /// `map` over the cores (`DispatchQueue.concurrentPerform`), results in input order: the output is identical
    /// whatever the thread count or the order the chunks finish in. The package's one parallel map: the audit's pair
    /// findings, a failing pair's suggestions search, rows of a distinguishability group, and the source stores'
    /// first read of a run's files.
    ///
    /// The elements are cut into about `chunks` contiguous chunks of at least `minimumChunk` elements (many chunks, so
    /// a slow chunk of uneven work does not hold a core idle); fewer than `sequentialBelow` elements are mapped on the
    /// calling thread.
    public func parallelMap<T: Sendable>(
        chunks: Int = 32, minimumChunk: Int = 16, sequentialBelow: Int = 64, _ transform: @Sendable (Element) -> T
    ) -> [T] {
        if count < Swift.max(sequentialBelow, 2) { return map(transform) }
        let results = ResultSlots<T>(count: count)
        let chunk = Swift.max(Swift.max(minimumChunk, 1), count / Swift.max(chunks, 1))
        let chunkCount = (count + chunk - 1) / chunk
        self.withUnsafeBufferPointer { input in
            let source = UncheckedSendable(input)
            DispatchQueue.concurrentPerform(iterations: chunkCount) { c in
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
public struct UncheckedSendable<Value>: @unchecked Sendable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
}
