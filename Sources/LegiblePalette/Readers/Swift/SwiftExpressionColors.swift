import LegibleSwiftSyntax

/// Turns a color expression written in view code (`Color("Brand")`, `.label`, `Palette.ink`,
/// `UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)`) into what it names, with the Swift palette reader's own
/// evaluator (`SwiftEvaluator`: the same lookups, platform tables and constant folding), so view readers never
/// evaluate colors themselves.
public final class SwiftExpressionColors {
    /// What a color expression is.
    public enum Resolution: Sendable, Hashable {
        /// A color the palette defines under that name (a Swift palette member, `Palette.ink`).
        case paletteColor(String)
        /// An asset catalog color (`Color("Brand")`, `UIColor(named: "Brand")`, `Asset.Colors.brand.color`).
        case catalogColor(CatalogColorReference)
        /// An asset catalog color with an alpha applied in code (`UIColor(named: "Brand")!.withAlphaComponent(0.6)`,
        /// `Color("Brand").opacity(0.5)`): `replacing` sets every variant's alpha, otherwise it multiplies it.
        case catalogColorWithAlpha(CatalogColorReference, alpha: Double, replacing: Bool)
        /// A color written in place or a platform color, with its variants.
        case inline(NamedColor)
        /// Not statically known, and why.
        case unknown(String)
    }

    let evaluator: SwiftEvaluator
    let unitIndex: [String: Int]
    /// Function names → the files that call them (`filesCalling`), made on first use.
    var callIndex: [String: [String]]?

    /// Lexed files (`path`, tokens) whose declarations references may name.
    public convenience init(
        files: [(path: String, tokens: [SwiftToken])], options: SwiftReaderOptions = SwiftReaderOptions()
    ) {
        self.init(
            units: files.map { file in
                let (declarations, types) = SwiftDeclarationScanner.scan(file.tokens)
                return SwiftSourceUnit(path: file.path, tokens: file.tokens, declarations: declarations, types: types)
            }, options: options)
    }

    /// The run's files, with color type aliases resolved and declarations scanned once for the run (`sources.units`:
    /// the palette reader already did).
    public convenience init(
        files: [SwiftSourceFile], sources: SwiftSourceStore, options: SwiftReaderOptions = SwiftReaderOptions()
    ) {
        self.init(units: sources.units(files), options: options)
    }

    init(units: [SwiftSourceUnit], options: SwiftReaderOptions) {
        evaluator = SwiftEvaluator(units: units, options: options)
        unitIndex = Dictionary(units.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The files as read: each one's tokens with color type aliases resolved.
    public var files: [(path: String, tokens: [SwiftToken])] {
        evaluator.units.map { (path: $0.path, tokens: $0.tokens) }
    }

    /// The platforms of the targets that build a file (by path; nil when no project says): a declaration repeated
    /// in files of different targets is the one built for the use's platform.
    public var filePlatforms: ((String) -> Set<ApplePlatform>?)? {
        get { evaluator.filePlatforms }
        set { evaluator.filePlatforms = newValue }
    }

    /// The asset-catalog colors of the run: a catalog color code chooses by appearance
    /// (`colorScheme == .light ? Color("Bone") : Color("Midnight")`) is, in each appearance, that color's variant.
    public var catalogColors: CatalogColorIndex? {
        get { evaluator.catalogColors }
        set { evaluator.catalogColors = newValue }
    }

    /// Colors Swift code names that are declared outside Swift (`SwiftImportedColor`: Objective-C class methods of
    /// the same app), read by their own language's evaluator before the Swift code that uses them.
    public var importedColors: [SwiftImportedColor] {
        get { evaluator.importedColors.values.sorted { $0.swiftName < $1.swiftName } }
        set {
            evaluator.importedColors = Dictionary(
                newValue.map { ($0.swiftName, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The color `expression` (in file `path`, inside type `scope`) names. `colorType` is the type implicit members
    /// refer to (`Color` in SwiftUI modifiers, `UIColor` in UIKit); nil tries `UIColor`, `Color`, `NSColor`.
    /// `platforms` are those the use is built for: code under `#if` is read for them (`SwiftEvaluator+Platforms`);
    /// nil reads each declaration's first definition.
    /// `choices`: the outcome assumed for each test decided at run time (`SwiftRunTimeChoice.key` → outcome index);
    /// `pendingChoice` says afterwards which such test, if any, the evaluation met without an assumed outcome.
    public func resolve(
        _ expression: SwiftExpression, path: String, scope: [String], colorType: String?,
        platforms: Set<ApplePlatform>? = nil, assuming choices: [String: Int] = [:]
    ) -> Resolution {
        guard let unit = unitIndex[path] else { return .unknown("file not read") }
        evaluator.assumedChoices = choices
        evaluator.pendingChoice = nil
        defer { evaluator.assumedChoices = [:] }
        evaluator.platforms = platforms
        return evaluator.resolution(
            of: expression, SwiftEvaluationContext(unit: unit, scope: scope, appearance: nil, colorType: colorType),
            path: path)
    }

    /// The appearances of app themes whose set the source does not hold whole (themes the user makes, added to the
    /// list the current one is chosen from), by raw value, with where the others come from (`SwiftInstanceThemes`).
    public var openThemes: [String: String] { evaluator.instanceThemes.openAppearances() }

    /// The test decided at run time that the last `resolve` met without an assumed outcome, if any.
    public var pendingChoice: SwiftRunTimeChoice? { evaluator.pendingChoice }

    /// `label`, `red`, the hex of a written color, else the expression as written when it is short
    /// (`Color(.label)`, `Color.gray.opacity(0.5)`), else its shape (`Color.gray.opacity(…)`).
    static func displayName(_ expression: SwiftExpression, _ variants: [ColorVariant]) -> String {
        if let path = expression.dottedPath { return path.split(separator: ".").last.map(String.init) ?? path }
        if variants.count == 1, let c = variants[0].value.concrete { return c.alpha8 == 255 ? c.hexRGB : c.hexRGBA }
        if let written = expression.written, written.count <= maximumWrittenName { return written }
        return shape(expression) ?? "inline color"
    }

    /// Longer expressions are named by their shape: a name is a label in a report line, not a listing.
    static let maximumWrittenName = 48

    static func shape(_ e: SwiftExpression) -> String? {
        switch e {
        case .call(let callee, _, _, _): shape(callee).map { $0 + "(…)" }
        case .member(let base, let name, _): shape(base).map { $0 + "." + name }
        case .name(let n, _): n
        case .implicitMember(let n, _): "." + n
        default: nil
        }
    }
}
