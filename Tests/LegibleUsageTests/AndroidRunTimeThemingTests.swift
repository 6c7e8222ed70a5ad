import Foundation
import LegiblePalette
import LegibleUsage
import Testing

/// A library that recolors an app's views at run time (issue 29, `AndroidRunTimeTheming`): Aesthetic's
/// `AestheticActivity` swaps each inflated view for one of its own painted with colors the app's code picks. No pair
/// of a screen it may reach can be proven: each needs review naming the library. A layout only a plain activity of the
/// manifest inflates keeps its pair; a library imported only by test sources is not the app's.
@Suite("Android: libraries that recolor views at run time")
struct AndroidRunTimeThemingTests {
    typealias T = AndroidTestSupport

    static func read(_ code: [String: String]) -> UsageScan {
        var all = code
        all["AndroidManifest.xml"] = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="app.clock">
                <application android:theme="@style/AppTheme">
                    <activity android:name=".HomeActivity" /><activity android:name=".PickerActivity" />
                </application>
            </manifest>
            """
        all["res/values/colors.xml"] = T.values(
            #"<color name="ink">#222222</color><color name="paper">#FAFAFA</color>"#)
        all["res/values/themes.xml"] = T.values(
            """
            <style name="AppTheme" parent="Theme.AppCompat.Light.NoActionBar">
                <item name="android:windowBackground">@color/paper</item>
            </style>
            """)
        for (layout, id) in [
            ("activity_home", "home_title"), ("activity_picker", "picker_title"), ("fragment_timer", "timer_title"),
        ] {
            all["res/layout/\(layout).xml"] = T.layout(
                #"<TextView android:id="@+id/\#(id)" android:textColor="@color/ink" />"#)
        }
        all["src/main/java/app/clock/PickerActivity.java"] = """
            package app.clock;

            public class PickerActivity extends AppCompatActivity {
                @Override protected void onCreate(Bundle state) {
                    super.onCreate(state);
                    setContentView(R.layout.activity_picker);
                }
            }
            """
        all["src/main/java/app/clock/TimerFragment.java"] = """
            package app.clock;

            public class TimerFragment extends Fragment {
                @Override
                public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle state) {
                    return inflater.inflate(R.layout.fragment_timer, container, false);
                }
            }
            """
        let project = AndroidProjectFiles.discover([T.project(all)])
        let palette = AndroidResourceReader.read(files: project.values)
        return AndroidLayoutReader.read(project, palette: palette)
    }

    static func home(importing library: String, at folder: String = "main") -> [String: String] {
        [
            "src/\(folder)/java/app/clock/HomeActivity.java": """
            package app.clock;

            import \(library).AestheticActivity;

            public class HomeActivity extends AestheticActivity {
                @Override protected void onCreate(Bundle state) {
                    super.onCreate(state);
                    setContentView(R.layout.activity_home);
                    getSupportFragmentManager().beginTransaction().add(R.id.root, new TimerFragment()).commit();
                }
            }
            """
        ]
    }

    @Test func screensALibraryMayRecolorNeedReviewNamingIt() throws {
        let scan = Self.read(Self.home(importing: "com.afollestad.aesthetic"))
        for id in ["home_title", "timer_title"] {
            let pair = try #require(T.pair(scan, id), "no pair for \(id)")
            #expect(pair.review?.kind == .themeInCode, "\(id): \(String(describing: pair.review))")
            #expect(pair.review?.detail.contains("Aesthetic (com.afollestad.aesthetic") == true)
            #expect(pair.review?.detail.contains("HomeActivity.java:3") == true, "\(pair.review?.detail ?? "")")
        }
        // Only a plain activity of the manifest inflates it: the library does not reach it.
        #expect(T.pair(scan, "picker_title")?.review == nil)
    }

    @Test func aLibraryOnlyTestsImportIsNotTheApps() {
        var code = Self.home(importing: "app.clock.base")
        code["src/test/java/app/clock/HomeScreenTest.java"] = """
            package app.clock;

            import com.afollestad.aesthetic.Aesthetic;

            public class HomeScreenTest {
                @Test public void startsDark() { Aesthetic.Companion.get().isDark(true).apply(); }
            }
            """
        let scan = Self.read(code)
        let title = T.pair(scan, "home_title")
        #expect(title != nil && title?.review == nil, "\(String(describing: title?.review))")
    }
}
