import Foundation
import Testing

@Suite("legible check")
struct CheckCommandTests {
    @Test("text output of the README example")
    func readmeExample() {
        let r = CLI.run("check", "#3c3c4399", "#f2f2f7")
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        Snapshot.assertMatches(r.stdout, named: "check-secondaryLabel.txt")
    }

    @Test("JSON has exactly the documented keys, unrounded values")
    func jsonShape() throws {
        let r = CLI.run("check", "#ffffff", "#0078d7", "--format", "json")
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "schemaVersion", "kind", "foreground", "background", "composited", "compositedBackground", "wcag",
                "apca", "cvd",
            ])
        #expect(object["schemaVersion"] as? Int == 1 && object["kind"] as? String == "check")
        #expect(object["foreground"] as? String == "#ffffffff")
        #expect(object["background"] as? String == "#0078d7ff")
        #expect(object["composited"] as? String == "#ffffff")
        let wcag = try #require(object["wcag"] as? [String: Any])
        #expect(Set(wcag.keys) == ["ratio", "AA", "AALarge", "AAA", "AAALarge", "nonText"])
        let ratio = try #require(wcag["ratio"] as? Double)
        #expect(abs(ratio - 4.4989) < 1e-4 && ratio < 4.5)
        #expect(wcag["AA"] as? Bool == false && wcag["AALarge"] as? Bool == true)
        let cvd = try #require(object["cvd"] as? [String: [String: Double]])
        #expect(Set(cvd.keys) == ["protan", "deutan", "tritan", "achromatopsia"])
        #expect(cvd.values.allSatisfy { $0.keys.sorted() == ["ratio"] && $0["ratio"]! >= 1 })
        let apca = try #require(object["apca"] as? [String: Double])
        #expect(apca.keys.sorted() == ["lc"])
        Snapshot.assertMatches(r.stdout, named: "check-white-on-0078d7.json")
    }

    @Test("light-dark() reports the light and the dark appearance; --require needs both to pass")
    func lightDark() throws {
        let r = CLI.run("check", "light-dark(#333333, #eeeeee)", "light-dark(#ffffff, #111111)")
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("Light appearance\nForeground   #333333\nBackground   #ffffff\n"))
        #expect(r.stdout.contains("\nDark appearance\nForeground   #eeeeee\nBackground   #111111\n"))
        #expect(r.stdout.contains("12.63:1") && r.stdout.contains("16.27:1"))
        // Only the dark appearance fails: #eeeeee on white.
        #expect(CLI.run("check", "light-dark(#333333, #eeeeee)", "white", "--require", "AA").status == 1)
        let json = CLI.run("check", "light-dark(#333333, #eeeeee)", "white", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["schemaVersion", "kind", "light", "dark"])
        #expect((object["dark"] as? [String: Any])?["foreground"] as? String == "#eeeeeeff")
    }

    @Test("currentcolor and system colors get an error that says why, exit 2")
    func colorsWithoutValue() {
        let system = CLI.run("check", "Canvas", "white")
        #expect(system.status == 2)
        #expect(system.stderr.contains("cannot measure 'Canvas': Canvas is a CSS system color"))
        let current = CLI.run("check", "currentColor", "white")
        #expect(current.status == 2 && current.stderr.contains("currentcolor is the element's text color"))
        let legacy = CLI.run("check", "hsl(0, 1, 0.5)", "white")
        #expect(
            legacy.status == 2
                && legacy.stderr.contains("takes percentages for saturation and lightness, found '1' (column 8)"))
    }

    @Test("--require turns a failing verdict into exit 1")
    func requireLevel() {
        #expect(CLI.run("check", "white", "#0078d7", "--require", "AA").status == 1)
        #expect(CLI.run("check", "white", "#0078d7", "--require", "AALarge").status == 0)
    }

    @Test("level names are case-insensitive in --require")
    func requireIgnoresCase() {
        for level in ["aa", "Aa", "AA"] {
            #expect(CLI.run("check", "white", "#0078d7", "--require", level).status == 1)
        }
        for level in ["aalarge", "AALARGE", "nontext", "NonText"] {
            #expect(CLI.run("check", "white", "#0078d7", "--require", level).status == 0)
        }
        #expect(CLI.run("check", "white", "#595959", "--require", "aaa").status == 0)
        #expect(CLI.run("check", "white", "#0078d7", "--require", "aaa").status == 1)
    }

    @Test("the issue's pair: the printed composite measures the same verdict as the ratio printed beside it")
    func printedCompositeKeepsVerdict() throws {
        let r = CLI.run("check", "#1122339f", "#f2f2f7", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let ratio = try #require((object["wcag"] as? [String: Any])?["ratio"] as? Double)
        #expect(ratio < 4.5)
        let printed = try #require(object["composited"] as? String)
        #expect(printed != "#66707d")
        let text = CLI.run("check", "#1122339f", "#f2f2f7").stdout
        #expect(text.contains("→ \(printed) composited"))
        #expect(!text.contains("#66707d"))
    }

    @Test("an out-of-sRGB color: readable CSS, the hex shown, the sRGB verdict and the Display P3 one")
    func outOfGamut() throws {
        let r = CLI.run("check", "color(srgb 1.2 0.4 -0.1)", "white")
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("Foreground   color(srgb 1.2 0.4 -0.1)  → #"))
        #expect(r.stdout.contains("as an sRGB display shows it (CSS gamut mapping)"))
        #expect(r.stdout.contains("Display P3   "))
        #expect(!r.stdout.contains("0000000"), "no 17-digit floats")
        let j = CLI.run("check", "color(display-p3 0 1 0)", "white", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(j.stdout.utf8)) as? [String: Any])
        let srgb = try #require((object["wcag"] as? [String: Any])?["ratio"] as? Double)
        let p3 = try #require((object["displayP3"] as? [String: Any])?["ratio"] as? Double)
        #expect(srgb != p3)
        #expect(object["foreground"] as? String == "color(display-p3 0 1 0)")
        #expect(CLI.run("check", "#777", "white", "--format", "json").stdout.contains("displayP3") == false)
    }

    @Test("--over composites a translucent background first")
    func overBackdrop() throws {
        let r = CLI.run("check", "#ffffff", "rgba(0,0,0,0.5)", "--over", "#808080", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["background"] as? String == "#00000080")
        // 50% black over #808080 = 0.2509…·… gray; ratio of white on it is far above 7
        let ratio = try #require((object["wcag"] as? [String: Any])?["ratio"] as? Double)
        #expect(ratio > 7 && ratio < 21)
    }

    @Test(
        "usage errors: one line on stderr, exit 2",
        arguments: [
            (["check"], "legible check: needs FOREGROUND and BACKGROUND colors; see 'legible check --help'"),
            (["check", "#fff"], "legible check: needs FOREGROUND and BACKGROUND colors; see 'legible check --help'"),
            (["check", "#fff", "#000", "#111"], "legible check: takes two colors, got 3; see 'legible check --help'"),
            (["check", "#ffg", "#000"], "legible check: invalid color '#ffg': 'g' is not a hex digit (column 4)"),
            (
                ["check", "#fff", "#000", "--frobnicate"],
                "legible check: unknown option '--frobnicate'; see 'legible check --help'"
            ),
            (
                ["check", "#fff", "#000", "--format"],
                "legible check: option '--format' needs a value; see 'legible check --help'"
            ),
            (
                ["check", "#fff", "#000", "--format", "xml"],
                "legible check: unknown format 'xml'; expected one of: text, json"
            ),
            (
                ["check", "#fff", "#000", "--require", "A"],
                "legible check: unknown require 'A'; did you mean 'AA'? (expected one of: AA, AALarge, AAA, AAALarge, nonText)"
            ),
            (
                ["frobnicate"],
                "legible: unknown command 'frobnicate'; expected one of: check, simulate, palette, pairs, init, lint, compare, report, grid, export, schema"
            ),
            ([], "legible: missing command; see 'legible --help'"),
        ])
    func usageErrors(args: [String], message: String) {
        let r = CLI.run(args)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == message + "\n")
    }

    @Test("help teaches: every option and an example")
    func help() {
        let r = CLI.run("check", "--help")
        #expect(r.status == 0)
        for option in ["--over", "--require", "--format", "EXAMPLES", "legible check '#3c3c4399' '#f2f2f7'"] {
            #expect(r.stdout.contains(option))
        }
        let overview = CLI.run("--help")
        #expect(overview.status == 0 && overview.stdout.contains("check") && overview.stdout.contains("simulate"))
    }

    @Test("the built binary: stdout, stderr and exit codes as a user sees them")
    func binary() throws {
        let ok = try CLI.runBinary(["check", "#3c3c4399", "#f2f2f7"])
        #expect(ok.status == 0)
        #expect(ok.stdout == CLI.run("check", "#3c3c4399", "#f2f2f7").stdout)
        let bad = try CLI.runBinary(["check", "nope", "#fff"])
        #expect(bad.status == 2)
        #expect(
            bad.stdout.isEmpty
                && bad.stderr == "legible check: invalid color 'nope': unknown color name 'nope' (column 1)\n")
        let none = try CLI.runBinary([])
        #expect(none.status == 2 && !none.stderr.isEmpty)
    }
}
