import Dispatch

extension Array where Element: Sendable {
    /// `map` over both cores (Dispatch), results in input order: the output is identical whatever the thread count.
    /// Used where each element is independent and expensive (a failing pair's suggestions search).
    func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        if count < 64 { return map(transform) }
        let results = ResultSlots<T>(count: count)
        let chunk = Swift.max(16, count / 32)
        let chunks = (count + chunk - 1) / chunk
        self.withUnsafeBufferPointer { input in
            let source = UnsafeSendableBuffer(input)
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                for i in (c * chunk)..<Swift.min(count, (c + 1) * chunk) { results.set(i, transform(source.buffer[i])) }
            }
        }
        return results.values()
    }
}

/// One slot per result, each written by exactly one iteration of `concurrentPerform`. The slots are one buffer
/// allocated up front: `Array.withUnsafeMutableBufferPointer` moves the array's storage out for the duration of the
/// call, so concurrent calls on one array lose writes.
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }
    deinit {
        slots.deinitialize()
        slots.deallocate()
    }
    func set(_ i: Int, _ value: T) { slots[i] = value }
    func values() -> [T] { slots.map { $0! } }
}

private struct UnsafeSendableBuffer<E>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<E>
    init(_ buffer: UnsafeBufferPointer<E>) { self.buffer = buffer }
}
