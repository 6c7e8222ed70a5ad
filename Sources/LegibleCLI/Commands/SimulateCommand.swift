import LegibleCore
import LegibleReport
import LegiblePalette
import LegibleJSON

/// `legible simulate COLOR… --deficiency D`: how colors look with a color vision deficiency.
enum SimulateCommand: Command {
    static let name = "simulate"
    static let summary = "How colors look with protanopia, deuteranopia, tritanopia or achromatopsia"
    static let help = """
    USAGE: legible simulate COLOR… --deficiency protan|deutan|tritan|achromatopsia
                            [--method brettel1997|vienot1999|machado2009] [--severity 0…1] [--format text|json]

    Simulates each COLOR as seen with a color vision deficiency. The simulation runs in linear RGB, the result is
    clipped to 0…1 and encoded to sRGB; 8-bit output rounds with floor(x·255 + 0.5). Alpha is ignored.

    OPTIONS:
      --deficiency D     protan (red cones), deutan (green cones), tritan (blue cones), or achromatopsia
                         (no color: luminance grayscale computed in linear RGB). Required.
      --method M         brettel1997 (Brettel, Viénot & Mollon 1997), vienot1999 (Viénot, Brettel & Mollon
                         1999) or machado2009 (Machado, Oliveira & Fernandes 2009). Default: machado2009 for
                         protan and deutan, brettel1997 for tritan. Not accepted with achromatopsia.
                         vienot1999 with tritan works but warns: the method is not meant for tritan.
                         Brettel and Viénot use the Judd–Vos corrected cone model (DaltonLens main).
      --severity S       0 (normal vision) to 1 (dichromacy); default 1. Machado interpolates its published
                         matrices between the 0.1 steps; the others interpolate with the input in linear RGB.
      --format FORMAT    text (default) or json: {"colors":[{"input","simulated","rgb":[r,g,b]}]}, rgb being the
                         encoded sRGB floats before 8-bit rounding, in input order.
      -h, --help         Show this help.

    EXAMPLES:
      legible simulate '#ff0000' '#00aa00' --deficiency deutan
      legible simulate '#3983e4' --deficiency protan --method brettel1997 --format json
      legible simulate '#ff0000' --deficiency protan --severity 0.5

    """

    static let options: [OptionSpec] = [.value("--deficiency"), .value("--method"), .value("--severity"), .value("--format")]

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try ParsedArguments.parse(arguments, options: options, command: name)
        let format = try args.choice("--format", as: SimpleFormat.self, default: .text, command: name)
        guard args.value("--deficiency") != nil else {
            throw CLIError("legible simulate: --deficiency is required (protan, deutan, tritan or achromatopsia)")
        }
        let deficiency = try args.choice("--deficiency", as: Deficiency.self, default: .protan, command: name)
        var method: CVDMethod?
        if args.value("--method") != nil {
            if deficiency == .achromatopsia {
                throw CLIError("legible simulate: --method does not apply to achromatopsia (one model: luminance grayscale)")
            }
            method = try args.choice("--method", as: CVDMethod.self, default: .machado2009, command: name)
        }
        var severity = 1.0
        if let raw = args.value("--severity") {
            guard let s = Double(raw), s >= 0, s <= 1 else {
                throw CLIError("legible simulate: --severity must be a number from 0 to 1, got '\(raw)'")
            }
            severity = s
        }
        guard !args.positionals.isEmpty else {
            throw CLIError("legible simulate: needs at least one COLOR; see 'legible simulate --help'")
        }
        var colors: [Color] = []
        for text in args.positionals { colors.append(try parseColor(text, command: name)) }
        let simulator = CVDSimulator(deficiency, method: method, severity: severity)
        if let caveat = simulator.caveat { output.printError("legible simulate: warning: \(caveat)") }
        let results = colors.map { ($0, simulator.simulate($0.srgb.clipped)) }

        switch format {
        case .json:
            let items = results.map { input, simulated -> JSONValue in
                .object([
                    ("input", .string(input.hexRGB)),
                    ("simulated", .string(HexFormat.hex(SRGB8(quantizing: simulated)))),
                    ("rgb", .array([.number(simulated.r), .number(simulated.g), .number(simulated.b)])),
                ])
            }
            output.stdout += JSONValue.object([("colors", .array(items))]).rendered() + "\n"
        case .text:
            let methodName = deficiency == .achromatopsia ? "luminance grayscale" : simulator.method.rawValue
            output.print("\(deficiency.rawValue), \(methodName), severity \(severity)")
            for (input, simulated) in results {
                output.print("  \(input.hexRGB)  →  \(HexFormat.hex(SRGB8(quantizing: simulated)))")
            }
        }
        return .clean
    }
}
