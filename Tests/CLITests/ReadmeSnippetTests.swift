import Foundation
import Testing

/// README snippets as snapshots (issue 14): every command in README.md's ```console blocks is run, and its output
/// must be what the README shows, so the docs cannot drift.
///
/// - A ```console line starting with `$ ` is a command; the lines after it, up to the next `$ ` line or the end of
///   the block, are its output (stdout, then stderr, as a terminal shows them).
/// - Each command runs through `/bin/sh -c` from the repository root with the built `legible` first on PATH
///   (`CLI.runShell`), not on a terminal (no ANSI). `swift run legible ARGS` is run as `legible ARGS`: the output the
///   README shows is the tool's; `swift run`'s build log is not part of it.
/// - Output is compared line by line, exactly (trailing spaces included), except one **elision rule**: a README line
///   that is exactly `…` (or `...`) matches any number of output lines, zero included.
/// - When the paragraph right before a block says the command "exits N" (`It finds real failures and exits 1:`), the
///   block's command must exit N.
/// - Commands in `skipped` (prefix match) are deliberately not run; everything else in a console block is.
/// - A `$ ` command line in any other fence fails the test: a transcript belongs in ```console, where it is checked,
///   so renaming a fence cannot silently turn checking off.
/// - `legible …` lines in ```sh/```bash blocks (install instructions, not transcripts) are only run for their exit
///   code, from `shExitCodes`; a new one must be added there or to `skipped`.
///
/// On a mismatch the failure shows the command, its README line and a diff (`-` README, `+` actual): update the
/// README to the real output (or fix the product if the output is a bug).
@Suite("README snippets")
struct ReadmeSnippetTests {
    /// Never run, with the reason. Matched as a prefix of the command line.
    static let skipped: [(prefix: String, reason: String)] = [
        ("swift build", "builds the package; the README's output is the build plugin's in a consumer app"),
        ("swift test", "runs this very test suite"),
        ("swift package", "runs the command plugins, which build the package"),
        ("install ", "writes outside the repository (/usr/local/bin)"),
        ("mint install", "network and a global install"),
    ]

    /// `legible …` lines of ```sh/```bash blocks that run on shipped fixtures, with the exit code they must have.
    static let shExitCodes: [String: Int32] = [
        "swift run legible lint Fixtures/ios13/SystemColors.xcassets --config Fixtures/ios13/legible.json": 1,
        "legible --version": 0,
    ]

    struct Block {
        var language: String
        var line: Int // 1-based line of the opening fence
        var lines: [(number: Int, text: String)]
        var precedingParagraph: String
    }

    struct Command {
        var text: String
        var line: Int
        var expected: [String]
        var block: Int
    }

    static let readmeURL = CLI.repositoryRoot.appendingPathComponent("README.md")

    static func readme() throws -> String { try String(contentsOf: readmeURL, encoding: .utf8) }

    /// Every fenced block, in order, with the paragraph of prose right before it.
    static func blocks(_ text: String) -> [Block] {
        var result: [Block] = []
        var open: Block?
        var paragraph: [String] = [], lastParagraph: [String] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if var block = open {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    result.append(block)
                    open = nil
                    paragraph = []
                    lastParagraph = []
                } else {
                    block.lines.append((index + 1, line))
                    open = block
                }
            } else if line.hasPrefix("```") {
                let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                let preceding = paragraph.isEmpty ? lastParagraph : paragraph
                open = Block(
                    language: language, line: index + 1, lines: [], precedingParagraph: preceding.joined(separator: " ")
                )
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if !paragraph.isEmpty { lastParagraph = paragraph }
                paragraph = []
            } else {
                paragraph.append(line)
            }
        }
        if let open { result.append(open) } // unterminated: still a block, so it is checked (and fails)
        return result
    }

    static func commands(in block: Block, index: Int) -> [Command] {
        var commands: [Command] = []
        for (number, text) in block.lines {
            if text.hasPrefix("$ ") {
                commands.append(Command(text: String(text.dropFirst(2)), line: number, expected: [], block: index))
            } else if !commands.isEmpty {
                commands[commands.count - 1].expected.append(text)
            }
        }
        return commands
    }

    static func skipReason(_ command: String) -> String? {
        skipped.first { command.hasPrefix($0.prefix) }?.reason
    }

    /// `swift run legible ARGS` → `legible ARGS` (the built binary, found on PATH).
    static func shellLine(_ command: String) -> String {
        let swiftRun = "swift run legible "
        return command.hasPrefix(swiftRun) ? "legible " + command.dropFirst(swiftRun.count) : command
    }

    /// "exits 1" in the prose right before a block.
    static func statedExitCode(_ paragraph: String) -> Int32? {
        guard let range = paragraph.range(of: #"\bexits [0-9]\b"#, options: .regularExpression) else { return nil }
        return Int32(String(paragraph[range].last!))
    }

    static func isElision(_ line: String) -> Bool { line == "…" || line == "..." }

    /// Whether `actual` matches `expected`, where an elision line in `expected` matches any run of lines.
    static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if isElision(first) {
            let rest = expected.dropFirst()
            if rest.isEmpty { return true }
            var start = actual.startIndex
            while start <= actual.endIndex {
                if matches(rest, actual[start...]) { return true }
                start += 1
            }
            return false
        }
        guard let line = actual.first, line == first else { return false }
        return matches(expected.dropFirst(), actual.dropFirst())
    }

    /// Output lines as the README writes them: split on newlines, without the final newline's empty line.
    static func lines(_ output: String) -> [String] {
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A line diff (longest common subsequence): `-` README only, `+` output only, ` ` both.
    static func diff(_ expected: [String], _ actual: [String]) -> String {
        let n = expected.count, m = actual.count
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = expected[i] == actual[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [String] = [], i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                out.append("  " + expected[i]); i += 1; j += 1
            } else if j < m, i == n || lcs[i][j + 1] >= lcs[i + 1][j] {
                out.append("+ " + actual[j]); j += 1
            } else {
                out.append("- " + expected[i]); i += 1
            }
        }
        return out.joined(separator: "\n")
    }

    // MARK: - Tests

    /// The parser sees every ```console fence, each holds a command, and no transcript hides in another fence.
    @Test func everyTranscriptIsInAConsoleBlock() throws {
        let text = try Self.readme()
        let blocks = Self.blocks(text)
        let consoleFences = text.components(separatedBy: "\n").filter { $0.hasPrefix("```console") }.count
        let console = blocks.enumerated().filter { $0.element.language == "console" }
        #expect(
            consoleFences > 0 && console.count == consoleFences,
            "README has \(consoleFences) ```console fences, the parser found \(console.count)")
        for (index, block) in console {
            #expect(
                !Self.commands(in: block, index: index).isEmpty,
                "console block at README.md:\(block.line) has no `$ ` command")
        }
        for block in blocks where block.language != "console" {
            for (number, line) in block.lines where line.hasPrefix("$ ") {
                Issue.record(
                    "README.md:\(number): `\(line)` is a transcript in a ```\(block.language) block; use ```console so it is checked"
                )
            }
        }
    }

    @Test func consoleCommandsPrintWhatTheReadmeShows() throws {
        let blocks = Self.blocks(try Self.readme())
        var ran = 0, skippedCount = 0, exitCodesChecked = 0
        var blocksSeen = Set<Int>()
        for (index, block) in blocks.enumerated() where block.language == "console" {
            let commands = Self.commands(in: block, index: index)
            let exitCode = Self.statedExitCode(block.precedingParagraph)
            for command in commands {
                blocksSeen.insert(index)
                if Self.skipReason(command.text) != nil { skippedCount += 1; continue }
                ran += 1
                let result = try CLI.runShell(Self.shellLine(command.text))
                let actual = Self.lines(result.stdout)
                if !Self.matches(command.expected[...], actual[...]) {
                    Issue.record(
                        """
                        README.md:\(command.line): `$ \(command.text)` prints something else (exit \(result.status)). \
                        Diff (- README, + actual; a README line `…` matches any lines):
                        \(Self.diff(command.expected, actual))
                        """)
                }
                if let exitCode, commands.count == 1 {
                    exitCodesChecked += 1
                    #expect(
                        result.status == exitCode,
                        "README.md:\(command.line): `\(command.text)` exits \(result.status); the README says it exits \(exitCode)"
                    )
                }
            }
        }
        let consoleBlocks = Set(blocks.indices.filter { blocks[$0].language == "console" })
        #expect(ran > 0, "no README console command was run (\(skippedCount) skipped)")
        #expect(exitCodesChecked > 0, "no README console block states an exit code any more (\"… and exits 1:\")")
        #expect(
            blocksSeen == consoleBlocks,
            "console blocks without a command: \(consoleBlocks.subtracting(blocksSeen).map { blocks[$0].line })")
    }

    /// ```sh/```bash lines that call `legible` are install or usage instructions, not transcripts: the ones that run
    /// on a shipped fixture must exit as expected, and every one is either listed in `shExitCodes` or skipped.
    @Test func shellBlockCommandsExitAsExpected() throws {
        let blocks = Self.blocks(try Self.readme())
        var found: Set<String> = []
        for block in blocks where ["sh", "bash", "shell"].contains(block.language) {
            for (number, raw) in block.lines {
                // Drop a trailing `# comment` (a `#` after whitespace and before a space).
                var line = raw
                if let comment = line.range(of: #"\s+#\s.*$"#, options: .regularExpression) {
                    line.removeSubrange(comment)
                }
                line = line.trimmingCharacters(in: .whitespaces)
                guard line.hasPrefix("legible ") || line.hasPrefix("swift run legible ") else { continue }
                if Self.skipReason(line) != nil { continue }
                guard let expected = Self.shExitCodes[line] else {
                    Issue.record("README.md:\(number): `\(line)` is not in ReadmeSnippetTests.shExitCodes or skipped")
                    continue
                }
                found.insert(line)
                let result = try CLI.runShell(Self.shellLine(line))
                #expect(
                    result.status == expected,
                    "README.md:\(number): `\(line)` exits \(result.status), expected \(expected):\n\(result.stdout)")
            }
        }
        #expect(
            found == Set(Self.shExitCodes.keys),
            "shExitCodes entries no longer in the README: \(Set(Self.shExitCodes.keys).subtracting(found))")
    }

    /// The elision rule itself.
    @Test func elisionMatchesAnyNumberOfLines() {
        #expect(Self.matches(["a", "…", "d"], ["a", "b", "c", "d"]))
        #expect(Self.matches(["a", "...", "b"], ["a", "b"]))
        #expect(Self.matches(["…"], []))
        #expect(Self.matches(["a", "…", "c", "…"], ["a", "b", "c", "x", "y"]))
        #expect(!Self.matches(["a", "…", "d"], ["a", "b", "c"]))
        #expect(!Self.matches(["a", "b"], ["a", "b", "c"]))
        #expect(!Self.matches(["a …"], ["a b"]))
        #expect(Self.statedExitCode("It finds real failures and exits 1:") == 1)
        #expect(Self.shellLine("swift run legible check red blue") == "legible check red blue")
    }

    /// What a reader pins (`from: "X"`, `branch: "main"`, `@X`, `--branch X`) exists: a version only when a tag of
    /// that name is in the repository (and it is the one `legible --version` prints), else the main branch. No
    /// release is tagged yet, so the README pins main for SwiftPM, the Action and plain CI.
    @Test func pinnedVersionsExist() throws {
        let text = try Self.readme()
        let version = try CLI.runBinary(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.hasPrefix("legible "))
        let tool = String(version.dropFirst("legible ".count))
        let git = try CLI.runShell("git tag --list")
        let tags = git.status == 0 ? Set(git.stdout.split(separator: "\n").map(String.init)) : []
        let pins = try Regex(#"(?:from: "|branch: "|legible@|--branch )([0-9A-Za-z._-]+)"#)
        let found = text.matches(of: pins).map { String(text[$0.range]) }
        #expect(found.count >= 3, "the README pins a version for SwiftPM, the Action and plain CI: \(found)")
        for pin in found {
            let name = String(pin.split(whereSeparator: { $0 == "\"" || $0 == "@" || $0 == " " }).last ?? "")
            if name.first?.isNumber == true {
                #expect(
                    tags.contains(name),
                    "README pins \(pin), but no tag \(name) exists; pin main until a release is tagged")
                #expect(name == tool, "README pins \(pin), legible --version says \(tool)")
            } else {
                #expect(name == "main", "README pins \(pin)")
            }
        }
    }
}
