import Foundation
import LegiblePalette

/// The color expressions view classes' code assigns (`CodeColorAssignments`) that `CodeColorValue`'s plain forms do
/// not read. Swift ones (`textColor = AppTheme.colorForStyle(style)` in a label class that themes itself) are evaluated
/// with the palette reader's evaluator inside the class whose code holds them
/// (`SwiftExpressionColors.resolve(written:path:inType:colorType:)`), made on first use over the run's Swift files as
/// the view reader reads them (the same list: their declarations are scanned once per run); Objective-C ones with
/// `ObjCColorEvaluator` over the run's Objective-C files.
final class CodeSwiftColors {
    let files: [String]
    let sources: SwiftSourceStore
    let palette: SwiftViewPalette
    let objcFiles: [String]
    let objcSources: ObjCSourceStore
    private let runPalette: Palette
    let importedColors: [SwiftImportedColor]
    private lazy var colors: SwiftExpressionColors = {
        let colors = SwiftExpressionColors(
            files: sources.files(sources.withDeclarationOnly(files)).files, sources: sources)
        colors.importedColors = importedColors
        colors.catalogColors = palette.catalog
        return colors
    }()
    private lazy var objc = ObjCColorEvaluator(
        files: objcFiles.compactMap { try? objcSources.file($0).get() }, palette: runPalette)
    private var cache: [String: Result<ObservedColor, SwiftViewProblem>] = [:]
    /// The app's theme appearances whose set is open, with why (`SwiftExpressionColors.openThemes`).
    var openThemes: [String: String] { colors.openThemes }

    init(
        files: [String], sources: SwiftSourceStore, palette: Palette, objcFiles: [String] = [],
        objcSources: ObjCSourceStore = ObjCSourceStore(), importedColors: [SwiftImportedColor] = [],
        targets: AppleTargets = AppleTargets()
    ) {
        self.importedColors = importedColors
        self.files = files
        self.sources = sources
        self.palette = SwiftViewPalette(palette, targets: targets)
        self.objcFiles = objcFiles
        self.objcSources = objcSources
        self.runPalette = palette
    }

    /// Objective-C source files (`.m`, `.mm`, `.h`).
    static let objcExtensions: Set<String> = ["m", "mm", "h"]

    /// `value` as written at `location` in the code of class `type`; `mac`: an AppKit file.
    func resolve(_ value: String, at location: SourceLocation, inType type: String, mac: Bool) -> Result<
        ObservedColor, SwiftViewProblem
    > {
        let path = location.path
        if Self.objcExtensions.contains((path as NSString).pathExtension.lowercased()) {
            return objc.resolve(value, at: location)
        }
        guard path.hasSuffix(".swift") else { return .failure(.init("not a plain color")) }
        let key = [value, path, type].joined(separator: "\u{0}")
        if let known = cache[key] { return known }
        let resolution = colors.resolve(
            written: value, path: path, inType: type, colorType: mac ? "NSColor" : "UIColor")
        let result = palette.observed(resolution, of: nil, in: path)
        cache[key] = result
        return result
    }
}
