import LegibleCore
import LegibleSwiftSyntax
import LegibleFiles

/// Reads the colors a Swift code base defines (see README "Swift sources").
///
/// Every file is lexed (`SwiftLexer`) and its type- and file-level declarations scanned
/// (`SwiftDeclarationScanner`); each stored or computed property whose value is a color, or whose type is a color
/// type, is evaluated (`SwiftEvaluator`) into a `NamedColor` named by its qualified member path without the module
/// (`UIColor.Palette.ceruleanBlue`, `Colors.x`, top-level `brandBlue`), its origin the file, each variant's source
/// the initializer's `path:line:column`. Themes (`SwiftThemes`) add one appearance per theme. What cannot be
/// evaluated is a warning at `path:line:column` naming the color; a color initializer outside any named color
/// (inline, local) is evaluated where it stands: static, it is left to the views that use it, else it is a warning
/// too, so every initializer in a file ends in the palette, as a static inline color or in a diagnostic.
/// `UIColor(named:)`-style links to asset catalogs are returned in `catalogLinks`, resolved once every reader ran.
public enum SwiftColorReader {
    /// The reading: colors, diagnostics, and colors that stand for an asset catalog color.
    public struct Reading: Sendable {
        public var palette: Palette
        public var catalogLinks: [CatalogLink]
        /// Every color initializer found, for checking that each ends in the palette, as a static inline color or in
        /// a diagnostic.
        public var initializerSites: [InitializerSite]
    }

    /// A color initializer (`UIColor(`, `Color(`, `#colorLiteral(`, `= UIColor {`) at its head token, with the
    /// color it belongs to (in the palette, or named by a diagnostic); nil for an inline use, which is either
    /// static (`isStatic`: its color is known where it stands, and the views that use it are checked with it) or
    /// reported on its own by a diagnostic at its location.
    public struct InitializerSite: Sendable, Hashable {
        public var location: SourceLocation
        public var color: String?
        public var isStatic = false
    }

    /// A Swift color defined as an asset catalog color: `UIColor(named: "Brand")`, a generated symbol
    /// `Color(.brand)`, or SwiftGen's `Asset.Colors.brand.color`.
    public struct CatalogLink: Sendable, Hashable {
        public var name: String
        public var origin: String
        public var catalogName: CatalogColorReference
        public var source: SourceLocation
        /// The Swift color named on the way (`static let accent = brand`), shown as the alias instead of the
        /// catalog color.
        public var via: String?
        /// An initializer used in place (`Color("Brand")` in a view, `name` its label): looked up, so a name no
        /// catalog defines is a warning, but it adds no color to the palette.
        public var isInline = false
    }

    /// `sources`: the run's Swift files (`SwiftSourceStore`), so the view reader and the snapshot rule of the same run
    /// read and lex none of them again.
    public static func read(
        files: [String], options: SwiftReaderOptions = SwiftReaderOptions(),
        sources: SwiftSourceStore = SwiftSourceStore()
    ) -> Reading {
        var diagnostics: [Diagnostic] = []
        var read: [SwiftSourceFile] = []
        for path in files {
            switch sources.file(path) {
            case .failure(let d): diagnostics.append(d)
            case .success(let file):
                for e in file.errors {
                    diagnostics.append(
                        .warning(
                            SourceLocation(path: path, line: e.line, column: e.column), "Swift syntax: \(e.message)"))
                }
                read.append(file)
            }
        }
        let units = sources.units(read)
        var builder = SwiftPaletteBuilder(evaluator: SwiftEvaluator(units: units, options: options))
        builder.build()
        return Reading(
            palette: Palette(colors: builder.colors, diagnostics: diagnostics + builder.diagnostics),
            catalogLinks: builder.catalogLinks,
            initializerSites: builder.initializerSites)
    }

    /// Resolves catalog links against the colors read by the other readers (`CatalogColorIndex`): the Swift color
    /// takes the catalog color's variants and keeps the link (`aliasOf`); a name no catalog defines, or several do,
    /// is a warning.
    public static func resolve(_ links: [CatalogLink], in palette: inout Palette) {
        guard !links.isEmpty else { return }
        let index = CatalogColorIndex(palette)
        var colors: [NamedColor] = []
        var diagnostics: [Diagnostic] = []
        for link in links {
            switch index.resolve(link.catalogName) {
            case .success where link.isInline:
                continue
            case .success(let target):
                colors.append(
                    NamedColor(
                        name: link.name, origin: link.origin, variants: target.variants,
                        aliasOf: link.via ?? target.name))
            case .failure(let failure):
                diagnostics.append(.warning(link.source, "\(link.name): " + failure.message(for: link.catalogName)))
            }
        }
        palette.merge(colors: colors, diagnostics: diagnostics)
    }
}
