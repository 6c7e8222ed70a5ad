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

/// One slot per result, each written by exactly one iteration of `concurrentPerform`. The slots are one fixed
/// allocation: an array's `withUnsafeMutableBufferPointer` moves the array out while it runs, so calling it from
/// several threads at once races (and crashed).
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<T?>
    private let count: Int
    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }
    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }
    func set(_ i: Int, _ value: T) { slots[i] = value }
    func values() -> [T] { (0..<count).map { slots[$0]! } }
}

private struct UnsafeSendableBuffer<E>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<E>
    init(_ buffer: UnsafeBufferPointer<E>) { self.buffer = buffer }
}
