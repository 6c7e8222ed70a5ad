#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleBatch
import LegibleCore
import LegibleParallel

/// Every contrast job of an audit, measured: tabled pairs through `ContrastTable` (per-color values once, pair
/// ratios from LegibleBatch), the rest pair by pair through the scalar `ContrastEvaluation`. Findings in job order,
/// identical whichever path a pair took.
enum ContrastPairEvaluation {
    /// `suggest`: search lighter/darker colors for failing pairs (the expensive part; `grid` shows none).
    static func findings(_ jobs: [ContrastPairJob], suggest: Bool) -> [ContrastFinding] {
        let tabled = scalarOnly ? jobs.map { _ in false } : jobs.map(isTabled)
        let table = ContrastTable(
            zip(jobs, tabled).lazy.filter(\.1).flatMap { [$0.0.foreground.written, $0.0.background.written] })
        // slot[i]: the job's position among the tabled pairs, or nil.
        var slot = [Int?](repeating: nil, count: jobs.count)
        var rows: [(Int, Int)] = []
        for (i, job) in jobs.enumerated() where tabled[i] {
            guard let f = table.index[job.foreground.written], let b = table.index[job.background.written] else {
                continue
            }
            slot[i] = rows.count
            rows.append((f, b))
        }
        let values = table.values(rows)
        let (slots, tableRows) = (slot, rows)
        return Array(jobs.indices).parallelMap { i in
            let job = jobs[i]
            guard let k = slots[i] else { return ContrastEvaluation.evaluate(job, suggest: suggest) }
            return ContrastEvaluation.evaluate(
                job, table: table, row: tableRows[k], ratio: values.ratios[k],
                simulatedRatios: values.simulatedRatios.map { $0[k] }, suggest: suggest)
        }
    }

    /// `LEGIBLE_SCALAR_PAIRS=1` in the environment measures every pair with the scalar path, for
    /// `Benchmarks/palette-scale.sh` to time both paths on the same work in one run (the findings are the same).
    static let scalarOnly = getenv("LEGIBLE_SCALAR_PAIRS").map { String(cString: $0) == "1" } ?? false

    /// Opaque foreground and background inside sRGB, and a backdrop (if any) inside sRGB too (one outside would
    /// give the pair a Display P3 verdict).
    static func isTabled(_ job: ContrastPairJob) -> Bool {
        ContrastTable.isTabled(job.foreground.written) && ContrastTable.isTabled(job.background.written)
            && (job.over.map { $0.color.isInGamut(of: .sRGB) } ?? true)
    }
}
