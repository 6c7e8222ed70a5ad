import Foundation
import LegibleCore
import LegiblePalette
import Testing
@testable import LegibleUsage

/// A pair whose Apple system colors differ across the OS releases the app supports becomes one pair per range,
/// labelled with it (`AppleOSSplit`); the values are `AppleSystemColors`' (tested against the fixture there).
@Suite struct AppleOSSplitTests {
    /// A storyboard label in `textColor` on the system background, beside a `Package.swift` declaring `platforms`.
    static func app(textColor: String, platforms: String?) -> String {
        let scene = InterfaceBuilderReaderTests.scene(
            InterfaceBuilderReaderTests.label("<color key=\"textColor\" systemColor=\"\(textColor)\"/>"),
            background: "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>")
        let path = IBDocument.write(scene)
        let folder = (path as NSString).deletingLastPathComponent
        if let platforms {
            try? "let package = Package(name: \"App\", platforms: [\(platforms)])".write(
                toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        }
        return folder
    }

    static func light(_ color: ObservedColor) -> String? {
        guard case .inline(let named) = color else { return nil }
        return named.variant(exactly: .light)?.color?.hexRGBA
    }

    @Test func aColorThatChangedSplitsThePairByRange() throws {
        let scan = UsageLoader().load(
            [Self.app(textColor: "systemBlueColor", platforms: ".iOS(.v15)")], palette: Palette())
        #expect(scan.pairs.map(\.condition) == ["iOS 15–18", "iOS 26"])
        let blue = SystemColorReference(platform: "ios", name: "systemBlueColor")
        #expect(
            scan.pairs.map { Self.light($0.foreground) } == [
                AppleSystemColors.resolve(blue, in: .light, os: AppleOSVersion(15))?.hexRGBA,
                AppleSystemColors.resolve(blue, in: .light, os: AppleOSVersion(26))?.hexRGBA,
            ])
        #expect(Set(scan.pairs.map { Self.light($0.foreground) }).count == 2)
        // iOS 15–18 has an Increase Contrast label background; the split pair carries the values of its range.
        guard case .inline(let background) = scan.pairs[0].background else { throw CancellationError() }
        #expect(
            background.variant(exactly: .darkHighContrast)?.color
                == AppleSystemColors.resolve(
                    SystemColorReference(platform: "ios", name: "systemBackgroundColor"), in: .darkHighContrast,
                    os: AppleOSVersion(15)))
    }

    @Test func aColorTheSameThroughoutStaysOnePair() {
        let scan = UsageLoader().load([Self.app(textColor: "labelColor", platforms: ".iOS(.v15)")], palette: Palette())
        #expect(scan.pairs.count == 1)
        #expect(scan.pairs.first?.condition == nil)
    }

    @Test func withoutADeploymentTargetTheNewestReleaseIsChecked() {
        let scan = UsageLoader().load([Self.app(textColor: "systemBlueColor", platforms: nil)], palette: Palette())
        #expect(scan.pairs.count == 1)
        #expect(scan.pairs.first?.condition == nil)
        #expect(
            scan.pairs.first.flatMap { Self.light($0.foreground) }
                == AppleSystemColors.resolve(
                    SystemColorReference(platform: "ios", name: "systemBlueColor"), in: .light)?.hexRGBA)
    }

    /// A background a sheet shows at the elevated level keeps that level in every appearance of an earlier release,
    /// Increase Contrast included, though the newest release's table has no Increase Contrast slot to tell it by
    /// (winston's onboarding sheet: dark Increase Contrast `#242426` on iOS 17, not the base `#000000`).
    @Test func anElevatedColorStaysElevatedInTheIncreaseContrastVariantsOfEarlierReleases() throws {
        let reference = SystemColorReference(platform: "ios", name: "systemBackgroundColor")
        let variants = AppleSystemColors.variants(of: reference, at: SourceLocation(path: "Sheet.swift", line: 3))
        let base = ObservedColor.inline(
            NamedColor(name: "systemBackground", origin: "UIKit system colors", variants: variants))
        let sheet = ApplePresentationLevel.elevated(base).color
        guard case .inline(let at17) = AppleOSSplit.at(sheet, AppleOSVersion(17), .iOS) else {
            throw CancellationError()
        }
        for appearance in [Appearance.dark, .darkHighContrast] {
            #expect(
                at17.variant(exactly: appearance)?.color
                    == AppleSystemColors.resolve(reference, in: appearance, os: AppleOSVersion(17), elevated: true),
                "\(appearance)")
        }
        #expect(at17.variant(exactly: .darkHighContrast)?.color?.hexRGB == "#242426")
    }
    /// A system color drawn through `.opacity(0.75)` stays a system color, faded: an earlier release shows its own
    /// value at 75 % (Swiftcord's join error, `.foregroundColor(.red)` in a view faded to 0.75, targets macOS 12: it
    /// was checked with macOS 26's red only).
    @Test func aFadedSystemColorTakesEachReleasesValueFaded() throws {
        let red = SystemColorReference(platform: "osx", name: "systemRedColor")
        let variants = AppleSystemColors.variants(of: red, at: SourceLocation(path: "JoinView.swift", line: 9))
        let faded = try #require(
            ObservedColor.inline(NamedColor(name: "red", origin: "SwiftUI", variants: variants))
                .faded(by: 0.75, lookup: { _ in nil }))
        guard case .inline(let at12) = AppleOSSplit.at(faded, AppleOSVersion(12), .macOS) else {
            throw CancellationError()
        }
        let expected = try #require(AppleSystemColors.resolve(red, in: .light, os: AppleOSVersion(12)))
        #expect(at12.variant(exactly: .light)?.color == expected.withAlpha(expected.alpha * 0.75))
        #expect(
            AppleSystemColors.resolve(red, in: .light, os: AppleOSVersion(12))
                != AppleSystemColors.resolve(red, in: .light, os: AppleOSVersion(26)))
    }
}
