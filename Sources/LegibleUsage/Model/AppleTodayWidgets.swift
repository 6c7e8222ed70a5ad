import Foundation
import LegibleFiles

/// A Today widget (a Notification Center extension: `NSExtensionPointIdentifier` `com.apple.widget-extension` in its
/// Info.plist, a controller adopting `NCWidgetProviding`) is drawn by the system on its widget platter, a translucent
/// material over the Today view and the wallpaper (Apple, "App Extension Programming Guide: Today"): the scene of the
/// extension's main storyboard (`NSExtensionMainStoryboard`) has no window background of its own. Text of the
/// extension's folder that no view backs with an opaque color (its pair reached the scene default, in the storyboard
/// or through an outlet to it) sits on the platter, whose color no source can know: it needs review for that reason,
/// not a check against `systemBackground`.
enum AppleTodayWidgets {
    /// The extension point of a Today widget.
    static let extensionPoint = "com.apple.widget-extension"

    /// The Info.plist files among `plists` that declare a Today widget.
    static func plists(_ plists: [String]) -> [String] {
        plists.filter { plist in
            guard case .success(let bytes) = SourceFile.read(plist) else { return false }
            let text = String(decoding: bytes, as: UTF8.self)
            return AppleMainInterfaces.values(in: text, keys: ["NSExtensionPointIdentifier"]) == [extensionPoint]
        }
    }

    /// Marks the pairs of those extensions' folders that sit on the scene default.
    static func apply(plists: [String], to scan: inout UsageScan) {
        let widgets = Self.plists(plists)
        guard !widgets.isEmpty else { return }
        for index in scan.pairs.indices where scan.pairs[index].review == nil {
            let pair = scan.pairs[index]
            guard pair.evidence.contains("scene default"),
                let plist = widgets.first(where: { pair.site.location.path.hasPrefix(FilePath.parent($0) + "/") })
            else { continue }
            scan.pairs[index].review = ReviewReason(
                .blur,
                "a Today widget's view (\((plist as NSString).lastPathComponent): NSExtensionPointIdentifier "
                    + "\(extensionPoint)): no view under it draws a background, so the text sits on the system's "
                    + "translucent widget platter over the Today view, not on systemBackground")
        }
    }
}
