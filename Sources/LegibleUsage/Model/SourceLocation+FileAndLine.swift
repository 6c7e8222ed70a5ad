import Foundation
import LegiblePalette

extension SourceLocation {
    /// `PlayerActivity.kt:12`: the file name (no folders) and line, as evidence and review reasons cite code.
    var fileAndLine: String { "\((path as NSString).lastPathComponent):\(line)" }
}
