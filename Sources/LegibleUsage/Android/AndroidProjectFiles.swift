import Foundation
import LegiblePalette
import LegibleFiles

/// The files of an Android project that decide what a layout shows: layouts (`res/layout*/*.xml`), values files
/// (`res/values*/*.xml`: colors, styles, themes, attrs, dimens), manifests (`AndroidManifest.xml`), and the XML
/// drawables and color state lists that layouts and styles draw with (`res/drawable*/*.xml`, `res/color*/*.xml`).
///
/// All resource folders found are read as one project, as the Android build merges a module's libraries into the app:
/// a layout of one module may use a style or theme attribute of another.
public struct AndroidProjectFiles: Sendable, Hashable {
    public var layouts: [String]
    public var values: [String]
    public var manifests: [String]
    /// `res/drawable*/*.xml` and `res/color*/*.xml`.
    public var drawables: [String]
    /// Navigation graphs (`res/navigation*/*.xml`): the fragments a `NavHostFragment` container shows.
    public var navigation: [String] = []
    /// XML resources (`res/xml*/*.xml`): app-widget provider files (`<appwidget-provider android:initialLayout=…>`).
    public var xmlResources: [String] = []
    /// Kotlin and Java sources (`.kt`, `.java`): the themes they apply with `setTheme(R.style.…)`.
    public var code: [String] = []
    /// Gradle build files, `gradle.properties` and version catalogs: the app's `minSdk` (`AndroidMinSdk`).
    public var buildFiles: [String] = []
    /// Problems met while walking (unreadable folders, link loops).
    public var diagnostics: [Diagnostic]

    public init(
        layouts: [String] = [], values: [String] = [], manifests: [String] = [], drawables: [String] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.layouts = layouts
        self.values = values
        self.manifests = manifests
        self.drawables = drawables
        self.diagnostics = diagnostics
    }

    public var isEmpty: Bool { layouts.isEmpty }

    /// Finds the Android files at or below `paths` (files or folders, in any order): every `.xml` file whose folder is
    /// `layout` or `layout-…` / `values` or `values-…` directly inside a folder named `res`, and every
    /// `AndroidManifest.xml`. Sorted, without duplicates.
    public static func discover(_ paths: [String]) -> AndroidProjectFiles {
        var walker = FileWalker()
        var files = AndroidProjectFiles()
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let candidates =
                isDirectory.boolValue
                ? walker.files(under: path) // leaves out build outputs (`build`, `.gradle`) like every walk
                : [path]
            for file in candidates where seen.insert(file).inserted {
                switch kind(of: file) {
                case .layout: files.layouts.append(file)
                case .values: files.values.append(file)
                case .manifest: files.manifests.append(file)
                case .drawable: files.drawables.append(file)
                case .code: files.code.append(file)
                case .navigation: files.navigation.append(file)
                case .xmlResource: files.xmlResources.append(file)
                case .build: files.buildFiles.append(file)
                case nil: break
                }
            }
        }
        files.layouts.sort()
        files.values.sort()
        files.manifests.sort()
        files.drawables.sort()
        files.code.sort()
        files.navigation.sort()
        files.xmlResources.sort()
        files.buildFiles.sort()
        files.diagnostics = walker.diagnostics
        return files
    }

    /// Sorts already-found files into layouts, values and manifests (files of no Android kind are left out).
    init(classifying paths: [String]) {
        self.init()
        for path in Set(paths).sorted() {
            switch Self.kind(of: path) {
            case .layout: layouts.append(path)
            case .values: values.append(path)
            case .manifest: manifests.append(path)
            case .drawable: drawables.append(path)
            case .code: code.append(path)
            case .navigation: navigation.append(path)
            case .xmlResource: xmlResources.append(path)
            case .build: buildFiles.append(path)
            case nil: break
            }
        }
    }

    enum Kind { case layout, values, manifest, drawable, code, navigation, xmlResource, build }

    /// What an Android file is, from its path alone. Nothing of a test source set (`src/test/`, `src/androidTest/`:
    /// `AndroidTestSources`) is: it is not packaged in the app, so it hosts no layout and recolors no view.
    static func kind(of path: String) -> Kind? {
        if AndroidTestSources.contains(path) { return nil }
        let name = (path as NSString).lastPathComponent
        if name == "AndroidManifest.xml" { return .manifest }
        if name.hasSuffix(".kt") || name.hasSuffix(".java") { return .code }
        if AndroidMinSdk.reads(path) { return .build }
        guard name.hasSuffix(".xml") else { return nil }
        let folder = FilePath.parent(path)
        let folderName = (folder as NSString).lastPathComponent
        let res = (FilePath.parent(folder) as NSString).lastPathComponent
        guard res == "res" else { return nil }
        if AndroidResourceFolderName.isFolder(folderName, ofType: "layout") { return .layout }
        if AndroidResourceFolderName.isValues(folderName) { return .values }
        if AndroidResourceFolderName.isFolder(folderName, ofType: "navigation") { return .navigation }
        if AndroidResourceFolderName.isFolder(folderName, ofType: "xml") { return .xmlResource }
        for type in ["drawable", "color"] where AndroidResourceFolderName.isFolder(folderName, ofType: type) {
            return .drawable
        }
        return nil
    }
}
