import Foundation
import LegibleFiles

/// Finds the colorsets of one `*.xcassets` catalog with their namespaced names, the way `FileWalker` walks: sorted
/// (output never depends on directory order), symbolic link loops and unreadable folders reported, depth limited.
///
/// Folders ending in `.colorset` are colors; folders of the other asset types (image sets, data sets, …) are passed
/// over silently; every other folder is a group, possibly a namespace (`CatalogNamespace`). Group and colorset names
/// are taken as written: spaces, dots and number-like names (`branch/1`) included.
struct CatalogWalker {
    struct Colorset: Sendable, Hashable {
        /// The `.colorset` folder.
        var path: String
        /// The lookup name: namespaces joined with `/`, then the folder name without `.colorset`.
        var name: String
    }

    /// Asset types other than color sets (Apple, Asset Catalog Format Reference; Xcode's "New … Set" menu).
    static let otherAssetTypes: Set<String> = [
        "appiconset", "arimageset", "arresourcegroup", "brandassets", "complicationset", "cubetextureset", "dataset",
        "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "iconset", "imageset", "imagestack", "imagestacklayer",
        "launchimage", "mipmaplevel", "solidimagestack", "solidimagestacklayer", "spriteatlas", "sticker",
        "stickerpack",
        "stickersequence", "symbolset", "textureset",
    ]

    let catalog: String
    var diagnostics: [Diagnostic] = []
    var files = FileWalker()

    init(catalog: String) { self.catalog = catalog }

    /// Every colorset in the catalog, in sorted walking order.
    mutating func colorsets() -> [Colorset] {
        var ancestors: [String] = []
        var found: [Colorset] = []
        walk(catalog, namespace: [], depth: 0, ancestors: &ancestors, into: &found)
        diagnostics += files.diagnostics
        files = FileWalker()
        return found
    }

    mutating func walk(
        _ folder: String, namespace: [String], depth: Int, ancestors: inout [String], into found: inout [Colorset]
    ) {
        guard let real = FileWalker.enter(folder, depth: depth, below: ancestors, into: &diagnostics) else { return }
        guard let entries = files.children(of: folder) else { return }
        ancestors.append(real)
        defer { ancestors.removeLast() }
        for entry in entries where entry.isDirectory {
            let name = (entry.path as NSString).lastPathComponent
            let type = (name as NSString).pathExtension.lowercased()
            if type == "colorset" {
                let bare = (name as NSString).deletingPathExtension
                found.append(Colorset(path: entry.path, name: (namespace + [bare]).joined(separator: "/")))
            } else if !Self.otherAssetTypes.contains(type) {
                let inner =
                    CatalogNamespace.providesNamespace(entry.path, into: &diagnostics) ? namespace + [name] : namespace
                walk(entry.path, namespace: inner, depth: depth + 1, ancestors: &ancestors, into: &found)
            }
        }
    }
}
