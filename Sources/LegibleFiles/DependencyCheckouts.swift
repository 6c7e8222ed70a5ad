import Foundation

/// Where dependency managers put the source of an app's dependencies inside a repository: one checkout folder per
/// dependency. A walk does not read them as the app's own files (their UI is not the app's), but their colors are
/// the ones the app's code names (`Color(designSystemColor: .textPrimary)` from a package), so the palette reads
/// each checkout's color sources.
///
/// | folder | manager | checkouts |
/// |---|---|---|
/// | `.build` | SwiftPM (`swift package resolve`) | `.build/checkouts/*` |
/// | `SourcePackages` | Xcode (`xcodebuild -resolvePackageDependencies -clonedSourcePackagesDirPath SourcePackages`) | `SourcePackages/checkouts/*` |
/// | `DerivedData` | Xcode (`-derivedDataPath DerivedData`) | `DerivedData/SourcePackages/checkouts/*`, `DerivedData/*/SourcePackages/checkouts/*` |
/// | `Carthage` | Carthage | `Carthage/Checkouts/*` |
/// | `Pods` | CocoaPods | `Pods/*` (not `Target Support Files`, `Headers`, `Local Podspecs`, `Pods.xcodeproj`) |
public enum DependencyCheckouts {
    /// One row per layout of the table above: the folder's name, the paths below it that hold one checkout per
    /// dependency (`*` matches any one folder), and names there that are not checkouts.
    static let layouts: [(folder: String, checkouts: [[String]], notCheckouts: Set<String>)] = [
        (".build", [["checkouts"]], []),
        ("SourcePackages", [["checkouts"]], []),
        ("DerivedData", [["SourcePackages", "checkouts"], ["*", "SourcePackages", "checkouts"]], []),
        ("Carthage", [["Checkouts"]], []),
        ("Pods", [[]], ["Target Support Files", "Headers", "Local Podspecs", "Pods.xcodeproj"]),
    ]

    /// The folder names the table lists (a walk passes by them).
    public static let folderNames: Set<String> = Set(layouts.map(\.folder))

    /// The checkout folders inside `folder` (a folder whose name the table lists), sorted; empty when it holds
    /// none.
    public static func checkouts(in folder: String) -> [String] {
        let name = (folder as NSString).lastPathComponent
        guard let layout = layouts.first(where: { $0.folder == name }) else { return [] }
        var found: [String] = []
        for path in layout.checkouts {
            var holders = [folder]
            for component in path {
                holders = holders.flatMap { holder in
                    component == "*" ? subfolders(of: holder) : [(holder as NSString).appendingPathComponent(component)]
                }
            }
            for holder in holders {
                found += subfolders(of: holder).filter {
                    !layout.notCheckouts.contains(($0 as NSString).lastPathComponent)
                }
            }
        }
        return found
    }

    /// The visible folders directly inside `path`, sorted; empty when it is not a readable folder.
    static func subfolders(of path: String) -> [String] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: path) else { return [] }
        return names.sorted().filter { !$0.hasPrefix(".") }.map { (path as NSString).appendingPathComponent($0) }
            .filter { child in
                var isDirectory: ObjCBool = false
                return fm.fileExists(atPath: child, isDirectory: &isDirectory) && isDirectory.boolValue
            }
    }
}
