import LegibleCore
import LegibleReport
import LegiblePalette
import LegibleJSON

/// `legible simulate COLOR… --deficiency D`: how colors look with a color vision deficiency.
enum SimulateCommand: Command {
    static let name = "simulate"
    static let summary = "How colors look with protanopia, deuteranopia, tritanopia or achromatopsia"
    static let operands = "COLOR…"
    static let about = """
        Simulates each COLOR as seen with a color vision deficiency. The simulation runs in linear RGB, the result is
        clipped to 0…1 and encoded to sRGB; 8-bit output rounds with floor(x·255 + 0.5). Alpha is ignored.
        """
    static let examples = """
        EXAMPLES:
          legible simulate '#ff0000' '#00aa00' --deficiency deutan
          legible simulate '#3983e4' --deficiency protan --method brettel1997 --format json
          legible simulate '#ff0000' --deficiency protan --severity 0.5

        """

    static let deficiency = Options.choice(
        "--deficiency", "D", Deficiency.self,
        help: """
            protan (red cones), deutan (green cones), tritan (blue cones), or achromatopsia
            (no color: luminance grayscale computed in linear RGB).
            """
    ).required()
    static let method = Options.choice(
        "--method", "M", CVDMethod.self,
        help: """
            brettel1997 (Brettel, Viénot & Mollon 1997), vienot1999 (Viénot, Brettel & Mollon
            1999) or machado2009 (Machado, Oliveira & Fernandes 2009). Default: machado2009 for
            protan and deutan, brettel1997 for tritan. Not accepted with achromatopsia.
            vienot1999 with tritan works but warns: the method is not meant for tritan.
            Brettel and Viénot use the Judd–Vos corrected cone model (DaltonLens main).
            """)
    static let severity = Options.value(
        "--severity", "S",
        help: """
            0 (normal vision) to 1 (dichromacy). Machado interpolates its published
            matrices between the 0.1 steps; the others interpolate with the input in linear RGB.
            """
    ) { raw throws(OptionValueError) -> Double in
        guard let s = Double(raw), s >= 0, s <= 1 else {
            throw OptionValueError("--severity must be a number from 0 to 1, got '\(raw)'")
        }
        return s
    }.defaulting(to: 1.0, shown: "1")
    static let format = Options.choice(
        "--format", "FORMAT", SimpleFormat.self,
        help: """
            text or json: each input color with its simulation, in input order, and the
            encoded sRGB floats before 8-bit rounding ('legible schema simulate' prints
            its JSON Schema).
            """
    ).defaulting(to: .text)
    static let options: [any OptionDeclaration] = [deficiency, method, severity, format]

    static func run(_ arguments: [String], output: inout CLIOutput) throws(CLIError) -> ExitCode {
        let args = try parse(arguments)
        let format = args[Self.format]
        let deficiency = args[Self.deficiency]
        let method = args[Self.method]
        if method != nil && deficiency == .achromatopsia {
            throw CLIError(
                "legible simulate: --method does not apply to achromatopsia (one model: luminance grayscale)")
        }
        let severity = args[Self.severity]
        guard !args.positionals.isEmpty else {
            throw CLIError("legible simulate: needs at least one COLOR; see 'legible simulate --help'")
        }
        var colors: [Color] = []
        for text in args.positionals { colors.append(try parseColor(text, command: name)) }
        let simulator = CVDSimulator(deficiency, method: method, severity: severity)
        if let caveat = simulator.caveat { output.printError("legible simulate: warning: \(caveat)") }
        let results = colors.map { ($0, simulator.simulate($0.srgb.clipped)) }

        switch format {
        case .json: output.stdout += SimulateReport.json(results).rendered() + "\n"
        case .text:
            output.stdout += SimulateReport.text(
                results, simulator: simulator, deficiency: deficiency, severity: severity)
        }
        return .clean
    }
}
