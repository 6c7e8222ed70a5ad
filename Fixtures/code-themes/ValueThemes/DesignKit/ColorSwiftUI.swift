import SwiftUI

/// SwiftUI colors of a theme, built from the same values as the UIKit ones.
public struct ColorSwiftUI {
    public let primaryContent: Color
    public let background: Color

    init(values: ColorValues) {
        primaryContent = Color(values.primaryContent)
        background = Color(values.background)
    }
}
