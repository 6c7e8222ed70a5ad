import Foundation
import LegiblePalette
import LegibleSwiftSyntax

/// Which tokens of a Swift file the release build of the app holds: a token under a `#if` branch that no Apple
/// platform's release build compiles (`#if DEBUG`, `#if SNAPSHOT`, `#if targetEnvironment(simulator)`, `#if false`;
/// decided by `SwiftPlatformConditions`, The Swift Programming Language, "Compiler Control Statements") is code of a
/// build the app store does not ship: the views it declares or names are not shown to users. A branch that depends
/// on a flag Legible cannot know (`#if BETA`) or compiles for one platform only (`#if os(macOS)`) is kept; a custom
/// flag no build file of the app names is defined by no configuration, so false (`SwiftBuildFlags`).
/// When the Xcode targets that build the file are known (`AppleTargets.platforms(of:)`), only their platforms' builds
/// count: `#if os(macOS)` in a file only iOS targets build (`SDKROOT = iphoneos`, no `macosx` in
/// `SUPPORTED_PLATFORMS`) is in no build of the app (`byTargets`), and so is `#if targetEnvironment(macCatalyst)` when
/// none of them builds for Mac Catalyst (Xcode's `SUPPORTS_MACCATALYST`, off unless set).
struct SwiftReleaseBuild {
    /// A run of lines under a branch no release build compiles, named by its condition (`#if DEBUG`).
    struct Excluded: Hashable {
        var name: String
        var lines: ClosedRange<Int>
        /// Left out only because the file's targets build none of the platforms that compile it (`#if os(macOS)` in
        /// an iOS-only target); some other platform's build would hold it.
        var byTargets = false
    }

    /// For each token, whether some platform's release build compiles it.
    private let compiled: [Bool]
    /// The runs of lines under branches no release build compiles, in file order.
    let excludedLines: [Excluded]

    /// `platforms`: those of the targets that build the file; nil (or empty) when no project says: every platform.
    /// `macCatalyst`: false when no target that builds the file builds for Mac Catalyst (`SUPPORTS_MACCATALYST = YES`
    /// in none): `targetEnvironment(macCatalyst)` is then false in every build of the app.
    init(
        _ tokens: [SwiftToken], flags: SwiftBuildFlags = SwiftBuildFlags(), platforms: Set<ApplePlatform>? = nil,
        macCatalyst: Bool = true
    ) {
        let candidates =
            platforms.flatMap { $0.isEmpty ? nil : ApplePlatform.allCases.filter($0.contains) }
            ?? ApplePlatform.allCases
        let byTargetsKnown = candidates.count < ApplePlatform.allCases.count || !macCatalyst
        // A condition as the release build of any platform reads it, and as the targets' builds do.
        func targetsRead(_ condition: String) -> String {
            macCatalyst ? condition : Self.withoutMacCatalyst(condition)
        }
        let written = SwiftPlatformConditions.blocks(of: tokens)
        let blocks = written.mapValues { $0.map(flags.release) }
        let targetBlocks = blocks.mapValues { $0.map(targetsRead) }
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
            let targetBranches =
                macCatalyst
                ? branches
                : branches.map {
                    ConditionalBranch(block: $0.block, index: $0.index, condition: targetsRead($0.condition))
                }
            func compiles(_ branches: [ConditionalBranch], _ blocks: [Int: [String]], on: [ApplePlatform]) -> Bool {
                branches.isEmpty
                    || on.contains { SwiftPlatformConditions.decide(branches, blocks: blocks, for: $0) != .notCompiled }
            }
            let isCompiled = compiles(targetBranches, targetBlocks, on: candidates)
            compiled.append(isCompiled)
            defer { previousExcluded = !isCompiled }
            guard !isCompiled else { continue }
            let byTargets = byTargetsKnown && compiles(branches, blocks, on: ApplePlatform.allCases)
            let name = Self.name(
                of: targetBranches, written: token.condition, blocks: targetBlocks, writtenBlocks: written,
                platforms: candidates)
            if previousExcluded, let last = excluded.last, last.name == name, last.byTargets == byTargets {
                excluded[excluded.count - 1].lines = last.lines.lowerBound...max(last.lines.upperBound, token.line)
            } else {
                excluded.append(Excluded(name: name, lines: token.line...token.line, byTargets: byTargets))
            }
        }
        self.compiled = compiled
        excludedLines = excluded
    }

    /// `condition` with `targetEnvironment(macCatalyst)` read as `false`.
    static func withoutMacCatalyst(_ condition: String) -> String {
        condition.replacingOccurrences(
            of: #"targetEnvironment\s*\(\s*macCatalyst\s*\)"#, with: "false", options: .regularExpression)
    }

    /// Whether the token at `index` is in the release build of some platform.
    func isCompiled(_ index: Int) -> Bool { compiled[index] }

    /// `#if DEBUG` for a branch of that condition, `#else of #if X` for an else branch: the outermost branch no
    /// release build compiles.
    /// `written`: the branches as the source writes them (`branches` with undefined flags read as false).
    static func name(
        of branches: [ConditionalBranch], written: [ConditionalBranch], blocks: [Int: [String]],
        writtenBlocks: [Int: [String]], platforms: [ApplePlatform] = ApplePlatform.allCases
    ) -> String {
        for (k, branch) in zip(branches.indices, written) {
            let prefix = Array(branches.prefix(k + 1))
            let dead = platforms.allSatisfy {
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
