import Foundation
import LegibleFiles

/// Group folders and their namespaces (PaletteFormats.md §1.1). A group's optional `Contents.json` can make it a namespace:
///
/// ```json
/// { "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }
/// ```
/// Then a color inside is looked up as `group/name`, and namespaces nest (`Scene/Compose/Attachment/indicator.button.background`).
/// A group without `provides-namespace` (or without `Contents.json`) adds nothing to the name.
enum CatalogNamespace {
    /// Whether `group` provides a namespace. A malformed `Contents.json` is an error and counts as "no namespace".
    static func providesNamespace(_ group: String, into diagnostics: inout [Diagnostic]) -> Bool {
        let file = (group as NSString).appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: file) else { return false }
        let groupName = (group as NSString).lastPathComponent
        let consequence =
            "cannot tell whether group '\(groupName)' provides a namespace; the colors in it are named without one"
        switch SourceFile.readJSON(file) {
        case .failure(let d):
            diagnostics.append(.error(d.location, "\(d.message); \(consequence)"))
            return false
        case .success(let document):
            let root = document.root
            guard root.isObject else {
                diagnostics.append(
                    .error(
                        SourceLocation(path: file, line: root.line),
                        "Contents.json is \(root.typeDescription), expected an object; \(consequence)"))
                return false
            }
            guard let member = root["properties"]?.member("provides-namespace") else { return false }
            guard let flag = member.value.bool else {
                diagnostics.append(
                    .warning(
                        SourceLocation(path: file, line: member.line, keyPath: "properties.provides-namespace"),
                        "'provides-namespace' is \(member.value.typeDescription), expected true or false; group '\(groupName)' is read as not providing a namespace"
                    ))
                return false
            }
            return flag
        }
    }

    /// For a colorset given on its own: the catalog it sits in (the nearest `*.xcassets` folder above it) and its
    /// namespaced name. Outside any catalog the origin is the colorset folder and the name its bare name.
    static func locate(colorset path: String, into diagnostics: inout [Diagnostic]) -> (origin: String, name: String) {
        let bare = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var folders: [String] = []
        var current = FilePath.parent(path)
        while !current.isEmpty, current != "/", current != ".", folders.count <= FileWalker.maximumDepth {
            if (current as NSString).pathExtension.lowercased() == "xcassets" {
                var namespace: [String] = []
                for group in folders.reversed() where providesNamespace(group, into: &diagnostics) {
                    namespace.append((group as NSString).lastPathComponent)
                }
                return (current, (namespace + [bare]).joined(separator: "/"))
            }
            folders.append(current)
            let parent = FilePath.parent(current)
            if parent == current { break }
            current = parent
        }
        return (path, bare)
    }
}
