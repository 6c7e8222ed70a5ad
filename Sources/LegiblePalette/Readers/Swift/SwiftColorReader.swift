import LegibleCore
import LegibleSwiftSyntax

/// Reads the colors a Swift code base defines (see README "Swift sources").
///
/// Every file is lexed (`SwiftLexer`) and its type- and file-level declarations scanned
/// (`SwiftDeclarationScanner`); each stored or computed property whose value is a color, or whose type is a color
/// type, is evaluated (`SwiftEvaluator`) into a `NamedColor` named by its qualified member path without the module
/// (`UIColor.Palette.ceruleanBlue`, `Colors.x`, top-level `brandBlue`), its origin the file, each variant's source
/// the initializer's `path:line:column`. Themes (`SwiftThemes`) add one appearance per theme. What cannot be
/// evaluated is a warning at `path:line:column` naming the color; a color initializer outside any named color
/// (inline, local) is a warning too, so every initializer in a file ends in the palette or in a diagnostic.
/// `UIColor(named:)`-style links to asset catalogs are returned in `catalogLinks`, resolved once every reader ran.
public enum SwiftColorReader {
    /// The reading: colors, diagnostics, and colors that stand for an asset catalog color.
    public struct Reading: Sendable {
        public var palette: Palette
        public var catalogLinks: [CatalogLink]
        /// Every color initializer found, for checking that each ends in the palette or in a diagnostic.
        public var initializerSites: [InitializerSite]
    }

    /// A color initializer (`UIColor(`, `Color(`, `#colorLiteral(`, `= UIColor {`) at its head token, with the
    /// color it belongs to (in the palette, or named by a diagnostic); nil when it is reported on its own as an
    /// inline use.
    public struct InitializerSite: Sendable, Hashable {
        public var location: SourceLocation
        public var color: String?
    }

    /// A Swift color defined as an asset catalog color: `UIColor(named: "Brand")` (`catalogName` "Brand") or a
    /// generated symbol `Color(.brand)` (`catalogName` ".brand").
    public struct CatalogLink: Sendable, Hashable {
        public var name: String
        public var origin: String
        public var catalogName: String
        public var source: SourceLocation
        /// The Swift color named on the way (`static let accent = brand`), shown as the alias instead of the
        /// catalog color.
        public var via: String?
    }

    public static func read(files: [String], options: SwiftReaderOptions = SwiftReaderOptions()) -> Reading {
        var diagnostics: [Diagnostic] = []
        var units: [SwiftSourceUnit] = []
        for path in files {
            switch SourceFile.readText(path) {
            case .failure(let d): diagnostics.append(d)
            case .success(let text):
                let (tokens, errors) = SwiftLexer.tokenize(text)
                for e in errors {
                    diagnostics.append(.warning(SourceLocation(path: path, line: e.line, column: e.column), "Swift syntax: \(e.message)"))
                }
                let (declarations, types) = SwiftDeclarationScanner.scan(tokens)
                units.append(SwiftSourceUnit(path: path, tokens: tokens, declarations: declarations, types: types))
            }
        }
        var builder = SwiftPaletteBuilder(evaluator: SwiftEvaluator(units: units, options: options))
        builder.build()
        return Reading(palette: Palette(colors: builder.colors, diagnostics: diagnostics + builder.diagnostics), catalogLinks: builder.catalogLinks,
                       initializerSites: builder.initializerSites)
    }

    /// Resolves catalog links against the colors read by the other readers: the Swift color takes the catalog
    /// color's variants and keeps the link (`aliasOf`); a name no catalog defines is a warning.
    public static func resolve(_ links: [CatalogLink], in palette: inout Palette) {
        guard !links.isEmpty else { return }
        var byName: [String: NamedColor] = [:]
        var bySymbol: [String: NamedColor] = [:]
        for c in palette.colors where !c.origin.hasSuffix(".swift") {
            if byName[c.name] == nil { byName[c.name] = c }
            let last = c.name.split(separator: "/").last.map(String.init) ?? c.name
            if byName[last] == nil { byName[last] = c }
            let symbol = generatedSymbolKey(last)
            if bySymbol[symbol] == nil { bySymbol[symbol] = c }
        }
        var colors: [NamedColor] = []
        var diagnostics: [Diagnostic] = []
        for link in links {
            let target = link.catalogName.hasPrefix(".")
                ? bySymbol[generatedSymbolKey(String(link.catalogName.dropFirst()))]
                : byName[link.catalogName]
            guard let target else {
                diagnostics.append(.warning(link.source, "\(link.name): asset catalog color '\(link.catalogName)' was not found among the catalogs read; pass the .xcassets folder too"))
                continue
            }
            colors.append(NamedColor(name: link.name, origin: link.origin, variants: target.variants, aliasOf: link.via ?? target.name))
        }
        palette.merge(colors: colors, diagnostics: diagnostics)
    }

    /// Xcode's generated color symbols drop separators and lower-case the first letter (`brand-primary`,
    /// `Brand Primary` → `brandPrimary`); compared without case and separators.
    static func generatedSymbolKey(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
