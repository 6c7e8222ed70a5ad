import LegibleCore
import LegiblePalette
import LegibleSwiftSyntax

/// One Swift file as the view readers see it: its tokens and bracket structure, the bodies of its types, and how
/// its color expressions resolve (`SwiftExpressionColors`, the palette reader's evaluator) against the palette.
struct SwiftViewFile {
    let path: String
    let nesting: SwiftTokenNesting
    let colors: SwiftExpressionColors
    let palette: SwiftViewPalette
    /// `{` of each type body → the type's path (`["Settings", "Row"]`).
    let typeBodies: [Int: [String]]
    /// The same type bodies in file order: what walks them iterates this, never the dictionary, whose order changes
    /// from run to run (Swift seeds its hashing per process) and would make the output differ between runs.
    let typeBodiesInOrder: [(open: Int, path: [String])]
    /// Which of its statements run in the release app whenever their function runs.
    let release: SwiftReleaseCode
    /// The code that never runs in the release app (`if Self.debug {` with `static let debug = false`, `#if DEBUG`).
    let disabled: SwiftDisabledCode
    /// Each `#if` block's first condition (`os(iOS)`), so an `#else` branch knows what it is the else of.
    var firstConditions: [Int: String] { release.firstConditions }
    /// The file is widget code (`import WidgetKit`, or it reads `\.widgetFamily`): iOS draws its views on the widget's
    /// container background, or over the wallpaper in the lock-screen accessory families, not on a scene.
    let isWidget: Bool
    /// The file imports AppKit (or Cocoa) and not UIKit: its views are AppKit views and `.labelColor` is an NSColor.
    let isAppKit: Bool
    /// The file is a test (it imports `XCTest` or `Testing`, `SwiftUIReachNodes.testModules`): users see nothing it
    /// builds, and a view it embeds is not embedded in the app.
    let isTest: Bool
    /// Each `#if` block's branch conditions (`SwiftPlatformConditions.blocks`).
    let conditionBlocks: [Int: [String]]

    var tokens: [SwiftToken] { nesting.tokens }

    /// The platforms of the Xcode targets that build the file (`AppleTargets`); nil when no project says.
    let targetPlatforms: Set<ApplePlatform>?
    /// The app's accent color, which `Color.accentColor` and `.tint` are where no `.tint(_:)` sets another.
    let appAccent: SwiftAppAccent
    /// The one platform the file is being read for (`on(_:)`): code built for several is checked on each.
    private(set) var platformOverride: ApplePlatform?

    init(
        path: String, tokens: [SwiftToken], colors: SwiftExpressionColors, palette: SwiftViewPalette,
        targetPlatforms: Set<ApplePlatform>? = nil, appAccent: SwiftAppAccent = .system,
        buildFlags: SwiftBuildFlags = SwiftBuildFlags(), falseProperties: Set<String> = []
    ) {
        self.targetPlatforms = targetPlatforms
        self.appAccent = appAccent
        self.path = path
        self.colors = colors
        self.palette = palette
        let nesting = SwiftTokenNesting(tokens)
        self.nesting = nesting
        var bodies: [Int: [String]] = [:]
        for (i, t) in tokens.enumerated()
        where t.kind == .identifier && SwiftTypeDeclaration.keywords.contains(t.text) && i + 1 < tokens.count {
            guard tokens[i + 1].kind == .identifier, !(i > 0 && tokens[i - 1].is(".")) else { continue }
            guard
                let open = (i + 1..<tokens.count).first(where: {
                    nesting.isPunctuation($0, "{") || nesting.isPunctuation($0, ";") || nesting.isPunctuation($0, "}")
                }),
                nesting.isPunctuation(open, "{")
            else { continue }
            var name = [tokens[i + 1].text]
            var outer = nesting.enclosing[i]
            while let o = outer {
                if let parent = bodies[o] { name = parent + name; break }
                outer = nesting.enclosing[o]
            }
            bodies[open] = name
        }
        typeBodies = bodies
        typeBodiesInOrder = bodies.sorted { $0.key < $1.key }.map { (open: $0.key, path: $0.value) }
        release = SwiftReleaseCode(nesting)
        disabled = SwiftDisabledCode(nesting, flags: buildFlags, falseProperties: falseProperties)
        let imports = Set(tokens.indices.filter { $0 > 0 && tokens[$0 - 1].text == "import" }.map { tokens[$0].text })
        isAppKit = (imports.contains("AppKit") || imports.contains("Cocoa")) && !imports.contains("UIKit")
        isTest = !imports.isDisjoint(with: SwiftUIReachNodes.testModules)
        conditionBlocks = SwiftPlatformConditions.blocks(of: tokens)
        isWidget = tokens.indices.contains { i in
            tokens[i].kind == .identifier
                && (tokens[i].text == "widgetFamily"
                    || (tokens[i].text == "WidgetKit" && i > 0 && tokens[i - 1].text == "import"))
        }
    }

    /// The `{` of the innermost function body (`func`, `init`) containing token `index`, nil outside one.
    func enclosingFunction(_ index: Int) -> Int? {
        var o = nesting.enclosing[index]
        while let open = o {
            if typeBodies[open] != nil { return nil }
            if nesting.isFunctionBody(open) { return open }
            o = nesting.enclosing[open]
        }
        return nil
    }

    /// The innermost type body containing token `index`: its `{` and the type's path.
    func enclosingType(_ index: Int) -> (open: Int, name: [String])? {
        var o = nesting.enclosing[index]
        while let open = o {
            if let name = typeBodies[open] { return (open, name) }
            o = nesting.enclosing[open]
        }
        return nil
    }

    func location(_ index: Int, keyPath: String? = nil) -> SourceLocation {
        SourceLocation(path: path, line: tokens[index].line, keyPath: keyPath, column: tokens[index].column)
    }

    /// The color an expression names, or why it is not known; `choices`: the outcome assumed for each test decided at
    /// run time (`SwiftRunTimeChoice`).
    func color(
        _ expression: SwiftExpression, at index: Int, colorType: String, callerDepth: Int = 0,
        assuming choices: [String: Int] = [:]
    ) -> Result<ObservedColor, SwiftViewProblem> {
        // `.foregroundStyle(tint)` in `func content(tint: Color)`: the callers' argument, never a declaration of the
        // app that happens to share the parameter's name.
        if let passed = parameterColor(expression, at: index, colorType: colorType, depth: callerDepth) {
            return passed
        }
        // `Color.accentColor`, `.tint`: the app's accent (`SwiftAppAccent`).
        if colorType == "Color", let written = expression.dottedPath, Self.accentPaths.contains(written) {
            switch appAccent {
            case .named(let name): return .success(.named(name))
            case .unknown(let why): return .failure(.init("\(written) is \(why)"))
            case .system: break
            }
        }
        let scope = enclosingType(index)?.name ?? []
        let platforms = platforms(at: index)
        var resolution = colors.resolve(
            expression, path: path, scope: scope, colorType: colorType, platforms: platforms, assuming: choices)
        // `colors.cellTextColor` after `let colors = PresentationTheme.current.colors`: what the local holds.
        if case .unknown = resolution {
            let substituted = substitutingLocals(expression, at: index)
            if substituted != expression {
                resolution = colors.resolve(
                    substituted, path: path, scope: scope, colorType: colorType, platforms: platforms,
                    assuming: choices)
            }
        }
        return palette.observed(resolution, of: expression, in: path)
    }
}

extension SwiftViewFile {
    /// How SwiftUI code names the accent color.
    static let accentPaths: Set<String> = [
        ".tint", ".accentColor", "Color.accentColor", "Color.tint", "SwiftUI.Color.accentColor",
    ]

    /// `brandPrimary` for `.brandPrimary`, `Color.brandPrimary`, `UIColor.brandPrimary`, `ColorResource.brandPrimary`;
    /// nil for other expressions.
    static func memberName(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .implicitMember(let name, _): name
        case .member(.name(let type, _), let name, _)
        where ["Color", "UIColor", "NSColor", "ShapeStyle", "ColorResource"].contains(type): name
        default: nil
        }
    }
}

/// Why a color or background is not known.
struct SwiftViewProblem: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// The palette of the run, by the names view code reaches it with.
struct SwiftViewPalette {
    let names: Set<String>
    let catalog: CatalogColorIndex
    /// The palette's colors by name (the first of a name), for what view code does to them (`.opacity(x)`).
    let colors: [String: NamedColor]

    /// Catalog colors of one name that several catalogs hold, in the run's order (`SwiftTargetCatalogColors`).
    let sameName: [String: [NamedColor]]
    /// The run's Xcode targets: such a name is the color of the catalog the file's own target builds.
    var targets = AppleTargets()

    init(_ palette: Palette, targets: AppleTargets = AppleTargets()) {
        names = Set(palette.colors.map(\.name))
        colors = Dictionary(palette.colors.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        catalog = CatalogColorIndex(palette)
        sameName = Self.sameName(palette)
        self.targets = targets
    }

    func contains(_ name: String) -> Bool { names.contains(name) }

    /// What a resolved color expression is in this palette, or why it is not known; `path`: the file the expression
    /// is written in (a catalog name several catalogs hold is its own target's color).
    func observed(
        _ resolution: SwiftExpressionColors.Resolution, of expression: SwiftExpression?, in path: String? = nil
    ) -> Result<ObservedColor, SwiftViewProblem> {
        switch resolution {
        case .paletteColor(let name):
            guard contains(name) else {
                return .failure(.init("'\(name)' is not in the palette read (pass its Swift file too)"))
            }
            return ownCatalogAlias(name, in: path)
        case .catalogColor(let reference):
            return catalog.resolve(reference).mapError { .init($0.message(for: reference)) }.flatMap {
                ownCatalog($0, in: path)
            }
        case .catalogColorWithAlpha(let reference, let alpha, let replacing):
            return catalog.resolve(reference).mapError { .init($0.message(for: reference)) }.flatMap {
                ownCatalogColor($0, in: path)
            }.flatMap {
                Self.applying(alpha, replacing: replacing, to: $0)
            }
        case .inline(let color):
            return .success(.inline(color))
        case .unknown(let why):
            // `.foregroundStyle(.brandPrimary)`, `Color.label`: an Xcode-generated asset symbol (Xcode 15 generates a
            // `Color`/`UIColor`/`NSColor` member per catalog color, which is how such names compile) when a catalog
            // read has that color.
            if let expression, let symbol = SwiftViewFile.memberName(expression),
                case .success(let color) = catalog.resolve(.generatedSymbol(symbol))
            {
                return ownCatalog(color, in: path)
            }
            return .failure(.init("not a static color (\(why))"))
        }
    }
}

extension SwiftViewPalette {
    /// A catalog color with the alpha code gives it: each variant's alpha set (`withAlphaComponent`) or multiplied
    /// (`opacity`), named after the catalog color (`Subtitle at 60%`).
    static func applying(_ alpha: Double, replacing: Bool, to color: NamedColor) -> Result<
        ObservedColor, SwiftViewProblem
    > {
        var variants: [ColorVariant] = []
        for variant in color.variants {
            guard let c = variant.value.concrete else {
                return .failure(.init("'\(color.name)' with an alpha: a variant is not a plain color"))
            }
            var changed = variant
            let faded = c.withAlpha(replacing ? alpha : c.alpha * alpha)
            // A system color keeps its reference, so each OS release's value is faded alike (`AppleOSSplit`).
            if case .system(let reference, _) = variant.value {
                changed.value = .system(reference, resolved: faded)
            } else {
                changed.value = .color(faded)
            }
            variants.append(changed)
        }
        let percent = Int((alpha * 100).rounded())
        return .success(
            .inline(NamedColor(name: "\(color.name) at \(percent)%", origin: color.origin, variants: variants)))
    }
}

/// What conditional compilation says about a token: a branch that never compiles (`#if false`, `#if 0`), and
/// whether the code is for macOS only (`#if os(macOS)`, `#if canImport(AppKit)`, the `#else` of an `#if os(iOS)` or
/// `#if canImport(UIKit)`, a file only macOS targets of the Xcode project build (`AppleTargets`), or a file in a
/// `macOS`/`Mac` folder), where SwiftUI views sit on AppKit's defaults.
extension SwiftViewFile {
    static let macOSConditions = ["os(macOS)", "os(OSX)", "canImport(AppKit)", "targetEnvironment(macCatalyst)"]
    static let iOSConditions = ["os(iOS)", "canImport(UIKit)"]
    static let macOSFolders: Set<String> = ["macOS", "MacOS", "Mac", "OSX", "AppKit"]

    /// Inside a branch whose condition is `false` or `0`: not compiled, not drawn.
    func isCompiledOut(_ index: Int) -> Bool {
        tokens[index].condition.contains { $0.condition == "false" || $0.condition == "0" }
    }

    /// Not compiled (`isCompiledOut`), or code that never runs in the release app (`SwiftDisabledCode`): what it
    /// builds is not shown and the colors it sets are not applied.
    func neverRuns(_ index: Int) -> Bool { isCompiledOut(index) || disabled.neverRuns(index) }

    /// The platform color type of view code at token `index`: `NSColor` in AppKit files and macOS-only code,
    /// `UIColor` otherwise.
    func platformColorType(at index: Int) -> String {
        isAppKit || isMacOS(index) ? "NSColor" : "UIColor"
    }

    /// Whether the token is in macOS-only code.
    func isMacOS(_ index: Int) -> Bool {
        if let platformOverride { return platformOverride == .macOS }
        for branch in tokens[index].condition.reversed() {
            if Self.macOSConditions.contains(where: { branch.condition == $0 }) { return true }
            if Self.iOSConditions.contains(where: { branch.condition.contains($0) }) { return false }
            if branch.condition == "else", let first = firstConditions[branch.block], Self.iOSConditions.contains(first)
            {
                return true
            }
        }
        if let targetPlatforms { return targetPlatforms == [.macOS] }
        return inMacOSFolder
    }

    /// The file is in a `macOS`/`Mac` folder.
    var inMacOSFolder: Bool {
        path.split(separator: "/").dropLast().contains { Self.macOSFolders.contains(String($0)) }
    }
}

extension SwiftViewFile {
    /// The file read as built for `platform` only.
    func on(_ platform: ApplePlatform) -> SwiftViewFile {
        var copy = self
        copy.platformOverride = platform
        return copy
    }

    /// The platforms the code at token `index` is built for: those of the Xcode targets that build the file, else
    /// macOS for an AppKit file or one in a `macOS` folder, else iOS (as the view readers assume without a project);
    /// narrowed to those its own `#if` context compiles (`SwiftPlatformConditions`; a condition that cannot be known
    /// keeps the platform).
    func platforms(at index: Int) -> Set<ApplePlatform> {
        if let platformOverride { return [platformOverride] }
        let base = builtFor
        let context = tokens[index].condition
        guard !context.isEmpty else { return base }
        let compiled = { (candidates: Set<ApplePlatform>) in
            candidates.filter {
                SwiftPlatformConditions.decide(context, blocks: conditionBlocks, for: $0) != .notCompiled
            }
        }
        let narrowed = compiled(base)
        return narrowed.isEmpty ? compiled(Set(ApplePlatform.allCases)) : narrowed
    }

    /// The platforms the whole file is built for (`platforms(at:)` before its `#if` context).
    private var builtFor: Set<ApplePlatform> {
        if let targetPlatforms { return targetPlatforms }
        if isAppKit || inMacOSFolder { return [.macOS] }
        return [.iOS]
    }
}
