import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A view of the app's own type used as a background, directly (`.background(MoodBackdrop())`) or through the app's
/// `extension View` function (`moodSheetBackground()` → `background(MoodBackdrop())`), is what its `body` draws
/// (`Fixtures/swiftui-view-backgrounds`, own code): a color in one branch of its `if`, a gradient (review) in the
/// other; a `ZStack` whose bottom is a filled shape.
@Suite("SwiftUI: the app's view types used as backgrounds")
struct SwiftUIViewTypeBackgroundTests {
    static let journal = TestPaths.fixture("swiftui-view-backgrounds/Journal")
    static let palette = PaletteLoader().load([journal])
    static let scan = UsageLoader().load([journal], palette: palette)

    static func pairs(_ line: Int) -> [ObservedPair] {
        scan.pairs.filter { $0.site.location.path.hasSuffix("JournalView.swift") && $0.site.location.line == line }
    }

    /// Each variant by appearance name, as the environment themes' tests read them.
    static func values(_ color: ObservedColor) -> [String: String] {
        SwiftEnvironmentThemeTests().values(color, palette)
    }

    /// The body's `if mood.glows { ZStack { LinearGradient(…) … } } else { tones.ground }`: the flat branch is a pair on
    /// the mood's ground in the moods that do not glow, the glowing one needs review for its gradient in the mood that
    /// glows (`glows` decided per mood, `SwiftUIThemeBackdropTests`).
    static func expectBranches(_ line: Int) throws {
        let all = pairs(line)
        let flat = try #require(
            all.first { $0.review == nil },
            "line \(line): \(all.map { $0.site.condition ?? "-" }) \(scan.diagnostics.map(\.message))")
        #expect(flat.site.condition == nil, "\(flat.site.condition ?? "")")
        #expect(
            Set((flat.appearances ?? []).map(\.rawValue)) == ["theme:dusk-light", "theme:dusk-dark"],
            "\(flat.appearances ?? [])")
        let ground = values(flat.background)
        #expect(ground["theme:dusk-light"] == "#f2ebd9" && ground["theme:dusk-dark"] == "#1a1a33", "\(ground)")
        let ink = values(flat.foreground)
        #expect(ink["theme:dusk-light"] == "#40334d" && ink["theme:dusk-dark"] == "#e6d9b3", "\(ink)")
        let glowing = try #require(all.first { $0.review != nil })
        #expect(
            Set((glowing.appearances ?? []).map(\.rawValue)) == ["theme:meadow-light", "theme:meadow-dark"],
            "\(glowing.appearances ?? [])")
        #expect(glowing.review?.kind == .gradient, "\(glowing.review.map(\.detail) ?? "")")
        #expect(glowing.review?.detail.contains("MoodBackdrop") == true, "\(glowing.review.map(\.detail) ?? "")")
        #expect(all.count == 2, "\(all.map { $0.site.condition ?? "-" })")
    }

    @Test func aViewTypeAsABackgroundIsWhatItsBodyDrawsPerBranch() throws {
        try Self.expectBranches(10)
    }

    @Test func theAppsViewExtensionDrawingAViewTypeUnderASheetIsFollowed() throws {
        try Self.expectBranches(30)
        let entry = try #require(Self.pairs(30).first { $0.review == nil })
        #expect(entry.evidence.contains(".moodSheetBackground"), "\(entry.evidence)")
    }

    @Test func aZStackWhoseBottomIsAFilledShapeIsThatFill() throws {
        let pinned = try #require(Self.pairs(12).first)
        #expect(pinned.review == nil, "\(pinned.review.map(\.detail) ?? "")")
        #expect(Self.values(pinned.background)["light"] == "#1a3359", "\(Self.values(pinned.background))")
        #expect(Self.values(pinned.foreground)["light"] == "#ffffff")
    }
}
