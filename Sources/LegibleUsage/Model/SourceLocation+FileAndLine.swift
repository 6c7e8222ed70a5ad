import Foundation
import LegiblePalette

extension SourceLocation {
    /// `PlayerActivity.kt:12`: the file name (no folders) and line, as evidence and review reasons cite code.
    var fileAndLine: String { "\((path as NSString).lastPathComponent):\(line)" }

    /// `values-v31/colors.xml:7`, `app/build.gradle:16`: with its folder, where the file name alone is ambiguous.
    var folderFileAndLine: String {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return folder.isEmpty ? fileAndLine : "\(folder)/\(fileAndLine)"
    }
}
