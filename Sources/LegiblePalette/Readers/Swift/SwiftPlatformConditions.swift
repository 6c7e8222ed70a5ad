import LegibleSwiftSyntax

/// Whether a `#if` / `#elseif` / `#else` branch is compiled for an Apple platform, as the Swift compiler decides it
/// for the release build (The Swift Programming Language, "Compiler Control Statements"):
/// - `os(macOS)` / `os(OSX)`, `os(iOS)`, `os(tvOS)`, `os(watchOS)`, `os(visionOS)` / `os(xrOS)`: that platform
///   (Mac Catalyst is `os(iOS)`); any other `os(…)` is false;
/// - `canImport(AppKit)` / `canImport(Cocoa)`: macOS; `canImport(UIKit)`: every platform but macOS (a macOS target
///   imports AppKit; Mac Catalyst builds are iOS); `canImport(SwiftUI)`, `Foundation`, `Combine`, `WidgetKit`: all;
/// - `targetEnvironment(simulator)` is false (the app store build runs on devices), `targetEnvironment(macCatalyst)`
///   false on macOS and not known on iOS (the same target may also ship as a Mac Catalyst app);
/// - `DEBUG` and other flags of builds not shipped (`SwiftReleaseCode.debugFlagWords`) are false, `true` / `1` true,
///   `false` / `0` false;
/// - any other flag (`BETA`, `APPSTORE`), `swift(…)`, `compiler(…)`, `arch(…)` and other modules cannot be known:
///   the answer names them, so a color chosen by them needs review.
/// `&&`, `||`, `!` and parentheses combine them; an `#else` or `#elseif` branch is taken when the branches before it
/// are not.
public enum SwiftPlatformConditions {
    /// The answer for one platform.
    public enum Decision: Sendable, Hashable {
        case compiled
        case notCompiled
        /// Not known, and the condition that is not (`canImport(UIKit)`, the custom flag `BETA`).
        case undecided(String)

        static func && (a: Decision, b: Decision) -> Decision {
            if a == .notCompiled || b == .notCompiled { return .notCompiled }
            if case .undecided = a { return a }
            return b
        }

        static func || (a: Decision, b: Decision) -> Decision {
            if a == .compiled || b == .compiled { return .compiled }
            if case .undecided = a { return a }
            return b
        }

        static prefix func ! (a: Decision) -> Decision {
            switch a {
            case .compiled: .notCompiled
            case .notCompiled: .compiled
            case .undecided: a
            }
        }
    }

    /// Modules every Apple platform can import.
    static let everywhereModules: Set<String> = ["SwiftUI", "Foundation", "Combine", "WidgetKit", "CoreGraphics"]

    /// Each `#if` block of a token list, by block number: its branches' conditions in order.
    public static func blocks(of tokens: [SwiftToken]) -> [Int: [String]] {
        var blocks: [Int: [Int: String]] = [:]
        for token in tokens {
            for branch in token.condition { blocks[branch.block, default: [:]][branch.index] = branch.condition }
        }
        return blocks.mapValues { branches in
            (0..<((branches.keys.max() ?? -1) + 1)).map { branches[$0] ?? "" }
        }
    }

    /// Whether code inside `branches` (a token's `condition`, outermost first) is compiled for `platform`.
    /// `blocks` lists each block's branch conditions (`blocks(of:)`), so an `#else` knows what it is the else of.
    public static func decide(_ branches: [ConditionalBranch], blocks: [Int: [String]], for platform: ApplePlatform)
        -> Decision
    {
        var result = Decision.compiled
        for branch in branches {
            let earlier = (blocks[branch.block] ?? []).prefix(branch.index)
            var taken = earlier.reduce(Decision.compiled) { $0 && !evaluate($1, for: platform) }
            if branch.condition != "else" { taken = taken && evaluate(branch.condition, for: platform) }
            result = result && taken
        }
        return result
    }

    /// A condition as written (`os(iOS) || os(visionOS)`, `!DEBUG`).
    public static func evaluate(_ condition: String, for platform: ApplePlatform) -> Decision {
        var parser = Parser(text: Array(condition), platform: platform)
        let result = parser.orExpression()
        parser.skipSpaces()
        return parser.position == parser.text.count ? result : .undecided("`\(condition)`")
    }

    /// One atom: `os(iOS)`, `canImport(UIKit)`, a flag.
    static func atom(_ name: String, _ argument: String?, for platform: ApplePlatform) -> Decision {
        guard let argument else {
            switch name {
            case "true", "1": return .compiled
            case "false", "0": return .notCompiled
            default:
                return SwiftReleaseFlags.isDebugFlag(name) ? .notCompiled : .undecided("the custom flag `\(name)`")
            }
        }
        switch name {
        case "os":
            let os: ApplePlatform? =
                switch argument {
                case "macOS", "OSX": .macOS
                case "iOS": .iOS
                case "tvOS": .tvOS
                case "watchOS": .watchOS
                case "visionOS", "xrOS": .visionOS
                default: nil
                }
            return os == platform ? .compiled : .notCompiled
        case "canImport":
            if ["AppKit", "Cocoa"].contains(argument) { return platform == .macOS ? .compiled : .notCompiled }
            if argument == "UIKit" { return platform == .macOS ? .notCompiled : .compiled }
            if everywhereModules.contains(argument) { return .compiled }
            return .undecided("`canImport(\(argument))`")
        case "targetEnvironment":
            if argument == "simulator" { return .notCompiled }
            if argument == "macCatalyst" {
                return platform == .iOS ? .undecided("`targetEnvironment(macCatalyst)`") : .notCompiled
            }
            return .undecided("`targetEnvironment(\(argument))`")
        default:
            return .undecided("`\(name)(\(argument))`")
        }
    }

    /// Recursive descent over `||`, `&&`, `!`, parentheses and atoms.
    struct Parser {
        let text: [Character]
        let platform: ApplePlatform
        var position = 0

        mutating func skipSpaces() {
            while position < text.count, text[position].isWhitespace { position += 1 }
        }

        mutating func take(_ s: String) -> Bool {
            skipSpaces()
            let chars = Array(s)
            guard position + chars.count <= text.count, Array(text[position..<position + chars.count]) == chars else {
                return false
            }
            position += chars.count
            return true
        }

        mutating func orExpression() -> Decision {
            var result = andExpression()
            while take("||") { result = result || andExpression() }
            return result
        }

        mutating func andExpression() -> Decision {
            var result = unary()
            while take("&&") { result = result && unary() }
            return result
        }

        mutating func unary() -> Decision {
            if take("!") { return !unary() }
            if take("(") {
                let inner = orExpression()
                return take(")") ? inner : .undecided("`\(String(text))`")
            }
            skipSpaces()
            let start = position
            while position < text.count, text[position].isLetter || text[position].isNumber || text[position] == "_" {
                position += 1
            }
            let name = String(text[start..<position])
            guard !name.isEmpty else { return .undecided("`\(String(text))`") }
            guard take("(") else { return SwiftPlatformConditions.atom(name, nil, for: platform) }
            let argumentStart = position
            while position < text.count, text[position] != ")" { position += 1 }
            let argument = String(text[argumentStart..<position]).trimmingSpaces
            _ = take(")")
            return SwiftPlatformConditions.atom(name, argument, for: platform)
        }
    }
}

/// Words of custom flags that mark builds not shipped to users (`#if DEBUG`, `#if SNAPSHOT`).
public enum SwiftReleaseFlags {
    public static let debugFlagWords = ["DEBUG", "SNAPSHOT", "SCREENSHOT", "TEST", "PREVIEW", "MOCK"]

    public static func isDebugFlag(_ condition: String) -> Bool {
        let upper = condition.uppercased()
        return debugFlagWords.contains { upper.contains($0) }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
