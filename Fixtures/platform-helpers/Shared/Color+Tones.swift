import SwiftUI

extension Color {
    /// The caption ink of each platform.
    static var captionInk: Color {
        #if os(macOS)
        return Color(nsColor: .tertiaryLabelColor)
        #else
        return Color(uiColor: .secondaryLabel)
        #endif
    }

    static var releaseInk: Color {
        #if BETA
        return Color(uiColor: .systemOrange)
        #else
        return Color(uiColor: .label)
        #endif
    }
}

extension Color {
    #if os(macOS)
    static let footerInk = Color(nsColor: .secondaryLabelColor)
    #else
    static let footerInk = Color(uiColor: .tertiaryLabel)
    #endif
}
