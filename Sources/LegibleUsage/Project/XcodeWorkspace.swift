import Foundation
import LegibleFiles

/// The projects an Xcode workspace builds together (`X.xcworkspace/contents.xcworkspacedata`): each `<FileRef
/// location="…">` naming an `.xcodeproj`, with its location resolved as Xcode does: `group:` relative to the
/// enclosing `<Group>`s and the workspace's folder, `container:` relative to the workspace's folder, `absolute:` as
/// is; `self:` (the workspace inside a project bundle) names that project.
struct XcodeWorkspace: Sendable, Hashable {
    /// The `.xcodeproj` bundles the workspace lists, absolute and standardized.
    var projects: Set<String> = []

    /// Nil when the file cannot be read or parsed (nothing is assumed from it).
    static func read(_ path: String) -> XcodeWorkspace? {
        guard case .success(let bytes) = SourceFile.read(path),
            case .success(let root) = IBTreeBuilder.parse(Data(bytes))
        else { return nil }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let bundle = FilePath.parent(absolute)
        let folder = FilePath.parent(bundle)
        var workspace = XcodeWorkspace()
        func walk(_ node: IBNode, base: String) {
            for child in node.children {
                guard let location = child["location"] else { continue }
                let resolved: String?
                if location.hasPrefix("group:") {
                    resolved = join(base, String(location.dropFirst(6)))
                } else if location.hasPrefix("container:") {
                    resolved = join(folder, String(location.dropFirst(10)))
                } else if location.hasPrefix("absolute:") {
                    resolved = String(location.dropFirst(9))
                } else if location.hasPrefix("self:") {
                    resolved = bundle.hasSuffix(".xcodeproj") ? bundle : nil
                } else {
                    resolved = nil
                }
                guard let resolved else { continue }
                if child.name == "Group" {
                    walk(child, base: resolved)
                } else if child.name == "FileRef", resolved.hasSuffix(".xcodeproj") {
                    workspace.projects.insert(resolved)
                }
            }
        }
        walk(root, base: folder)
        return workspace
    }

    static func join(_ base: String, _ relative: String) -> String {
        ((base as NSString).appendingPathComponent(relative) as NSString).standardizingPath
    }

    /// Whether `path` is a workspace's contents file.
    static func reads(_ path: String) -> Bool { path.hasSuffix(".xcworkspace/contents.xcworkspacedata") }
}
