import Testing
import LegibleUsage

/// A base class that adds what its subclasses' overrides return into a view of its own layout
/// (`AndroidContentHooks`), in `Fixtures/android-base-sheet-content`: Java `BaseFrameSheet` adds `onCreateBody(…)`
/// into `frame_content` of `sheet_frame` (#E0F2F1), Kotlin `BasePanelSheet` adds `createBody(inflater)` into
/// `panel_slot` of `sheet_panel` (#FFF8E1); the sheets' own surface (`colorSurface`, #FFFFFF) is under neither.
@Suite("Android views a base class adds into its layout")
struct AndroidBaseSheetContentTests {
    static let run = AndroidTestSupport.FixtureRun("android-base-sheet-content")

    /// `return inflater.inflate(R.layout.sheet_route, parent, false)` (Java) and `SheetNotesBinding.inflate(inflater)
    /// .root` (Kotlin): each layout is drawn in the container its base class adds it to, not on the sheet's surface.
    @Test func aLayoutAnOverrideReturnsIsDrawnInTheBaseClasssContainer() throws {
        for (id, background, place) in [
            ("route_name", "#e0f2f1", "layout/sheet_frame.xml:2, into which BaseFrameSheet inflates this layout"),
            ("note_text", "#fff8e1", "layout/sheet_panel.xml:2, into which BasePanelSheet inflates this layout"),
        ] {
            let (foreground, found) = try Self.run.lightColors(id)
            #expect(foreground == "#263238", "\(id)")
            #expect(found == background, "\(id)")
            let pair = try #require(AndroidTestSupport.pair(Self.run.scan, id))
            #expect(pair.evidence.contains(place), "\(id): \(pair.evidence)")
        }
    }

    /// A list the override makes in code (`new RecyclerView(…)` returned, its adapter set in `onBodyCreated(body)` the
    /// base class hands the same view to; `RecyclerView(requireContext()).apply { adapter = FareAdapter() }`): its
    /// rows are drawn in the container, no longer "host unknown" on the sheet's surface.
    @Test func theRowsOfAListAnOverrideMakesAreDrawnInTheContainer() throws {
        for (id, background, list) in [
            ("stop_name", "#e0f2f1", "RecyclerView StopsSheet makes in code, the view BaseFrameSheet adds"),
            ("fare_name", "#fff8e1", "RecyclerView FaresSheet makes in code, the view BasePanelSheet adds"),
        ] {
            let (foreground, found) = try Self.run.lightColors(id)
            #expect(foreground == "#263238", "\(id)")
            #expect(found == background, "\(id)")
            let pair = try #require(AndroidTestSupport.pair(Self.run.scan, id))
            #expect(pair.evidence.contains(list), "\(id): \(pair.evidence)")
        }
    }
}
