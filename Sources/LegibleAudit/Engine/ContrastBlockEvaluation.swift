import LegibleBatch
import LegibleCore
import LegibleParallel
import LegiblePalette

/// A rule's foregrounds × backgrounds in one appearance, to measure as a block (`AuditLimits`).
struct ContrastBlockJob: Sendable {
    var rule: ContrastRule
    var index: Int
    var appearance: Appearance
    var foregrounds: [ColorReference]
    var backgrounds: [ColorReference]
    /// Per color, an id shared by the same palette color on both axes (never paired with itself) and its theme
    /// family id (-1: shared by every family).
    var foregroundIDs: [Int], backgroundIDs: [Int]
    var foregroundFamilies: [Int], backgroundFamilies: [Int]
    /// The rule's backdrop in this appearance.
    var over: WrittenColor?
    /// Per background: the base background a translucent one lies on when the rule names none (`BaseBackground`).
    var baseBackgrounds: [(color: WrittenColor, name: String)?]

    func pairs(_ i: Int, _ j: Int) -> Bool {
        foregroundIDs[i] != backgroundIDs[j]
            && (foregroundFamilies[i] < 0 || backgroundFamilies[j] < 0
                || foregroundFamilies[i] == backgroundFamilies[j])
    }

    func job(_ i: Int, _ j: Int) -> ContrastPairJob {
        let base = baseBackgrounds[j]
        return ContrastPairJob(
            rule: rule, index: index, appearance: appearance, foreground: foregrounds[i], background: backgrounds[j],
            over: over ?? base?.color, baseBackground: base?.name)
    }
}

/// Every pair of a block measured, counted by verdict and WCAG level, and its first failures kept as findings.
///
/// Tabled pairs (opaque, inside sRGB: `ContrastTable`) take their ratios from `ContrastMatrix.ratios` over row
/// chunks, the batch kernel, without a job or a finding per pair; the rest go through `ContrastEvaluation` one by one.
/// A listed failure is the very finding the listed path makes (`BatchAuditExactnessTests` compares them).
enum ContrastBlockEvaluation {
    /// Rows per chunk: a chunk's Double ratios (rows × backgrounds) stay small, and chunks spread over the cores.
    static let rowsPerChunk = 32

    static func evaluate(_ block: ContrastBlockJob, limits: AuditLimits, suggest: Bool) -> (
        findings: [ContrastFinding], summary: ContrastBlock
    ) {
        let tabledBlock =
            !ContrastPairEvaluation.scalarOnly && (block.over.map { $0.color.isInGamut(of: .sRGB) } ?? true)
        let fgTabled = block.foregrounds.map { tabledBlock && ContrastTable.isTabled($0.written) }
        let bgTabled = block.backgrounds.map { tabledBlock && ContrastTable.isTabled($0.written) }
        let table = ContrastTable(
            zip(block.foregrounds, fgTabled).filter(\.1).map(\.0.written)
                + zip(block.backgrounds, bgTabled).filter(\.1).map(\.0.written))
        let columns = block.backgrounds.indices.filter { bgTabled[$0] }
        let columnRows = columns.map { table.index[block.backgrounds[$0].written]! }
        let columnLuminance = table.asBackground.subset(columnRows)
        let listedLimit = limits.failuresListedPerBlock
        let columnIDs = columns.map { block.backgroundIDs[$0] },
            columnFamilies = columns.map { block.backgroundFamilies[$0] }
        let (wcag, required) = (block.rule.algorithm == .wcag2, block.rule.required)
        let (aaa, aa, large) = (WCAGLevel.aaa.threshold, WCAGLevel.aa.threshold, WCAGLevel.aaLarge.threshold)
        let chunks = Array(stride(from: 0, to: block.foregrounds.count, by: rowsPerChunk))

        let offTableColumns = block.backgrounds.indices.filter { !bgTabled[$0] }
        // WCAG rules without two theme families on the axes: the tabled pairs are counted by `ContrastCounts`
        // (sorted luminances, two pointers: exact, no matrix), the chunks then only measure off-table pairs.
        let counted =
            wcag && !(block.foregroundFamilies.contains { $0 >= 0 } && block.backgroundFamilies.contains { $0 >= 0 })

        // One chunk of rows: its pairs counted (tabled ones only when `tabledToo`), and its first `limit` failures
        // (row order) listed as findings.
        @Sendable func evaluateChunk(_ start: Int, listing limit: Int, tabledToo: Bool) -> Part {
            var part = Part()
            let rows = start..<min(start + rowsPerChunk, block.foregrounds.count)
            let tabledRows = tabledToo ? rows.filter { fgTabled[$0] } : []
            let fgRows = tabledRows.map { table.index[block.foregrounds[$0].written]! }
            var ratios = [Double](repeating: 0, count: tabledRows.count * columns.count)
            ratios.withUnsafeMutableBufferPointer {
                ContrastMatrix.ratios(
                    rows: table.asForeground.subset(fgRows), columns: columnLuminance, into: $0,
                    options: BatchOptions(maxThreads: 1))
            }
            var tabledRow = 0
            for i in rows {
                // The row's failing columns, from both passes, then listed in column order while the chunk has room.
                var failing: [(j: Int, tabled: (ratio: Double, row: (fg: Int, bg: Int))?)] = []
                let listing = part.findings.count < limit
                if fgTabled[i] && tabledToo {
                    // The hot loop: one Double ratio per pair from the batch kernel, compared and counted.
                    let (id, family, offset) = (
                        block.foregroundIDs[i], block.foregroundFamilies[i], tabledRow * columns.count
                    )
                    var levels = (0, 0, 0, 0), checked = 0, failed = 0
                    for c in 0..<columns.count {
                        if columnIDs[c] == id || (family >= 0 && columnFamilies[c] >= 0 && columnFamilies[c] != family)
                        {
                            continue
                        }
                        let ratio = ratios[offset + c]
                        checked += 1
                        if ratio >= aaa {
                            levels.0 += 1
                        } else if ratio >= aa {
                            levels.1 += 1
                        } else if ratio >= large {
                            levels.2 += 1
                        } else {
                            levels.3 += 1
                        }
                        let row = (fg: fgRows[tabledRow], bg: columnRows[c])
                        let passed =
                            wcag
                            ? ratio >= required
                            : abs(
                                APCA.lightnessContrast(
                                    text: table.shownAsForeground[row.fg].srgb,
                                    background: table.shownAsBackground[row.bg].srgb)) >= required
                        if !passed {
                            failed += 1
                            if listing { failing.append((columns[c], (ratio, row))) }
                        }
                    }
                    part.add(checked: checked, failed: failed, levels: levels)
                    tabledRow += 1
                }
                // Pairs off the table (a translucent or out-of-sRGB color on either side): measured one by one.
                var offTable: [Int: ContrastFinding] = [:]
                for j in fgTabled[i] ? offTableColumns : Array(block.backgrounds.indices) where block.pairs(i, j) {
                    let finding = ContrastEvaluation.evaluate(block.job(i, j), suggest: false)
                    part.count(ratio: finding.ratio, passed: finding.passed)
                    if !finding.passed && listing { failing.append((j, nil)); offTable[j] = finding }
                }
                guard part.findings.count < limit, !failing.isEmpty else { continue }
                failing.sort { $0.j < $1.j }
                for (j, tabled) in failing.prefix(limit - part.findings.count) {
                    if let tabled {
                        let simulated = table.simulated.map {
                            ContrastPairs.ratios(foreground: $0, background: $0, pairs: [tabled.row])[0]
                        }
                        part.findings.append(
                            ContrastEvaluation.evaluate(
                                block.job(i, j), table: table, row: tabled.row, ratio: tabled.ratio,
                                simulatedRatios: simulated, suggest: suggest))
                    } else if var finding = offTable[j] {
                        if suggest { finding.suggestions = ContrastEvaluation.suggestions(finding) }
                        part.findings.append(finding)
                    }
                }
            }
            return part
        }

        // Counts first, every chunk over the cores; then the listed failures, from the first chunks that have any
        // (usually one chunk is measured twice, not every chunk listing its own thousand).
        let parts = chunks.parallelMap { evaluateChunk($0, listing: 0, tabledToo: !counted) }
        var total = Part()
        for part in parts { total.add(part) }
        if counted {
            total.add(
                tabledCounts(block, fgTabled: fgTabled, table: table, columns: columnLuminance, columnIDs: columnIDs))
        }
        for (k, part) in parts.enumerated() where (counted || part.failed > 0) && total.findings.count < listedLimit {
            total.findings +=
                evaluateChunk(chunks[k], listing: listedLimit - total.findings.count, tabledToo: true).findings
        }
        let summary = ContrastBlock(
            rule: block.rule, ruleIndex: block.index, appearance: block.appearance,
            foregrounds: block.foregrounds.count,
            backgrounds: block.backgrounds.count, checked: total.checked, failed: total.failed,
            listed: total.findings.count, levels: total.levels,
            location: block.rule.location ?? block.foregrounds.first?.source ?? SourceLocation(path: "", line: 0))
        return (total.findings, summary)
    }

    /// The tabled foregrounds × tabled columns of a WCAG block, counted by `ContrastCounts` (the Double verdict of
    /// every pair, exactly), less the pairs of a color with itself (the same palette color on both axes).
    static func tabledCounts(
        _ block: ContrastBlockJob, fgTabled: [Bool], table: ContrastTable, columns: LuminancePalette,
        columnIDs: [Int]
    ) -> Part {
        let rows = block.foregrounds.indices.filter { fgTabled[$0] }
        let rowLuminance = table.asForeground.subset(rows.map { table.index[block.foregrounds[$0].written]! })
        let thresholds = [
            WCAGLevel.aaa.threshold, WCAGLevel.aa.threshold, WCAGLevel.aaLarge.threshold, block.rule.required,
        ]
        var passing = ContrastCounts.count(foreground: rowLuminance, background: columns, thresholds: thresholds)
        var pairs = rows.count * columns.count
        let columnsByID = Dictionary(grouping: columnIDs.indices, by: { columnIDs[$0] })
        for (r, i) in rows.enumerated() {
            for c in columnsByID[block.foregroundIDs[i]] ?? [] {
                pairs -= 1
                let ratio = WCAG2.contrastRatio(rowLuminance.luminance[r], columns.luminance[c])
                for k in thresholds.indices where ratio >= thresholds[k] { passing[k] -= 1 }
            }
        }
        var part = Part()
        part.add(
            checked: pairs, failed: pairs - passing[3],
            levels: (passing[0], passing[1] - passing[0], passing[2] - passing[1], pairs - passing[2]))
        return part
    }

    /// One chunk's counts and first failures.
    struct Part: Sendable {
        var checked = 0
        var failed = 0
        var levels = [0, 0, 0, 0]
        var findings: [ContrastFinding] = []

        mutating func count(ratio: Double, passed: Bool) {
            let level =
                WCAGLevel.aaa.isMet(byRatio: ratio)
                ? 0 : WCAGLevel.aa.isMet(byRatio: ratio) ? 1 : WCAGLevel.aaLarge.isMet(byRatio: ratio) ? 2 : 3
            add(
                checked: 1, failed: passed ? 0 : 1,
                levels: (level == 0 ? 1 : 0, level == 1 ? 1 : 0, level == 2 ? 1 : 0, level == 3 ? 1 : 0))
        }

        mutating func add(_ other: Part) {
            add(
                checked: other.checked, failed: other.failed,
                levels: (other.levels[0], other.levels[1], other.levels[2], other.levels[3]))
        }

        mutating func add(checked: Int, failed: Int, levels l: (Int, Int, Int, Int)) {
            self.checked += checked
            self.failed += failed
            levels[0] += l.0; levels[1] += l.1; levels[2] += l.2; levels[3] += l.3
        }
    }
}
