import Testing

@testable import LegibleJVMSyntax

/// `JVMResourceEvaluator` follows a field or a constructor parameter back to every construction and assignment
/// (`JVMWrites`): a theme carried in an object (materialistic's `ThemeSpec`) is every style any construction gives it.
@Suite("JVM: values carried in fields and constructor parameters")
struct JVMFieldEvaluationTests {
    /// Evaluates the argument of the first `setTheme(…)` call in `files` as a style.
    static func styles(_ files: [(String, String)]) -> (styles: Set<String>, unknowns: [String]) {
        let parsed = files.map { JVMParser.parse($0.1, path: $0.0) }
        let index = JVMSymbolIndex(files: parsed)
        let evaluator = JVMResourceEvaluator(index: index, kind: "style")
        for file in parsed {
            for (type, outer) in file.allTypes {
                let owner = index.types[type.name]?.first { $0.file.path == file.path && $0.outer == outer }
                for function in type.members.functions {
                    var found: JVMExpression?
                    JVMTreeWalk.statements(function.body ?? []) { _ in
                    } expression: { e in
                        if found == nil, case .call(let callee, let arguments) = e.kind,
                            callee.calledName?.name == "setTheme"
                        {
                            found = arguments.first?.value
                        }
                    }
                    guard let found else { continue }
                    let result = evaluator.evaluate(
                        found, in: JVMResourceEvaluator.Scope(file: file, owner: owner, function: function))
                    return (Set(result.values.map(\.name)), result.unknowns.map(\.detail))
                }
            }
        }
        return ([], ["no setTheme call"])
    }

    /// Java: `spec.theme` is a final field the constructor assigns from its parameter; subclasses pass their style
    /// through `super(…)`, one constructor delegates with `this(…, -1)`, and a method builds another spec with `new`.
    @Test func aJavaFieldAssignedInTheConstructorIsEveryStyleAnyConstructionPasses() {
        let spec = """
            package a;
            public class Spec {
                final int theme;
                final int overlay;
                Spec(int theme, int overlay) {
                    this.theme = theme;
                    this.overlay = overlay;
                }
                Spec translucent() { return new Spec(R.style.App_Translucent, overlay); }
            }
            class NightSpec extends Spec {
                NightSpec(int overlay) { super(R.style.App_Night, overlay); }
                NightSpec() { this(-1); }
            }
            class DaySpec extends Spec {
                DaySpec() { super(R.style.App_Day, 0); }
            }
            """
        let activity = """
            package a;
            public class Screen extends Activity {
                static Spec current(boolean night) { return night ? new NightSpec() : new DaySpec(); }
                @Override protected void onCreate(Bundle state) {
                    Spec spec = current(true);
                    setTheme(spec.theme);
                    super.onCreate(state);
                }
            }
            """
        let result = Self.styles([("Spec.java", spec), ("Screen.java", activity)])
        #expect(result.styles == ["App_Night", "App_Day", "App_Translucent"], "\(result)")
        #expect(result.unknowns.isEmpty, "\(result.unknowns)")
    }

    /// Kotlin: `palette.style` is a `val` of a class's primary constructor; each construction passes a style,
    /// one by name.
    @Test func aKotlinConstructorValIsEveryStyleAnyConstructionPasses() {
        let source = """
            package b
            class Palette(val label: String, val style: Int)
            object Palettes {
                val all = listOf(Palette("sand", R.style.Sand), Palette(label = "sea", style = R.style.Sea))
            }
            class Reader : Activity() {
                fun chosen(key: String): Palette = Palettes.all.first { it.label == key }
                override fun onCreate(state: Bundle?) {
                    setTheme(chosen("sea").style)
                }
            }
            """
        let result = Self.styles([("Reader.kt", source)])
        #expect(result.styles == ["Sand", "Sea"], "\(result)")
        #expect(result.unknowns.isEmpty, "\(result.unknowns)")
    }

    /// A field nothing assigns and a constructor parameter no code passes stay unknowns, with what is missing.
    @Test func aFieldNothingAssignsIsAnUnknown() {
        let source = """
            package c;
            class Holder { int theme; }
            class Screen extends Activity {
                Holder holder;
                @Override protected void onCreate(Bundle state) { setTheme(holder.theme); }
            }
            """
        let result = Self.styles([("Screen.java", source)])
        #expect(result.styles.isEmpty)
        #expect(result.unknowns.contains { $0.contains("theme has no value") }, "\(result.unknowns)")
    }
}
