import Testing
@testable import LegibleJVMSyntax

/// A `for` loop over a sequence keeps its variable and sequence on the loop's statement; other headers keep none.
@Suite struct JVMLoopHeaderTests {
    func loops(_ source: String, path: String) -> [JVMLoopHeader] {
        let file = JVMParser.parse(source, path: path)
        let function = file.members.functions.first ?? file.types.first?.members.functions.first
        var found: [JVMLoopHeader] = []
        JVMTreeWalk.statements(function?.body ?? []) { s in
            if let loop = s.loop { found.append(loop) }
        } expression: { _ in
        }
        return found
    }

    @Test func kotlinForInKeepsItsVariableAndSequence() {
        let found = loops(
            "fun paint() {\n  for (v: View in lines) {\n    v.setBackgroundColor(c)\n  }\n  for ((a, b) in pairs) {}\n}",
            path: "A.kt")
        #expect(found.map(\.variable) == ["v"])
        #expect(found.first?.sequence.kind == .name("lines"))
    }

    @Test func javaEnhancedForKeepsItsVariableAndACountingLoopNone() {
        let found = loops(
            "class A { void paint() { for (final View band : bands) { band.setAlpha(1f); } "
                + "for (int i = 0; i < n; i++) { } } }",
            path: "A.java")
        #expect(found.map(\.variable) == ["band"])
        #expect(found.first?.sequence.kind == .name("bands"))
    }
}
