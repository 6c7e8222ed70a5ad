import Foundation
import Testing
@testable import LegibleFiles

/// The `.gitignore` matcher, rule by rule (gitignore(5)); `GitIgnoreGitComparisonTests` checks it against git itself.
@Suite("GitIgnore: patterns")
struct GitIgnoreTests {
    /// What `contents` says about `path`: true ignored, false re-included, nil no pattern matches.
    static func verdict(_ contents: String, _ path: String, directory: Bool = false) -> Bool? {
        GitIgnore(contents).isIgnored(path, isDirectory: directory)
    }

    @Test func commentsBlankLinesAndLineNumbers() {
        let rules = GitIgnore("# a comment\n\n   \n*.log\n\\#hash\n")
        #expect(rules.patterns.map(\.text) == ["*.log", "\\#hash"])
        #expect(rules.patterns.map(\.line) == [4, 5])
        #expect(Self.verdict("# a comment", "# a comment") == nil)
        #expect(Self.verdict("\\#hash", "#hash") == true)
        #expect(Self.verdict("#hash", "#hash") == nil)
    }

    @Test func trailingSpacesAreDroppedUnlessEscaped() {
        #expect(Self.verdict("name.txt   ", "name.txt") == true)
        #expect(Self.verdict("name.txt   ", "name.txt   ") == nil)
        #expect(Self.verdict("space\\ ", "space ") == true)
        #expect(Self.verdict("space\\ ", "space") == nil)
        #expect(Self.verdict("a b", "a b") == true) // inner spaces are part of the name
    }

    @Test func lineEndingsAndByteOrderMark() {
        #expect(Self.verdict("one\r\ntwo\r\n", "one") == true)
        #expect(Self.verdict("one\r\ntwo\r\n", "two") == true)
        #expect(
            GitIgnore(contents: [0xEF, 0xBB, 0xBF] + Array("first\n".utf8)).isIgnored("first", isDirectory: false)
                == true)
        #expect(Self.verdict("tab\t", "tab\t") == true) // only spaces are trimmed, as in git
    }

    @Test func negationAndLastMatchWins() {
        let rules = "*.json\n!tokens.json\n"
        #expect(Self.verdict(rules, "a.json") == true)
        #expect(Self.verdict(rules, "tokens.json") == false)
        #expect(Self.verdict(rules + "tokens.json\n", "tokens.json") == true)
        #expect(Self.verdict("\\!bang", "!bang") == true)
        #expect(GitIgnore("*.json\n!tokens.json\n").lastMatch("x/tokens.json", isDirectory: false)?.line == 2)
    }

    @Test func trailingSlashMatchesFoldersOnly() {
        #expect(Self.verdict("out/", "out", directory: true) == true)
        #expect(Self.verdict("out/", "out") == nil)
        #expect(Self.verdict("out/", "src/out", directory: true) == true) // no other slash: any depth
        #expect(Self.verdict("*.tmp\n!*.tmp/", "x.tmp", directory: true) == false)
        #expect(Self.verdict("*.tmp\n!*.tmp/", "x.tmp") == true)
    }

    @Test func aSlashAtTheStartOrInTheMiddleAnchors() {
        #expect(Self.verdict("/top.txt", "top.txt") == true)
        #expect(Self.verdict("/top.txt", "a/top.txt") == nil)
        #expect(Self.verdict("docs/a.md", "docs/a.md") == true)
        #expect(Self.verdict("docs/a.md", "x/docs/a.md") == nil)
        #expect(Self.verdict("a.md", "x/y/a.md") == true)
        #expect(Self.verdict("/anchored/dir/", "anchored/dir", directory: true) == true)
        #expect(Self.verdict("/anchored/dir/", "x/anchored/dir", directory: true) == nil)
    }

    @Test func starAndQuestionMarkStopAtSlashes() {
        #expect(Self.verdict("docs/*.md", "docs/a.md") == true)
        #expect(Self.verdict("docs/*.md", "docs/sub/a.md") == nil)
        #expect(Self.verdict("*.md", "docs/sub/a.md") == true)
        #expect(Self.verdict("tmp?.txt", "tmp1.txt") == true)
        #expect(Self.verdict("tmp?.txt", "tmp12.txt") == nil)
        #expect(Self.verdict("a?b", "a/b") == nil)
        #expect(Self.verdict("a*", "a") == true)
        #expect(Self.verdict("x/**y", "x/ay") == true) // `**` not between slashes is `*`
        #expect(Self.verdict("x/**y", "x/a/y") == nil)
    }

    @Test func bracketClasses() {
        #expect(Self.verdict("report[0-9].css", "report7.css") == true)
        #expect(Self.verdict("report[0-9].css", "reportx.css") == nil)
        #expect(Self.verdict("[!abc]x", "dx") == true)
        #expect(Self.verdict("[!abc]x", "ax") == nil)
        #expect(Self.verdict("[^abc]x", "ax") == nil)
        #expect(Self.verdict("[^abc]x", "zx") == true)
        #expect(Self.verdict("[Tt]emp/", "Temp", directory: true) == true)
        #expect(Self.verdict("[]]b", "]b") == true) // a `]` first in the set is a member
        #expect(Self.verdict("[a-]d", "-d") == true) // a `-` last in the set is a member
        #expect(Self.verdict("[[:digit:]]*.txt", "9lives.txt") == true)
        #expect(Self.verdict("[[:digit:]]*.txt", "lives.txt") == nil)
        #expect(Self.verdict("[[:upper:][:digit:]]x", "Qx") == true)
        #expect(Self.verdict("[[:bogus:]]x", "bx") == nil) // an unknown class matches nothing
        #expect(Self.verdict("[abc", "[abc") == nil) // unterminated: matches nothing
        #expect(Self.verdict("a[/]b", "a/b") == nil) // with a slash in the pattern, no class matches `/`
        #expect(Self.verdict("\\[x]", "[x]") == true)
    }

    @Test func doubleStars() {
        for path in ["cache", "a/cache", "a/b/cache"] { #expect(Self.verdict("**/cache", path) == true) }
        #expect(Self.verdict("**/a/b", "x/y/a/b") == true)
        #expect(Self.verdict("**/a/b", "a/b") == true)
        for path in ["gen/x", "gen/x/y.json"] { #expect(Self.verdict("gen/**", path) == true) }
        #expect(Self.verdict("gen/**", "gen", directory: true) == nil)
        for path in ["a/z.css", "a/b/z.css", "a/b/c/z.css"] { #expect(Self.verdict("a/**/z.css", path) == true) }
        #expect(Self.verdict("a/**/z.css", "az.css") == nil)
        #expect(Self.verdict("a/**/z.css", "x/a/z.css") == nil)
        #expect(Self.verdict("**", "anything/at/all") == true)
        #expect(Self.verdict("logs/**/debug.log", "logs/debug.log") == true)
        #expect(Self.verdict("logs/**/debug.log", "logs/a/b/debug.log") == true)
    }

    /// git compares a pattern's literal start before running wildmatch on the rest, so `foo**/bar` behaves like
    /// `foo/**/bar` with any number of folders after `foo…` (checked against git 2.39 too).
    @Test func gitsLiteralPrefixQuirk() {
        #expect(Self.verdict("foo**/bar", "foox/bar") == true)
        #expect(Self.verdict("foo**/bar", "foo/a/b/bar") == true)
    }

    @Test func emptyPatternsMatchNothing() {
        #expect(GitIgnore("!\n/\n \n").patterns.isEmpty)
        #expect(Self.verdict("!\n/\n", "x") == nil)
    }
}
