import Foundation
import Testing
import LegibleCore

/// The web-platform-tests cases of `css/css-color/parsing/` (`Fixtures/reference/wpt-css-color-parsing.json`, provenance in
/// `Fixtures/reference/README.md`): every valid case parses to the expected computed value, compared component by component
/// in the expected value's color space within the file's tolerance (WPT's fuzzy color tests use 1e-4; 8-bit `rgb()`
/// serializations are rounded, so they compare within 0.5); every invalid case is rejected. Cases left out carry a
/// `skip` reason in the data file.
@Suite("web-platform-tests css/css-color/parsing")
struct WPTColorParsingTests {
    struct Case: Decodable {
        var file: String
        var input: String
        var expected: String
        var form: String?
        var components: [Double?]?
        var alpha: Double?
        var tolerance: Double?
        var skip: String?
        var compareAlphaOnly: String?
    }

    struct Document: Decodable { var cases: [Case] }

    static let cases: [Case] = {
        let url = ReferenceData.fixturesDirectory.appendingPathComponent("reference/wpt-css-color-parsing.json")
        let data = try! Data(contentsOf: url)
        return try! JSONDecoder().decode(Document.self, from: data).cases
    }()

    static let files = Array(Set(cases.map(\.file))).sorted()

    @Test("valid cases compute to the expected value, invalid cases are rejected", arguments: files)
    func file(_ file: String) throws {
        var failures: [String] = []
        var worst = 0.0, worstCase = "", worstAt1e4 = 0.0
        var passed = 0
        let cases = Self.cases.filter { $0.file == file && $0.skip == nil }
        #expect(!cases.isEmpty)
        for c in cases {
            if c.expected == "invalid" {
                if let parsed = try? ColorParser.parseCSS(c.input) {
                    failures.append("\(c.input): expected invalid, parsed \(parsed)")
                } else {
                    passed += 1
                }
                continue
            }
            let parsed: CSSColor
            do { parsed = try ColorParser.parseCSS(c.input) } catch {
                failures.append("\(c.input): \(error)")
                continue
            }
            let form = c.form!
            let space = form == "rgb" ? CSSColorSpace.srgb : CSSColorSpace(rawValue: form)!
            let scale = form == "rgb" ? 255.0 : 1
            let tolerance = c.tolerance!
            let mine = parsed.converted(to: space)
            var ok = true
            if c.compareAlphaOnly == nil {
                for (i, expected) in c.components!.enumerated() {
                    guard let expected else {
                        if mine.components[i] != nil { ok = false }
                        continue
                    }
                    let value = (mine.components[i] ?? 0) * scale
                    var error = abs(value - expected)
                    if i == space.hueIndex { error = min(error, abs(360 - error)) }
                    if error > worst && form != "rgb" { (worst, worstCase) = (error, c.input) }
                    if tolerance <= 1e-4 { worstAt1e4 = max(worstAt1e4, error) }
                    if !(error <= tolerance + 1e-9) { ok = false }
                }
            }
            if let expectedAlpha = c.alpha {
                if !(abs((mine.alpha ?? 0) - expectedAlpha) <= 1e-4) { ok = false }
            } else if mine.alpha != nil {
                ok = false
            }
            if ok {
                passed += 1
            } else {
                failures.append("\(c.input): expected \(c.expected), computed \(mine) (from \(parsed))")
            }
        }
        #expect(
            failures.isEmpty,
            "\(file): \(failures.count) of \(cases.count) failed:\n\(failures.joined(separator: "\n"))")
        #expect(passed == cases.count)
        let leftOut = Self.cases.filter { $0.file == file && $0.skip != nil }.count
        print(
            "WPT \(file): \(passed)/\(cases.count) passed, \(leftOut) not compared (checked by leftOutCasesBehaveAsTheirReasonSays); worst deviation \(worst) (\(worstCase)); worst where the tolerance is 1e-4: \(worstAt1e4)"
        )
    }

    /// What Legible does with each kind of case the data file leaves out of the value comparison, by the reason's
    /// first words: rejected (no measurable color without a page: `currentcolor`, `var()`, relative lengths,
    /// infinities, a single `light-dark()`), or accepted and parsed (the WPT expectation contradicts the file's other
    /// cases, is superseded, or is a WPT error, so the value is not compared).
    static let leftOutBehavior: [(reasonPrefix: String, rejected: Bool)] = [
        ("contradicts the same file's other cases", false), ("contradicts color-valid-hsl.html", false),
        ("superseded:", false),
        ("WPT case error:", false), ("sign() of font- or container-relative lengths", true), ("an infinite", true),
        ("currentcolor:", true), ("var():", true), ("light-dark() as a single color", true),
    ]

    @Test("each case left out of the comparison is rejected or accepted as its reason says")
    func leftOutCasesBehaveAsTheirReasonSays() {
        let leftOut = Self.cases.filter { $0.skip != nil }
        #expect(!leftOut.isEmpty)
        for c in leftOut {
            guard let behavior = Self.leftOutBehavior.first(where: { c.skip!.hasPrefix($0.reasonPrefix) }) else {
                Issue.record("\(c.file): \(c.input): a reason with no stated behavior: \(c.skip!)")
                continue
            }
            let rejected = (try? ColorParser.parseCSS(c.input)) == nil
            #expect(
                rejected == behavior.rejected,
                "\(c.file): \(c.input): \(behavior.rejected ? "expected a rejection" : "expected it to parse") (\(c.skip!))"
            )
        }
    }

    @Test("the data file covers every case it transcribed, and each left-out case says why")
    func coverage() {
        #expect(Self.cases.count > 1500)
        #expect(Self.cases.allSatisfy { $0.skip == nil || !$0.skip!.isEmpty })
        #expect(Self.cases.filter { $0.skip != nil }.count < Self.cases.count / 10)
    }
}
