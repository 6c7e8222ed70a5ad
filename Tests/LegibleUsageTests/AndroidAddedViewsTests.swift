import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// Every place a layout is shown (issue 29), in `Fixtures/android-host-cases/added-views`: a local of one function
/// is not another function's (an activity's root named `view` is not the `view` a dialog builder is given), and a
/// layout inflated into a view of another layout is drawn in that view (Kotlin and Java).
@Suite("Android layouts inflated into views, and locals scoped to their function")
struct AndroidAddedViewsTests {
    typealias T = AndroidTestSupport

    static let read: (scan: UsageScan, palette: Palette) = {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-host-cases/added-views")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (AndroidLayoutReader.read(files, palette: palette), palette)
    }()

    static func pairs(_ id: String) -> [ObservedPair] {
        read.scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }
    }

    /// One asserted pair for `id`, in these light colors, its evidence naming `evidence`.
    static func expectOnePair(_ id: String, foreground: String, background: String, evidence: String) {
        let pairs = pairs(id)
        #expect(pairs.count == 1, "\(id)")
        for pair in pairs {
            #expect(T.hex(pair.foreground, .light, read.palette) == foreground, "\(id)")
            #expect(T.hex(pair.background, .light, read.palette) == background, "\(id): \(pair.evidence)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(pair.evidence.contains(evidence), "\(id): \(pair.evidence)")
        }
    }

    /// `val view = binding.root; setContentView(view)` (Kotlin) and `View view = …inflate(R.layout.activity_shed,
    /// null); setContentView(view)` (Java) are the activities' content, on the window #F1F8E9; the other function's
    /// `view` handed to `setView` is the alert dialog's (#FFFFFF).
    @Test func aLocalIsItsFunctions() throws {
        for (id, background, how) in [
            ("garden_title", "#f1f8e9", "android:windowBackground"),
            ("shed_title", "#f1f8e9", "android:windowBackground"),
            ("reset_detail", "#ffffff", "the alert dialog that shows this layout (GardenActivity.kt:30)"),
            ("note_detail", "#ffffff", "the alert dialog that shows this layout (ShedActivity.java:22)"),
        ] {
            Self.expectOnePair(id, foreground: "#3e2723", background: background, evidence: how)
        }
    }

    /// `inflate(R.layout.item_bed, beds, false)` with `beds = view.findViewById(R.id.bed_list)` (Kotlin fragment),
    /// `ItemHerbBinding.inflate(layoutInflater, binding.herbList, true)` and Java `inflate(R.layout.item_tool, shelf,
    /// false)`: each row is drawn in that view, over its layout's background; the `bed_list` of `compost_panel`, a
    /// layout `PlotFragment` never shows, is not a host.
    @Test func aLayoutInflatedIntoAViewIsDrawnThere() throws {
        for (id, background, place) in [
            ("bed_name", "#fff8e1", "layout/plot_card.xml:2, into which PlotFragment inflates this layout"),
            ("herb_name", "#dcedc8", "layout/activity_garden.xml:14, into which GardenActivity inflates this layout"),
            ("tool_name", "#d7ccc8", "layout/activity_shed.xml:14, into which ShedActivity inflates this layout"),
        ] {
            Self.expectOnePair(id, foreground: "#5d4037", background: background, evidence: place)
        }
    }
}
