import LegiblePalette

/// The Swift color expressions view classes' code assigns (`CodeColorAssignments`) that `CodeColorValue`'s plain forms
/// do not read (`textColor = AppTheme.colorForStyle(style)` in a label class that themes itself), evaluated with the
/// palette reader's evaluator inside the class whose code holds them
/// (`SwiftExpressionColors.resolve(written:path:inType:colorType:)`). The evaluator is made on first use, over the
/// run's Swift files as the view reader reads them (the same list: their declarations are scanned once per run).
final class CodeSwiftColors {
    let files: [String]
    let sources: SwiftSourceStore
    let palette: SwiftViewPalette
    private lazy var colors = SwiftExpressionColors(
        files: sources.files(sources.withDeclarationOnly(files)).files, sources: sources)
    private var cache: [String: Result<ObservedColor, SwiftViewProblem>] = [:]

    init(files: [String], sources: SwiftSourceStore, palette: Palette) {
        self.files = files
        self.sources = sources
        self.palette = SwiftViewPalette(palette)
    }

    /// `value` as written in the code of class `type` in the Swift file at `path`; `mac`: an AppKit file.
    func resolve(_ value: String, path: String, inType type: String, mac: Bool) -> Result<
        ObservedColor, SwiftViewProblem
    > {
        guard path.hasSuffix(".swift") else { return .failure(.init("not a plain color")) }
        let key = [value, path, type].joined(separator: "\u{0}")
        if let known = cache[key] { return known }
        let resolution = colors.resolve(
            written: value, path: path, inType: type, colorType: mac ? "NSColor" : "UIColor")
        let result = palette.observed(resolution, of: nil)
        cache[key] = result
        return result
    }
}
