import Testing
@testable import LegibleJVMSyntax

/// `JVMConstantCondition` and `JVMLiveCode`: conditions whose value is the same in every run of the release app.
@Suite struct JVMConstantConditionTests {
    /// The conditions of `check()`'s `if` statements in `source` (a Java class body), in order.
    static func conditions(_ source: String) -> (conditions: [JVMExpression], index: JVMSymbolIndex, file: JVMFile) {
        let file = JVMParser.parse("class Gate {\n\(source)\n}", path: "Gate.java")
        let index = JVMSymbolIndex(files: [file])
        let body = file.types.first?.members.functions.first { $0.name == "check" }?.body ?? []
        var found: [JVMExpression] = []
        for statement in body {
            if case .expression(let e) = statement.kind, case .conditional(let c, _, _) = e.kind { found.append(c) }
        }
        return (found, index, file)
    }

    static func truths(_ source: String, minSdk: Int?) -> [Bool?] {
        let (conditions, index, file) = Self.conditions(source)
        let evaluator = JVMConstantCondition(minSdk: minSdk, index: index)
        let scope = JVMConstantCondition.Scope(types: ["Gate"], file: file)
        return conditions.map { evaluator.truth(of: $0, in: scope) }
    }

    static let releaseChecks = """
        static final int MIN = Build.VERSION_CODES.LOLLIPOP_MR1;
        void check() {
            if (Build.VERSION.SDK_INT < MIN) a();
            if (Build.VERSION.SDK_INT <= 21) a();
            if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.LOLLIPOP) a();
            if (android.os.Build.VERSION.SDK_INT < Build.VERSION_CODES.O) a();
            if (Build.VERSION_CODES.M > Build.VERSION.SDK_INT) a();
            if (22 > Build.VERSION.SDK_INT) a();
        }
        """

    @Test func releaseComparisonsAreDecidedByTheMinSdk() {
        #expect(Self.truths(Self.releaseChecks, minSdk: 22) == [false, false, true, nil, nil, false])
        #expect(Self.truths(Self.releaseChecks, minSdk: 26) == [false, false, true, false, false, false])
    }

    @Test func anUnknownMinSdkDecidesNoReleaseComparison() {
        #expect(Self.truths(Self.releaseChecks, minSdk: nil) == [nil, nil, nil, nil, nil, nil])
    }

    @Test func literalsDebugFlagsAndShortCircuits() {
        let source = """
            static final boolean VERBOSE = false;
            boolean enabled;
            void check() {
                if (true || !enabled) a();
                if (false && enabled) a();
                if (BuildConfig.DEBUG) a();
                if (!org.example.BuildConfig.DEBUG) a();
                if (VERBOSE || enabled) a();
                if (enabled) a();
            }
            """
        #expect(Self.truths(source, minSdk: nil) == [true, false, false, true, nil, nil])
    }

    @Test func aHelperIsConstantWhenEveryReturnThatCanRunGivesOneValue() {
        let source = """
            static boolean hooked(Context c) {
                if (true || !store(c))
                    return false;
                for (String s : names()) if (s.startsWith("x")) return true;
                return false;
            }
            static boolean sometimes(Context c) {
                if (store(c)) return true;
                return false;
            }
            static boolean fresh() {
                if (Build.VERSION.SDK_INT >= 21) return true;
                return false;
            }
            void check() {
                if (hooked(this)) a();
                if (Gate.hooked(this)) a();
                if (sometimes(this)) a();
                if (fresh()) a();
            }
            """
        #expect(Self.truths(source, minSdk: 22) == [false, false, nil, true])
    }

    /// An unqualified call or name that the class and its supertypes do not declare may be a platform member of the
    /// same name (`isEnabled()` of a `View`), even when another class of the app declares one that is constant.
    @Test func aNameDeclaredOnlyInAnotherClassIsUnknown() {
        let file = JVMParser.parse(
            """
            class Other { static final boolean ON = false; static boolean isEnabled() { return false; } }
            class Row extends View {
                void check() {
                    if (isEnabled()) a();
                    if (ON) a();
                    if (Other.isEnabled()) a();
                }
            }
            """, path: "Row.java")
        let index = JVMSymbolIndex(files: [file])
        let evaluator = JVMConstantCondition(minSdk: nil, index: index)
        let scope = JVMConstantCondition.Scope(types: ["Row", "View"], file: file)
        var truths: [Bool?] = []
        for statement in file.types[1].members.functions[0].body ?? [] {
            if case .expression(let e) = statement.kind, case .conditional(let c, _, _) = e.kind {
                truths.append(evaluator.truth(of: c, in: scope))
            }
        }
        #expect(truths == [nil, nil, false])
    }

    /// The parts left out, each with the line of the condition that rules it out.
    @Test func liveCodeLeavesOutDeadBranchesAndTheRestOfABlockAfterAnExitThatAlwaysRuns() {
        let file = JVMParser.parse(
            """
            class Start {
                void onCreate() {
                    if (BuildConfig.DEBUG) { debug(); } else { release(); }
                    boolean x = ready() && false && never();
                    if (true) return;
                    after();
                }
            }
            """, path: "Start.java")
        let body = file.types[0].members.functions[0].body ?? []
        let evaluator = JVMConstantCondition(minSdk: nil)
        var called: [String] = []
        var dead: [Int] = []
        JVMLiveCode.statements(
            body, condition: { evaluator.truth(of: $0) }, dead: { condition, _ in dead.append(condition.line) },
            expression: { e in
                if case .call(let callee, _) = e.kind, case .name(let name) = callee.kind { called.append(name) }
            })
        #expect(called == ["release", "ready"])
        #expect(dead == [5, 3, 4])
    }
}
