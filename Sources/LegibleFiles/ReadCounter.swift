import Foundation

/// Counts, per path, the files a run reads (`SourceFile.read`), the Swift files it lexes (`SwiftSourceFile`) and whose
/// declarations it scans (`SwiftSourceStore.units`): how a test proves that one run reads, lexes and parses each file
/// once. Counting happens only inside
/// `ReadCounter.$current.withValue(counter) { … }`, a task local, so tests running side by side count apart;
/// elsewhere it costs one task-local read per file.
public final class ReadCounter: @unchecked Sendable { // every stored property is guarded by `lock`
    /// The counter of the running task, if a test set one.
    @TaskLocal public static var current: ReadCounter?

    private let lock = NSLock()
    private var readCounts: [String: Int] = [:]
    private var lexCounts: [String: Int] = [:]
    private var parseCounts: [String: Int] = [:]

    public init() {}

    /// Path → how many times its bytes were read.
    public var reads: [String: Int] { lock.withLock { readCounts } }
    /// Path → how many times it was lexed as Swift.
    public var lexes: [String: Int] { lock.withLock { lexCounts } }
    /// Path → how many times its declarations were scanned.
    public var parses: [String: Int] { lock.withLock { parseCounts } }

    static func read(_ path: String) {
        guard let counter = current else { return }
        counter.lock.withLock { counter.readCounts[path, default: 0] += 1 }
    }

    package static func lexed(_ path: String) {
        guard let counter = current else { return }
        counter.lock.withLock { counter.lexCounts[path, default: 0] += 1 }
    }

    package static func parsed(_ path: String) {
        guard let counter = current else { return }
        counter.lock.withLock { counter.parseCounts[path, default: 0] += 1 }
    }
}
