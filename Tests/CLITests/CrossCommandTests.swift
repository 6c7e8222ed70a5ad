import Foundation
import Testing
import LegibleCore

/// One truth per number: the same pairs through `check --format json`, `lint --format json`, `grid` and `report`
/// give identical numbers (the WCAG ratio, the Display P3 ratio, every simulated-CVD ratio, the printed composite).
/// Pairs (Fixtures/cross-command): the issue's #0055ff on #ffcc00 (tritan used to be 2.63 in check and 3.18 in
/// lint), a translucent foreground, an out-of-sRGB oklch() color, and a translucent background over a palette color.
@Suite("one number per pair across commands")
struct CrossCommandTests {
    struct Pair: Sendable, CustomStringConvertible {
        var foreground: String, foregroundCSS: String, background: String, backgroundCSS: String, overCSS: String?
        var description: String { "\(foreground) on \(background)" }
    }

    static let pairs: [Pair] = [
        Pair(
            foreground: "--blue", foregroundCSS: "#0055ff", background: "--yellow", backgroundCSS: "#ffcc00",
            overCSS: nil),
        Pair(
            foreground: "--ink", foregroundCSS: "#1122339f", background: "--paper", backgroundCSS: "#f2f2f7",
            overCSS: nil),
        Pair(
            foreground: "--vivid", foregroundCSS: "oklch(0.5 0.4 150)", background: "--paper", backgroundCSS: "#f2f2f7",
            overCSS: nil),
        Pair(
            foreground: "--white", foregroundCSS: "#ffffff", background: "--scrim", backgroundCSS: "rgb(0 0 0 / 50%)",
            overCSS: "#808080"),
    ]
    static let fixture = ["Fixtures/cross-command/colors.css", "--config", "Fixtures/cross-command/legible.json"]

    static func json(_ r: CLI.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    @Test("check, lint, grid and report agree on every number of every pair")
    func sameNumbers() throws {
        let lint = try Self.json(try CLI.runBinary(["lint"] + Self.fixture + ["--format", "json"]))
        let findings = try #require(lint["contrast"] as? [[String: Any]])
        #expect(findings.count == Self.pairs.count)
        let grid = try CLI.runBinary(["grid"] + Self.fixture).stdout
        let reportFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cross-command-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: reportFile) }
        _ = try CLI.runBinary(["report"] + Self.fixture + ["-o", reportFile.path])
        let report = try String(contentsOf: reportFile, encoding: .utf8)

        for pair in Self.pairs {
            let check = try Self.json(
                CLI.run(
                    ["check", pair.foregroundCSS, pair.backgroundCSS, "--format", "json"]
                        + (pair.overCSS.map { ["--over", $0] } ?? [])))
            let ratio = try #require((check["wcag"] as? [String: Any])?["ratio"] as? Double)
            let cvd = try #require(check["cvd"] as? [String: [String: Double]])
            let finding = try #require(
                findings.first {
                    ($0["foreground"] as? [String: Any])?["name"] as? String == pair.foreground
                        && ($0["background"] as? [String: Any])?["name"] as? String == pair.background
                }, "\(pair)")

            // lint: the same doubles.
            #expect(finding["wcagRatio"] as? Double == ratio, "\(pair)")
            let lintCVD = try #require(finding["cvd"] as? [String: Double])
            #expect(Set(lintCVD.keys) == Set(cvd.keys), "\(pair)")
            for (deficiency, value) in cvd { #expect(lintCVD[deficiency] == value["ratio"], "\(pair) \(deficiency)") }
            let checkP3 = (check["displayP3"] as? [String: Any])?["ratio"] as? Double
            let lintP3 = (finding["displayP3"] as? [String: Any])?["ratio"] as? Double
            #expect(checkP3 == lintP3, "\(pair)")
            #expect((checkP3 != nil) == (pair.foreground == "--vivid"), "\(pair)")
            let composited = try #require(finding["composited"] as? [String: String])
            #expect(composited["foreground"] == check["composited"] as? String, "\(pair)")
            #expect(composited["background"] == check["compositedBackground"] as? String, "\(pair)")

            // grid: the truncated ratio in the foreground's row.
            let row = try #require(
                grid.split(separator: "\n").first { $0.hasPrefix("  \(pair.foreground) ") }, "\(pair)")
            #expect(row.contains(" \(RatioDisplay.string(ratio)) "), "\(pair): \(row)")

            // report: the "Contrast after simulation" row: normal, then each reported simulation in order.
            let html = try #require(
                report.split(separator: "\n").first {
                    $0.hasPrefix("<tr><th scope=\"row\">") && $0.contains(">\(pair.foreground) on \(pair.background)<")
                }, "\(pair)")
            let shown = html.components(separatedBy: "<span class=\"r\">").dropFirst().map {
                String($0.prefix { $0 != "<" })
            }
            let expected =
                [RatioDisplay.string(ratio)]
                + CVDSimulator.reported.map { RatioDisplay.string(cvd[$0.deficiency.rawValue]!["ratio"]!) }
            #expect(shown == expected, "\(pair)")
        }
    }

    @Test("the issue's pair: tritan is the reported simulation's number in check and lint alike")
    func issuePair() throws {
        let check = try Self.json(CLI.run("check", "#0055ff", "#ffcc00", "--format", "json"))
        let tritan = try #require((check["cvd"] as? [String: [String: Double]])?["tritan"]?["ratio"])
        let simulator = CVDSimulator.reported(.tritan)
        #expect(simulator.method == .brettel1997 && simulator.lmsModel == .smithPokorny75JuddVos)
        let expected = simulator.contrastRatio(
            SRGB(SRGB8(r: 0x00, g: 0x55, b: 0xff)), SRGB(SRGB8(r: 0xff, g: 0xcc, b: 0x00)))
        // Through JSON text and Foundation's parser, which may land one ulp away from the printed shortest digits.
        #expect(abs(tritan - expected) <= 2 * expected.ulp, "\(tritan) vs \(expected)")
        #expect(RatioDisplay.string(tritan) == "3.09")
    }

    @Test(
        "an asset catalog's extended-sRGB color is clipped per channel (UIKit), a CSS one gamut-mapped; both carry a P3 verdict"
    )
    func assetCatalogPolicy() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("legible-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: config) }
        try #"{"contrast": [{"foreground": "extendedSRGB", "background": "eightBit", "text": "large"}]}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let lint = try Self.json(
            try CLI.runBinary([
                "lint", "Fixtures/palettes/xcassets/Shapes.xcassets", "--config", config.path, "--format", "json",
            ]))
        let finding = try #require((lint["contrast"] as? [[String: Any]])?.first)
        // extended-srgb (1.358, −0.074, −0.012) clipped per channel is pure red.
        #expect((finding["composited"] as? [String: String])?["foreground"] == "#ff0000")
        let p3 = try #require(finding["displayP3"] as? [String: Any])
        #expect(p3["ratio"] as? Double != finding["wcagRatio"] as? Double)
        // The same value typed as CSS is gamut-mapped instead: a different color and ratio.
        let check = try Self.json(CLI.run("check", "color(srgb 1.358 -0.074 -0.012)", "#ffffff", "--format", "json"))
        #expect(check["composited"] as? String != "#ff0000")
    }
}
