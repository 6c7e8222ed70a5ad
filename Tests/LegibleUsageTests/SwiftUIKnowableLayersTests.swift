import Foundation
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// Layers the SwiftUI source makes knowable (`Fixtures/swiftui-knowable-layers`, our own small apps): a ZStack's fill
/// under the text (also one a condition picks, decided by the `if` around the text), a container's background applied
/// by the app's modifier or `@ViewBuilder` function, the catalog accent the project names, and controls whose label is
/// only an image.
@Suite("SwiftUI layers the source makes knowable")
struct SwiftUIKnowableLayersTests {
    static func load(_ app: String) -> UsageScan {
        let folder = TestPaths.fixture("swiftui-knowable-layers/\(app)")
        let sources = SwiftSourceStore()
        let palette = PaletteLoader(swiftSources: sources).load([folder])
        return UsageLoader(swiftSources: sources).load([folder], palette: palette)
    }

    static let zStack = load("ZStackFills")

    @Test("an app container's section header closure is drawn as the section header, on the list's background")
    func containerSectionHeader() throws {
        // `CardSection { … } header: { … }`: the rows sit on the section's `.listRowBackground(Color.yellow)`; the
        // header is the `Section`'s header, drawn on the form's own background (mint) outside the container.
        let scan = Self.load("SectionContainers")
        let file = "SectionContainers/NotesSettingsView.swift"
        let row = try scan.pair(at: file, 8)
        #expect(row.background.displayName == "yellow", "\(row.background)")
        #expect(
            row.evidence.contains("where it places its content (CardSection.swift:12, CardSection.swift:18)"),
            "\(row.evidence)")
        let header = try scan.pair(at: file, 11)
        #expect(header.background.displayName == "mint", "\(header.background)")
        #expect(header.review == nil, "\(String(describing: header.review))")
    }

    static let shelf = "ZStackFills/ShelfView.swift"

    @Test("a conditional fill under a checkmark shown only in some states is the fill of those states")
    func conditionalFillUnderACheckmark() throws {
        // `if picked { Image(…) }` over `.fill(picked ? .green : .gray)`: green only, not the stack behind.
        let picked = Self.zStack.pairs(at: Self.shelf, 33)
        #expect(picked.map(\.background.displayName) == ["green"], "\(picked.map(\.background))")
        #expect(picked.first?.site.condition == "when picked")
        #expect(picked.first?.role == .nonText)
        // `if state == 1 || state == 2` over `.fill(state == 0 ? .gray : .green)`: green.
        let state = Self.zStack.pairs(at: Self.shelf, 68)
        #expect(state.map(\.background.displayName) == ["green"], "\(state.map(\.background))")
        #expect(state.first?.review == nil)
    }

    @Test("a fill and a text chosen by the same test pair branch by branch")
    func sameTestBranches() {
        let oats = Self.zStack.pairs(at: Self.shelf, 75)
        let read = Set(
            oats.map { "\($0.site.condition ?? ""): \($0.foreground.displayName) on \($0.background.displayName)" })
        #expect(read == ["when picked: black on mint", "otherwise (not picked): white on red"], "\(read)")
    }

    @Test("a fill moved by .offset may not cover the text: review")
    func movedFill() throws {
        let sugar = try Self.zStack.pair(at: Self.shelf, 49)
        #expect(sugar.review?.kind == .overlap)
        #expect(sugar.review?.detail.hasPrefix("a ZStack child under it is moved by .offset (line 45)") == true)
    }

    @Test("a container's background from the app's modifier or @ViewBuilder function is under the text")
    func containerBackgrounds() throws {
        let scan = Self.load("ContainerBackgrounds")
        let file = "ContainerBackgrounds/SummaryView.swift"
        for (line, background) in [(24, "purple"), (30, "orange"), (36, "teal")] {
            let pair = try scan.pair(at: file, line)
            #expect(pair.background.displayName == background, "line \(line): \(pair.background)")
            #expect(pair.review == nil, "line \(line): \(String(describing: pair.review))")
        }
        #expect(
            try scan.pair(at: file, 30).evidence
                == "the background the app's modifier .modifier(TileBackground) (SummaryView.swift:28) draws "
                + "(SummaryView.swift:65)")
        #expect(
            try scan.pair(at: file, 36).evidence.hasSuffix(
                "inside panel, where it places its content (SummaryView.swift:55)"))
    }

    @Test("the accent the project names in its catalog is .tint, .accentColor and the prominent fill")
    func catalogAccent() throws {
        let scan = Self.load("AccentCatalog")
        let file = "Orchard/TreeList.swift"
        for line in [7, 9, 11] {
            #expect(try scan.pair(at: file, line).foreground == .named("Brand"), "line \(line)")
        }
        #expect(try scan.pair(at: file, 13).background == .named("Brand"))
        let harvest = try scan.pair(at: file, 18)
        #expect(harvest.background == .named("Brand"))
        #expect(harvest.evidence == "button fill (.borderedProminent, line 17): the app's accent color")
    }

    @Test("a control whose label is only an image is an icon; a fixed list of colors draws swatches, no text")
    func notText() throws {
        let scan = Self.load("NotText")
        let file = "NotText/PaletteBar.swift"
        for line in [13, 19, 27] {
            #expect(try scan.pair(at: file, line).role == .nonText, "line \(line)")
        }
        #expect(try scan.pair(at: file, 32).role != .nonText)
        let swatches = scan.diagnostics.filter { $0.location.path.hasSuffix(file) }
        #expect(swatches.count == 2, "\(swatches.map(\.message))")
        #expect(swatches.allSatisfy { $0.message.contains("a swatch of the fixed list of colors at line") })
    }
}
