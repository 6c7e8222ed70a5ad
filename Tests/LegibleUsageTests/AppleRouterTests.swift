import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Where an app's own router or coordinator shows its screens (`Fixtures/apple-router`, own code), and presentations
/// read on the Swift syntax tree: a route declared with a sheet style (`Route(id:, transition: .sheet) { … }`,
/// `@Route(.modal) var x = makeX`) shows its destination at the elevated level; full screen and push routes leave it
/// on the base level; a style worked out at run time needs review naming the route. A `present` call split over lines
/// is read; one in a comment is not.
@Suite("Apple routers and presentations on the syntax tree")
struct AppleRouterTests {
    static let scan: UsageScan = UsageLoader().load([TestPaths.fixture("apple-router")], palette: Palette())

    func pair(_ file: String, _ line: Int) throws -> ObservedPair { try Self.scan.pair(at: file, line) }

    func darkBackground(_ file: String, _ line: Int) throws -> String? { try Self.scan.darkBackground(at: file, line) }

    @Test func aRouteDeclaredWithASheetStyleShowsItsDestinationElevated() throws {
        // A List row in a sheet: secondarySystemGroupedBackground at the elevated level.
        #expect(try darkBackground("Screens/ProfileEditorView.swift", 8) == "#2c2c2e")
        let profile = try pair("Screens/ProfileEditorView.swift", 8)
        #expect(profile.review == nil)
        #expect(
            profile.evidence.contains(
                "the route Route.editProfile shows ProfileEditorView as a sheet (Route+Account.swift:5)"),
            "\(profile.evidence)")
        // Full screen and the initializer's default (push) stay on the base level.
        #expect(try darkBackground("Screens/WelcomeView.swift", 6) == "#1c1c1e")
        #expect(try darkBackground("Screens/HistoryView.swift", 8) == "#1c1c1e")
        #expect(try pair("Screens/HistoryView.swift", 8).review == nil)
    }

    @Test func aCoordinatorsPropertyWrappedModalRouteShowsWhatItsFunctionMakesElevated() throws {
        #expect(try darkBackground("Screens/PreferencesView.swift", 6) == "#2c2c2e")
        #expect(
            try pair("Screens/PreferencesView.swift", 6).evidence.contains(
                "the route MainCoordinator.preferences shows PreferencesView as a sheet (MainCoordinator.swift:9)"))
        // `@Route(.push)` and the root: the base level.
        #expect(try darkBackground("Screens/DetailView.swift", 8) == "#1c1c1e")
        #expect(try darkBackground("Screens/LibraryView.swift", 6) == "#1c1c1e")
    }

    @Test func aRouteWhoseStyleIsWorkedOutAtRunTimeNeedsReviewNamingTheRoute() throws {
        let playing = try pair("Screens/NowPlayingView.swift", 6)
        #expect(playing.review?.kind == .hostUnknown)
        #expect(
            playing.review?.detail.hasPrefix(
                "the route Route.nowPlaying (Route+Account.swift:20) shows NowPlayingView with a presentation style worked out at run time (transition)"
            ) == true, "\(playing.review?.detail ?? "no review")")
    }

    /// A view created only in a labeled trailing closure (`} content: { HistoryEntryTitle() }`) is created by that
    /// code: it is shown where its creator is, not "created by no code read".
    @Test func aViewCreatedInALabeledTrailingClosureIsShownWhereItsCreatorIs() throws {
        let title = try pair("Screens/HistoryView.swift", 43)
        #expect(title.review == nil, "\(title.review?.detail ?? "")")
    }

    /// A style-named argument of a type that is no route (`PlaylistRow(listStyle: listStyle) { … }`: its initializer
    /// takes no presentation style) is a layout, not a presentation: its content is shown where the row is.
    @Test func aStyleArgumentOfATypeThatIsNoRouteIsNoPresentation() throws {
        let title = try pair("Screens/PlaylistRow.swift", 34)
        #expect(title.review == nil, "\(title.review?.detail ?? "")")
        #expect(try darkBackground("Screens/PlaylistRow.swift", 34) == "#1c1c1e")
    }

    @Test func aPresentCallSplitOverLinesIsRead() throws {
        #expect(try darkBackground("Screens/LegacyBridge.swift", 28) == "#1c1c1e")
        #expect(
            try pair("Screens/LegacyBridge.swift", 28).evidence.contains(
                "code presents AboutViewController as a sheet (LegacyBridge.swift:9)"))
    }

    @Test func aPresentCallInACommentIsNotCode() throws {
        #expect(try darkBackground("Screens/LegacyBridge.swift", 39) == "#000000")
        #expect(try !pair("Screens/LegacyBridge.swift", 39).evidence.contains("presents"))
    }
}
