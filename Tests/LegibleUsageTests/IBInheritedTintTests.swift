import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A storyboard or xib button with no tint in the document draws its title in the window's tint: the system blue, or
/// the app's accent color, when no code can change it; else not checked, naming the code or setting that decides it
/// (`Fixtures/apple-inherited-tint`, own code).
@Suite("Interface Builder: the tint a button inherits from its window")
struct IBInheritedTintTests {
    static func load(_ app: String) -> UsageScan {
        let folder = TestPaths.fixture("apple-inherited-tint/\(app)")
        return UsageLoader().load([folder], palette: PaletteLoader().load([folder]))
    }
    static let plain = load("Plain")
    static let accented = load("Accented")
    static let windowTinted = load("WindowTinted")

    static func title(_ scan: UsageScan, _ id: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first { $0.site.elementID == id && $0.site.location.keyPath?.hasPrefix("titleColor") == true },
            "no title pair for \(id): \(scan.diagnostics.map(\.message))")
    }

    static func hasTitle(_ scan: UsageScan, _ id: String) -> Bool {
        scan.pairs.contains { $0.site.elementID == id && $0.site.location.keyPath?.hasPrefix("titleColor") == true }
    }

    static func why(_ scan: UsageScan, _ id: String) -> String? {
        scan.diagnostics.first { $0.location.keyPath?.hasPrefix(id + "/") == true }?.message
    }

    @Test func aSystemButtonWithNoTintAnywhereIsSystemBlue() throws {
        for id in ["join-button", "join-cancel"] {
            let title = try Self.title(Self.plain, id)
            #expect(title.foreground.lightHex == "#007aff", "\(id)")
            #expect(title.foreground.darkHex == "#0a84ff", "\(id)")
            #expect(title.background.lightHex == "#ffffff", "\(id)")
            #expect(Self.why(Self.plain, id) == nil, "\(id)")
        }
    }

    @Test func aTintItsControllerSetsInCodeIsNamed() throws {
        #expect(!Self.hasTitle(Self.plain, "profile-button"))
        let why = try #require(Self.why(Self.plain, "profile-button"))
        #expect(why.contains("ProfileViewController sets a tint in code (ProfileViewController.swift:12)"), "\(why)")
    }

    @Test func theTargetsAccentColorIsTheWindowsTint() throws {
        let title = try Self.title(Self.accented, "welcome-button")
        #expect(title.foreground == .named("AccentColor"))
        #expect(title.background.lightHex == "#ffffff")
        #expect(Self.why(Self.accented, "welcome-button") == nil)
    }

    @Test func aWindowTintSetInCodeIsNamed() throws {
        #expect(!Self.hasTitle(Self.windowTinted, "inbox-button"))
        let why = try #require(Self.why(Self.windowTinted, "inbox-button"))
        #expect(why.contains("which code sets (AppDelegate.swift:11)"), "\(why)")
    }
}
