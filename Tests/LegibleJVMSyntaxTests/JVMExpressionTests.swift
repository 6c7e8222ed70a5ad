import Testing
@testable import LegibleJVMSyntax

@Suite struct JVMExpressionTests {
    func body(_ source: String, _ language: JVMLanguage = .kotlin) -> [JVMStatement] {
        let file = JVMParser.parse(source, path: language == .kotlin ? "A.kt" : "A.java")
        let function = file.members.functions.first ?? file.types.first?.members.functions.first
        return function?.body ?? []
    }

    /// The resource names an expression tree mentions, in order.
    func resources(_ e: JVMExpression?) -> [String] {
        guard let e else { return [] }
        if let r = e.resourceReference { return ["\(r.kind).\(r.name)"] }
        switch e.kind {
        case .member(let b, _, _): return resources(b)
        case .call(let c, let args): return resources(c) + args.flatMap { resources($0.value) }
        case .index(let b, let i): return resources(b) + i.flatMap(resources)
        case .binary(_, let l, let r): return resources(l) + resources(r)
        case .unary(_, let x, _): return resources(x)
        case .conditional(let c, let t, let o): return resources(c) + resources(t) + resources(o)
        case .branches(let s, let b):
            return resources(s) + b.flatMap { $0.conditions.flatMap(resources) + resources($0.body) }
        case .block(let s), .lambda(_, let s): return s.flatMap(resources)
        default: return []
        }
    }

    func resources(_ s: JVMStatement) -> [String] {
        switch s.kind {
        case .local(_, let v): resources(v)
        case .assignment(let t, _, let v): resources(t) + resources(v)
        case .expression(let e), .throw(let e): resources(e)
        case .return(let e): resources(e)
        case .compound(let s): s.flatMap(resources)
        case .declaration(let members): members.code.flatMap(resources)
        case .unknown: []
        }
    }

    @Test func kotlinWhenIfElvisAndCalls() throws {
        let statements = body(
            """
            fun themeFor(context: Context): Int {
                val prefs = PreferenceManager.getDefaultSharedPreferences(context)
                val mode = prefs.getString(KEY, null) ?: "system"
                return when (mode) {
                    "light", "day" -> R.style.Theme_Light
                    "dark" -> if (prefs.getBoolean("black", false)) R.style.Theme_Black
                              else R.style.Theme_Dark
                    else -> {
                        val night = context.resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK
                        if (night == Configuration.UI_MODE_NIGHT_YES) R.style.Theme_Dark else R.style.Theme_Light
                    }
                }
            }
            """)
        #expect(statements.count == 3)
        guard case .local("mode", let mode?) = statements[1].kind, case .binary("?:", _, _) = mode.kind else {
            Issue.record("elvis not read: \(statements[1])")
            return
        }
        guard case .return(let value?) = statements[2].kind, case .branches(let subject, let branches) = value.kind
        else {
            Issue.record("when not read")
            return
        }
        #expect(subject?.dottedPath == "mode")
        #expect(branches.map(\.conditions.count) == [2, 1, 0])
        #expect(branches.map(\.isDefault) == [false, false, true])
        #expect(
            resources(value) == [
                "style.Theme_Light", "style.Theme_Black", "style.Theme_Dark", "style.Theme_Dark", "style.Theme_Light",
            ])
        #expect(statements[2].line == 4)
    }

    @Test func namedArgumentsTrailingLambdasAndSafeCalls() throws {
        let statements = body(
            """
            fun f() {
                dialog.show(title = R.string.t, theme = R.style.Dialog) { dismiss() }
                activity?.setTheme(ThemeHelper.themeFor(this@Main))
                items.forEach { item -> item.bind(R.layout.row) }
                theme.applyStyle(R.style.Overlay, true); x += 1
            }
            """)
        #expect(statements.count == 5)
        guard case .expression(let show) = statements[0].kind, case .call(_, let arguments) = show.kind else {
            Issue.record("call not read")
            return
        }
        #expect(arguments.map(\.label) == ["title", "theme", nil])
        guard case .lambda = arguments[2].value.kind else {
            Issue.record("trailing lambda not read")
            return
        }
        guard case .expression(let set) = statements[1].kind, case .call(let callee, _) = set.kind,
            case .member(_, "setTheme", "?.") = callee.kind
        else {
            Issue.record("safe call not read")
            return
        }
        guard case .expression(let each) = statements[2].kind, case .call(_, let lambda) = each.kind,
            case .lambda(let parameters, _) = lambda.first?.value.kind
        else {
            Issue.record("lambda not read")
            return
        }
        #expect(parameters == ["item"])
        guard case .assignment(_, "+=", _) = statements[4].kind else {
            Issue.record("assignment not read")
            return
        }
    }

    /// `new T[] { a, b }` is an array of its elements (`readType` takes the empty brackets), not an anonymous class of T.
    @Test func javaArrayCreationWithElements() {
        let statements = body(
            """
            class T {
                Adapter[] make(Context c) {
                    return new Adapter[] { new Adapter(c, R.layout.row_a), new Adapter(c, R.layout.row_b) };
                }
            }
            """, .java)
        guard case .return(let value?) = statements.first?.kind, case .call(let callee, let elements) = value.kind
        else {
            Issue.record("array not read")
            return
        }
        #expect(callee.kind == .name("arrayOf"))
        #expect(elements.count == 2)
        #expect(statements.flatMap(resources) == ["layout.row_a", "layout.row_b"])
    }

    @Test func javaSwitchTernaryCastsAndLambdas() {
        let statements = body(
            """
            class T {
                static int themeFor(Context context) {
                    int fallback = isNight(context) ? R.style.Dark : R.style.Light;
                    String mode = (String) prefs.get("mode");
                    switch (mode) {
                        case "dark":
                        case "night":
                            return R.style.Dark;
                        case "black": { return R.style.Black; }
                        default:
                            break;
                    }
                    int other = switch (mode) {
                        case "a", "b" -> R.style.A;
                        default -> { yield R.style.B; }
                    };
                    view.setOnClickListener(v -> activity.setTheme(R.style.C));
                    return fallback;
                }
            }
            """, .java)
        #expect(statements.count == 6)
        #expect(
            statements.flatMap(resources) == [
                "style.Dark", "style.Light", "style.Dark", "style.Black", "style.A", "style.B", "style.C",
            ])
        guard case .expression(let s) = statements[2].kind, case .branches(_, let branches) = s.kind else {
            Issue.record("switch not read")
            return
        }
        #expect(branches.map(\.conditions.count) == [1, 1, 1, 0])
        guard case .local("mode", let cast?) = statements[1].kind, case .call = cast.kind else {
            Issue.record("cast not read through")
            return
        }
    }

    @Test func genericCallsAndComparisonsAreToldApart() {
        let statements = body(
            """
            fun f() {
                val label = findViewById<TextView>(R.id.label)
                val small = a < b && c > d
            }
            """)
        guard case .local(_, let call?) = statements[0].kind, case .call = call.kind else {
            Issue.record("generic call not read")
            return
        }
        guard case .local(_, let comparison?) = statements[1].kind, case .binary("&&", _, _) = comparison.kind else {
            Issue.record("comparison not read")
            return
        }
    }

    /// An anonymous class keeps its supertype and members, and the tree walk reaches the code inside them (an
    /// adapter's `onCreateViewHolder` inflating its row).
    @Test func anonymousClassesKeepTheirMembers() {
        for (source, language) in [
            (
                """
                fun f() {
                    list.adapter = object : RecyclerView.Adapter<Holder>() {
                        override fun onCreateViewHolder(p: ViewGroup, t: Int) = Holder(inflater.inflate(R.layout.row, p, false))
                    }
                }
                """, JVMLanguage.kotlin
            ),
            (
                """
                class A { void f() {
                    list.setAdapter(new RowAdapter(items) {
                        @Override public Holder onCreateViewHolder(ViewGroup p, int t) { return new Holder(inflater.inflate(R.layout.row, p, false)); }
                    });
                } }
                """, .java
            ),
        ] {
            var found: [String] = []
            var supertypes: [String] = []
            JVMTreeWalk.statements(body(source, language)) { _ in
            } expression: { e in
                if case .object(let types, _, let members) = e.kind, members.functions.count == 1 {
                    supertypes += types
                }
                if let r = e.resourceReference { found.append("\(r.kind).\(r.name)") }
            }
            #expect(found == ["layout.row"])
            #expect(supertypes == [language == .kotlin ? "Adapter" : "RowAdapter"])
        }
    }

    @Test func unknownSyntaxIsAnUnknownNodeAtItsLine() {
        let file = JVMParser.parse("fun f() {\n  val a = 1\n  ) ] weird\n  val b = R.style.X\n}", path: "A.kt")
        let statements = file.members.functions.first?.body ?? []
        #expect(file.unknownLines.contains(3))
        #expect(statements.flatMap(resources) == ["style.X"])
    }

    @Test func tenThousandNestedParenthesesDoNotOverflow() {
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let file = JVMParser.parse("fun f() = \(deep)\nval after = R.style.Y", path: "A.kt")
        #expect(file.members.functions.map(\.name) == ["f"])
        #expect(file.members.properties.first?.initializer?.resourceReference?.name == "Y")
        #expect(!file.unknownLines.isEmpty)
        let java = JVMParser.parse("class A { int x = \(deep); int y = R.style.Z; }", path: "A.java")
        #expect(java.types.first?.members.properties.map(\.name) == ["x", "y"])
        let blocks = String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)
        let nested = JVMParser.parse("fun g() \(blocks)\nfun h() = 1", path: "B.kt")
        #expect(nested.members.functions.map(\.name) == ["g", "h"])
    }
}

extension JVMExpressionTests {
    /// `is Type ->` in a `when`: the arrow ends the condition, it is not a function type (`(A) -> B`).
    @Test func whenTypeConditionsEndAtTheArrow() {
        let file = JVMParser.parse(
            """
            fun style(event: Event) = when (event) {
                is Event.Night -> R.style.Dark
                is Event.Day -> when (event.black) { true -> R.style.Black; else -> R.style.Light }
                else -> R.style.Light
            }
            """, path: "A.kt")
        #expect(file.unknownLines.isEmpty)
        guard case .return(let value?) = file.members.functions.first?.body?.first?.kind,
            case .branches(_, let branches) = value.kind
        else {
            Issue.record("when not read")
            return
        }
        #expect(branches.map { $0.conditions.map(\.dottedPath) } == [["Event.Night"], ["Event.Day"], []])
        let cast = JVMParser.parse("fun f() {\n  val p = view.parent as? ViewGroup ?: return\n  p.x()\n}", path: "B.kt")
        #expect(cast.unknownLines.isEmpty)
        guard case .local("p", let elvis?) = cast.members.functions.first?.body?.first?.kind,
            case .binary("?:", _, _) = elvis.kind
        else {
            Issue.record("cast then elvis not read")
            return
        }
        #expect(resources(value) == ["style.Dark", "style.Black", "style.Light", "style.Light"])
    }
}
