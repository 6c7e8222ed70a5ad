import LegiblePalette
import LegibleSwiftSyntax

/// Which tokens of a Swift file the release build of the app holds: a token under a `#if` branch that no Apple
/// platform's release build compiles (`#if DEBUG`, `#if SNAPSHOT`, `#if targetEnvironment(simulator)`, `#if false`;
/// decided by `SwiftPlatformConditions`, The Swift Programming Language, "Compiler Control Statements") is code of a
/// build the app store does not ship: the views it declares or names are not shown to users. A branch that depends
/// on a flag Legible cannot know (`#if BETA`) or compiles for one platform only (`#if os(macOS)`) is kept; a custom
/// flag no build file of the app names is defined by no configuration, so false (`SwiftBuildFlags`).
struct SwiftReleaseBuild {
    /// A run of lines under a branch no release build compiles, named by its condition (`#if DEBUG`).
    struct Excluded: Hashable {
        var name: String
        var lines: ClosedRange<Int>
    }

    /// For each token, whether some platform's release build compiles it.
    private let compiled: [Bool]
    /// The runs of lines under branches no release build compiles, in file order.
    let excludedLines: [Excluded]

    init(_ tokens: [SwiftToken], flags: SwiftBuildFlags = SwiftBuildFlags()) {
        let written = SwiftPlatformConditions.blocks(of: tokens)
        let blocks = written.mapValues { $0.map(flags.release) }
        var compiled: [Bool] = []
        compiled.reserveCapacity(tokens.count)
        var excluded: [Excluded] = []
        var previousExcluded = false
        // Each branch as the release build reads it, once per branch.
        var read: [ConditionalBranch: ConditionalBranch] = [:]
        for token in tokens {
            let branches = token.condition.map { branch in
                if let known = read[branch] { return known }
                let release = ConditionalBranch(
                    block: branch.block, index: branch.index, condition: flags.release(branch.condition))
                read[branch] = release
                return release
            }
            let isCompiled =
                branches.isEmpty
                || ApplePlatform.allCases.contains {
                    SwiftPlatformConditions.decide(branches, blocks: blocks, for: $0) != .notCompiled
                }
            compiled.append(isCompiled)
            defer { previousExcluded = !isCompiled }
            guard !isCompiled else { continue }
            let name = Self.name(of: branches, written: token.condition, blocks: blocks, writtenBlocks: written)
            if previousExcluded, let last = excluded.last, last.name == name {
                excluded[excluded.count - 1].lines = last.lines.lowerBound...max(last.lines.upperBound, token.line)
            } else {
                excluded.append(Excluded(name: name, lines: token.line...token.line))
            }
        }
        self.compiled = compiled
        excludedLines = excluded
    }

    /// Whether the token at `index` is in the release build of some platform.
    func isCompiled(_ index: Int) -> Bool { compiled[index] }

    /// `#if DEBUG` for a branch of that condition, `#else of #if X` for an else branch: the outermost branch no
    /// release build compiles.
    /// `written`: the branches as the source writes them (`branches` with undefined flags read as false).
    static func name(
        of branches: [ConditionalBranch], written: [ConditionalBranch], blocks: [Int: [String]],
        writtenBlocks: [Int: [String]]
    ) -> String {
        for (k, branch) in zip(branches.indices, written) {
            let prefix = Array(branches.prefix(k + 1))
            let dead = ApplePlatform.allCases.allSatisfy {
                SwiftPlatformConditions.decide(prefix, blocks: blocks, for: $0) == .notCompiled
            }
            guard dead else { continue }
            if branch.condition == "else" {
                return "#else of #if \(writtenBlocks[branch.block]?.first ?? "")"
            }
            return "#if \(branch.condition)"
        }
        return "#if"
    }
}
