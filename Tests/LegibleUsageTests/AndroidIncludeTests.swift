import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleUsage

/// `<include layout="@layout/x"/>`: an included layout is checked on the backgrounds of the layouts that include it
/// (each host once), not on the window background; a `<merge>` root nobody includes is checked on the window
/// background with the assumption said; include cycles end; view opacity (`android:alpha`), not modelled, is said.
@Suite struct AndroidIncludeTests {
    typealias T = AndroidTestSupport

    static let files: [String: String] = [
        "res/values/colors.xml": T.values(
            """
            <color name="white">#FFFFFF</color><color name="ink">#222222</color><color name="toolbar">#1565C0</color>
            <color name="card">#FFF3E0</color><color name="window">#FAFAFA</color><color name="clear">#00000000</color>
            """),
        "res/values/themes.xml": T.values(
            """
            <style name="AppTheme" parent="Theme.AppCompat.Light.NoActionBar"><item name="android:windowBackground">@color/window</item></style>
            """),
        // Two hosts with different backgrounds include the same toolbar content.
        "res/layout/activity_main.xml": T.layout(
            """
            <LinearLayout android:background="@color/toolbar"><include layout="@layout/toolbar_title" /></LinearLayout>
            """),
        "res/layout/activity_card.xml": T.layout(
            """
            <LinearLayout android:background="@color/card"><include layout="@layout/toolbar_title" /></LinearLayout>
            """),
        "res/layout/toolbar_title.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <merge xmlns:android="http://schemas.android.com/apk/res/android">
            <TextView android:id="@+id/title" android:textColor="@color/white" />
            <include layout="@layout/subtitle" />
        </merge>
        """,
        // Nested: subtitle is included by toolbar_title, itself included by the two activities.
        "res/layout/subtitle.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/subtitle" android:textColor="@color/ink" />
        """,
        // A <merge> root no layout includes (a custom view inflates it in code).
        "res/layout/view_badge.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <merge xmlns:android="http://schemas.android.com/apk/res/android">
            <TextView android:id="@+id/badge" android:textColor="@color/white" />
        </merge>
        """,
        // View opacity: a faded view holding the background too (review); the text alone faded over its parent's.
        "res/layout/faded.xml": T.layout(
            #"<LinearLayout android:alpha=".6" android:background="@color/toolbar"><TextView android:id="@+id/faded" android:textColor="@color/white" /></LinearLayout><FrameLayout android:background="@color/toolbar"><TextView android:id="@+id/dimmed" android:alpha="0.3" android:textColor="@color/white" /></FrameLayout>"#
        ),
        // A fully transparent background draws nothing: the ancestor's shows.
        "res/layout/clear.xml": T.layout(
            ##"<LinearLayout android:background="@color/card"><TextView android:id="@+id/clear" android:background="@color/clear" android:textColor="@color/ink" /></LinearLayout>"##
        ),
        // A cycle: a includes b, b includes a.
        "res/layout/cycle_a.xml": T.layout(
            #"<include layout="@layout/cycle_b" /><TextView android:id="@+id/inA" android:textColor="@color/ink" />"#),
        "res/layout/cycle_b.xml": T.layout(
            #"<include layout="@layout/cycle_a" /><TextView android:id="@+id/inB" android:textColor="@color/ink" />"#),
    ]

    static func read() -> (UsageScan, Palette) {
        let project = AndroidProjectFiles.discover([T.project(files)])
        let palette = AndroidResourceReader.read(files: project.values)
        return (AndroidLayoutReader.read(project, palette: palette), palette)
    }

    @Test func anIncludedLayoutIsCheckedOnEachHostsBackground() throws {
        let (scan, palette) = Self.read()
        let titles = scan.pairs.filter { $0.site.elementID == "@+id/title" }
        #expect(titles.count == 2)
        #expect(Set(titles.map { T.hex($0.background, .light, palette) }) == ["#1565c0", "#fff3e0"])
        #expect(titles.allSatisfy { $0.evidence.contains("which includes this layout") })
        // White on the card fails, white on the toolbar passes: the host decides, not the window background.
        let onCard = try #require(titles.first { T.hex($0.background, .light, palette) == "#fff3e0" })
        #expect(try #require(T.contrast(onCard, .light, palette)) < 1.2)
    }

    @Test func nestedIncludesReachTheOutermostHost() {
        let (scan, palette) = Self.read()
        let subtitles = scan.pairs.filter { $0.site.elementID == "@+id/subtitle" }
        #expect(Set(subtitles.map { T.hex($0.background, .light, palette) }) == ["#1565c0", "#fff3e0"])
    }

    @Test func anElementOfAnIncludedLayoutIsCountedOnce() {
        let (scan, _) = Self.read()
        // title, subtitle, badge, faded, dimmed, clear, inA, inB: eight elements with a text color, whatever the number
        // of hosts.
        #expect(scan.elementsWithTextColor == 8)
    }

    @Test func aMergeRootNobodyIncludesSaysItsParentIsAssumed() throws {
        let (scan, palette) = Self.read()
        let badge = try #require(T.pair(scan, "badge"))
        #expect(T.hex(badge.background, .light, palette) == "#fafafa")
        #expect(badge.evidence.contains("assumed: the layout's root is <merge> and no layout read includes it"))
    }

    /// A custom view that inflates a layout into itself (`ViewStatsBinding.inflate(inflater, this)`) shows it
    /// wherever a layout uses the view's tag: the tag's background (and its ancestors') is under the text, not the
    /// window's. A layout inflated with `this, false` is not attached there, so its parent stays unknown.
    @Test func aLayoutACustomViewInflatesIntoItselfSitsWhereTheViewIsPlaced() throws {
        var files = Self.files
        files["res/layout/activity_stats.xml"] = T.layout(
            """
            <LinearLayout android:background="@color/toolbar">
                <com.example.views.StatsView android:id="@+id/stats" android:background="@color/card" />
                <com.example.views.RowView android:id="@+id/rows" />
            </LinearLayout>
            """)
        files["res/layout/view_stats.xml"] = """
            <?xml version="1.0" encoding="utf-8"?>
            <merge xmlns:android="http://schemas.android.com/apk/res/android">
                <TextView android:id="@+id/statsTitle" android:textColor="@color/ink" />
            </merge>
            """
        files["res/layout/view_row.xml"] = """
            <?xml version="1.0" encoding="utf-8"?>
            <merge xmlns:android="http://schemas.android.com/apk/res/android">
                <TextView android:id="@+id/rowTitle" android:textColor="@color/ink" />
            </merge>
            """
        files["src/main/java/com/example/views/StatsView.kt"] = """
            class StatsView @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : LinearLayout(context, attrs) {
                private val binding = ViewStatsBinding.inflate(LayoutInflater.from(context), this)
            }
            class RowView(context: Context) : FrameLayout(context) {
                private val row = LayoutInflater.from(context).inflate(R.layout.view_row, this, false)
            }
            """
        let project = AndroidProjectFiles.discover([T.project(files)])
        let palette = AndroidResourceReader.read(files: project.values)
        let scan = AndroidLayoutReader.read(project, palette: palette)
        let stats = try #require(T.pair(scan, "statsTitle"))
        #expect(T.hex(stats.background, .light, palette) == "#fff3e0")
        #expect(
            stats.evidence
                == "android:background of ancestor com.example.views.StatsView @+id/stats (layout/activity_stats.xml:5, where StatsView inflates this layout) @color/card"
        )
        #expect(!stats.evidence.contains("assumed"))
        let row = try #require(T.pair(scan, "rowTitle"))
        #expect(T.hex(row.background, .light, palette) == "#fafafa")
        #expect(row.evidence.contains("assumed: the layout's root is <merge>"))
    }

    /// `android:alpha` draws a view's subtree at that opacity over what is behind it: text faded alone over an
    /// ancestor's background takes the alpha; a faded view that also holds the background fades both over what is
    /// behind it, which is not followed (review).
    @Test func viewOpacityFadesTheTextOrNeedsReview() throws {
        let (scan, palette) = Self.read()
        let faded = try #require(T.pair(scan, "faded"))
        #expect(faded.review?.kind == .overlap)
        #expect(
            faded.review?.detail
                == "android:alpha .6 on LinearLayout (line 4) fades its background with the text over what is behind it, which is not followed"
        )
        let dimmed = try #require(T.pair(scan, "dimmed"))
        #expect(dimmed.review == nil)
        #expect(T.hex(dimmed.foreground, .light, palette) == "#ffffff4d")
        #expect(T.hex(dimmed.background, .light, palette) == "#1565c0")
        #expect(dimmed.evidence.hasSuffix("; the text drawn at android:alpha 0.3 on TextView @+id/dimmed (line 4)"))
        #expect(try #require(T.pair(scan, "title")).evidence.contains("android:alpha") == false)
    }

    @Test func aFullyTransparentBackgroundIsSkipped() throws {
        let (scan, palette) = Self.read()
        let clear = try #require(T.pair(scan, "clear"))
        #expect(T.hex(clear.background, .light, palette) == "#fff3e0")
        #expect(clear.over == nil)
        #expect(clear.evidence.contains("skipped fully transparent @color/clear on TextView @+id/clear line 4"))
    }

    @Test func includeCyclesEnd() {
        let (scan, _) = Self.read()
        #expect(scan.pairs.contains { $0.site.elementID == "@+id/inA" })
        #expect(scan.pairs.contains { $0.site.elementID == "@+id/inB" })
        #expect(scan.pairs.filter { $0.site.elementID == "@+id/inA" }.count <= AndroidIncludeGraph.maximumContexts)
    }
}
