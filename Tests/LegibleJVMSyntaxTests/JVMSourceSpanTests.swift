import Testing
import LegibleJVMSyntax

/// The tree keeps where each call, member chain and value is written (`JVMExpression.span`) and the types declarations
/// write, so that readers quote the code as written and read view-binding variables without the source lines.
@Suite struct JVMSourceSpanTests {
    static let kotlin = """
        class LogActivity {
            private lateinit var binding: ActivityLogBinding
            fun show() {
                val row: ItemRowBinding = holder.binding
                binding.logTitle
                    .setTextColor(ContextCompat.getColor(this, R.color.signal_red))
            }
        }
        """

    @Test func aCallWrappedOverLinesIsQuotedWholeAndPlacedOnItsNamesLine() throws {
        let file = JVMParser.parse(Self.kotlin, path: "LogActivity.kt")
        let body = try #require(file.types.first?.members.functions.first?.body)
        guard case .expression(let call) = body.last?.kind, case .call(let callee, let arguments) = call.kind else {
            Issue.record("no call: \(body)")
            return
        }
        let lines = JVMSourceLines(Self.kotlin)
        #expect(
            lines.quote(call.span)
                == "binding.logTitle .setTextColor(ContextCompat.getColor(this, R.color.signal_red))")
        #expect(lines.quote(arguments.first?.value.span) == "ContextCompat.getColor(this, R.color.signal_red)")
        #expect(call.line == 5)
        #expect(lines.lastLine(of: callee) == 6)
        #expect(lines.text(ofLine: 2) == "    private lateinit var binding: ActivityLogBinding")
    }

    @Test func declaredTypesOfPropertiesFieldsAndLocalsAreKept() throws {
        let file = JVMParser.parse(Self.kotlin, path: "LogActivity.kt")
        #expect(file.types.first?.members.properties.first?.type == "ActivityLogBinding")
        let body = try #require(file.types.first?.members.functions.first?.body)
        #expect(body.first?.declaredType == "ItemRowBinding")
        let java = JVMParser.parse(
            "class A { private FragmentMainBinding binding; void f() { ItemRowBinding row = null; } }",
            path: "A.java")
        #expect(java.types.first?.members.properties.first?.type == "FragmentMainBinding")
        #expect(java.types.first?.members.functions.first?.body?.first?.declaredType == "ItemRowBinding")
    }

    /// A Java `new` call is quoted up to its argument list only (`AndroidDialogBuilders` reads the type written after
    /// `new`): the same text as the start of the whole quote, however long the call.
    @Test func aQuoteThroughTheFirstParenthesisIsTheStartOfTheWholeQuote() throws {
        let java = """
            class Settings {
                void show() {
                    new MaterialDialog
                        .Builder(this).title("a").customView(R.layout.dialog_rename, true).show();
                    new ArrayList<String>(3);
                    run();
                }
            }
            """
        let file = JVMParser.parse(java, path: "Settings.java")
        let body = try #require(file.types.first?.members.functions.first?.body)
        let lines = JVMSourceLines(java)
        let stops = [UInt8(ascii: "("), UInt8(ascii: "<")]
        var quoted: [String] = []
        for statement in body {
            guard case .expression(let e) = statement.kind else { continue }
            JVMTreeWalk.statements([statement]) { _ in
            } expression: { inner in
                guard case .call = inner.kind, let start = lines.quote(inner.span, throughFirstOf: stops),
                    let whole = lines.quote(inner.span)
                else { return }
                #expect(whole.hasPrefix(start), "\(whole)")
                if inner.span == e.span { quoted.append(start) }
            }
        }
        #expect(quoted == ["new MaterialDialog .Builder(", "new ArrayList<", "run("])
        #expect(lines.quote(nil, throughFirstOf: stops) == nil)
        #expect(lines.quote(0..<(java.utf8.count + 1), throughFirstOf: stops) == nil)
        #expect(lines.quote(0..<5, throughFirstOf: stops) == "class")
    }
}
