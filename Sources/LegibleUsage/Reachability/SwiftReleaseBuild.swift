import LegiblePalette
import LegibleSwiftSyntax

/// Which tokens of a Swift file the release build of the app holds: a token under a `#if` branch that no Apple
/// platform's release build compiles (`#if DEBUG`, `#if SNAPSHOT`, `#if targetEnvironment(simulator)`, `#if false`;
/// decided by `SwiftPlatformConditions`, The Swift Programming Language, "Compiler Control Statements") is code of a
/// build the app store does not ship: the views it declares or names are not shown to users. A branch that depends
/// on a flag Legible cannot know (`#if BETA`) or compiles for one platform only (`#if os(macOS)`) is kept.
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

    init(_ tokens: [SwiftToken]) {
        let blocks = SwiftPlatformConditions.blocks(of: tokens)
        var compiled: [Bool] = []
        compiled.reserveCapacity(tokens.count)
        var excluded: [Excluded] = []
        var previousExcluded = false
        for token in tokens {
            let isCompiled =
                token.condition.isEmpty
                || ApplePlatform.allCases.contains {
                    SwiftPlatformConditions.decide(token.condition, blocks: blocks, for: $0) != .notCompiled
                }
            compiled.append(isCompiled)
            defer { previousExcluded = !isCompiled }
            guard !isCompiled else { continue }
            let name = Self.name(of: token.condition, blocks: blocks)
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
    static func name(of branches: [ConditionalBranch], blocks: [Int: [String]]) -> String {
        for (k, branch) in branches.enumerated() {
            let prefix = Array(branches.prefix(k + 1))
            let dead = ApplePlatform.allCases.allSatisfy {
                SwiftPlatformConditions.decide(prefix, blocks: blocks, for: $0) == .notCompiled
            }
            guard dead else { continue }
            if branch.condition == "else" {
                return "#else of #if \(blocks[branch.block]?.first ?? "")"
            }
            return "#if \(branch.condition)"
        }
        return "#if"
    }
}
