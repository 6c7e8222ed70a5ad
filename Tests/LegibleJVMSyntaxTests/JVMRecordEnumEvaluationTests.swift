import Testing

@testable import LegibleJVMSyntax

/// `JVMResourceEvaluator` follows a theme carried by a Java `record` (its component accessors), an enum constant's
/// constructor arguments (Java fields set in the enum's constructor, its methods; Kotlin enum `val`s read in the
/// enum's functions), through `switch` expressions with arrow cases and `yield`, and Kotlin `when` expressions (issue
/// 29: a theme chosen in code through a record and a switch, OpenTracks' `getThemeMode().themeResourceId()`).
@Suite("JVM: values carried by records, enum constants, switch expressions")
struct JVMRecordEnumEvaluationTests {
    static func styles(_ files: [(String, String)]) -> (styles: Set<String>, unknowns: [String]) {
        JVMFieldEvaluationTests.styles(files)
    }

    /// Java 16 record built in every arm of a switch with arrow cases (one arm a block that `yield`s, one a `return`
    /// in a switch statement's arrow block); the activity reads the component through its accessor.
    @Test func aRecordComponentAccessorIsEveryStyleAnyConstructionPasses() {
        let look = """
            package t.look;
            public final class Looks {
                record Look(int styleRes, int nightMode, boolean dynamic) {}
                private static String stored = "0";
                static Look current() {
                    String key = stored;
                    return switch (key) {
                        case "1", "2" -> new Look(R.style.Trail_Day, 1, false);
                        case "3" -> {
                            Look oled = new Look(R.style.Trail_Oled, 2, false);
                            yield oled;
                        }
                        default -> new Look(R.style.Trail_DayNight, -1, true);
                    };
                }
                static Look legacy(int mode) {
                    switch (mode) {
                        case 9 -> { return new Look(R.style.Trail_Legacy, 1, false); }
                        default -> { return current(); }
                    }
                }
                public static void apply(Context context) {
                    context.setTheme(current().styleRes());
                }
            }
            """
        let result = Self.styles([("Looks.java", look)])
        #expect(result.styles == ["Trail_Day", "Trail_Oled", "Trail_DayNight", "Trail_Legacy"], "\(result)")
        #expect(result.unknowns.isEmpty, "\(result.unknowns)")
    }

    /// A record's component read by name inside the record's own method (`int style() { return dark ? … : base; }`
    /// is no accessor: its body decides).
    @Test func aRecordMethodReadsItsComponentsByName() {
        let source = """
            package t;
            record Skin(int base, boolean dark) {
                int style() { return dark ? R.style.Skin_Dark : base; }
            }
            class Screen extends Activity {
                void onCreate(Bundle b) {
                    Skin skin = new Skin(R.style.Skin_Paper, false);
                    setTheme(skin.style());
                }
            }
            """
        let result = Self.styles([("Skin.java", source)])
        #expect(result.styles == ["Skin_Dark", "Skin_Paper"], "\(result)")
        #expect(result.unknowns.isEmpty, "\(result.unknowns)")
    }

    /// Java enum constants with constructor arguments: a final field the constructor assigns, read through a getter
    /// (`Palette.valueOf(name).getThemeRes()`) and directly (`palette.themeRes`).
    @Test func aJavaEnumFieldIsEveryConstantsArgument() {
        let palette = """
            package t;
            public enum Palette {
                HARBOR("harbor", R.style.Palette_Harbor),
                FOREST("forest", R.style.Palette_Forest),
                DUSK("dusk", R.style.Palette_Dusk);

                private final String key;
                private final int themeRes;

                Palette(String key, int themeRes) {
                    this.key = key;
                    this.themeRes = themeRes;
                }

                public int getThemeRes() { return themeRes; }
            }
            """
        let activity = """
            package t;
            class Gallery extends Activity {
                void onCreate(Bundle b) {
                    Palette chosen = Palette.valueOf(prefs.getString("palette", "HARBOR"));
                    setTheme(chosen.getThemeRes());
                }
            }
            """
        let result = Self.styles([("Palette.java", palette), ("Gallery.java", activity)])
        #expect(result.styles == ["Palette_Harbor", "Palette_Forest", "Palette_Dusk"], "\(result)")
        #expect(result.unknowns.isEmpty, "\(result.unknowns)")
    }

    /// Kotlin: an enum's function reads the constructor `val` (`fun style() = if (…) night else day`), and a `when`
    /// expression over a preference string picks the constant.
    @Test func aKotlinEnumFunctionReadsItsConstructorVals() {
        let source = """
            package t

            enum class Mood(private val day: Int, private val night: Int) {
                CALM(R.style.Mood_Calm, R.style.Mood_CalmNight),
                LOUD(R.style.Mood_Loud, R.style.Mood_LoudNight);

                fun style(dark: Boolean): Int = if (dark) night else day
            }

            object Moods {
                fun stored(value: String?): Mood = when (value) {
                    "loud" -> Mood.LOUD
                    else -> Mood.CALM
                }
            }

            class Studio : AppCompatActivity() {
                override fun onCreate(state: Bundle?) {
                    setTheme(Moods.stored(prefs.getString("mood", null)).style(isNight()))
                    super.onCreate(state)
                }
            }
            """
        let result = Self.styles([("Mood.kt", source)])
        #expect(
            result.styles == ["Mood_Calm", "Mood_CalmNight", "Mood_Loud", "Mood_LoudNight"], "\(result)")
        #expect(result.unknowns.isEmpty, "\(result.unknowns)")
    }
}
