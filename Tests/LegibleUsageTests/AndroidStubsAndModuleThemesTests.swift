import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// `Fixtures/android-stubs-and-module-themes`: an app module in a light application theme, and a library module whose
/// manifest names no application theme and gives its one activity (a web page, no layout) a dark `…BlackBars` theme;
/// a `<ViewStub>` whose layout is drawn on a slate panel; a custom view that fills its badge, not itself, inside an
/// `apply { }` on the badge.
@Suite("Android layouts: library activity themes, ViewStub layouts, writes inside a scope function")
struct AndroidStubsAndModuleThemesTests {
    typealias T = AndroidTestSupport
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-stubs-and-module-themes")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func pairs(_ id: String) -> [ObservedPair] {
        Self.scan.pairs.filter {
            $0.site.elementID == "@+id/\(id)" && $0.site.location.keyPath?.hasSuffix("/@android:textColor") == true
        }
    }

    @Test func aLibraryActivitysOwnThemeIsNoThemeOfTheAppsLayouts() throws {
        let title = pairs("board_title")
        try #require(!title.isEmpty)
        let appearances = Set(title.flatMap { $0.appearances ?? [] })
        #expect(appearances == [.light], "\(appearances)")
        let pair = try #require(title.first)
        #expect(T.hex(pair.background, .light, Self.palette) == "#fff8e1")
        #expect(pair.review == nil)
    }

    @Test func aViewStubsLayoutIsDrawnInTheStubsPlace() throws {
        let empty = pairs("empty_board_text")
        let pair = try #require(empty.first)
        #expect(T.hex(pair.background, .light, Self.palette) == "#263238")
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(pair.evidence.contains("board_panel"), "\(pair.evidence)")
    }

    @Test func aBackgroundSetInsideAnApplyOnAnotherViewIsNotTheClasssOwn() throws {
        let route = pairs("ticket_route")
        let pair = try #require(route.first)
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(T.hex(pair.background, .light, Self.palette) == "#fff8e1")
    }
}
