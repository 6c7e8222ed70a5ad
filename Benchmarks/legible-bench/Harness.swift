import LegibleBatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One measured (workload, n, path): the median rate over `runs` timed runs, setup and checksum outside the timing.
struct Result {
    let workload: String, n: Int, path: String, threads: Int
    let median: Double, unit: String
    let runs: [Double]
    /// Rate per second of this thread's CPU time (single-thread runs only): less sensitive to other processes.
    let cpuRate: Double?
    let checksum: Double
    let note: String

    /// Must be created right after the `measure` call it reports (it reads that call's CPU-time rate).
    init(
        workload: String, n: Int, path: String, threads: Int, median: Double, unit: String, runs: [Double],
        checksum: Double, note: String
    ) {
        (self.workload, self.n, self.path, self.threads, self.median, self.unit) = (
            workload, n, path, threads, median, unit
        )
        (self.runs, self.checksum, self.note) = (runs, checksum, note)
        cpuRate = threads == 1 ? lastCPURate : nil
    }
}

/// Times `body`, which processes `work` units per call: `runs` runs, each repeating `body` until at least
/// `minimumSeconds` elapsed; the rate of a run is work·repeats / time. Returns every run's rate.
func measure(work: Double, runs: Int, minimumSeconds: Double = 0.02, _ body: () -> Void) -> [Double] {
    let clock = ContinuousClock()
    body() // warm-up: page faults, lazy tables, caches
    var rates: [Double] = []
    var cpuRates: [Double] = []
    for _ in 0..<runs {
        var repeats = 0
        let start = clock.now, cpuStart = threadCPUSeconds()
        var elapsed = 0.0
        repeat {
            body()
            repeats += 1
            elapsed = seconds(clock.now - start)
        } while elapsed < minimumSeconds
        rates.append(work * Double(repeats) / elapsed)
        cpuRates.append(work * Double(repeats) / max(threadCPUSeconds() - cpuStart, 1e-9))
    }
    lastCPURate = median(cpuRates)
    return rates
}

/// The median CPU-time rate of the last `measure` call (meaningful when the body ran on this thread only).
nonisolated(unsafe) var lastCPURate = 0.0

func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Deterministic colors: xorshift64*, seeded.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state >> 12; state ^= state << 25; state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }
}

func randomPalette(_ n: Int, seed: UInt64) -> SRGB8Palette {
    var g = SeededGenerator(seed: seed)
    var r = [UInt8](), gr = [UInt8](), b = [UInt8]()
    r.reserveCapacity(n); gr.reserveCapacity(n); b.reserveCapacity(n)
    for _ in 0..<n {
        let v = g.next()
        r.append(UInt8(truncatingIfNeeded: v)); gr.append(UInt8(truncatingIfNeeded: v >> 8));
        b.append(UInt8(truncatingIfNeeded: v >> 16))
    }
    return SRGB8Palette(r: r, g: gr, b: b)
}

/// Keeps a value alive without letting the optimizer see through it.
@inline(never) func blackHole<T>(_ x: T) { withExtendedLifetime(x) {} }

enum Memory {
    /// Peak resident set of the process so far (getrusage ru_maxrss, KiB on Linux), in bytes.
    static func peakRSS() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #if os(Linux)
        return Int(usage.ru_maxrss) * 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }

    /// Resets the kernel's peak-RSS mark (Linux ≥ 4.0: `5` into /proc/self/clear_refs); false where unsupported.
    static func resetPeak() -> Bool {
        guard let f = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(f) }
        return fputs("5", f) >= 0
    }

    /// VmHWM from /proc/self/status (peak RSS since the last reset), in bytes; nil where unavailable.
    static func highWaterMark() -> Int? {
        guard let text = readFile("/proc/self/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}

func readFile(_ path: String) -> String? {
    guard let f = fopen(path, "r") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n <= 0 { break }
        bytes += buffer[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// "AMD EPYC (family 26 model 2), 2 CPUs, avx2 avx512f" from /proc/cpuinfo.
func cpuDescription() -> String {
    guard let text = readFile("/proc/cpuinfo") else { return "unknown CPU" }
    var fields: [String: String] = [:]
    var cpus = 0
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: " \t") }
        guard parts.count == 2 else { continue }
        if parts[0] == "processor" { cpus += 1 }
        if fields[parts[0]] == nil { fields[parts[0]] = parts[1] }
    }
    let flags = Set((fields["flags"] ?? "").split(separator: " ").map(String.init))
    let isa = ["avx2", "fma", "avx512f"].filter(flags.contains).joined(separator: " ")
    return
        "\(fields["model name"] ?? "unknown") (family \(fields["cpu family"] ?? "?") model \(fields["model"] ?? "?")), \(cpus) CPUs, \(isa)"
}

extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s.removeFirst() }
        while let c = s.last, set.contains(c) { s.removeLast() }
        return String(s)
    }
}

func formatRate(_ r: Double) -> String {
    if r >= 1e9 { return String(format3(r / 1e9)) + " G" }
    if r >= 1e6 { return String(format3(r / 1e6)) + " M" }
    if r >= 1e3 { return String(format3(r / 1e3)) + " k" }
    return format3(r)
}

func format3(_ x: Double) -> String {
    let scaled = (x * 1000).rounded() / 1000
    return "\(scaled)"
}

func jsonString(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
        switch c {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default: out.unicodeScalars.append(c)
        }
    }
    return out + "\""
}
