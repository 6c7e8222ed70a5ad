import Foundation

/// Reads palettes from files and folders, picking the reader by path and content:
///
/// | input | reader |
/// |---|---|
/// | a `*.xcassets` folder (or a `*.colorset` folder) | `AssetCatalogReader` |
/// | `*.xml` in a `res/values*/` folder (or any `.xml` given explicitly) | `AndroidResourceReader` |
/// | `*.json`, `*.tokens` outside asset catalogs | `DesignTokenReader` (files without tokens are passed over when found by walking) |
/// | `*.css` | `CSSReader` |
///
/// Folders are walked in sorted order, so the palette never depends on directory order. A path that does not
/// exist, an unreadable folder, a symlink loop or a file of unknown type given explicitly becomes an error
/// diagnostic; nothing is skipped silently.
public struct PaletteLoader {
    /// Explicit theme files for design tokens: `--theme dark=path/dark.json`.
    public var tokenThemes: [String: Appearance]

    public init(tokenThemes: [String: Appearance] = [:]) {
        self.tokenThemes = tokenThemes
    }

    /// The kinds of input, after classification.
    struct Inputs {
        var catalogs: [String] = []
        var colorsets: [String] = []
        var androidFiles: [String] = []
        var tokenFiles: [(path: String, explicit: Bool)] = []
        var cssFiles: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    public func load(_ paths: [String]) -> Palette {
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
        for catalog in inputs.catalogs { palette.merge(AssetCatalogReader.read(catalog: catalog)) }
        for colorset in inputs.colorsets { palette.merge(AssetCatalogReader.read(colorset: colorset)) }
        if !inputs.androidFiles.isEmpty { palette.merge(AndroidResourceReader.read(files: inputs.androidFiles)) }
        if !inputs.tokenFiles.isEmpty {
            palette.merge(DesignTokenReader.read(files: inputs.tokenFiles.map { .init(path: $0.path, explicit: $0.explicit, theme: tokenThemes[$0.path]) }))
        }
        if !inputs.cssFiles.isEmpty { palette.merge(CSSReader.read(files: inputs.cssFiles)) }
        return palette
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
        let parent = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        switch ext {
        case "xml":
            if explicit || parent.hasPrefix("values") { inputs.androidFiles.append(path) }
        case "json", "tokens":
            // `.tokens` and `.tokens.json` are the DTCG file extensions.
            inputs.tokenFiles.append((path, explicit))
        case "css":
            inputs.cssFiles.append(path)
        default:
            if explicit {
                inputs.diagnostics.append(.error(SourceLocation(path: path, line: 0),
                    "unrecognized file type; expected an asset catalog (.xcassets), design tokens (.json), Android resources (.xml) or CSS (.css)"))
            }
        }
    }
}

extension PaletteLoader.Inputs {
    func contains(_ path: String) -> Bool {
        catalogs.contains(path) || colorsets.contains(path) || androidFiles.contains(path) || cssFiles.contains(path) || tokenFiles.contains { $0.path == path }
    }
}
