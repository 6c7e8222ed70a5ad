import Testing

@testable import LegibleJVMSyntax

/// `JVMNightCondition` reads whether a condition tests night mode, and `JVMResourceEvaluator` (with
/// `followsNightBranches`) tags the styles a night branch chooses with that mode.
@Suite("JVM: night-mode conditions")
struct JVMNightConditionTests {
    /// The night mode each `setTheme(…)` argument's styles are chosen in, by style, in `source` (one Kotlin file).
    static func nights(_ source: String) -> [String: Bool?] {
        let file = JVMParser.parse(source, path: "Look.kt")
        let index = JVMSymbolIndex(files: [file])
        var evaluator = JVMResourceEvaluator(index: index, kind: "style")
        evaluator.followsNightBranches = true
        var found: [String: Bool?] = [:]
        for (type, outer) in file.allTypes {
            let owner = index.types[type.name]?.first { $0.file.path == file.path && $0.outer == outer }
            for function in type.members.functions {
                let scope = JVMResourceEvaluator.Scope(file: file, owner: owner, function: function)
                JVMTreeWalk.statements(function.body ?? []) { _ in
                } expression: { e in
                    guard case .call(let callee, let arguments) = e.kind, callee.calledName?.name == "setTheme",
                        let argument = arguments.first?.value
                    else { return }
                    for value in evaluator.evaluate(argument, in: scope).values { found[value.name] = value.night }
                }
            }
        }
        return found
    }

    /// A ternary-like `if` on the configuration's night bits, a `when` on `isNightModeActive`, a negated field
    /// assigned from a helper: each branch's style in its mode; a preference test decides no mode.
    @Test func nightBranchesTagTheirStyles() {
        let found = Self.nights(
            """
            class LookActivity : AppCompatActivity() {
                private var night: Boolean = false
                private var forced: Boolean? = null
                fun isNight(): Boolean = (resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK) == Configuration.UI_MODE_NIGHT_YES
                override fun onCreate(state: Bundle?) {
                    night = isNight()
                    setTheme(if (resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK == Configuration.UI_MODE_NIGHT_YES) R.style.Sea_Dark else R.style.Sea)
                    setTheme(
                        when {
                            resources.configuration.isNightModeActive -> R.style.Sky_Dark
                            else -> R.style.Sky
                        }
                    )
                    setTheme(if (!(forced ?: night)) R.style.Sand else R.style.Sand_Dark)
                    setTheme(if (prefs.getBoolean("big", false)) R.style.Big else R.style.Small)
                }
            }
            """)
        #expect(found["Sea_Dark"] == .some(true))
        #expect(found["Sea"] == .some(false))
        #expect(found["Sky_Dark"] == .some(true))
        #expect(found["Sky"] == .some(false))
        #expect(found["Sand"] == .some(false))
        #expect(found["Sand_Dark"] == .some(true))
        #expect(found["Big"] == .some(nil))
        #expect(found["Small"] == .some(nil))
    }
}
