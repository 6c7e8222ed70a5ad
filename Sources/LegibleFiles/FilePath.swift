/// Path arithmetic as strings, for the paths a walk produces (`./app/res/layout/x.xml` when the user typed `.`):
/// `NSString.deletingLastPathComponent` traps on `.` on Linux (swift-corelibs-foundation), so the parent of a
/// walked file's folder must not go through it.
public enum FilePath {
    /// The path without its last component, as `NSString.deletingLastPathComponent` answers for ordinary paths
    /// (`a/b/c` → `a/b`, `/a` → `/`, `a` → empty, `./x` → `.`), and empty for `.` and `..` instead of trapping.
    public static func parent(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        if slash == p.startIndex { return "/" }
        var head = p[..<slash]
        while head.count > 1 && head.hasSuffix("/") { head = head.dropLast() }
        return String(head)
    }
}
