// Fixture: a generated accessor file that is read (any enum name; SwiftGen's `ColorAsset(name:)`).
import UIKit

internal enum XCAsset {
    internal enum Colors {
        internal static let accent = ColorAsset(name: "Colors/Brand/Light Blurple")
    }
}

enum Roles {
    static let accent = XCAsset.Colors.accent.color
}
