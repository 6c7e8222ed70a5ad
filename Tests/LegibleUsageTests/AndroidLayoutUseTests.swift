import Foundation
import Testing
import LegiblePalette
import LegibleUsage

/// Which class shows which layout, read on the Kotlin/Java syntax tree (issue 29): the class whose declaration holds
/// the code (not the last class declared above the line, not every class of the file), and whether an inflation
/// attaches the layout to the custom view making it, from the call's arguments however many lines it takes.
@Suite("Android layouts: which class inflates them")
struct AndroidLayoutUseTests {
    typealias T = AndroidTestSupport

    static func read(_ files: [String: String]) -> (UsageScan, Palette) {
        var all = files
        all["AndroidManifest.xml"] =
            all["AndroidManifest.xml"]
            ?? #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/AppTheme" /></manifest>"#
        all["res/values/colors.xml"] =
            all["res/values/colors.xml"]
            ?? T.values(
                """
                <color name="ink">#222222</color><color name="paper">#FFFFFF</color><color name="card">#FFF3E0</color>
                """)
        all["res/values/themes.xml"] =
            all["res/values/themes.xml"]
            ?? T.values(
                #"<style name="AppTheme" parent="Theme.AppCompat.Light.NoActionBar"><item name="android:windowBackground">@color/paper</item></style>"#
            )
        let project = AndroidProjectFiles.discover([T.project(all)])
        let palette = AndroidResourceReader.read(files: project.values)
        return (AndroidLayoutReader.read(project, palette: palette), palette)
    }

    /// Two activities in one file: the player applies its accents with `setTheme`, the queue (declared second) a plain
    /// theme. Each layout is checked under its own class's themes, the player's mini layout (named in its companion
    /// object) under the player's.
    @Test func aSecondClassInTheFileDoesNotTakeTheFirstClassesThemes() throws {
        let (scan, palette) = Self.read([
            "res/values/colors.xml": T.values(
                """
                <color name="ink">#222222</color><color name="plain">#FFFFFF</color>
                <color name="blue">#E3F2FD</color><color name="red">#FFEBEE</color>
                """),
            "res/values/themes.xml": T.values(
                """
                <style name="AppTheme" parent="Theme.MaterialComponents.Light.NoActionBar" />
                <style name="LightPlain" parent="Theme.MaterialComponents.Light.NoActionBar"><item name="android:windowBackground">@color/plain</item></style>
                <style name="LightBlue" parent="Theme.MaterialComponents.Light.NoActionBar"><item name="android:windowBackground">@color/blue</item></style>
                <style name="LightRed" parent="Theme.MaterialComponents.Light.NoActionBar"><item name="android:windowBackground">@color/red</item></style>
                """),
            "src/main/java/app/player/Screens.kt": """
            enum class Accent(val style: Int) { BLUE(R.style.LightBlue), RED(R.style.LightRed) }

            class PlayerActivity : AppCompatActivity() {
                override fun onCreate(state: Bundle?) {
                    setTheme(Prefs.accent.style)
                    setContentView(R.layout.player)
                }

                companion object {
                    val miniLayout = R.layout.player_mini
                    val layouts = listOf(miniLayout)
                }
            }

            class QueueActivity : AppCompatActivity() {
                override fun onCreate(state: Bundle?) {
                    setTheme(R.style.LightPlain)
                    setContentView(R.layout.queue)
                }
            }
            """,
            "res/layout/player.xml": T.layout(#"<TextView android:id="@+id/track" android:textColor="@color/ink" />"#),
            "res/layout/player_mini.xml": T.layout(
                #"<TextView android:id="@+id/mini" android:textColor="@color/ink" />"#),
            "res/layout/queue.xml": T.layout(#"<TextView android:id="@+id/next" android:textColor="@color/ink" />"#),
        ])
        func backgrounds(_ id: String) throws -> Set<String> {
            let pair = try #require(T.pair(scan, id))
            return Set((pair.appearances ?? [.light]).compactMap { T.hex(pair.background, $0, palette) })
        }
        #expect(try backgrounds("track") == ["#e3f2fd", "#ffebee"])
        #expect(try backgrounds("mini") == ["#e3f2fd", "#ffebee"])
        #expect(try backgrounds("next") == ["#ffffff"])
    }

    /// Kotlin: a custom view and an adapter declared in one file. The adapter's row is not "inflated only by a custom
    /// view no code names": the adapter, which the activity creates, inflates it. The activity never gives the adapter
    /// to a list, so the row needs review for that (`AndroidListRowTests`), not for the custom view.
    @Test func anAdapterBesideACustomViewIsNotTheCustomView() throws {
        let (scan, _) = Self.read([
            "src/main/java/app/legend/Legend.kt": """
            class LegendView(context: Context) : ConstraintLayout(context) {
                init { inflate(context, R.layout.view_legend, this) }
            }

            class LegendAdapter : RecyclerView.Adapter<LegendHolder>() {
                override fun onCreateViewHolder(parent: ViewGroup, type: Int) =
                    LegendHolder(ItemLegendBinding.inflate(LayoutInflater.from(parent.context), parent, false))
            }
            """,
            "src/main/java/app/MainActivity.kt": """
            class MainActivity : AppCompatActivity() {
                private val adapter = LegendAdapter()
                override fun onCreate(state: Bundle?) { setContentView(R.layout.activity_main) }
            }
            """,
            "res/layout/activity_main.xml": T.layout(
                #"<TextView android:id="@+id/heading" android:textColor="@color/ink" />"#),
            "res/layout/item_legend.xml": T.layout(
                #"<TextView android:id="@+id/legendName" android:textColor="@color/ink" />"#),
            "res/layout/view_legend.xml": T.layout(
                #"<TextView android:id="@+id/legendTitle" android:textColor="@color/ink" />"#),
        ])
        let row = try #require(T.pair(scan, "legendName"))
        #expect(row.review?.detail.hasPrefix("item_legend.xml is a row of LegendAdapter (Legend.kt:") == true)
        let legend = try #require(T.pair(scan, "legendTitle"))
        #expect(legend.review?.detail.hasPrefix("view_legend.xml is inflated only by LegendView") == true)
    }

    /// Java: `inflate(` over three lines attaches the layout to the view (`this, true`); the view's base class,
    /// declared in another file, extends `MaterialCardView`. Where a layout uses the view's tag, the tag's background
    /// is under the text.
    @Test func aMultiLineInflateIntoThisAttachesTheLayoutToTheView() throws {
        let (scan, palette) = Self.read([
            "src/main/java/app/cards/BaseCardView.java": """
            public abstract class BaseCardView extends MaterialCardView {
                public BaseCardView(Context context, AttributeSet attrs) { super(context, attrs); }
            }
            """,
            "src/main/java/app/cards/BadgeView.java": """
            public class BadgeView extends BaseCardView {
                public BadgeView(Context context, AttributeSet attrs) {
                    super(context, attrs);
                    LayoutInflater.from(context).inflate(
                        R.layout.view_badge,
                        this,
                        true);
                }
            }
            """,
            "res/layout/activity_profile.xml": T.layout(
                """
                <LinearLayout android:background="@color/paper">
                    <app.cards.BadgeView android:id="@+id/badge" android:background="@color/card" />
                </LinearLayout>
                """),
            "res/layout/view_badge.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <merge xmlns:android="http://schemas.android.com/apk/res/android">
                <TextView android:id="@+id/badgeTitle" android:textColor="@color/ink" />
            </merge>
            """,
        ])
        let badge = try #require(T.pair(scan, "badgeTitle"))
        #expect(T.hex(badge.background, .light, palette) == "#fff3e0")
        #expect(badge.evidence.contains("where BadgeView inflates this layout"))
    }
}
