// legible-bench: LegibleCore's scalar path and LegibleBatch side by side, in one process.
//
//   swift run -c release legible-bench [--json] [--runs N] [--threads 1,2] [--only counts,matrix-f32,…] [--quick]
//
// Setup is untimed; each figure is the median of ≥ 5 runs (each run repeats the call for ≥ 20 ms); a checksum of the
// outputs is computed outside the timed region and printed; outputs of the batch path are compared with the
// scalar path's. Workloads run in this order so that the counts' peak memory is measured before the large
// matrices are allocated: counts, luminance-u8, matrix-f32/f64, cvd-*-u8.
import LegibleBatch
#if canImport(Glibc)
import Glibc
#endif

struct Config {
    var json = false
    var runs = 7
    var scalarCountRuns = 5
    var threadCounts: [Int] = [1]
    var only: Set<String>? = nil
    var matrixSizes = [256, 1024, 4096]
    var countSizes = [16_384, 100_000]

    func wants(_ workload: String) -> Bool {
        only.map { $0.contains(workload) || $0.contains { workload.hasPrefix($0) } } ?? true
    }
}

var config = Config()
var arguments = CommandLine.arguments.dropFirst()
config.threadCounts = Array(Set([1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))])).sorted()
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": config.json = true
    case "--runs": config.runs = max(5, Int(arguments.popFirst() ?? "") ?? 7)
    case "--threads":
        config.threadCounts = (arguments.popFirst() ?? "1").split(separator: ",").compactMap { Int($0) }.filter {
            $0 > 0
        }
    case "--only": config.only = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    case "--quick":
        (config.matrixSizes, config.countSizes, config.runs, config.scalarCountRuns) = ([256, 1024], [16_384], 5, 5)
    case "-h", "--help":
        print(
            "usage: legible-bench [--json] [--runs N (≥ 5)] [--threads 1,2] [--only counts,luminance-u8,matrix-f32,matrix-f64,cvd] [--quick]"
        )
        exit(0)
    default:
        print("legible-bench: unknown argument '\(argument)'")
        exit(2)
    }
}

#if DEBUG
let configuration = "debug (numbers meaningless: use swift run -c release legible-bench)"
#else
let configuration = "release"
#endif
let baselineFlags =
    switch BatchISA.compiledBaselineLevel {
    case 0: "baseline modules for this architecture"
    case 1: "baseline modules x86-64 (SSE2, the default target)"
    default: "baseline modules x86-64-v\(BatchISA.compiledBaselineLevel) (-Xcc -march given to the whole build)"
    }
let flags =
    "-c \(configuration); \(baselineFlags); LegibleBatchAVX2 -Xcc -march=x86-64-v3 and LegibleBatchAVX512 "
    + "-Xcc -march=x86-64-v4 (Package.swift); run-time dispatch: \(BatchISA.selected.summary)"
let cpu = cpuDescription()

if !config.json {
    print("legible-bench")
    print("cpu:   \(cpu)")
    print("flags: \(flags)")
    print(
        "runs:  median of \(config.runs) (scalar counts: \(config.scalarCountRuns)); batch threads: \(config.threadCounts)"
    )
    print("")
}

var results: [Result] = []
var peak: [String: Int] = [:]
@MainActor func report(_ new: [Result]) {
    results += new
    guard !config.json else { return }
    for r in new {
        let spread = "\(formatRate(r.runs.min()!))–\(formatRate(r.runs.max()!))"
        let columns = [
            r.workload.padding(16), "\(r.n)".padding(8), r.path.padding(7), "t=\(r.threads)".padding(4),
            (formatRate(r.median) + r.unit).padding(16), "runs \(spread)".padding(26),
            (r.cpuRate.map { "cpu-time \(formatRate($0))" } ?? "").padding(20), "checksum \(r.checksum)",
        ]
        print(columns.joined(separator: " ") + (r.note.isEmpty ? "" : "  [\(r.note)]"))
    }
}

if config.wants("counts") { report(countsBenchmarks(config, peak: &peak)) }
if config.wants("luminance-u8") { report(luminanceBenchmarks(config)) }
if config.wants("matrix-f32") || config.wants("matrix-f64") || config.wants("matrix") {
    report(matrixBenchmarks(config).filter { config.wants($0.workload) || config.wants("matrix") })
}
if config.wants("cvd") || config.wants("cvd-machado-u8") || config.wants("cvd-brettel-u8")
    || config.wants("cvd-vienot-u8")
{
    report(cvdBenchmarks(config).filter { config.wants($0.workload) || config.wants("cvd") })
}

if config.json {
    let entries = results.map { r in
        "{\"workload\":\(jsonString(r.workload)),\"n\":\(r.n),\"path\":\(jsonString(r.path)),\"median\":\(r.median),"
            + "\"unit\":\(jsonString(r.unit)),\"threads\":\(r.threads)}"
    }
    let memory = peak.sorted { $0.key < $1.key }.map { "\(jsonString($0.key)):\($0.value)" }.joined(separator: ",")
    print(
        "{\"cpu\":\(jsonString(cpu)),\"flags\":\(jsonString(flags)),\"peak_rss_bytes\":{\(memory)},\"results\":[\(entries.joined(separator: ","))]}"
    )
} else {
    for (key, value) in peak.sorted(by: { $0.key < $1.key }) {
        print("memory: \(key) = \(value < 0 ? "n/a" : "\(format3(Double(value) / 1_048_576)) MiB")")
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
