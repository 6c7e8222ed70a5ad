extension JVMTreeWalk {
    /// The names and member names an expression is written with, in order of first appearance, each once
    /// (`Configuration.UI_MODE_NIGHT_MASK` → `Configuration`, `UI_MODE_NIGHT_MASK`; `Color.TRANSPARENT` → `Color`,
    /// `TRANSPARENT`).
    public static func names(in e: JVMExpression) -> [String] {
        var found: [String] = []
        statements([JVMStatement(.expression(e), line: e.line)]) { _ in
        } expression: { inner in
            switch inner.kind {
            case .name(let name), .member(_, let name, _): if !found.contains(name) { found.append(name) }
            default: break
            }
        }
        return found
    }
}
