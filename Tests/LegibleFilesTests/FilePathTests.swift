import LegibleFiles
import Testing

@Suite("FilePath: a path's parent without NSString (which traps on '.' and one-component paths on Linux)")
struct FilePathTests {
    @Test(
        "the path without its last component; no slash: empty",
        arguments: [
            ("a/b/c", "a/b"), ("/a", "/"), ("a", ""), ("./x.xml", "."), ("a/b/", "a"), ("/", "/"), (".", ""),
            ("..", ""), ("../res/values/colors.xml", "../res/values"), ("/abs/App/", "/abs"), ("a//b", "a"),
        ])
    func parent(path: String, expected: String) {
        #expect(FilePath.parent(path) == expected)
    }
}
