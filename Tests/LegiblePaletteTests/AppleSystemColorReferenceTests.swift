import Foundation
import LegibleCore
import LegibleTestSupport
import Testing
@testable import LegiblePalette
@testable import LegiblePaletteModel

/// The code's system color table (`AppleSystemColors.tableRows`) against the sourced reference it was made from,
/// `Fixtures/reference/apple-system-colors.json` (provenance: `Fixtures/reference/PROVENANCE-apple-system-colors.md`).
/// Tolerance: the reference's own, ±1/255 per channel, alpha included.
@Suite struct AppleSystemColorReferenceTests {
    struct Entry: Sendable, CustomStringConvertible {
        var platform: AppleOSPlatform
        var range: AppleOSRange
        var name: String
        var slot: AppleSystemColorSlot
        var hex: String
        var status: String
        var recommendation: String?

        /// The reference as a catalog writes it: `ios`/`osx`, the selector (`labelColor`).
        var reference: SystemColorReference {
            SystemColorReference(
                platform: platform == .iOS ? "ios" : "osx", name: platform == .iOS ? name + "Color" : name)
        }
        /// Sources that disagree with no recommended value: the code must not pick one.
        var isUnknown: Bool { status == "disagree" && (recommendation ?? "").hasPrefix("unknown") }
        var description: String { "\(range) \(name) \(slot)" }
    }

    static let entries: [Entry] = {
        let path = TestPaths.fixture("reference/apple-system-colors.json")
        guard let data = FileManager.default.contents(atPath: path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let colors = root["colors"] as? [[String: Any]]
        else { return [] }
        return colors.compactMap { c in
            guard let p = c["platform"] as? String, let os = c["os"] as? String, let name = c["name"] as? String,
                let slotName = c["slot"] as? String, let slot = AppleSystemColorSlot(rawValue: slotName),
                let hex = c["hex"] as? String, let status = c["status"] as? String
            else { return nil }
            let platform: AppleOSPlatform = p == "ios" ? .iOS : .macOS
            guard let range = AppleOSRange(platform, table: String(os.split(separator: " ", maxSplits: 1)[1])) else {
                return nil
            }
            return Entry(
                platform: platform, range: range, name: name, slot: slot, hex: hex, status: status,
                recommendation: c["recommendation"] as? String)
        }
    }()

    /// The appearance and level of a slot.
    static func appearance(_ slot: AppleSystemColorSlot) -> (Appearance, Bool) {
        let elevated = slot.rawValue.hasSuffix("Elevated")
        let base = elevated ? String(slot.rawValue.dropLast("Elevated".count)) : slot.rawValue
        return (Appearance(rawValue: base)!, elevated)
    }

    /// `#rrggbbaa` as four bytes.
    static func bytes(_ hex: String) -> [Int] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: 8, by: 2).map { Int(String(digits[$0..<$0 + 2]), radix: 16)! }
    }

    @Test func theFixtureIsReadWhole() {
        #expect(Self.entries.count == 636)
    }

    @Test func everyFixtureValueResolvesInEveryReleaseOfItsRange() {
        var checked = 0
        for entry in Self.entries {
            let (appearance, elevated) = Self.appearance(entry.slot)
            for release in entry.range.releases {
                let color = AppleSystemColors.resolve(entry.reference, in: appearance, os: release, elevated: elevated)
                if entry.isUnknown {
                    #expect(color == nil, "\(entry) on \(release): the sources disagree with no recommendation")
                    continue
                }
                guard let color else {
                    Issue.record("\(entry) on \(release): no value, expected \(entry.hex)")
                    continue
                }
                let got = Self.bytes(color.hexRGBA), want = Self.bytes(entry.hex)
                #expect(
                    zip(got, want).allSatisfy { abs($0 - $1) <= 1 },
                    "\(entry) on \(release): \(color.hexRGBA) vs \(entry.hex)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    @Test func everyCodeValueIsInTheFixture() {
        let keys = Set(
            Self.entries.filter { !$0.isUnknown }.map {
                "\($0.platform) \($0.range) \($0.reference.name) \($0.slot) \($0.hex)"
            })
        var count = 0
        for (table, bySelector) in AppleSystemColors.rows {
            for (selector, rows) in bySelector {
                for row in rows {
                    for (slot, value) in zip(AppleSystemColorSlot.allCases, row.values) {
                        guard let value else { continue }
                        count += 1
                        let key = "\(table.osPlatform!) \(row.range) \(selector) \(slot) \(value.hexRGBA)"
                        #expect(keys.contains(key), "\(key) is not in the fixture")
                    }
                }
            }
        }
        #expect(count == Self.entries.filter { !$0.isUnknown }.count)
    }

    /// The fixture's value of `name` in `slot` for the range holding `release`.
    static func fixtureHex(
        _ platform: AppleOSPlatform, _ name: String, _ slot: AppleSystemColorSlot, _ release: AppleOSVersion
    ) -> String? {
        entries.first { $0.platform == platform && $0.name == name && $0.slot == slot && $0.range.contains(release) }?
            .hex
    }

    @Test func valuesAcrossTheSupportedReleasesSplitWhereTheyChange() throws {
        let blue = SystemColorReference(platform: "ios", name: "systemBlueColor")
        let span = AppleOSRange.supported(on: .iOS, from: AppleOSVersion(15))
        let values = AppleSystemColors.values(of: blue, in: .light, across: span)
        #expect(values.map(\.range.label) == ["iOS 15–18", "iOS 26"])
        #expect(
            values.map { $0.color?.hexRGBA } == [
                Self.fixtureHex(.iOS, "systemBlue", .light, AppleOSVersion(15)),
                Self.fixtureHex(.iOS, "systemBlue", .light, AppleOSVersion(26)),
            ])
        // Unchanged values give one range: label is the same in every release.
        let label = AppleSystemColors.values(
            of: SystemColorReference(platform: "ios", name: "labelColor"), in: .dark, across: span)
        #expect(label.map(\.range.label) == ["iOS 15–26"])
        // Teal changed in iOS 15 and 26.
        let teal = AppleSystemColors.values(
            of: SystemColorReference(platform: "ios", name: "systemTealColor"), in: .light,
            across: AppleOSRange.supported(on: .iOS, from: AppleOSVersion(13)))
        #expect(teal.map(\.range.label) == ["iOS 13–14", "iOS 15–18", "iOS 26"])
        // Mint exists from iOS 15 on.
        let mint = AppleSystemColors.values(
            of: SystemColorReference(platform: "ios", name: "systemMintColor"), in: .light,
            across: AppleOSRange.supported(on: .iOS, from: AppleOSVersion(13)))
        #expect(mint.first?.range.label == "iOS 15–18")
        // macOS 11 light gridColor changed; AppKit element colors carry on to macOS 26, which no source covers yet.
        let grid = AppleSystemColors.values(
            of: SystemColorReference(platform: "osx", name: "gridColor"), in: .light,
            across: AppleOSRange.supported(on: .macOS, from: AppleOSVersion(10, 14)))
        #expect(grid.map(\.range.label) == ["macOS 10.14–10.15", "macOS 11–26"])
        #expect(
            grid.map { $0.color?.hexRGBA } == [
                Self.fixtureHex(.macOS, "gridColor", .light, AppleOSVersion(10, 15)),
                Self.fixtureHex(.macOS, "gridColor", .light, AppleOSVersion(12)),
            ])
    }

    @Test func withoutAnOSTheNewestReleaseIsMeant() {
        let blue = SystemColorReference(platform: "ios", name: "systemBlueColor")
        #expect(
            AppleSystemColors.resolve(blue, in: .light)?.hexRGBA
                == Self.fixtureHex(.iOS, "systemBlue", .light, AppleOSVersion(26)))
        #expect(
            AppleSystemColors.resolve(blue, in: .light, os: AppleOSVersion(17, 4))?.hexRGBA
                == Self.fixtureHex(.iOS, "systemBlue", .light, AppleOSVersion(17)))
    }

    @Test func translucentValuesStayTranslucent() throws {
        let label = try #require(
            AppleSystemColors.resolve(SystemColorReference(platform: "osx", name: "labelColor"), in: .dark))
        #expect(label.hexRGBA == Self.fixtureHex(.macOS, "labelColor", .dark, AppleOSVersion(14)))
        #expect(label.alpha8 < 255)
    }

    @Test func missingSlotsAreNil() {
        // iOS 26 element colors have no Increase Contrast value in the reference; the elevated slots of the HIG-only
        // rows neither.
        #expect(Self.fixtureHex(.iOS, "label", .lightHighContrast, AppleOSVersion(26)) == nil)
        #expect(
            AppleSystemColors.resolve(SystemColorReference(platform: "ios", name: "labelColor"), in: .lightHighContrast)
                == nil)
        #expect(
            AppleSystemColors.resolve(SystemColorReference(platform: "osx", name: "systemFillColor"), in: .light) == nil
        )
    }

    @Test(arguments: [
        ("15", AppleOSVersion(15)), ("15.0", AppleOSVersion(15)), ("10.14.6", AppleOSVersion(10, 14)),
        ("12.4", AppleOSVersion(12, 4)),
    ])
    func versionsParse(_ row: (String, AppleOSVersion)) {
        #expect(AppleOSVersion(row.0) == row.1)
    }

    @Test func supportedRangesStartAtTheTargetsRelease() {
        #expect(AppleOSRange.supported(on: .macOS, from: AppleOSVersion(12, 4)).label == "macOS 12–26")
        #expect(AppleOSRange.supported(on: .macOS, from: AppleOSVersion(10, 13)).label == "macOS 10.14–26")
        #expect(AppleOSRange.supported(on: .iOS, from: AppleOSVersion(12)).label == "iOS 13–26")
        #expect(AppleOSRange.supported(on: .iOS, from: nil).label == "iOS 26")
        #expect(AppleOSRange.supported(on: .iOS, from: AppleOSVersion(17, 2)).label == "iOS 17–26")
    }
}
