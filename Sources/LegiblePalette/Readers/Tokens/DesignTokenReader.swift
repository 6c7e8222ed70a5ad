import Foundation
import LegibleCore
import LegibleJSON

/// Reads design token files: the W3C Design Tokens Community Group format (DTCG, drafts and the 2025.10 color
/// module), its legacy predecessors (Tokens Studio `value`/`type` without `$`, Style Dictionary 3), Figma's
/// Variables export, and Adobe Spectrum's token files. See PaletteFormats.md §2.
///
/// **Tokens.** An object with `$value` (DTCG) or with `value` (legacy; in a DTCG file, a non-object one). `$type` /
/// `type` is inherited from the groups above; `$description`, `$extensions`, `$deprecated` are ignored; names may
/// contain spaces. The name of a color is its dotted path (`color.gray.1400`, `Surface.Transparent`).
/// Non-color tokens (dimension, fontFamily, shadows, typography, numbers…) are skipped without a diagnostic.
///
/// **Color values** (`TokenValue`, `TokenColorObject`, `DTCGColorSpace`): hex strings (`#rgb`, `#rrggbb`,
/// `#rrggbbaa`, alpha last), `rgb()`/`rgba()`/`hsl()`/`hsla()`/`oklch()`/`color()` strings, named colors, and
/// the 2025.10 color object `{colorSpace, components, alpha, hex}` in all 14 of its color spaces. A color token
/// whose value is a CSS gradient gets a warning ("gradient typed as color; not checked"); any other value that is
/// not a color is an error.
///
/// **Untyped tokens.** The DTCG spec says tools must not guess a type from the value. But Style Dictionary 3
/// files and many hand-written ones carry no type at all, and skipping them would silently hide every color
/// they define. So a token with no type anywhere above it counts as a color only when its value cannot be
/// anything else: a hex string (`#…`), a CSS color function (`rgb(`, `hsl(`, `oklch(`, `color(`, …), a 2025.10
/// color object, or an alias that reaches one of these. Bare words (`"red"`, `"bold"`) and numbers stay
/// non-colors, and an untyped value that fails to parse is simply not a color (no diagnostic).
///
/// **Aliases** (`TokenAliasResolver`): `{group.token}`, chains, JSON Pointer `{"$ref": "#/group/token"}`, Style
/// Dictionary's `{group.token.value}`, Tokens Studio's `rgba({group.token}, 0.5)` and `alpha` modifier, across
/// the files read together (the nearest definition wins). Cycles, chains over 10,000 links and missing targets are
/// errors naming the chain. An alias in a file without a theme gets a variant for every appearance its chain
/// reaches a definition for: `{color.gray.1400}` → light, dark and both high-contrast variants in compound.
///
/// **Themes** (`TokenTheme`): `--theme dark=path` (`File.theme`), then the file's own declaration
/// `"$extensions": {"legible": {"appearance": "theme:sepia"}}` (what `legible export` writes), then Figma's root
/// `$extensions."com.figma.modeName"` (`Light`/`Dark`; `Mode 1` means every appearance), then theme words in the
/// file name (`theme-dark.json`, `theme-light-hc.json`, `Dark.tokens.json`, `colors.light.json`), then a folder
/// named `light`/`dark` (designsystemet `color-scheme/dark/…`). A file without a theme applies to every appearance
/// and gives the light variant (`Appearance.fallbacks` covers dark). Files of one family share an origin (the path
/// with the theme words replaced by `*`, e.g. `tokens/theme-*.json`), so the same token path from `theme-light.json`
/// and `theme-dark.json` becomes one `NamedColor` with several variants. Spectrum's per-token
/// `"sets": {"light", "dark", "wireframe"}` give variants too; `wireframe` (and any other mode that is not an
/// appearance) is not read, and one warning per file says how many color values that left out.
///
/// **Layers and families** (`TokenPaletteBuilder.mergeLayers`, `TokenTheme.layerFolder`): files that define the
/// same names in one folder (a theme folder such as `variants/dark/` counts as its parent) are layers of one
/// palette: `colors.json` with `colors-dark.json` or `--theme dark=overrides.json`, `theme.json` with
/// `variants/dark/theme.json`, `light.json` with `light.dark.json`. A themed file replaces what the unthemed base
/// gives in its appearance; two files of the same standing defining a name for one appearance give a warning
/// naming both. Sibling folders that still share names (`theme-classic/`, `theme-new/`) are theme families
/// (`NamedColor.family`), checked apart.
///
/// **Configuration files** (`TokenBuildReader`) decide layering and appearances instead of names, for the files
/// they use: Tokens Studio's `$themes.json` or a single-file export's `$themes` (`StudioThemesReader`: each theme's
/// `source` then `enabled` sets, in listed order; the group with light/dark names gives the appearances, other
/// groups of several themes give theme families), DTCG 2025.10 resolver documents `*.resolver.json`
/// (`ResolverReader`: one appearance per context of the modifier named like appearances, other modifiers at their
/// default), and Style Dictionary `config.json` / `*.config.json` (`StyleDictionaryConfigReader`: `include`
/// then `source`, `*`/`**` globs). Each theme is one `TokenBuild`: its layers in order, a later layer replacing
/// the same token path, aliases resolved among its files only; the builds of one configuration share its path as
/// origin. Files a configuration does not use below its folder are not read (a warning when they hold colors);
/// a set or file it names that is missing is an error at its line. `$metadata.json` is not read.
///
/// **Files.** A JSON file found by walking that holds no tokens (package.json, a JSON Schema) is passed over
/// without a diagnostic; the same file given explicitly, named `.tokens`/`.tokens.json`, or using `$value`/`$type`
/// keys gets "no design tokens found". Objects under other
/// `$`-prefixed keys are not tokens; one that hides token-like objects gets a warning. Every variant's line is the
/// line of its `$value`/`value` member. `.json5` files (Primer) are read as JSON5 (`JSONParser.Dialect`). Not
/// supported: `$extends` and Tokens
/// Studio modifiers other than `alpha` (warnings).
public enum DesignTokenReader {
    public struct File: Sendable {
        public var path: String
        /// Given on the command line (true) or found by walking a folder (false).
        public var explicit: Bool
        /// Forced by `--theme dark=path`.
        public var theme: Appearance?

        public init(path: String, explicit: Bool, theme: Appearance?) {
            self.path = path
            self.explicit = explicit
            self.theme = theme
        }
    }

    public static func read(files: [File]) -> Palette {
        var sources: [TokenSource] = []
        var definitions: [TokenDefinition] = []
        // Configuration files decide the layering of the files they name; the name rules read the rest.
        let (configurations, rest, configurationDiagnostics) = TokenBuildReader.configurations(in: files)
        var diagnostics = configurationDiagnostics
        var skipped: [String] = []
        var builds = TokenBuildReader()
        for configuration in configurations { builds.read(configuration) }
        // Sorted, so "the later definition wins" and the output never depend on the order files were given.
        for file in rest.sorted(by: { $0.path < $1.path }) {
            let loaded = TokenSourceLoader.load(file)
            diagnostics += loaded.diagnostics
            // Token configuration and Legible's own config are inputs, not skipped files.
            let name = (file.path as NSString).lastPathComponent
            let configuration = TokenSourceLoader.configurationFiles.contains(name) || name == "legible.json"
            if !file.explicit && !configuration && loaded.sources.isEmpty && loaded.diagnostics.isEmpty {
                skipped.append(file.path)
            }
            var tokens = 0
            var loose: (count: Int, first: String, line: Int)?
            // Silence is for JSON that is plainly not tokens (package.json found by walking); a file given
            // explicitly, named as tokens (`.tokens`, `.tokens.json`) or using DTCG keys that yields nothing is said.
            let announced =
                file.explicit || Self.isNamedAsTokens(file.path)
                || loaded.sources.contains { Self.usesTokenKeys($0.root) }
            var walkers: [TokenTreeWalker] = []
            for (offset, source) in loaded.sources.enumerated() {
                var walker = TokenTreeWalker(
                    source: sources.count + offset, appearance: source.appearance, root: source.root)
                walker.walk(source.root, path: [], inheritedType: nil)
                walkers.append(walker)
            }
            // Found by walking, not announced as tokens, and no token-shaped object in it could hold a color (game or
            // app data with "type"/"value" members holding numbers): plain JSON, passed over like package.json.
            if !announced && !configuration && walkers.contains(where: { $0.tokenCount > 0 })
                && !walkers.contains(where: { $0.definitions.contains(where: \.mayBeColor) })
            {
                skipped.append(file.path)
                continue
            }
            for (source, var walker) in zip(loaded.sources, walkers) {
                sources.append(source)
                definitions += walker.definitions
                tokens += walker.tokenCount
                // With no token at all, the colors outside tokens are said in "no design tokens found" (or the file
                // is passed over as plain JSON).
                if walker.tokenCount == 0 {
                    if loose == nil, walker.looseColors.count > 0 { loose = walker.looseColors }
                    walker.looseColors = (0, "", 0)
                }
                diagnostics += notes(walker, path: file.path)
            }
            if tokens == 0 && !loaded.sources.isEmpty && announced {
                let detail = loose.map {
                    " (\($0.count == 1 ? "a color is" : "\($0.count) colors are") written outside any token, first '\($0.first)' at line \($0.line): a token is an object with \"$value\")"
                }
                diagnostics.append(
                    .warning(SourceLocation(path: file.path, line: 0), "no design tokens found" + (detail ?? "")))
            } else if tokens == 0 && !loaded.sources.isEmpty && !file.explicit && !configuration {
                skipped.append(file.path)
            }
        }
        var builder = TokenPaletteBuilder(resolver: TokenAliasResolver(definitions: definitions, sources: sources))
        let colors = builder.build() + builds.colors.values
        var palette = Palette(colors: colors, diagnostics: diagnostics + builder.diagnostics + builds.diagnostics)
        palette.skipped = skipped
        return palette
    }

    /// `x.tokens`, `x.tokens.json`: the DTCG file extensions.
    static func isNamedAsTokens(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".tokens") || lower.hasSuffix(".tokens.json")
    }

    /// Whether any object (at any depth, up to 512 levels) has a `$value` or `$type` key.
    static func usesTokenKeys(_ node: JSONNode, depth: Int = 0) -> Bool {
        guard depth < 512 else { return false }
        if let members = node.members {
            return members.contains {
                $0.key == "$value" || $0.key == "$type" || usesTokenKeys($0.value, depth: depth + 1)
            }
        }
        return node.elements?.contains { usesTokenKeys($0, depth: depth + 1) } ?? false
    }

    /// Per-file warnings from the walk: Spectrum modes that are not appearances, `$` keys hiding tokens, tokens with
    /// both `value` and `sets`, `$extends`.
    static func notes(_ walker: TokenTreeWalker, path: String) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        let ignored = walker.ignoredModes
        if ignored.count > 0 {
            let names = ignored.names.sorted().joined(separator: ", ")
            let values =
                ignored.count == 1
                ? "color value in a set that is not an appearance" : "color values in sets that are not an appearance"
            notes.append(
                .warning(
                    SourceLocation(path: path, line: ignored.line),
                    "\(ignored.count) \(values) (\(names)) \(ignored.count == 1 ? "is" : "are") not checked"))
        }
        for (line, key) in walker.reservedLines {
            notes.append(
                .warning(
                    SourceLocation(path: path, line: line),
                    "'\(key)' starts with '$', which token names must not; the tokens inside are not read"))
        }
        let loose = walker.looseColors
        if loose.count > 0 {
            let key = loose.first.split(separator: ".").last.map(String.init) ?? loose.first
            let hint = key.hasPrefix("$") && key != "$value" ? " (did you mean \"$value\"?)" : ""
            let values = loose.count == 1 ? "color is" : "colors are"
            notes.append(
                .warning(
                    SourceLocation(path: path, line: loose.line),
                    "\(loose.count) \(values) written outside any token, first '\(loose.first)'\(hint): a token is an object with \"$value\" (or \"value\"), so \(loose.count == 1 ? "it is" : "they are") not read"
                ))
        }
        let composite = walker.compositeColors
        if composite.count > 0 {
            let values =
                composite.count == 1
                ? "color inside a composite token value is" : "colors inside composite token values are"
            notes.append(
                .warning(
                    SourceLocation(path: path, line: composite.line),
                    "\(composite.count) \(values) not checked (\(composite.types.sorted().joined(separator: ", ")): not palette colors; name them as color tokens to check them)"
                ))
        }
        for (line, name, key, readLine) in walker.overwrittenValues {
            notes.append(
                .warning(
                    SourceLocation(path: path, line: line),
                    "\(name): \"\(key)\" is written again at line \(readLine); that later value is read, this one is not"
                ))
        }
        for (line, name, key) in walker.tokensInTokens {
            notes.append(
                .error(
                    SourceLocation(path: path, line: line),
                    "\(name).\(key): a token inside the token '\(name)' (which has its own value); a token has no children, so it is not read"
                ))
        }
        for (line, name) in walker.valueAndSets {
            notes.append(
                .warning(
                    SourceLocation(path: path, line: line),
                    "\(name): has both \"value\" and \"sets\"; the value is read, the sets are not"))
        }
        for line in walker.extendsLines {
            notes.append(
                .warning(
                    SourceLocation(path: path, line: line),
                    "$extends is not supported; the inherited tokens are not read"))
        }
        return notes
    }
}
