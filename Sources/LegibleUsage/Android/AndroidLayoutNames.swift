import Foundation
import LegibleFiles
import LegiblePalette

/// The layouts the app's XML names (`@layout/x`), and the layout names a library loads by itself: what may show a
/// layout no code names and no layout includes (issue 29: a layout nothing shows is "not shown", not "host unknown").
///
/// Every resource XML file read is looked at (layouts, values, manifests, navigation graphs, `res/xml`: preferences,
/// widget providers), and the menus (`res/menu*/`) beside each `res/layout*` folder read, for a `@layout/x` reference
/// in an attribute (a menu's `app:actionLayout`, a preference's `android:layout`, a `<meta-data android:resource>`)
/// or in an element's text (a style's `<item name="android:layout">`, a `<layout>` alias). Android Studio's preview
/// attributes (`tools:layout`, `tools:listitem`) are not read by the app and name nothing. Files that hold no
/// `@layout/` are not parsed.
///
/// A library loads a layout of its own name from the app's resources when the app overrides it (Material's
/// `design_layout_snackbar_include`, AppCompat's `abc_…`, ExoPlayer's `exo_…`, AndroidX Preference's `preference_…`):
/// a layout whose name starts with such a library's prefix may be shown with no reference in the app.
struct AndroidLayoutNames {
    /// Prefixes of the layouts libraries inflate by name (AppCompat, Material, AndroidX, ExoPlayer/Media3, …).
    static let libraryPrefixes = [
        "abc_", "design_", "mtrl_", "material_", "m3_", "exo_", "preference", "notification_", "support_",
        "select_dialog_", "browser_actions_", "custom_dialog", "leak_canary_", "com_facebook_", "md_", "ucrop_",
        "zxing_", "image_frame", "fingerprint_", "mr_", "cast_",
    ]
    static let marker = Array("@layout/".utf8)

    /// Layout names some XML read references.
    private(set) var named: Set<String> = []

    init(files: AndroidProjectFiles) {
        var paths = files.layouts + files.values + files.manifests + files.navigation + files.xmlResources
        paths += Self.menus(beside: files.layouts)
        for path in paths {
            guard case .success(let bytes) = SourceFile.read(path), Self.contains(bytes, Self.marker),
                case .success(let root) = AndroidXMLDocument.read(path)
            else { continue }
            var stack = [root]
            while let element = stack.popLast() {
                stack += element.children
                for (attribute, value) in element.attributes where !attribute.hasPrefix("tools:") {
                    if let name = Self.layout(value) { named.insert(name) }
                }
                if let name = Self.layout(element.text) { named.insert(name) }
            }
        }
    }

    /// Whether a library may load the layout by its name.
    static func isLibraryName(_ layout: String) -> Bool { libraryPrefixes.contains { layout.hasPrefix($0) } }

    /// `@layout/dialog_rename` → `dialog_rename`.
    static func layout(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("@layout/") else { return nil }
        return String(trimmed.dropFirst("@layout/".count))
    }

    /// The menu files (`res/menu*/*.xml`) of the `res` folders holding the layouts read.
    static func menus(beside layouts: [String]) -> [String] {
        let resFolders = Set(layouts.map { FilePath.parent(FilePath.parent($0)) })
        var result: [String] = []
        for res in resFolders.sorted() {
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: res)) ?? []
            for folder in folders.sorted() where AndroidResourceFolderName.isFolder(folder, ofType: "menu") {
                let path = res + "/" + folder
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                result += names.sorted().filter { $0.hasSuffix(".xml") }.map { path + "/" + $0 }
            }
        }
        return result
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count, let first = needle.first else { return false }
        var i = 0
        while i <= bytes.count - needle.count {
            if bytes[i] == first, Array(bytes[i..<(i + needle.count)]) == needle { return true }
            i += 1
        }
        return false
    }
}
