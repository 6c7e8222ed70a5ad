import Testing
@testable import LegibleJVMSyntax

@Suite struct JVMDeclarationTests {
    @Test func kotlinPackageImportsClassesAndMembers() throws {
        let file = JVMParser.parse(
            """
            @file:JvmName("Themes")
            package org.example.reader.ui

            import android.os.Bundle
            import org.example.reader.R as Res
            import org.example.util.*

            private const val PREF = "theme"

            fun Context.themeFor(default: Int = 0): Int = Res.style.Light

            open class BaseActivity @Inject constructor(val store: Store) : AppCompatActivity(), Themed {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                }
                companion object {
                    const val EXTRA = "x"
                    @JvmStatic fun start() {}
                }
                data class State(val dark: Boolean)
                val theme: Int
                    get() = R.style.Dark
                private var count = 0
                    private set
            }

            enum class Accent(val style: Int) { BLUE(R.style.Blue), RED(R.style.Red); fun next() = RED }
            interface Themed
            object ThemeHelper { fun apply(a: Activity) = Unit }
            """, path: "Base.kt")
        #expect(file.package == "org.example.reader.ui")
        #expect(file.imports.map(\.name) == ["Bundle", "Res", "*"])
        #expect(file.members.properties.map(\.name) == ["PREF"])
        let themeFor = try #require(file.members.functions.first)
        #expect(themeFor.name == "themeFor" && themeFor.receiver == "Context")
        #expect(
            themeFor.accepts(argumentCount: 0) && themeFor.accepts(argumentCount: 1)
                && !themeFor.accepts(argumentCount: 2))
        #expect(file.types.map(\.name) == ["BaseActivity", "Accent", "Themed", "ThemeHelper"])
        let base = file.types[0]
        #expect(base.supertypes == ["AppCompatActivity", "Themed"])
        #expect(base.constructorParameters.map(\.name) == ["store"])
        #expect(base.members.functions.map(\.name) == ["onCreate"])
        #expect(base.members.types.map(\.kind) == [.companionObject, .class])
        #expect(base.members.types[0].members.functions.map(\.name) == ["start"])
        #expect(base.members.properties.map(\.name) == ["theme", "count"])
        #expect(base.members.properties[0].getter?.count == 1)
        let accent = file.types[1]
        #expect(accent.kind == .enum && accent.enumEntries.map(\.name) == ["BLUE", "RED"])
        #expect(accent.enumEntries[0].arguments.first?.value.resourceReference?.name == "Blue")
        #expect(accent.members.functions.map(\.name) == ["next"])
        #expect(file.types[3].kind == .object)
        #expect(file.unknownLines.isEmpty)
    }

    /// Interfaces a Kotlin class delegates (`Handler by Handler.Impl()`): the brace after the last delegate opens the
    /// class body (owntracks-android's activities write their headers this way), not a lambda passed to `Impl()`.
    @Test func kotlinDelegatedInterfacesBeforeTheClassBody() throws {
        let file = JVMParser.parse(
            """
            class WaypointsActivity :
                AppCompatActivity(),
                Permissions by Permissions.Impl(onGranted { refresh() }),
                InsetHandler by InsetHandler.Impl() {
              private lateinit var rows: WaypointsAdapter

              override fun onCreate(savedInstanceState: Bundle?) {
                rows = WaypointsAdapter(this)
              }
            }
            """, path: "WaypointsActivity.kt")
        let type = try #require(file.types.first)
        #expect(type.supertypes == ["AppCompatActivity", "Permissions", "InsetHandler"])
        #expect(type.members.functions.map(\.name) == ["onCreate"])
        #expect(type.members.properties.map(\.name) == ["rows"])
    }

    /// The arguments a Kotlin class passes to its superclass's constructor are read (`Fragment(R.layout.x)`), the
    /// interfaces after it keep their place, and an anonymous object's superclass call keeps its arguments too.
    @Test func kotlinSuperclassConstructorArguments() throws {
        let file = JVMParser.parse(
            """
            class TipsFragment : Fragment(R.layout.fragment_tips), Scrollable {
                val callback = object : OnBackPressedCallback(true) { override fun handleOnBackPressed() = Unit }
            }
            """, path: "TipsFragment.kt")
        let type = try #require(file.types.first)
        #expect(type.supertypes == ["Fragment", "Scrollable"])
        #expect(type.superclassArguments.map { $0.value.resourceReference?.name } == ["fragment_tips"])
        #expect(type.members.functions.isEmpty && type.members.properties.map(\.name) == ["callback"])
        guard case .object(_, let arguments, let members)? = type.members.properties.first?.initializer?.kind else {
            Issue.record("the callback is not an anonymous object")
            return
        }
        #expect(arguments.map(\.value.kind) == [.literal("true", .boolean)])
        #expect(members.functions.map(\.name) == ["handleOnBackPressed"])
        #expect(file.unknownLines.isEmpty)
    }

    @Test func javaClassesFieldsMethodsAndEnums() throws {
        let file = JVMParser.parse(
            """
            package org.example;

            import static org.example.Prefs.KEY;
            import java.util.List;

            public final class ThemeUtils extends Object implements Serializable, Cloneable {
                public static final int DARK = R.style.Dark, LIGHT = R.style.Light;
                private static final int[] ALL = {R.style.Dark, R.style.Light};
                @SuppressWarnings("unused") private List<Map<String, Integer>> cache = new ArrayList<>();
                static { init(); }
                public ThemeUtils(Context context) { this.context = context; }
                @StyleRes
                public static int themeFor(final Context context, String... extras) throws IOException {
                    return DARK;
                }
                abstract void bind();
                enum Mode { SYSTEM, LIGHT, DARK; Mode next() { return LIGHT; } }
                public @interface Pref { String value() default ""; }
            }
            """, path: "ThemeUtils.java")
        #expect(file.package == "org.example")
        #expect(file.imports.map(\.path) == ["org.example.Prefs.KEY", "java.util.List"])
        let type = try #require(file.types.first)
        #expect(type.name == "ThemeUtils" && type.supertypes == ["Object", "Serializable", "Cloneable"])
        #expect(type.members.properties.map(\.name) == ["DARK", "LIGHT", "ALL", "cache"])
        #expect(type.members.properties[1].initializer?.resourceReference?.name == "Light")
        #expect(type.members.functions.map(\.name) == ["constructor", "themeFor", "bind"])
        #expect(type.members.functions[1].parameters.map(\.name) == ["context", "extras"])
        #expect(type.members.functions[1].parameters[1].isVararg)
        #expect(type.members.functions[2].body == nil)
        #expect(type.members.initializers.count == 1)
        #expect(type.members.types.map(\.name) == ["Mode", "Pref"])
        #expect(type.members.types[0].enumEntries.map(\.name) == ["SYSTEM", "LIGHT", "DARK"])
        #expect(type.members.types[0].members.functions.map(\.name) == ["next"])
        #expect(file.unknownLines.isEmpty)
    }

    @Test func kotlinEnumConstantsWithBodiesAndFunInterfaces() {
        let file = JVMParser.parse(
            """
            enum class Action(val icon: Int) {
                SAVE(R.drawable.save) {
                    override fun select(cb: Callback) { cb.onSave() }
                },
                SHARE(R.drawable.share) {
                    override fun select(cb: Callback) { cb.onShare() }
                };
                abstract fun select(cb: Callback)
            }
            fun interface Listener { fun onClick(x: Float): Boolean }
            """, path: "Action.kt")
        #expect(file.unknownLines.isEmpty)
        #expect(file.types.map(\.name) == ["Action", "Listener"])
        #expect(file.types[0].enumEntries.map(\.name) == ["SAVE", "SHARE"])
        #expect(file.types[0].members.functions.map(\.name) == ["select"])
        #expect(file.types[1].kind == .interface)
    }

    @Test func javaSupertypesOfAnInterfaceAndNestedGenerics() {
        let file = JVMParser.parse(
            "interface A extends B<C<D>>, E {}\nclass F<T extends A> extends G<T> {}", path: "A.java")
        #expect(file.types.map(\.supertypes) == [["B", "E"], ["G"]])
    }
}
