import LegibleSwiftSyntax
import Testing

@testable import LegiblePalette

@Suite("#if conditions decided per Apple platform")
struct SwiftPlatformConditionsTests {
    /// The decision for the token `marker` in `source`, on `platform`.
    static func decision(_ source: String, _ marker: String, _ platform: ApplePlatform) throws
        -> SwiftPlatformConditions.Decision
    {
        let tokens = SwiftLexer.tokenize(source).tokens
        let token = try #require(tokens.first { $0.text == marker })
        return SwiftPlatformConditions.decide(
            token.condition, blocks: SwiftPlatformConditions.blocks(of: tokens), for: platform)
    }

    static let chain = """
        #if os(iOS) || os(visionOS)
        let phone = 1
        #elseif canImport(AppKit)
        let desk = 1
        #elseif BETA
        let beta = 1
        #else
        let other = 1
        #endif
        """

    @Test("#if, #elseif and #else: a branch is taken when the branches before it are not")
    func chainOfBranches() throws {
        #expect(try Self.decision(Self.chain, "phone", .iOS) == .compiled)
        #expect(try Self.decision(Self.chain, "phone", .macOS) == .notCompiled)
        #expect(try Self.decision(Self.chain, "desk", .macOS) == .compiled)
        #expect(try Self.decision(Self.chain, "desk", .visionOS) == .notCompiled)
        #expect(try Self.decision(Self.chain, "beta", .iOS) == .notCompiled)
        #expect(try Self.decision(Self.chain, "beta", .tvOS) == .undecided("the custom flag `BETA`"))
        #expect(try Self.decision(Self.chain, "other", .tvOS) == .undecided("the custom flag `BETA`"))
        #expect(try Self.decision(Self.chain, "other", .macOS) == .notCompiled)
    }

    @Test("negation, DEBUG, Mac Catalyst and UIKit")
    func atoms() {
        #expect(SwiftPlatformConditions.evaluate("!os(macOS)", for: .iOS) == .compiled)
        #expect(SwiftPlatformConditions.evaluate("DEBUG", for: .iOS) == .notCompiled)
        #expect(SwiftPlatformConditions.evaluate("!DEBUG && os(iOS)", for: .iOS) == .compiled)
        #expect(SwiftPlatformConditions.evaluate("canImport(UIKit)", for: .macOS) == .notCompiled)
        #expect(SwiftPlatformConditions.evaluate("canImport(UIKit)", for: .iOS) == .compiled)
        #expect(
            SwiftPlatformConditions.evaluate("targetEnvironment(macCatalyst)", for: .iOS)
                == .undecided("`targetEnvironment(macCatalyst)`"))
        #expect(SwiftPlatformConditions.evaluate("os(Linux)", for: .macOS) == .notCompiled)
    }
}

@Suite("The Swift evaluator reads #if branches for the use's platforms")
struct SwiftPlatformEvaluationTests {
    static let helper = """
        import SwiftUI
        extension Color {
            static var captionInk: Color {
                #if os(macOS)
                return Color(nsColor: .tertiaryLabelColor)
                #else
                return Color(uiColor: .secondaryLabel)
                #endif
            }
        }
        """

    static func resolve(_ platforms: Set<ApplePlatform>?) -> SwiftExpressionColors.Resolution {
        let tokens = SwiftLexer.tokenize(helper).tokens
        let colors = SwiftExpressionColors(files: [(path: "Tones.swift", tokens: tokens)])
        let use = SwiftLexer.tokenize("Color.captionInk").tokens
        var parser = SwiftExpressionParser(tokens: use, range: 0..<use.count)
        return colors.resolve(
            parser.parseExpression(), path: "Tones.swift", scope: [], colorType: "Color", platforms: platforms)
    }

    @Test("one platform: its branch, not linked to the palette's color of that name")
    func onePlatform() {
        guard case .inline(let color) = Self.resolve([.iOS]) else {
            Issue.record("\(Self.resolve([.iOS]))")
            return
        }
        #expect(color.variant(exactly: .light)?.color?.alpha8 == 0x99, "\(color)")
    }

    @Test("code built for iOS and macOS: the branch cannot be chosen, and the failure says why")
    func bothPlatforms() {
        guard case .unknown(let why) = Self.resolve([.iOS, .macOS]) else {
            Issue.record("\(Self.resolve([.iOS, .macOS]))")
            return
        }
        #expect(why.contains("#if os(macOS)") && why.contains("compiled for macOS, not for iOS"), "\(why)")
    }

    @Test("the palette itself still reads the first definition, linked by name")
    func paletteReading() {
        #expect(Self.resolve(nil) == .paletteColor("Color.captionInk"))
    }
}
