import Foundation
import Testing

@Suite("legible simulate")
struct SimulateCommandTests {
    @Test("JSON: one entry per input, in input order, rgb before rounding")
    func jsonShape() throws {
        let r = CLI.run("simulate", "#ff0000", "#00aa00", "#3983e4", "--deficiency", "deutan", "--format", "json")
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1 && object["kind"] as? String == "simulate")
        let colors = try #require(object["colors"] as? [[String: Any]])
        #expect(colors.map { $0["input"] as? String } == ["#ff0000", "#00aa00", "#3983e4"])
        for c in colors {
            #expect(Set(c.keys) == ["input", "simulated", "rgb"])
            let rgb = try #require(c["rgb"] as? [Double])
            let hex = String(
                format: "#%02x%02x%02x", Int((rgb[0] * 255 + 0.5).rounded(.down)),
                Int((rgb[1] * 255 + 0.5).rounded(.down)), Int((rgb[2] * 255 + 0.5).rounded(.down)))
            #expect(c["simulated"] as? String == hex)
        }
        Snapshot.assertMatches(r.stdout, named: "simulate-deutan.json")
    }

    @Test("defaults: Machado 2009 for protan and deutan, Brettel 1997 for tritan, severity 1")
    func defaults() {
        #expect(
            CLI.run("simulate", "#3983e4", "--deficiency", "protan").stdout
                == CLI.run(
                    "simulate", "#3983e4", "--deficiency", "protan", "--method", "machado2009", "--severity", "1"
                ).stdout)
        #expect(
            CLI.run("simulate", "#3983e4", "--deficiency", "tritan").stdout.hasPrefix(
                "tritan, brettel1997, severity 1.0"))
    }

    @Test("severity 0 is the identity")
    func severityZero() {
        let r = CLI.run("simulate", "#3983e4", "#123456", "--deficiency", "deutan", "--severity", "0")
        #expect(r.stdout.contains("#3983e4  →  #3983e4") && r.stdout.contains("#123456  →  #123456"))
    }

    @Test("text output", arguments: ["protan", "deutan", "tritan", "achromatopsia"])
    func text(deficiency: String) {
        let r = CLI.run("simulate", "#ff0000", "#00aa00", "#0000ff", "#808080", "--deficiency", deficiency)
        #expect(r.status == 0)
        Snapshot.assertMatches(r.stdout, named: "simulate-\(deficiency).txt")
    }

    @Test(
        "usage errors exit 2 with one line",
        arguments: [
            (
                ["simulate", "#fff"],
                "legible simulate: --deficiency is required: one of protan, deutan, tritan, achromatopsia; see 'legible simulate --help'"
            ),
            (
                ["simulate", "--deficiency", "protan"],
                "legible simulate: needs at least one COLOR; see 'legible simulate --help'"
            ),
            (
                ["simulate", "#fff", "--deficiency", "blue"],
                "legible simulate: unknown deficiency 'blue'; expected one of: protan, deutan, tritan, achromatopsia"
            ),
            (
                ["simulate", "#fff", "--deficiency", "protan", "--method", "x"],
                "legible simulate: unknown method 'x'; expected one of: brettel1997, vienot1999, machado2009"
            ),
            (
                ["simulate", "#fff", "--deficiency", "protan", "--severity", "2"],
                "legible simulate: --severity must be a number from 0 to 1, got '2'"
            ),
            (
                ["simulate", "#fff", "--deficiency", "protan", "--severity", "nan"],
                "legible simulate: --severity must be a number from 0 to 1, got 'nan'"
            ),
            (
                ["simulate", "#fff", "--deficiency", "achromatopsia", "--method", "vienot1999"],
                "legible simulate: --method does not apply to achromatopsia (one model: luminance grayscale)"
            ),
            (
                ["simulate", "rgb(1,2)", "--deficiency", "protan"],
                "legible simulate: invalid color 'rgb(1,2)': rgb() needs 3 components, found 2 (column 5)"
            ),
        ])
    func usageErrors(args: [String], message: String) {
        let r = CLI.run(args)
        #expect(r.status == 2)
        #expect(r.stderr == message + "\n")
        #expect(r.stdout.isEmpty)
    }

    @Test("Viénot 1999 with tritan warns on stderr (as DaltonLens does) but still simulates")
    func vienotTritanWarns() {
        let r = CLI.run("simulate", "#5856d6", "--deficiency", "tritan", "--method", "vienot1999")
        #expect(r.status == 0)
        #expect(r.stderr.hasPrefix("legible simulate: warning: Viénot 1999 is not meant for tritan"))
        #expect(r.stdout.contains("#5856d6  →  #"))
        #expect(CLI.run("simulate", "#5856d6", "--deficiency", "protan", "--method", "vienot1999").stderr.isEmpty)
        #expect(CLI.run("simulate", "#5856d6", "--deficiency", "tritan").stderr.isEmpty)
    }
}
