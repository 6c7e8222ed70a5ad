import Foundation
import LegibleFiles
import LegiblePaletteModel
import Testing

/// `ParsedSourceStore.files(_:)` reads and parses the files it does not know yet on every core, and hands them back as
/// one thread would have: in the order asked, each path parsed once, a diagnostic for each file that cannot be read.
@Suite struct ParsedSourceStoreTests {
    /// What a parse closure saw: each path's parse count and the threads that parsed.
    final class Parses: @unchecked Sendable { // every stored property is guarded by `lock`
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        private var threads = Set<String>()
        func record(_ path: String) {
            let thread = "\(Unmanaged.passUnretained(Thread.current).toOpaque())"
            lock.withLock {
                counts[path, default: 0] += 1
                threads.insert(thread)
            }
        }
        var byPath: [String: Int] { lock.withLock { counts } }
        var threadCount: Int { lock.withLock { threads.count } }
    }

    /// `count` small files under a new temporary folder, `file-000.kt`…, each holding its own name.
    static func folder(files count: Int) throws -> (folder: URL, paths: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let paths = try (0..<count).map { i in
            let path = folder.appendingPathComponent(String(format: "file-%03d.kt", i)).path
            try "val name = \"\(i)\"\n".write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        return (folder, paths)
    }

    @Test func filesComeBackInOrderEachParsedOnceOnSeveralThreads() throws {
        let (folder, paths) = try Self.folder(files: 96)
        defer { try? FileManager.default.removeItem(at: folder) }
        let parses = Parses()
        let store = ParsedSourceStore<String> { path, text in
            parses.record(path)
            Thread.sleep(forTimeInterval: 0.002) // a parse long enough for the other cores to take part
            return text
        }
        let missing = folder.appendingPathComponent("missing.kt").path
        // A path asked twice and one that cannot be read: still in order, parsed once, one diagnostic.
        let asked = [paths[5]] + paths + [missing]
        let read = store.files(asked)
        #expect(read.files == ["val name = \"5\"\n"] + (0..<96).map { "val name = \"\($0)\"\n" })
        #expect(read.diagnostics.count == 1)
        #expect(read.diagnostics.first?.location.path == missing)
        #expect(parses.byPath == Dictionary(uniqueKeysWithValues: paths.map { ($0, 1) }))
        // Asked again, one by one or all at once: the values already parsed.
        #expect(try store.file(paths[7]).get() == "val name = \"7\"\n")
        #expect(store.files(paths).files.count == 96)
        #expect(parses.byPath.values.allSatisfy { $0 == 1 })
        // How many threads Dispatch uses for 96 tiny parses is its choice (one on a loaded machine, measured
        // 2026-11-30): the speed of parsing on every core is measured in Benchmarks/, not asserted here.
    }

    @Test func theRunsReadCounterCountsTheReadsAndParsesOfEveryThread() throws {
        let (folder, paths) = try Self.folder(files: 40)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ParsedSourceStore<Int> { path, text in
            ReadCounter.parsed(path)
            return text.count
        }
        let counter = ReadCounter()
        let read = ReadCounter.$current.withValue(counter) { store.files(paths) }
        #expect(read.files.count == 40)
        let once = Dictionary(uniqueKeysWithValues: paths.map { ($0, 1) })
        #expect(counter.reads == once)
        #expect(counter.parses == once)
    }
}
