import Foundation
import Testing
import LegiblePalette
import LegibleUsage

/// What is drawn under a text view in an Android layout: its own drawable background, siblings drawn before it,
/// hidden views, color state lists and the library window background; each shape a small project of its own.
@Suite("Android layouts: the layer under the text")
struct AndroidLayerTests {
    typealias T = AndroidTestSupport

    func read(_ files: [String: String]) -> (UsageScan, Palette) {
        var all = files
        all["AndroidManifest.xml"] =
            all["AndroidManifest.xml"]
            ?? #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/AppTheme" /></manifest>"#
        all["res/values/colors.xml"] = all["res/values/colors.xml"] ?? Self.colors
        all["res/values/themes.xml"] =
            all["res/values/themes.xml"]
            ?? T.values(
                #"<style name="AppTheme" parent="Theme.MaterialComponents.Light"><item name="android:colorBackground">@color/paper</item></style>"#
            )
        let project = AndroidProjectFiles.discover([T.project(all)])
        let palette = AndroidResourceReader.read(files: project.values)
        return (AndroidLayoutReader.read(project, palette: palette), palette)
    }

    static let colors = T.values(
        """
        <color name="ink">#222222</color><color name="paper">#FFFFFF</color><color name="brand">#0B5FFF</color>
        <color name="scrim">#000000</color><color name="night_paper">#282C37</color>
        """)

    @Test func anImageDrawnBeforeTheTextMakesThePairNeedReview() {
        let (scan, palette) = read([
            "res/layout/card.xml": T.layout(
                """
                <ImageView android:id="@+id/thumbnail" android:layout_width="match_parent" android:layout_height="200dp" />
                <TextView android:id="@+id/caption" android:textColor="@color/paper" />
                """)
        ])
        let pair = T.pair(scan, "caption")
        #expect(pair?.review?.kind == .image)
        #expect(pair?.review?.detail == "ImageView @+id/thumbnail (line 4) is drawn under TextView @+id/caption")
        // The layer below the image is still given, for a person to judge: the window (colorBackground).
        #expect(T.hex(pair?.background, .light, palette) == "#ffffff")
    }

    @Test func videoMapWebAndBlurSiblingsEachNameTheirKind() {
        let (scan, _) = read([
            "res/layout/a.xml": T.layout(
                """
                <androidx.media3.ui.PlayerView android:id="@+id/player" />
                <TextView android:id="@+id/overVideo" android:textColor="@color/paper" />
                """),
            "res/layout/b.xml": T.layout(
                """
                <com.google.android.gms.maps.MapView android:id="@+id/map" />
                <TextView android:id="@+id/overMap" android:textColor="@color/ink" />
                """),
            "res/layout/c.xml": T.layout(
                """
                <WebView android:id="@+id/web" />
                <TextView android:id="@+id/overWeb" android:textColor="@color/ink" />
                """),
        ])
        #expect(T.pair(scan, "overVideo")?.review?.kind == .video)
        #expect(T.pair(scan, "overMap")?.review?.kind == .map)
        #expect(T.pair(scan, "overWeb")?.review?.kind == .webView)
    }

    @Test func anImageConstrainedBesideTheTextIsNotUnderIt() {
        let (scan, _) = read([
            "res/layout/row.xml": """
            <androidx.constraintlayout.widget.ConstraintLayout xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto" android:background="@color/paper">
                <ImageView android:id="@+id/avatar" android:layout_width="120dp" android:layout_height="120dp" />
                <TextView android:id="@+id/name" app:layout_constraintStart_toEndOf="@id/avatar" android:textColor="@color/ink" />
                <TextView android:id="@+id/detail" app:layout_constraintTop_toBottomOf="@id/name" app:layout_constraintStart_toStartOf="@id/name"
                    android:textColor="@color/ink" />
                <TextView android:id="@+id/caption" app:layout_constraintTop_toBottomOf="@id/detail" android:textColor="@color/ink" />
            </androidx.constraintlayout.widget.ConstraintLayout>
            """
        ])
        #expect(T.pair(scan, "name")?.review == nil)
        #expect(T.pair(scan, "name")?.background == .named("paper"))
        // `detail` starts where `name` starts, which is after the avatar: it is after the avatar too.
        #expect(T.pair(scan, "detail")?.review == nil)
        // `caption` is only below `name`: nothing places it apart from the avatar (it may run under it).
        #expect(T.pair(scan, "caption")?.review?.kind == .image)
    }

    @Test func smallIconsAndDividersBesideTextAreNotItsBackground() {
        let (scan, _) = read([
            "res/layout/row.xml": T.layout(
                """
                <ImageView android:id="@+id/icon" android:layout_width="24dp" android:layout_height="24dp" />
                <View android:id="@+id/divider" android:layout_width="match_parent" android:layout_height="1dp" android:background="@color/ink" />
                <TextView android:id="@+id/label" android:textColor="@color/ink" />
                """)
        ])
        let pair = T.pair(scan, "label")
        #expect(pair?.review == nil)
        #expect(pair?.evidence.hasPrefix("the theme's android:windowBackground") == true)
    }

    @Test func aLinearLayoutDoesNotStackItsChildren() {
        let (scan, _) = read([
            "res/layout/list.xml": """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:orientation="vertical" android:background="@color/paper">
                <ImageView android:id="@+id/banner" />
                <TextView android:id="@+id/title" android:textColor="@color/ink" />
            </LinearLayout>
            """
        ])
        #expect(T.pair(scan, "title")?.review == nil)
        #expect(T.pair(scan, "title")?.background == .named("paper"))
    }

    @Test func aColoredSiblingThatFillsTheParentIsTheBackground() {
        let (scan, _) = read([
            "res/layout/a.xml": T.layout(
                """
                <View android:id="@+id/fill" android:layout_width="match_parent" android:layout_height="match_parent" android:background="@color/brand" />
                <View android:id="@+id/gone" android:visibility="gone" android:layout_width="match_parent" android:layout_height="match_parent" android:background="@color/scrim" />
                <TextView android:id="@+id/label" android:textColor="@color/paper" />
                """),
            "res/layout/b.xml": T.layout(
                """
                <View android:id="@+id/stripe" android:layout_width="8dp" android:layout_height="match_parent" android:background="@color/brand" />
                <TextView android:id="@+id/partly" android:textColor="@color/paper" />
                """),
        ])
        let filled = T.pair(scan, "label")
        #expect(filled?.background == .named("brand"))
        #expect(filled?.review == nil)
        #expect(filled?.evidence.contains("sibling View @+id/fill") == true)
        #expect(T.pair(scan, "partly")?.review?.kind == .overlap)
    }

    @Test func aShapeDrawableOnTheTextViewIsItsBackground() {
        let (scan, _) = read([
            "res/drawable/pill.xml":
                #"<shape xmlns:android="http://schemas.android.com/apk/res/android"><corners android:radius="8dp"/><solid android:color="@color/brand"/></shape>"#,
            "res/layout/a.xml": T.layout(
                #"<TextView android:id="@+id/badge" android:background="@drawable/pill" android:textColor="@color/paper" />"#
            ),
        ])
        let pair = T.pair(scan, "badge")
        #expect(pair?.background == .named("brand"))
        #expect(pair?.review == nil)
        #expect(pair?.evidence.contains("@drawable/pill") == true)
    }

    @Test func gradientsVectorsAndBitmapsNeedReview() {
        let (scan, _) = read([
            "res/drawable/fade.xml":
                ##"<shape xmlns:android="http://schemas.android.com/apk/res/android"><gradient android:startColor="#000000" android:endColor="#00000000"/></shape>"##,
            "res/drawable/art.xml":
                #"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"#,
            "res/layout/a.xml": T.layout(
                """
                <TextView android:id="@+id/onGradient" android:background="@drawable/fade" android:textColor="@color/paper" />
                <TextView android:id="@+id/onVector" android:background="@drawable/art" android:textColor="@color/paper" />
                <TextView android:id="@+id/onBitmap" android:background="@drawable/photo" android:textColor="@color/paper" />
                """),
        ])
        #expect(T.pair(scan, "onGradient")?.review?.kind == .gradient)
        #expect(T.pair(scan, "onVector")?.review?.kind == .customDrawing)
        #expect(T.pair(scan, "onBitmap")?.review?.kind == .image)
    }

    @Test func aPressedOnlyHighlightIsNotTheNormalBackground() {
        let (scan, _) = read([
            "res/drawable/row_bg.xml": """
            <selector xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:state_pressed="true" android:drawable="@color/scrim" />
                <item android:drawable="@color/brand" />
            </selector>
            """,
            "res/drawable/touch.xml": """
            <ripple xmlns:android="http://schemas.android.com/apk/res/android" android:color="@color/scrim">
                <item android:id="@android:id/mask"><shape><solid android:color="@color/ink"/></shape></item>
            </ripple>
            """,
            "res/layout/a.xml": T.layout(
                """
                <TextView android:id="@+id/row" android:background="@drawable/row_bg" android:textColor="@color/paper" />
                <TextView android:id="@+id/ripple" android:background="@drawable/touch" android:textColor="@color/ink" />
                """),
        ])
        #expect(T.pair(scan, "row")?.background == .named("brand"))
        // A ripple with only a mask draws nothing until touched: the window shows through.
        let ripple = T.pair(scan, "ripple")
        #expect(ripple?.evidence.contains("windowBackground") == true)
        #expect(ripple?.evidence.contains("draws nothing in the normal state") == true)
    }

    @Test func aHiddenViewIsCheckedAsShownAndSaysSo() {
        let (scan, _) = read([
            "res/layout/a.xml": T.layout(
                """
                <LinearLayout android:id="@+id/errorBox" android:visibility="gone">
                    <TextView android:id="@+id/error" android:textColor="@color/ink" />
                </LinearLayout>
                """)
        ])
        let pair = T.pair(scan, "error")
        #expect(pair?.review == nil)
        #expect(
            pair?.evidence.hasSuffix(
                "; LinearLayout @+id/errorBox (line 4) is android:visibility=\"gone\" in the layout: checked as shown when code makes it visible"
            ) == true)
    }

    /// With code read: a hidden view whose id code names (view binding's `errorBox`, or `R.id.retry_hint`) may be
    /// shown; one no code names, and no ConstraintLayout group of its layout lists, is never made visible.
    @Test func aHiddenViewNoCodeNamesIsNotShown() {
        let (scan, _) = read([
            "res/layout/screen.xml": T.layout(
                """
                <androidx.constraintlayout.widget.ConstraintLayout android:id="@+id/content">
                    <LinearLayout android:id="@+id/error_box" android:visibility="gone">
                        <TextView android:id="@+id/error" android:textColor="@color/ink" />
                    </LinearLayout>
                    <TextView android:id="@+id/retry_hint" android:visibility="invisible" android:textColor="@color/ink" />
                    <TextView android:id="@+id/legacy_banner" android:visibility="gone" android:textColor="@color/ink" />
                    <TextView android:id="@+id/offline_note" android:visibility="gone" android:textColor="@color/ink" />
                    <androidx.constraintlayout.widget.Group android:id="@+id/offline_group"
                        app:constraint_referenced_ids="offline_note" />
                </androidx.constraintlayout.widget.ConstraintLayout>
                """),
            "src/main/java/app/ScreenActivity.kt": """
            package app
            class ScreenActivity : AppCompatActivity() {
                private lateinit var binding: ScreenBinding
                fun showError() { binding.errorBox.visibility = View.VISIBLE }
                fun offline(on: Boolean) { binding.offlineGroup.isVisible = on }
                fun hint() { findViewById<View>(R.id.retry_hint).visibility = View.VISIBLE }
            }
            """,
        ])
        #expect(T.pair(scan, "error")?.review == nil)
        #expect(T.pair(scan, "retry_hint")?.review == nil)
        #expect(T.pair(scan, "offline_note")?.review == nil)
        let banner = T.pair(scan, "legacy_banner")
        #expect(banner?.review?.kind == .notShown)
        #expect(
            banner?.review?.detail
                == "TextView @+id/legacy_banner (line 9) is android:visibility=\"gone\" in the layout and no code read names its id 'legacy_banner': never made visible"
        )
    }

    @Test func aColorStateListTextColorIsItsNormalStateWithItsAlpha() {
        let (scan, palette) = read([
            "res/color/secondary_text.xml": """
            <selector xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:state_enabled="false" android:color="@color/ink" android:alpha="0.38" />
                <item android:color="@color/ink" android:alpha="0.6" />
            </selector>
            """,
            "res/layout/a.xml": T.layout(
                #"<TextView android:id="@+id/hint" android:textColor="@color/secondary_text" />"#),
        ])
        let pair = T.pair(scan, "hint")
        // #222222 at 60 % (0.6 × 255 = 153 = 0x99).
        #expect(T.hex(pair?.foreground, .light, palette) == "#22222299")
        #expect(!scan.diagnostics.contains { $0.message.contains("secondary_text") })
    }

    @Test func theLibraryWindowBackgroundIsTheAppsColorBackground() {
        // Material 3 (like AppCompat and Material Components) draws the window with ?android:colorBackground, so an
        // app that overrides only colorBackground gets its own color, not the library's surface (#FEF7FF / #141218).
        let (scan, palette) = read([
            "res/values/themes.xml": T.values(
                #"<style name="AppTheme" parent="Theme.Material3.DayNight.NoActionBar"><item name="android:colorBackground">@color/paper</item></style>"#
            ),
            "res/values-night/themes.xml": T.values(
                #"<style name="AppTheme" parent="Theme.Material3.DayNight.NoActionBar"><item name="android:colorBackground">@color/night_paper</item></style>"#
            ),
            "res/layout/a.xml": T.layout(
                #"<TextView android:id="@+id/body" android:textColor="?attr/colorOnSurface" />"#),
        ])
        let pair = T.pair(scan, "body")
        #expect(T.hex(pair?.background, .light, palette) == "#ffffff")
        #expect(T.hex(pair?.background, .dark, palette) == "#282c37")
        #expect(pair?.evidence.contains("android:windowBackground → android:colorBackground") == true)
    }

    @Test func aFabIconAndAButtonTitleSitOnTheControlsFill() {
        let (scan, palette) = read([
            "res/values/themes.xml": T.values(
                """
                <style name="AppTheme" parent="Theme.Material3.Light.NoActionBar">
                    <item name="colorPrimary">@color/brand</item><item name="colorPrimaryContainer">@color/scrim</item>
                </style>
                <style name="App.Button.Link" parent="Widget.Material3.Button"><item name="backgroundTint">@android:color/transparent</item></style>
                """),
            "res/layout/a.xml": T.layout(
                """
                <com.google.android.material.floatingactionbutton.FloatingActionButton android:id="@+id/fab" app:tint="@color/paper" />
                <com.google.android.material.button.MaterialButton android:id="@+id/buy" android:textColor="@color/paper" />
                <Button android:id="@+id/more" style="@style/Widget.Material3.Button.TextButton" android:textColor="@color/brand" />
                <Button android:id="@+id/link" style="@style/App.Button.Link" android:textColor="@color/brand" />
                """),
        ])
        let fab = T.pair(scan, "fab", "app:tint")
        #expect(T.hex(fab?.background, .light, palette) == "#000000") // colorPrimaryContainer, not the window
        #expect(
            fab?.evidence.hasPrefix("the default fill of FloatingActionButton (?attr/colorPrimaryContainer") == true)
        #expect(T.hex(T.pair(scan, "buy")?.background, .light, palette) == "#0b5fff") // colorPrimary
        // A text button draws no fill: its title sits on the window.
        #expect(T.pair(scan, "more")?.evidence.hasPrefix("the theme's android:windowBackground") == true)
        // A style that sets the tint, even to transparent, replaces the default fill.
        #expect(T.pair(scan, "link")?.evidence.hasPrefix("the theme's android:windowBackground") == true)
    }

    /// NewPipe's and Wikipedia's shapes: the manifest names a splash theme, the activities call `setTheme(…)` with
    /// the user's light or dark theme and repaint the window with a theme attribute in code.
    @Test func themesAndTheWindowBackgroundTheCodeAppliesAreTheOnesChecked() {
        let (scan, palette) = read([
            "AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/SplashTheme" /></manifest>"#,
            "res/values/attrs.xml": T.values(#"<attr name="paper" format="color" />"#),
            "res/values/themes.xml": T.values(
                """
                <style name="SplashTheme" parent="Theme.MaterialComponents.Light.NoActionBar"><item name="android:windowBackground">@drawable/splash</item></style>
                <style name="LightTheme" parent="Theme.MaterialComponents.Light.NoActionBar"><item name="paper">@color/paper</item></style>
                <style name="DarkTheme" parent="Theme.MaterialComponents.NoActionBar"><item name="paper">@color/night_paper</item></style>
                """),
            "src/main/java/app/ThemeHelper.kt": """
            object ThemeHelper {
                fun apply(activity: Activity, dark: Boolean) = activity.setTheme(if (dark) R.style.DarkTheme else R.style.LightTheme)
            }
            """,
            "src/main/java/app/BaseActivity.kt": """
            open class BaseActivity : AppCompatActivity() {
                override fun onCreate(state: Bundle?) {
                    super.onCreate(state)
                    window.setBackgroundDrawable(ResourceUtil.getThemedColor(this, R.attr.paper).toDrawable())
                }
            }
            """,
            "res/layout/a.xml": T.layout(#"<TextView android:id="@+id/body" android:textColor="@color/ink" />"#),
        ])
        let pair = T.pair(scan, "body")
        #expect(pair?.appearances == [.light, .dark]) // LightTheme and DarkTheme, not the splash theme
        #expect(T.hex(pair?.background, .light, palette) == "#ffffff")
        #expect(T.hex(pair?.background, .dark, palette) == "#282c37")
        #expect(
            pair?.evidence.hasPrefix("the window background the activity sets in code, ?attr/paper (BaseActivity.kt:4;")
                == true)
    }

    /// A layout inflated only by a custom view class that no other code names and no layout uses as a tag may never be
    /// shown: its pairs need review. Used as a tag, it is shown where the tag is.
    @Test func aLayoutOnlyAnUnusedCustomViewInflatesNeedsReview() {
        let files = [
            "src/main/java/app/StatsView.kt": """
            class StatsView @JvmOverloads constructor(context: Context) : LinearLayout(context) {
                val binding = ViewStatsBinding.inflate(LayoutInflater.from(context), this)
            }
            """,
            "res/layout/view_stats.xml": T.layout(
                #"<TextView android:id="@+id/count" android:textColor="@color/ink" />"#),
            "src/main/java/app/MainActivity.kt":
                "class MainActivity : AppCompatActivity() { val v = R.layout.main\n fun show() = setContentView(v) }",
            "res/layout/main.xml": T.layout(#"<TextView android:id="@+id/title" android:textColor="@color/ink" />"#),
        ]
        let (unused, _) = read(files)
        #expect(
            T.pair(unused, "count")?.review?.detail.hasPrefix(
                "view_stats.xml is inflated only by StatsView, which no other code read names") == true)
        #expect(T.pair(unused, "title")?.review == nil)
        var tagged = files
        tagged["res/layout/main.xml"] = T.layout(
            #"<TextView android:id="@+id/title" android:textColor="@color/ink" /><app.StatsView android:id="@+id/stats" />"#
        )
        let (used, _) = read(tagged)
        #expect(T.pair(used, "count")?.review == nil)
    }

    /// A drawable code sets as a view's background (`setBackground(progress)`) replaces the layout's color: what it draws
    /// is not read, so the pair needs review.
    @Test func aDrawableSetAsBackgroundInCodeNeedsReview() {
        let (scan, _) = read([
            "src/main/java/app/MissionAdapter.java": """
            class MissionAdapter {
                int layout = R.layout.mission;
                void bind(View itemView) { itemView.findViewById(R.id.item_bkg).setBackground(new ProgressDrawable()); }
            }
            """,
            "res/layout/mission.xml": T.layout(
                """
                <RelativeLayout android:id="@+id/item_bkg" android:background="@color/brand">
                    <TextView android:id="@+id/size" android:textColor="@color/paper" />
                </RelativeLayout>
                """),
        ])
        #expect(T.pair(scan, "size")?.review?.kind == .setInCode)
    }

    /// A view code hides at times (a cover shown until content loads) is not always under the text: the pair needs
    /// review (state). An ancestor code hides takes the text with it, so it stays the background.
    @Test func aBackgroundViewCodeHidesNeedsReview() {
        let (scan, _) = read([
            "src/main/java/app/PlayerActivity.kt": """
            class PlayerActivity : AppCompatActivity() {
                val binding = PlayerBinding.inflate(layoutInflater)
                fun onFirstFrame() { binding.cover.visibility = View.GONE }
                fun onIdle() { binding.panel.isVisible = false }
            }
            """,
            "res/layout/player.xml": T.layout(
                """
                <View android:id="@+id/cover" android:background="@color/scrim" />
                <TextView android:id="@+id/title" android:textColor="@color/paper" />
                <FrameLayout android:id="@+id/panel" android:background="@color/scrim">
                    <TextView android:id="@+id/hint" android:textColor="@color/paper" />
                </FrameLayout>
                """),
        ])
        #expect(T.pair(scan, "title")?.review?.kind == .state)
        #expect(T.pair(scan, "title")?.review?.detail.contains("which code hides (PlayerActivity.kt:3)") == true)
        // Hiding the text's own container hides the text with it: shown, it is on the container's background.
        #expect(T.pair(scan, "hint")?.review == nil)
    }

    /// Hiding through a helper (`animate(binding.cover, false, 300)`, NewPipe's `ViewUtils.animate(view, enterOrExit,
    /// …)`) or a fade to alpha 0 counts as hiding; `animate(view, true, …)` (showing it) and a view's own
    /// `animate()` property animator do not. A camel-case id (`@+id/surfaceCover`) is the binding's field as written.
    @Test func aBackgroundViewAHelperFadesOutNeedsReview() {
        let (scan, _) = read([
            "src/main/java/app/PlayerUi.java": """
            class PlayerUi {
                PlayerBinding binding = PlayerBinding.inflate(inflater);
                void onFirstFrame() { animate(binding.surfaceCover, false, DEFAULT_DURATION); }
                void onPrepared() { ViewUtils.animate(binding.banner, true, 100); }
                void onEnd() { binding.shade.animate().alpha(0f).setDuration(300); }
                void onIdle() { binding.glow.animate().translationX(0f).withEndAction(() -> run(binding.glow, false)); }
                void onDim() { binding.glow.animate().alpha(0.5f); }
            }
            """,
            "res/layout/player.xml": T.layout(
                """
                <FrameLayout><View android:id="@+id/surfaceCover" android:layout_width="match_parent" android:layout_height="match_parent" android:background="@color/scrim" />
                <TextView android:id="@+id/title" android:textColor="@color/paper" /></FrameLayout>
                <FrameLayout><View android:id="@+id/banner" android:layout_width="match_parent" android:layout_height="match_parent" android:background="@color/scrim" />
                <TextView android:id="@+id/subtitle" android:textColor="@color/paper" /></FrameLayout>
                <FrameLayout><View android:id="@+id/shade" android:layout_width="match_parent" android:layout_height="match_parent" android:background="@color/scrim" />
                <TextView android:id="@+id/caption" android:textColor="@color/paper" /></FrameLayout>
                <FrameLayout><View android:id="@+id/glow" android:layout_width="match_parent" android:layout_height="match_parent" android:background="@color/scrim" />
                <TextView android:id="@+id/footer" android:textColor="@color/paper" /></FrameLayout>
                """),
        ])
        #expect(T.pair(scan, "title")?.review?.detail.contains("which code hides (PlayerUi.java:3)") == true)
        #expect(T.pair(scan, "subtitle")?.review == nil)
        #expect(T.pair(scan, "caption")?.review?.detail.contains("which code hides (PlayerUi.java:5)") == true)
        #expect(T.pair(scan, "footer")?.review == nil)
    }

    /// An activity whose manifest theme has a translucent window (`android:windowIsTranslucent`, a transparent window
    /// background) is drawn over the screen that started it: text no element backs needs review there. The app's
    /// other activities keep the window background.
    @Test func anActivityWithATranslucentWindowShowsTheScreenBehindIt() throws {
        let (scan, palette) = read([
            "AndroidManifest.xml": """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/AppTheme">
                <activity android:name=".MainActivity" />
                <activity android:name="com.example.logo.LogoActivity" android:theme="@style/Theme.Logo" />
                <activity android:name=".ClearActivity" android:theme="@style/Theme.Clear" />
            </application></manifest>
            """,
            "res/values/themes.xml": T.values(
                """
                <style name="AppTheme" parent="Theme.MaterialComponents.Light"><item name="android:colorBackground">@color/paper</item></style>
                <style name="Theme.Logo" parent="AppTheme"><item name="android:windowIsTranslucent">true</item></style>
                <style name="Theme.Clear" parent="AppTheme"><item name="android:windowBackground">@android:color/transparent</item></style>
                """),
            "src/main/java/com/example/MainActivity.kt":
                "class MainActivity { fun a() { setContentView(R.layout.activity_main) } }",
            "src/main/java/com/example/logo/LogoActivity.kt":
                "class LogoActivity { val b = ActivityLogoBinding.inflate(layoutInflater) }",
            "src/main/java/com/example/ClearActivity.kt":
                "class ClearActivity { fun a() { setContentView(R.layout.activity_clear) } }",
            "res/layout/activity_main.xml": T.layout(
                #"<TextView android:id="@+id/title" android:textColor="@color/ink" />"#),
            "res/layout/activity_logo.xml": T.layout(
                #"<TextView android:id="@+id/logo" android:textColor="@color/ink" />"#),
            "res/layout/activity_clear.xml": T.layout(
                #"<TextView android:id="@+id/clear" android:textColor="@color/ink" />"#),
        ])
        let title = try #require(T.pair(scan, "title"))
        #expect(title.review == nil)
        #expect(T.hex(title.background, .light, palette) == "#ffffff")
        let logo = try #require(T.pair(scan, "logo"))
        #expect(logo.review?.kind == .hostUnknown)
        #expect(
            logo.review?.detail.hasPrefix(
                "shown by LogoActivity, whose theme Theme.Logo has a translucent window (android:windowIsTranslucent true (themes.xml:"
            ) == true)
        #expect(
            T.pair(scan, "clear")?.review?.detail.contains(
                "(android:windowBackground @android:color/transparent (themes.xml:")
                == true)
    }

    /// Rows a view inflates into a container it builds in code for a `PopupWindow` are on the popup, whose background
    /// the code sets: the pair needs review, not the window background. A layout the same file inflates elsewhere
    /// (into itself) keeps its place.
    @Test func rowsOfAPopupMenuBuiltInCodeAreOnThePopup() throws {
        let (scan, _) = read([
            "src/main/java/app/PickerView.kt": """
            class PickerView(context: Context) : FrameLayout(context) {
                private val binding = ViewPickerBinding.inflate(LayoutInflater.from(context), this)
                private fun showMenu() {
                    val container = LinearLayout(context).apply { setBackgroundResource(R.drawable.menu_bg) }
                    val popup = PopupWindow(container, 200, WRAP_CONTENT, true)
                    rows.forEach { row ->
                        val item = LayoutInflater.from(context)
                            .inflate(R.layout.picker_row, container, false)
                        container.addView(item)
                    }
                    val footer = PickerFooterBinding.inflate(LayoutInflater.from(context), container, false)
                }
            }
            """,
            "src/main/java/app/MainActivity.kt":
                "class MainActivity { fun a() { setContentView(R.layout.activity_main) } }",
            "res/layout/activity_main.xml": T.layout(#"<app.PickerView android:id="@+id/picker" />"#),
            "res/layout/view_picker.xml": T.layout(
                #"<TextView android:id="@+id/label" android:textColor="@color/ink" />"#),
            "res/layout/picker_row.xml": T.layout(
                #"<TextView android:id="@+id/row" android:textColor="@color/ink" />"#),
            "res/layout/picker_footer.xml": T.layout(
                #"<TextView android:id="@+id/footer" android:textColor="@color/ink" />"#),
        ])
        #expect(T.pair(scan, "label")?.review == nil)
        let row = try #require(T.pair(scan, "row"))
        #expect(row.review?.kind == .hostUnknown)
        #expect(row.review?.detail.hasPrefix("the layout is shown in a popup window (PickerView.kt:8)") == true)
        #expect(T.pair(scan, "footer")?.review?.detail.hasPrefix("the layout is shown in a popup window") == true)
    }

    /// A `<merge>` root's `tools:parentTag` names the view its children go into: a LinearLayout places them side by
    /// side (an icon beside the text is not under it); a bare merge may stack them.
    @Test func aMergeRootsParentTagSaysWhetherChildrenStack() {
        let (scan, _) = read([
            "res/layout/row.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <merge xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools"
                tools:parentTag="android.widget.LinearLayout">
                <ImageView android:id="@+id/icon" android:layout_width="match_parent" android:layout_height="match_parent" />
                <TextView android:id="@+id/name" android:textColor="@color/ink" />
            </merge>
            """,
            "res/layout/tile.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <merge xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageView android:id="@+id/art" android:layout_width="match_parent" android:layout_height="match_parent" />
                <TextView android:id="@+id/caption" android:textColor="@color/ink" />
            </merge>
            """,
        ])
        #expect(T.pair(scan, "name")?.review == nil)
        #expect(T.pair(scan, "caption")?.review?.kind == .image)
    }

    /// A field in a Material `TextInputLayout` sits on the layout's box: the `boxBackgroundColor` of a filled box
    /// (from the theme's `textInputStyle` here), not the window; an outlined box draws no fill; Material Components'
    /// own filled default is 12 % `colorOnSurface` layered over `colorSurface` (`#E0E0E0` on a white surface).
    @Test func aFieldInAFilledTextInputLayoutSitsOnTheBox() throws {
        let layout = T.layout(
            """
            <com.google.android.material.textfield.TextInputLayout android:id="@+id/box">
                <com.google.android.material.textfield.TextInputEditText android:id="@+id/code" android:textColor="@color/ink" />
            </com.google.android.material.textfield.TextInputLayout>
            <com.google.android.material.textfield.TextInputLayout android:id="@+id/outlined" style="@style/Widget.MaterialComponents.TextInputLayout.OutlinedBox">
                <com.google.android.material.textfield.TextInputEditText android:id="@+id/name" android:textColor="@color/ink" />
            </com.google.android.material.textfield.TextInputLayout>
            """)
        let (themed, palette) = read([
            "res/values/colors.xml": T.values(
                #"<color name="ink">#222222</color><color name="paper">#FFFFFF</color><color name="field">#F8F9FA</color>"#
            ),
            "res/values/themes.xml": T.values(
                """
                <style name="AppTheme" parent="Theme.MaterialComponents.Light"><item name="android:colorBackground">@color/paper</item>
                    <item name="textInputStyle">@style/App.TextInput</item></style>
                <style name="App.TextInput" parent="Widget.MaterialComponents.TextInputLayout.FilledBox">
                    <item name="boxBackgroundColor">@color/field</item></style>
                """),
            "res/layout/login.xml": layout,
        ])
        let code = try #require(T.pair(themed, "code"))
        #expect(T.hex(code.background, .light, palette) == "#f8f9fa")
        #expect(code.evidence.hasPrefix("the filled box of its TextInputLayout, boxBackgroundColor of App.TextInput"))
        let name = try #require(T.pair(themed, "name"))
        #expect(T.hex(name.background, .light, palette) == "#ffffff")
        #expect(name.review == nil)
        let (plain, plainPalette) = read(["res/layout/login.xml": layout])
        let box = try #require(T.pair(plain, "code"))
        #expect(box.review == nil, "\(String(describing: box.review))")
        #expect(T.hex(box.background, .light, plainPalette) == "#e0e0e0")
        #expect(T.pair(plain, "name")?.review == nil)
    }

    /// Code that colors a layout's root view through its binding (`itemBinding.root.setCardBackgroundColor(…)`)
    /// replaces the root's color in the layout that binding variable holds, not in the file's other layouts.
    @Test func aColorCodeSetsOnABindingsRootViewReplacesTheLayouts() throws {
        let (scan, palette) = read([
            "src/main/java/app/SearchFragment.kt": """
            class SearchFragment : Fragment() {
                private var _binding: FragmentSearchBinding? = null
                override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, s: Bundle?): View {
                    _binding = FragmentSearchBinding.inflate(inflater, container, false)
                    return _binding!!.root
                }
                inner class SearchBarHolder(private val itemBinding: ViewSearchBarBinding) : RecyclerView.ViewHolder(itemBinding.root) {
                    init {
                        itemBinding.root.setCardBackgroundColor(ContextCompat.getColor(requireContext(), R.color.brand))
                    }
                }
                fun holder(parent: ViewGroup) = SearchBarHolder(ViewSearchBarBinding.inflate(layoutInflater, parent, false))
            }
            """,
            "res/layout/fragment_search.xml": T.layout(
                #"<FrameLayout android:background="@color/paper"><TextView android:id="@+id/empty" android:textColor="@color/ink" /></FrameLayout>"#
            ),
            "res/layout/view_search_bar.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <com.google.android.material.card.MaterialCardView xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto" app:cardBackgroundColor="@color/paper">
                <TextView android:id="@+id/hint" android:textColor="@color/ink" />
            </com.google.android.material.card.MaterialCardView>
            """,
        ])
        let hint = try #require(T.pair(scan, "hint"))
        #expect(T.hex(hint.background, .light, palette) == "#0b5fff")
        #expect(hint.evidence.contains("its background set in code (SearchFragment.kt:9) @color/brand"))
        #expect(T.hex(try #require(T.pair(scan, "empty")).background, .light, palette) == "#ffffff")
    }

    /// A local that holds a view found by id (`val label = tab.findViewById<TextView>(R.id.tab_label)`) is that view:
    /// a color code sets on it applies (a parameter Legible cannot read makes the pair need review).
    @Test func aColorSetThroughALocalFoundByIdApplies() throws {
        let (scan, _) = read([
            "src/main/java/app/TabsView.kt": """
            class TabsView(context: Context) : FrameLayout(context) {
                private fun createTab(): View = LayoutInflater.from(context).inflate(R.layout.view_tab, this, false)
                private fun updateLabel(tab: View, @ColorInt textColor: Int) {
                    val labelView = tab.findViewById<TextView>(R.id.tab_label)
                    labelView.setTextColor(textColor)
                }
            }
            """,
            "res/layout/view_tab.xml": T.layout(
                #"<FrameLayout android:background="@color/paper"><TextView android:id="@+id/tab_label" android:textColor="@color/ink" /></FrameLayout>"#
            ),
        ])
        let label = try #require(T.pair(scan, "tab_label"))
        #expect(label.review?.kind == .setInCode)
        #expect(label.review?.detail.contains("has its text color set in code to textColor (TabsView.kt:5)") == true)
    }

    /// A layout inflated into a local that the file hands to a dialog builder (`.setCustomTitle(title)`,
    /// `.setView(binding.root)`) is on the alert dialog's window (`?attr/colorBackgroundFloating`). A layout a dialog
    /// shows that other code also inflates needs review: which one shows it decides what is under the text.
    @Test func aViewHandedToADialogBuilderIsOnTheDialog() throws {
        let (scan, palette) = read([
            "src/main/java/app/ItemDialog.java": """
            public final class ItemDialog {
                public ItemDialog(final Activity activity) {
                    final View banner = View.inflate(activity, R.layout.dialog_banner, null);
                    final DialogRenameBinding rename = DialogRenameBinding.inflate(activity.getLayoutInflater());
                    final View shared = View.inflate(activity, R.layout.dialog_shared, null);
                    new AlertDialog.Builder(activity).setCustomTitle(banner).setView(rename.getRoot()).show();
                    new AlertDialog.Builder(activity).setView(shared).show();
                }
            }
            """,
            "src/main/java/app/ListFragment.kt": """
            class ListFragment : Fragment() {
                fun header(parent: ViewGroup) = DialogSharedBinding.inflate(layoutInflater, parent, false)
            }
            """,
            "res/layout/dialog_banner.xml": T.layout(
                #"<TextView android:id="@+id/banner" android:textColor="@color/ink" />"#),
            "res/layout/dialog_rename.xml": T.layout(
                #"<TextView android:id="@+id/rename" android:textColor="@color/ink" />"#),
            "res/layout/dialog_shared.xml": T.layout(
                #"<TextView android:id="@+id/shared" android:textColor="@color/ink" />"#),
        ])
        let banner = try #require(T.pair(scan, "banner"))
        #expect(
            banner.evidence.hasPrefix(
                "the surface of the alert dialog that shows this layout (ItemDialog.java:3), ?attr/colorBackgroundFloating"
            ))
        #expect(T.hex(banner.background, .light, palette) == "#ffffff")
        #expect(try #require(T.pair(scan, "rename")).evidence.contains("(ItemDialog.java:4)"))
        let shared = try #require(T.pair(scan, "shared"))
        #expect(shared.review?.kind == .hostUnknown)
        #expect(
            shared.review?.detail
                == "the layout is shown in an alert dialog (ItemDialog.java:5) and also inflated by other code (ListFragment.kt:2): where it is shown decides what is under the text"
        )
    }

    /// A Chip's `app:chipBackgroundColor` is its fill; an `AppBarLayout` with no background draws its library style's
    /// fill under its toolbar (`?attr/colorPrimary` under Material Components and AppCompat themes).
    @Test func aChipsBackgroundColorAndAnAppBarsDefaultFill() {
        let (scan, palette) = read([
            "res/values/themes.xml": T.values(
                """
                <style name="AppTheme" parent="Theme.MaterialComponents.Light">
                    <item name="android:colorBackground">@color/paper</item><item name="colorPrimary">@color/brand</item>
                </style>
                """),
            "res/layout/screen.xml": T.layout(
                """
                <com.google.android.material.chip.Chip android:id="@+id/chip" android:textColor="@color/paper"
                    android:text="Tag" app:chipBackgroundColor="@color/ink" />
                <com.google.android.material.appbar.AppBarLayout android:id="@+id/bar">
                    <TextView android:id="@+id/title" android:textColor="@color/paper" />
                </com.google.android.material.appbar.AppBarLayout>
                """),
            "src/main/java/app/ScreenActivity.kt":
                "class ScreenActivity : AppCompatActivity() { val v = R.layout.screen }",
        ])
        #expect(T.hex(T.pair(scan, "chip")?.background, .light, palette) == "#222222")
        #expect(T.hex(T.pair(scan, "title")?.background, .light, palette) == "#0b5fff")
    }

    /// A layout a dialog, bottom sheet or popup class inflates sits on that surface, not on the activity's window; one
    /// code draws onto a PDF page is not on a window at all.
    @Test func layoutsShownInABottomSheetADialogOrAPopup() {
        let (scan, palette) = read([
            "res/values/themes.xml": T.values(
                """
                <style name="AppTheme" parent="Theme.MaterialComponents.DayNight.NoActionBar">
                    <item name="android:colorBackground">@color/paper</item><item name="colorSurface">@color/brand</item>
                </style>
                """),
            "src/main/java/app/DonateDialog.kt": """
            class DonateDialog : ExtendedBottomSheetDialogFragment() {
                override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View {
                    return DialogDonateBinding.inflate(inflater, container, false).root
                }
            }
            """,
            "src/main/java/app/PickDialog.java": """
            public class PickDialog extends DialogFragment {
                public void onCreate(Bundle state) { setStyle(STYLE_NO_TITLE, ThemeHelper.getDialogTheme(getContext())); }
                public View onCreateView(LayoutInflater inflater) { return inflater.inflate(R.layout.dialog_pick, null); }
            }
            """,
            "res/layout/dialog_pick.xml": T.layout(
                #"<TextView android:id="@+id/pick" android:textColor="@color/ink" />"#),
            "src/main/java/app/SortMenu.java": """
            public class SortMenu extends PopupWindow {
                SortMenu(Context context) { super(LayoutInflater.from(context).inflate(R.layout.popup_sort, null)); }
            }
            """,
            "src/main/java/app/MainActivity.kt":
                "class MainActivity : AppCompatActivity() { val v = R.layout.activity_main }",
            "src/main/java/app/CodePdf.kt": """
            class CodePdf {
                fun write(inflater: LayoutInflater) {
                    val pdf = PdfDocument()
                    val page = pdf.startPage(info)
                    PdfCodeBinding.inflate(inflater, null, false).root.draw(page.canvas)
                }
            }
            """,
            "res/layout/pdf_code.xml": T.layout(#"<TextView android:id="@+id/code" android:textColor="@color/ink" />"#),
            "res/layout/dialog_donate.xml": T.layout(
                #"<TextView android:id="@+id/ask" android:textColor="@color/ink" />"#),
            "res/layout/popup_sort.xml": T.layout(
                #"<TextView android:id="@+id/byName" android:textColor="@color/ink" />"#),
            "res/layout/activity_main.xml": T.layout(
                #"<TextView android:id="@+id/title" android:textColor="@color/ink" />"#),
        ])
        let sheet = T.pair(scan, "ask")
        // The bottom sheet's colorSurface (Material Components); at night with its 16dp elevation overlay (white at
        // 14.8 %).
        #expect(T.hex(sheet?.background, .light, palette) == "#0b5fff")
        #expect(T.hex(sheet?.background, .dark, palette) == "#2f76ff")
        #expect(
            sheet?.evidence.hasPrefix(
                "the surface of the bottom sheet that shows this layout (DonateDialog.kt:3), ?attr/colorSurface")
                == true)
        let popup = T.pair(scan, "byName")
        #expect(popup?.review?.kind == .hostUnknown)
        #expect(
            popup?.review?.detail
                == "the layout is shown in a popup window (SortMenu.java:2) whose background is set in code")
        #expect(T.hex(T.pair(scan, "title")?.background, .light, palette) == "#ffffff") // the window
        // A dialog whose theme the code picks: that theme's window background is not read.
        #expect(
            T.pair(scan, "pick")?.review?.detail.hasPrefix(
                "the layout is shown in a dialog whose theme the code sets (PickDialog.java:3)") == true)
        // Drawn onto a PDF page, not a window: what is under it is what the code draws first.
        let pdf = T.pair(scan, "code")
        #expect(pdf?.review?.kind == .hostUnknown)
        #expect(
            pdf?.review?.detail
                == "the layout is shown in a canvas drawn off screen (CodePdf.kt:5) whose background is set in code")
    }

    /// Code that recolors a view of the layout it inflates replaces the layout's color: read when it names a
    /// resource, a theme attribute or a constant; a computed color makes the pair need review.
    @Test func colorsSetOnTheLayoutsViewsInCode() {
        let (scan, palette) = read([
            "src/main/java/app/ArticleFragment.kt": """
            class ArticleFragment : Fragment() {
                fun bind(binding: FragmentArticleBinding, tint: Int) {
                    binding.viewTitle.setTextColor(ContextCompat.getColor(requireContext(), R.color.brand))
                    binding.card.setBackgroundColor(Color.BLACK)
                    binding.byline.setTextColor(tint)
                }
            }
            """,
            "res/layout/fragment_article.xml": T.layout(
                """
                <LinearLayout android:id="@+id/card" android:background="@color/paper">
                    <TextView android:id="@+id/view_title" android:textColor="@color/ink" />
                    <TextView android:id="@+id/byline" android:textColor="@color/ink" />
                </LinearLayout>
                """),
        ])
        let title = T.pair(scan, "view_title")
        #expect(title?.foreground == .named("brand"))
        #expect(T.hex(title?.background, .light, palette) == "#000000")
        #expect(title?.evidence.contains("its background set in code (ArticleFragment.kt:4) #FF000000") == true)
        #expect(
            title?.evidence.hasSuffix(
                "text color set in code (ArticleFragment.kt:3) @color/brand, which replaces the layout's") == true)
        let byline = T.pair(scan, "byline")
        #expect(
            byline?.review
                == ReviewReason(
                    .setInCode,
                    "TextView @+id/byline (line 6) has its text color set in code to tint (ArticleFragment.kt:5), which Legible cannot read"
                ))
    }

    /// A style from a module that was not read may set a background: the pair needs review; a library style is known.
    @Test func aStyleThatWasNotReadMakesThePairNeedReview() {
        let (scan, _) = read([
            "res/layout/a.xml": T.layout(
                """
                <TextView android:id="@+id/bar" style="@style/Widget.DuckDuckGo.SearchBar" android:textColor="@color/ink" />
                <TextView android:id="@+id/caption" style="@style/Widget.MaterialComponents.TextView" android:textColor="@color/ink" />
                """)
        ])
        #expect(
            T.pair(scan, "bar")?.review
                == ReviewReason(
                    .styleNotRead,
                    "TextView @+id/bar (line 4) uses style Widget.DuckDuckGo.SearchBar, which is not among the files read, so what it draws is not known"
                ))
        #expect(T.pair(scan, "caption")?.review == nil)
    }

    /// A view theme overlay (`android:theme` on an ancestor) that no file read defines may set the theme attributes
    /// the text and background colors go through: such a pair needs review; one whose colors are written directly
    /// does not depend on the overlay.
    @Test func anAncestorThemeOverlayThatWasNotReadMakesThemedPairsNeedReview() {
        let (scan, _) = read([
            "res/layout/sheet.xml": T.layout(
                """
                <LinearLayout android:id="@+id/panel" android:theme="@style/ThemeOverlay.App.Onboarding">
                    <TextView android:id="@+id/title" android:textColor="?android:attr/textColorPrimary" />
                    <TextView android:id="@+id/plain" android:textColor="@color/ink" android:background="@color/paper" />
                </LinearLayout>
                """)
        ])
        #expect(
            T.pair(scan, "title")?.review
                == ReviewReason(
                    .styleNotRead,
                    "android:theme=\"@style/ThemeOverlay.App.Onboarding\" on it or an ancestor is not among the files read: the theme colors it sets are not known"
                ))
        #expect(T.pair(scan, "plain")?.review == nil)
    }

    /// `android:textColor` on a view group draws nothing (children do not inherit it): no pair, a warning saying so.
    @Test func aTextColorOnAViewGroupIsNoTextUse() {
        let (scan, _) = read([
            "res/layout/row.xml": T.layout(
                """
                <androidx.constraintlayout.widget.ConstraintLayout android:id="@+id/row" android:textColor="@color/ink">
                    <TextView android:id="@+id/name" android:textColor="@color/ink" />
                </androidx.constraintlayout.widget.ConstraintLayout>
                """)
        ])
        #expect(T.pair(scan, "row") == nil)
        #expect(T.pair(scan, "name") != nil)
        #expect(scan.elementsWithTextColor == 1)
        #expect(
            scan.diagnostics.contains {
                $0.message.hasSuffix("a ConstraintLayout draws no text, and its children do not inherit the attribute")
            })
    }

    /// With the app's code read, a layout no code names (`R.layout.x`, `XBinding`, its name), no layout includes and
    /// no XML names (`@layout/x`) is never shown: "not shown" (`AndroidLayoutNames`). One the code inflates is asserted.
    @Test func aLayoutNothingNamesIsNotShown() {
        let (scan, _) = read([
            "res/layout/activity_main.xml": T.layout(
                #"<TextView android:id="@+id/title" android:textColor="@color/ink" />"#),
            "res/layout/item_orphan.xml": T.layout(
                #"<TextView android:id="@+id/orphan" android:textColor="@color/ink" />"#),
            "src/main/java/com/example/MainActivity.kt": """
            class MainActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContentView(R.layout.activity_main)
                }
            }
            """,
        ])
        #expect(T.pair(scan, "title")?.review == nil)
        #expect(T.pair(scan, "orphan")?.review?.kind == .notShown)
        #expect(
            T.pair(scan, "orphan")?.review?.detail.hasPrefix(
                "no code read names item_orphan.xml (R.layout.item_orphan, ItemOrphanBinding, \"item_orphan\")") == true
        )
    }
}

extension AndroidLayerTests {
    /// A scrim drawn at `android:alpha` (60 % black over the window) is translucent: composited over what is behind
    /// it, not opaque black.
    @Test func aSiblingsViewAlphaMakesItsBackgroundTranslucent() throws {
        let (scan, palette) = read([
            "res/layout/cover.xml": T.layout(
                """
                <View android:id="@+id/scrim" android:layout_width="match_parent" android:layout_height="match_parent"
                    android:background="@color/scrim" android:alpha="0.6" />
                <TextView android:id="@+id/title" android:textColor="@color/paper" />
                """)
        ])
        let pair = try #require(T.pair(scan, "title"))
        #expect(T.hex(pair.background, .light, palette) == "#00000099")
        #expect(T.hex(pair.over, .light, palette) == "#ffffff")
        #expect(pair.evidence.contains("at android:alpha 0.6"))
    }
}
