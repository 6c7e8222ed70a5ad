import Foundation
import LegibleFiles

/// Reads palettes from files and folders, picking the reader by path and content:
///
/// | input | reader |
/// |---|---|
/// | a `*.xcassets` folder (or a `*.colorset` folder) | `AssetCatalogReader` |
/// | `*.xml` in a `res/values*/` folder (or any `.xml` given explicitly) | `AndroidResourceReader` |
/// | `*.json`, `*.json5`, `*.tokens` outside asset catalogs | `DesignTokenReader` (files without tokens are passed over when found by walking, and counted in `Palette.skipped`; `$themes.json`, `*.resolver.json` and Style Dictionary `config.json` decide how the files they use layer) |
/// | `*.css` | `CSSReader` |
/// | `*.swift` | `SwiftColorReader` (links to catalog colors, `UIColor(named:)`, resolved after every reader ran) |
///
/// Walking (`FileWalker`) skips hidden entries, build and dependency folders (`build`, `DerivedData`, `Pods`,
/// `Carthage`, `SourcePackages`, `node_modules`) and what `.gitignore` files ignore; a path given explicitly is always
/// read. The dependency checkouts it passes by are read for their colors only (`DependencyColorSources`).
/// Folders are walked in sorted order, so the palette never depends on directory order. A path that does not
/// exist, an unreadable folder, a symlink loop or a file of unknown type given explicitly becomes an error
/// diagnostic; nothing is skipped silently.
public struct PaletteLoader {
    /// Every kind of palette file, as `legible palette --help` and the unrecognized-file error list them: its
    /// name in prose (`kinds`), which files (`classifyFile`, `classifyFolder`), and what is read from them (lines
    /// of at most ~80 characters).
    public static let formats: [(kind: String, files: String, reads: [String])] = [
        (
            "asset catalogs", "*.xcassets folders",
            ["Xcode asset catalogs (colorsets, namespaces, system color references)"]
        ),
        (
            "Swift code", "*.swift",
            [
                "Swift code: color constants, palettes, roles, themes, dynamic light/dark colors,",
                "links to catalog colors (UIColor(named:), Color(\"…\"))",
            ]
        ),
        (
            "design tokens", "*.json, *.json5, *.tokens",
            [
                "design tokens: W3C DTCG ($value/$type, 2025.10 color objects), Tokens Studio,",
                "Style Dictionary, Spectrum sets, Figma variable exports; $themes.json, DTCG",
                "resolvers and Style Dictionary config.json layer them into appearances",
            ]
        ),
        ("Android resources", "res/values*/*.xml", ["Android <color> resources; values-night is dark"]),
        ("CSS", "*.css", ["CSS custom properties, prefers-color-scheme / prefers-contrast, light-dark()"]),
    ]

    /// The kinds of palette file in prose, for help and errors: "asset catalogs, Swift code, design tokens, Android
    /// resources or CSS" (`conjunction` "or"), from `formats`.
    public static func kinds(_ conjunction: String = "or") -> String {
        let names = formats.map(\.kind)
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
    }

    /// Explicit theme files for design tokens: `--theme dark=path/dark.json`.
    public var tokenThemes: [String: Appearance]
    /// Options for Swift sources (`legible.json` `"swift"`).
    public var swift: SwiftReaderOptions
    /// The run's Swift sources, read and lexed once for every reader of the run (`SwiftSourceStore`).
    public var swiftSources: SwiftSourceStore

    public init(
        tokenThemes: [String: Appearance] = [:], swift: SwiftReaderOptions = SwiftReaderOptions(),
        swiftSources: SwiftSourceStore = SwiftSourceStore()
    ) {
        self.tokenThemes = tokenThemes
        self.swift = swift
        self.swiftSources = swiftSources
    }

    /// The kinds of input, after classification.
    struct Inputs {
        var catalogs: [String] = []
        var colorsets: [String] = []
        var androidFiles: [String] = []
        var tokenFiles: [(path: String, explicit: Bool)] = []
        var cssFiles: [String] = []
        /// The CSS files found by walking (not named): skipped when they hold no custom property.
        var walkedCSS: Set<String> = []
        var swiftFiles: [String] = []
        var diagnostics: [Diagnostic] = []
        /// Files found by walking that no reader takes and that no UI reader reads (`Palette.skipped`).
        var skipped: [String] = []
    }

    public func load(_ paths: [String]) -> Palette {
        RunProgress.phase("reading colors")
        var inputs = Inputs()
        var walker = FileWalker()
        let fm = FileManager.default
        for path in paths + tokenThemes.keys.sorted() where !inputs.contains(path) {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                inputs.diagnostics.append(.error(SourceLocation(path: path, line: 0), SourceFile.missingReason(path)))
                continue
            }
            if isDirectory.boolValue {
                if classifyFolder(path, &inputs) { continue }
                let files = walker.files(under: path) { folder in !classifyFolder(folder, &inputs) }
                for file in files { classifyFile(file, explicit: false, &inputs) }
            } else {
                classifyFile(path, explicit: true, &inputs)
            }
        }
        var palette = Palette(diagnostics: inputs.diagnostics + walker.diagnostics)
        palette.skipped = inputs.skipped
        let dependencies = DependencyColorSources(checkouts: walker.dependencyCheckouts)
        swiftSources.declarationOnlyFiles = dependencies.swiftFiles
        for catalog in inputs.catalogs + dependencies.catalogs {
            palette.merge(AssetCatalogReader.read(catalog: catalog))
        }
        for colorset in inputs.colorsets { palette.merge(AssetCatalogReader.read(colorset: colorset)) }
        if !inputs.androidFiles.isEmpty { palette.merge(AndroidResourceReader.read(files: inputs.androidFiles)) }
        if !inputs.tokenFiles.isEmpty {
            palette.merge(
                DesignTokenReader.read(
                    files: inputs.tokenFiles.map {
                        .init(path: $0.path, explicit: $0.explicit, theme: tokenThemes[$0.path])
                    }))
        }
        if !inputs.cssFiles.isEmpty {
            palette.merge(CSSReader.read(files: inputs.cssFiles, walked: inputs.walkedCSS))
        }
        if !inputs.swiftFiles.isEmpty || !dependencies.swiftFiles.isEmpty {
            let reading = SwiftColorReader.read(
                files: inputs.swiftFiles + dependencies.swiftFiles, options: swift, sources: swiftSources)
            palette.merge(reading.palette)
            SwiftColorReader.resolve(reading.catalogLinks, in: &palette)
        }
        if dependencies.checkouts.isEmpty { return palette }
        var folded = Palette(colors: palette.colors, diagnostics: dependencies.fold(palette.diagnostics))
        folded.skipped = palette.skipped
        return folded
    }

    /// Claims a folder a reader owns whole; returns whether it did.
    func classifyFolder(_ path: String, _ inputs: inout Inputs) -> Bool {
        switch (path as NSString).pathExtension.lowercased() {
        case "xcassets": inputs.catalogs.append(path); return true
        case "colorset": inputs.colorsets.append(path); return true
        default: return false
        }
    }

    func classifyFile(_ path: String, explicit: Bool, _ inputs: inout Inputs) {
        let ext = (path as NSString).pathExtension.lowercased()
        let parent = (FilePath.parent(path) as NSString).lastPathComponent
        switch ext {
        case "xml":
            if explicit || AndroidResourceFolderName.isValues(parent) {
                inputs.androidFiles.append(path)
            } else if !Self.isAndroidOrUIXML(path) {
                inputs.skipped.append(path)
            }
        case "json", "tokens", "json5":
            // `.tokens` and `.tokens.json` are the DTCG file extensions; `.json5` is read as JSON5 (Primer).
            inputs.tokenFiles.append((path, explicit))
        case "css":
            inputs.cssFiles.append(path)
            if !explicit { inputs.walkedCSS.insert(path) }
        case "swift":
            inputs.swiftFiles.append(path)

        case "storyboard", "xib":
            break // UI files: their pairs are read by LegibleUsage (`legible pairs`, `legible lint`)
        default:
            if explicit {
                inputs.diagnostics.append(
                    .error(
                        SourceLocation(path: path, line: 0),
                        "unrecognized file type; expected one of: \(Self.formats.map(\.files).joined(separator: "; "))")
                )
            }
        }
    }
}

extension PaletteLoader {
    /// XML an Android reader or the UI readers use: anything under a `res` folder (layouts, drawables, values) and
    /// `AndroidManifest.xml`. Other XML found by walking (`pom.xml`, `lint.xml`, test resources) is skipped.
    static func isAndroidOrUIXML(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        return components.last == "AndroidManifest.xml" || components.dropLast().contains("res")
    }
}

extension PaletteLoader.Inputs {
    func contains(_ path: String) -> Bool {
        catalogs.contains(path) || colorsets.contains(path) || androidFiles.contains(path) || cssFiles.contains(path)
            || swiftFiles.contains(path) || tokenFiles.contains { $0.path == path }
    }
}
