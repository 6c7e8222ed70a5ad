import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// The fixture app's Swift views (`Fixtures/app/Swift`, own files) read with the app's asset catalog and the Swift
/// palette in `Theme.swift`, as `legible pairs Fixtures/app` reads them.
@Suite("Swift views: fixture app")
struct SwiftViewsFixtureTests {
    static let palette = PaletteLoader().load([
        TestPaths.fixture("app/App/Assets.xcassets"), TestPaths.fixture("app/Swift"),
    ])
    static let scan = UsageLoader().load([TestPaths.fixture("app/Swift")], palette: palette)

    func pair(_ line: Int, _ file: String = "ProfileView.swift") -> ObservedPair? {
        Self.scan.pairs.first { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
    }

    @Test func everyTextColorIsAPairOrADiagnostic() {
        let textPairs = Self.scan.pairs.filter { $0.role != .nonText }
        #expect(Self.scan.filesRead == 4) // with FixtureApp.swift, the scene that shows every view
        #expect(Self.scan.elementsWithTextColor == 11)
        // "Status" (`isOnline ? .green : .gray`) is one use shown as two pairs, one per state.
        #expect(textPairs.count == 11)
        #expect(textPairs.filter { $0.review != nil }.count == 1) // PosterView: text over an Image
        #expect(Self.scan.diagnostics.count == 1)
        let uses = Set(
            textPairs.map { "\($0.site.location.path):\($0.site.location.line):\($0.site.location.column ?? 0)" })
        #expect(uses.count + Self.scan.diagnostics.count == Self.scan.elementsWithTextColor)
    }

    @Test func aColorChosenByAConditionIsAPairPerState() {
        let status = Self.scan.pairs.filter {
            $0.site.location.line == 15 && $0.site.location.path.hasSuffix("ProfileView.swift")
        }
        #expect(status.map(\.condition) == ["otherwise (not isOnline)", "when isOnline"])
        #expect(status.map(\.foreground.displayName) == ["gray", "green"])
        #expect(status.allSatisfy { $0.background == .named("CardBackground") && $0.review == nil })
    }

    @Test func swiftUIBackgroundsWithTheirEvidence() {
        #expect(pair(10)?.foreground == .named("TitleText"))
        #expect(pair(10)?.background == .named("CardBackground"))
        #expect(pair(10)?.evidence == "same modifier chain")
        #expect(pair(10)?.role == .text(large: true)) // .largeTitle, 34 pt
        #expect(pair(13)?.foreground == .named("SubtleText"))
        #expect(pair(13)?.evidence == "enclosing view's background")
        #expect(pair(27)?.foreground == .named("Theme.faded"))
        #expect(pair(27)?.background == .named("Theme.paper"))
        #expect(pair(27)?.evidence == "ZStack backdrop")
        #expect(pair(27)?.role == .text(large: false)) // .system(size: 13)
        #expect(pair(36)?.background.displayName == "secondarySystemGroupedBackground")
        #expect(pair(36)?.evidence == "List row default")
        #expect(pair(38)?.role == .nonText)
        #expect(pair(46)?.background.displayName == "systemBackground")
        #expect(pair(46)?.evidence == "scene default")
        #expect(pair(46)?.site.text == "Welcome")
        #expect(pair(46)?.site.elementID == "WelcomeView")
    }

    @Test func uikitPairsInOneType() {
        let title = pair(16, "BadgeCell.swift")
        #expect(title?.foreground == .named("TitleText"))
        #expect(title?.background == .named("CardBackground"))
        #expect(title?.role == .text(large: true)) // boldSystemFont(ofSize: 20)
        #expect(title?.site.elementID == "BadgeCell.titleLabel")
        #expect(title?.evidence == "same view hierarchy in one type")
        #expect(pair(18, "BadgeCell.swift")?.background.lightHex == "#ffcc00")
        #expect(pair(18, "BadgeCell.swift")?.foreground.lightHex == "#ffffff")
        #expect(pair(19, "BadgeCell.swift")?.foreground == .named("BrandBlue"))
        #expect(pair(20, "BadgeCell.swift")?.role == .nonText)
    }

    @Test func uncheckedUsesNameTheViewAndWhy() {
        let messages = Self.scan.diagnostics.map { "\($0.location.line) \($0.message)" }
        #expect(
            messages.contains {
                $0.hasPrefix("21 ") && $0.contains("BadgeCell.detailLabel") && $0.contains("background unknown")
            })
        #expect(!messages.contains { $0.hasPrefix("55 ") }) // over an Image: a pair that needs review, not a warning
        #expect(
            pair(55)?.review == ReviewReason(.image, #"a ZStack draws an image under it: Image("poster") (line 53)"#))
        #expect(Self.scan.diagnostics.allSatisfy { $0.location.keyPath?.contains("/") == true })
    }

    /// A SwiftUI view that no scene, view or controller shows may be in a sheet (elevated in dark) or a popover: its
    /// pairs on a default need review; shown by a `WindowGroup`, they sit on the window.
    @Test func aViewShownByNothingReadNeedsReview() throws {
        let view = TestPaths.fixture("app/Swift/ProfileView.swift")
        let theme = TestPaths.fixture("app/Swift/Theme.swift")
        let alone = SwiftViewsReader.read(files: [view, theme], palette: Self.palette)
        let welcome = try #require(alone.pairs.first { $0.site.elementID?.hasPrefix("WelcomeView") == true })
        #expect(
            welcome.review
                == ReviewReason(
                    .hostUnknown,
                    "WelcomeView is shown by no scene, view or controller in the code read: "
                        + "whether it is on a window, a sheet (elevated in dark) or a popover is not known"))
        let shown = SwiftViewsReader.read(
            files: [view, theme, TestPaths.fixture("app/Swift/FixtureApp.swift")], palette: Self.palette)
        #expect(try #require(shown.pairs.first { $0.site.elementID?.hasPrefix("WelcomeView") == true }).review == nil)
    }
}
