import SwiftUI

enum Ink {
    #if os(macOS)
    static let muted = Color(nsColor: .secondaryLabelColor)
    #else
    static let muted = Color(uiColor: .tertiaryLabel)
    #endif
}
